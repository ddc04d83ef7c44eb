import pino from "pino";

export type Logger = pino.Logger;

/** Where log lines go: stdout unless a test gives its own. */
export type LogOutput = { write(text: string): unknown; isTTY?: boolean; hasColors?: () => boolean };

/**
 * JSON logs, one object a line, whenever the output is not a terminal (a
 * service manager's journal, a pipe, a file, the tests): that is what log
 * tooling reads. On a terminal (`npm run dev`, `npm start` by hand) the same
 * lines are shown readably by `formatLogLine`, with no other package:
 * production under a service manager never loads or runs more than pino.
 * Request logs carry method, path (never the query string, which may hold a
 * search or an email), status and timing: no personal data. Redaction runs
 * before either format.
 */
export function createLogger(level: string, output: LogOutput = process.stdout): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    redact: {
      paths: ["password", "*.password", "email", "*.email", "workEmail", "*.workEmail", "phone", "*.phone"],
      censor: "[redacted]",
    },
  };
  // A silent logger writes nothing, so it gets no writer of pino's own: that
  // writer holds the output open and listens for the process's exit.
  if (level === "silent") return pino(options, { write: () => undefined });
  if (output.isTTY === true) {
    const colors = output.hasColors?.() ?? false;
    return pino(options, { write: (line: string) => void output.write(formatLogLine(line, { colors })) });
  }
  // Not a terminal: pino's own writer on stdout, as always, or the given output.
  return output === process.stdout ? pino(options) : pino(options, output);
}

const levels: Record<number, { label: string; color: string }> = {
  10: { label: "TRACE", color: "90" },
  20: { label: "DEBUG", color: "90" },
  30: { label: "INFO ", color: "32" },
  40: { label: "WARN ", color: "33" },
  50: { label: "ERROR", color: "31" },
  60: { label: "FATAL", color: "1;31" },
};

const two = (n: number) => String(n).padStart(2, "0");

/** A value as `key=value` shows it: bare when it is one plain word, else as JSON. */
function valueText(value: unknown): string {
  if (typeof value === "string") return /^[^\s"=\\]+$/.test(value) ? value : JSON.stringify(value);
  if (value === null || typeof value !== "object") return String(value);
  return JSON.stringify(value);
}

/**
 * One JSON log line as a person reads it on a terminal:
 * `14:03:07.412 WARN  the message key=value key="two words"`, in local time,
 * then an error's stack, indented, on the lines below. A line that is not a
 * log object is shown as it came.
 */
export function formatLogLine(line: string, options: { colors?: boolean } = {}): string {
  let entry: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(line);
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) return line;
    entry = parsed as Record<string, unknown>;
  } catch {
    return line;
  }
  const { time, level, msg, ...fields } = entry;
  const paint = (color: string, text: string) => (options.colors ? `\x1b[${color}m${text}\x1b[0m` : text);
  const parts: string[] = [];
  if (typeof time === "number") {
    const at = new Date(time);
    const clock = `${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
    parts.push(paint("90", `${clock}.${String(at.getMilliseconds()).padStart(3, "0")}`));
  }
  const known = typeof level === "number" ? levels[level] : undefined;
  parts.push(known ? paint(known.color, known.label) : String(level ?? "").padEnd(5));
  if (msg !== undefined && msg !== "") parts.push(String(msg));
  const stacks: string[] = [];
  for (const [key, value] of Object.entries(fields)) {
    const stack = (value as { stack?: unknown } | null)?.stack;
    if (typeof stack === "string") {
      // An error: its message among the fields, its stack below.
      const { stack: _, ...rest } = value as Record<string, unknown>;
      parts.push(`${paint("36", key)}=${valueText(rest)}`);
      stacks.push(stack.replace(/^/gm, "    "));
    } else {
      parts.push(`${paint("36", key)}=${valueText(value)}`);
    }
  }
  return `${[parts.join(" "), ...stacks].join("\n")}\n`;
}
