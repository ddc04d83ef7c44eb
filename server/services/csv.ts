/** One CSV cell: quoted, and defused against spreadsheet formulas (=, +, -, @, tab, return). */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** A CSV export's columns: the heading, and how a row gives the cell. */
export type CsvColumns<T> = [label: string, cell: (row: T) => string | null][];

/** The header line, then one line per row, each ended by CRLF (RFC 4180). */
export async function* csvLines<T>(columns: CsvColumns<T>, rows: AsyncIterable<T>): AsyncGenerator<string> {
  yield `${columns.map(([label]) => csvCell(label)).join(",")}\r\n`;
  for await (const row of rows) {
    yield `${columns.map(([, cell]) => csvCell(cell(row) ?? "")).join(",")}\r\n`;
  }
}

/** The columns every lead's export ends with: where it came from. */
export const sourceCsvColumns: CsvColumns<{
  sourcePage: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}> = [
  ["Source page", (row) => row.sourcePage],
  ["UTM source", (row) => row.utmSource],
  ["UTM medium", (row) => row.utmMedium],
  ["UTM campaign", (row) => row.utmCampaign],
];
