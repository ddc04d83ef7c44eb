import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Kysely, type LogEvent, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema.ts";
import { adaptNodeSqlite } from "./sqlite-adapter.ts";

export type DbDialect = "sqlite" | "postgres";

export type Store = {
  db: Kysely<Database>;
  dialect: DbDialect;
  /** DATA_DIR: the SQLite file (when SQLite) and uploaded images live here. */
  dataDir: string;
  close: () => Promise<void>;
  /** The PostgreSQL pool, for its gauges (server/metrics/store-gauges.ts). */
  pool?: pg.Pool;
};

export type StoreOptions = {
  /** postgres://… selects PostgreSQL; otherwise SQLite in dataDir. */
  url?: string;
  dataDir: string;
  /** SQLite file name inside dataDir. */
  fileName?: string;
  /** Told each statement's duration (the metrics' histogram). */
  onQuery?: (ms: number) => void;
};

/** Opens the store: SQLite (WAL, full sync, foreign keys, busy timeout) by default, PostgreSQL when a URL is given. */
export function createStore({ url, dataDir, fileName = "site.db", onQuery }: StoreOptions): Store {
  const log = onQuery && ((event: LogEvent) => onQuery(event.queryDurationMillis));
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
    // A dropped idle connection must not take the process down.
    pool.on("error", () => {});
    // Nor one that is checked out between two statements (inside a
    // transaction): pg-pool takes its own listener off a client it lends, and
    // an "error" event nobody listens to ends the process. The statement in
    // flight, or the next one, fails on its own, and the pool drops the
    // broken client when it comes back.
    pool.on("connect", (client) => {
      client.on("error", () => {});
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
    return { db, dialect: "postgres", dataDir, close: () => db.destroy(), pool };
  }
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new DatabaseSync(join(dataDir, fileName));
  sqlite.exec("PRAGMA journal_mode = WAL");
  sqlite.exec("PRAGMA foreign_keys = ON");
  // node:sqlite waits for a lock on the event loop: another process holding
  // the database (a script, a backup) may stall every request by this much,
  // so it stays short. This process itself never waits: it has one connection.
  sqlite.exec("PRAGMA busy_timeout = 250");
  // FULL: a commit is on the disk before it is acknowledged, so a lead the
  // visitor saw as received survives a power cut, not only a crash (NORMAL in
  // WAL mode may lose the last commits then). bench:api measures its cost.
  sqlite.exec("PRAGMA synchronous = FULL");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: adaptNodeSqlite(sqlite) }), log });
  return { db, dialect: "sqlite", dataDir, close: () => db.destroy() };
}

/** True when the store answers a trivial query (the readiness check). */
export async function storeAnswers(db: Kysely<Database>): Promise<boolean> {
  try {
    await db.selectFrom("users").select("id").limit(1).execute();
    return true;
  } catch {
    return false;
  }
}
