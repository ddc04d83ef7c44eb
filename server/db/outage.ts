import { isError } from "./is-error.ts";

/**
 * Whether an error thrown by a database driver means the store is not
 * answering (down, unreachable, out of disk, locked too long), as opposed to
 * a bug in a query. Only such errors become a 503; anything else is a 500.
 *
 * The drivers' own error codes are the only reliable signal: pg sets `code`
 * to a system error (ECONNREFUSED, …) or a SQLSTATE; node:sqlite sets
 * `errcode` to SQLite's result code.
 */

const systemCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EPIPE",
  "EAI_AGAIN",
]);

// SQLSTATE classes 08 (connection exception) and 53 (insufficient resources),
// and 57P01-57P03 (the server shutting down or starting up).
const sqlStateOutage = /^(08|53)|^57P0[1-3]$/;

// SQLite primary result codes: BUSY 5, LOCKED 6, NOMEM 7, READONLY 8,
// IOERR 10, CORRUPT 11, FULL 13, CANTOPEN 14.
const sqliteOutage = new Set([5, 6, 7, 8, 10, 11, 13, 14]);

// pg's own messages when the pool cannot get or keep a connection, and
// Kysely's when the store was closed (the process is shutting down).
const driverMessages =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|driver has already been destroyed/i;

export function isStoreOutage(error: unknown): boolean {
  if (!isError(error)) return false;
  const { code, errcode } = error as Error & { code?: unknown; errcode?: unknown };
  if (typeof code === "string" && (systemCodes.has(code) || sqlStateOutage.test(code))) return true;
  if (typeof errcode === "number" && sqliteOutage.has(errcode & 0xff)) return true;
  // A closed node:sqlite database.
  if (code === "ERR_INVALID_STATE") return true;
  if (driverMessages.test(error.message)) return true;
  return error.cause !== undefined && error.cause !== error && isStoreOutage(error.cause);
}
