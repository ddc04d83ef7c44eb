import type pg from "pg";

/**
 * Statements PostgreSQL keeps parsed on each connection of the pool (named
 * prepared statements), for the few that every lead runs (the submission's
 * statement, db/repositories/submission-statement.ts, seven `with` queries
 * and the longest the site sends; the fixed statements of db/fixed-sql.ts,
 * such as the read of a client's refusals): a statement sent without a name
 * is parsed, analysed and rewritten by the server each time. Kysely sends every
 * statement as text; a connection given `keepPrepared` sends the texts
 * marked here under their name instead, so the server parses each once per
 * connection. At most `most` texts are marked (the submission's shapes are a
 * dozen); past that a text is sent as any other.
 */
const names = new Map<string, string>();
const most = 32;

/** Marks `text` as a statement to keep prepared; returns it unchanged. */
export function preparedStatement(text: string): string {
  if (!names.has(text) && names.size < most) names.set(text, `anvaya_${names.size + 1}`);
  return text;
}

/** Whether `text` is marked (for tests). */
export const isMarked = (text: string) => names.has(text);

type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/** Makes `client` send the marked statements by name (pg prepares a name on its first use on a connection). */
export function keepPrepared(client: pg.ClientBase): void {
  const query = client.query.bind(client) as Query;
  client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
    const name = typeof config === "string" ? names.get(config) : undefined;
    return name ? query({ name, text: config, values }, callback) : query(config, values, callback);
  }) as typeof client.query;
}
