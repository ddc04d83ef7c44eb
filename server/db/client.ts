import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Kysely, type LogEvent, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { type Checkpointer, startCheckpointer } from "./checkpointer.ts";
import { runsDirectly } from "./fixed-sql.ts";
import { keepPrepared } from "./prepared.ts";
import type { Database } from "./schema.ts";
import { adaptNodeSqlite, directSqlite } from "./sqlite-adapter.ts";

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
  /** PostgreSQL: the pool's most connections (DATABASE_POOL_SIZE). */
  poolSize?: number;
  dataDir: string;
  /** SQLite file name inside dataDir. */
  fileName?: string;
  /**
   * SQLite: checkpoint in a worker thread of its own instead of inside the
   * commits of this connection (db/checkpointer.ts): the server's choice.
   * Scripts and tests, which write little, keep SQLite's automatic ones.
   */
  backgroundCheckpoints?: boolean;
  /** Told each statement's duration (the metrics' histogram). */
  onQuery?: (ms: number) => void;
};

/** Opens the store: SQLite (WAL, full sync, foreign keys, busy timeout) by default, PostgreSQL when a URL is given. */
export function createStore({
  url,
  poolSize = 10,
  dataDir,
  fileName = "site.db",
  backgroundCheckpoints = false,
  onQuery,
}: StoreOptions): Store {
  if (url) {
    // Kysely's log times each statement from sending it to its answer.
    const log = onQuery && ((event: LogEvent) => onQuery(event.queryDurationMillis));
    const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 30_000 });
    // A dropped idle connection must not take the process down.
    pool.on("error", () => {});
    // Nor one that is checked out between two statements (inside a
    // transaction): pg-pool takes its own listener off a client it lends, and
    // an "error" event nobody listens to ends the process. The statement in
    // flight, or the next one, fails on its own, and the pool drops the
    // broken client when it comes back.
    pool.on("connect", (client) => {
      client.on("error", () => {});
      keepPrepared(client);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
    return { db, dialect: "postgres", dataDir, close: () => db.destroy(), pool };
  }
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, fileName);
  const sqlite = new DatabaseSync(file);
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
  // A savepoint (each submission in a group commit has one) keeps the pages
  // it changes in a statement journal; in a temporary file, that cost each
  // lead's insert about five times its own work (docs/benchmarks.md). In
  // memory it is a few pages per submission.
  sqlite.exec("PRAGMA temp_store = MEMORY");
  // The log starts over after a complete checkpoint; past this size the
  // file is cut back then, so one burst of writes does not keep it large.
  sqlite.exec("PRAGMA journal_size_limit = 67108864");
  let checkpointer: Checkpointer | undefined;
  if (backgroundCheckpoints) {
    sqlite.exec("PRAGMA wal_autocheckpoint = 0");
    checkpointer = startCheckpointer(file, {
      onFailure: () => sqlite.exec("PRAGMA wal_autocheckpoint = 1000"),
    });
  }
  const adapted = adaptNodeSqlite(sqlite, onQuery);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: adapted }) });
  runsDirectly(db, directSqlite(sqlite, adapted));
  return {
    db,
    dialect: "sqlite",
    dataDir,
    async close() {
      // First the worker's connection, so that the last one to close (this
      // one) checkpoints the whole log and removes it, as SQLite always does.
      await checkpointer?.stop();
      await db.destroy();
    },
  };
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
