import type { DatabaseSync, SQLInputValue, StatementSync } from "node:sqlite";
import type { QueryResult, SqliteDatabase, SqliteStatement } from "kysely";

/** node:sqlite binds no booleans or Dates: store them as 0/1 and ISO text. */
function toSqlite(value: unknown): SQLInputValue {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value as SQLInputValue;
}

/** Prepared statements kept per connection; past this, the least recently used is finalised. */
const cachedStatements = 256;

/**
 * Kysely's SqliteDialect expects a better-sqlite3-shaped database; node:sqlite
 * takes parameters spread and has no `reader` flag (but has `columns()`).
 * This bridges the two so that no native add-on is needed.
 *
 * Kysely asks for a statement on every query; preparing one (parsing and
 * planning the SQL) cost more than running it for the small statements a
 * request makes, so each statement is prepared once and kept, by its SQL
 * text (which holds no values: they are bound). A statement being iterated
 * is prepared afresh, so that no other query resets it mid-way.
 *
 * `onStatement` is told how long each statement ran, in milliseconds (the
 * metrics): timed here, where node:sqlite runs it synchronously, because
 * Kysely's own query log adds a promise and an event object to every
 * statement, about 1 % of a lead write's CPU time.
 */
export function adaptNodeSqlite(database: DatabaseSync, onStatement?: (ms: number) => void): SqliteDatabase {
  /**
   * Each kept statement with the count of uses at its last one. A use only
   * writes that number: moving the entry to the end of the map instead (a
   * delete and a set) made the map rebuild its table every few hundred
   * statements, tables that lived long enough to be copied out of V8's young
   * generation, about a sixth of what a lead write left for the full
   * collections.
   */
  const statements = new Map<string, { statement: SqliteStatement; used: number }>();
  let uses = 0;
  const bind = (parameters: ReadonlyArray<unknown>) => parameters.map(toSqlite);
  /** Kysely's statement over node:sqlite's, made once per SQL text. */
  const wrap = (sql: string, statement: StatementSync): SqliteStatement => {
    const all = (parameters: ReadonlyArray<unknown>) => statement.all(...bind(parameters));
    const run = (parameters: ReadonlyArray<unknown>) => {
      const result = statement.run(...bind(parameters));
      return { changes: result.changes, lastInsertRowid: result.lastInsertRowid };
    };
    return {
      reader: statement.columns().length > 0,
      all: onStatement ? timed(all, onStatement) : all,
      run: onStatement ? timed(run, onStatement) : run,
      iterate: (parameters) => database.prepare(sql).iterate(...bind(parameters)),
    };
  };
  const prepared = (sql: string) => {
    // A small integer, so writing it allocates nothing; past 2^30 every count starts again.
    uses = uses < 2 ** 30 ? uses + 1 : 1;
    if (uses === 1) for (const kept of statements.values()) kept.used = 0;
    const known = statements.get(sql);
    if (known) {
      known.used = uses;
      return known.statement;
    }
    const fresh = wrap(sql, database.prepare(sql));
    statements.set(sql, { statement: fresh, used: uses });
    if (statements.size > cachedStatements) statements.delete(leastUsed(statements));
    return fresh;
  };
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare: prepared,
  };
}

/** The key whose entry was used longest ago (the map is never empty here). */
function leastUsed(entries: Map<string, { used: number }>): string {
  let oldest: string | undefined;
  let oldestUse = Number.POSITIVE_INFINITY;
  for (const [key, { used }] of entries) {
    if (used < oldestUse) {
      oldest = key;
      oldestUse = used;
    }
  }
  return oldest ?? "";
}

/** `statement`, telling `onStatement` how long each call took. */
function timed<Result>(
  statement: (parameters: ReadonlyArray<unknown>) => Result,
  onStatement: (ms: number) => void,
): (parameters: ReadonlyArray<unknown>) => Result {
  return (parameters) => {
    const started = performance.now();
    try {
      return statement(parameters);
    } finally {
      onStatement(performance.now() - started);
    }
  };
}

/**
 * The same connection's statements run without Kysely's connection
 * handling (fixed-sql.ts runs a lead's statements this way): `execute`
 * answers as Kysely's SQLite connection does, from the same kept statements.
 */
export type DirectSqlite = {
  /** Whether the connection is open (not closed with its store). */
  readonly open: () => boolean;
  /** Whether a transaction is open on the connection now. */
  readonly inTransaction: () => boolean;
  readonly execute: (sql: string, parameters: readonly unknown[]) => QueryResult<unknown>;
};

/** `database` and its adapter for Kysely, for statements run directly. */
export function directSqlite(database: DatabaseSync, adapted: SqliteDatabase): DirectSqlite {
  return {
    open: () => database.isOpen,
    inTransaction: () => database.isTransaction,
    execute(sql, parameters) {
      const statement = adapted.prepare(sql);
      if (statement.reader) return { rows: statement.all(parameters) as unknown[] };
      const { changes, lastInsertRowid } = statement.run(parameters);
      return {
        insertId: lastInsertRowid == null ? undefined : BigInt(lastInsertRowid),
        numAffectedRows: changes == null ? undefined : BigInt(changes),
        rows: [],
      };
    },
  };
}
