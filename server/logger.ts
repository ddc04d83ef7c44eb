import pino from "pino";

export type Logger = pino.Logger;

/**
 * JSON logs. Request logs carry method, path (never the query string, which
 * may hold a search or an email), status and timing: no personal data.
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: ["password", "*.password", "email", "*.email", "workEmail", "*.workEmail", "phone", "*.phone"],
      censor: "[redacted]",
    },
  });
}
