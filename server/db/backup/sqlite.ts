/**
 * The SQLite side of a backup: an online copy of the live file, checked
 * whole, and queries over a copy for the manifest's facts.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync, backup as sqliteBackup } from "node:sqlite";
import {
  BackupError,
  factsOf,
  type Query,
  type Row,
  type SnapshotFacts,
  sqliteFileName,
} from "./manifest.ts";

const sqliteQuery =
  (db: DatabaseSync): Query =>
  async (text) =>
    db.prepare(text).all() as Row[];

function sqliteTables(db: DatabaseSync): string[] {
  return (
    db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite%'").all() as {
      name: string;
    }[]
  ).map((row) => row.name);
}

/** The facts of an open SQLite store, for the manifest or to check a restore against it. */
export function sqliteFacts(db: DatabaseSync): Promise<SnapshotFacts> {
  return factsOf(sqliteQuery(db), sqliteTables(db));
}

/** The live SQLite file in DATA_DIR; a BackupError when there is none. */
export function liveSqliteFile(dataDir: string): string {
  const source = join(dataDir, sqliteFileName);
  if (!existsSync(source)) {
    throw new BackupError(`There is no SQLite store at ${source}: check DATA_DIR (and DATABASE_URL).`);
  }
  return source;
}

/** pages per step of node:sqlite's backup: the whole file in one step (see snapshotSqlite). */
const wholeFile = 2 ** 31 - 1;

/**
 * An online copy of the live SQLite file through SQLite's backup API, in one
 * step: one read transaction, which in WAL mode never blocks the server's
 * writes (nor do they disturb it). Copied step by step instead, every commit
 * of the server between two steps would start the copy again. The copy is
 * then made a file of its own (rollback journal, no -wal beside it) and
 * checked whole. `target` is a new file: in the backup folder, or the
 * private folder an encrypted backup encrypts it from.
 */
export async function snapshotSqlite(dataDir: string, target: string): Promise<SnapshotFacts> {
  const source = liveSqliteFile(dataDir);
  const live = new DatabaseSync(source);
  try {
    // This script waiting for a lock stalls nobody but itself.
    live.exec("PRAGMA busy_timeout = 10000");
    await sqliteBackup(live, target, { rate: wholeFile });
  } finally {
    live.close();
  }
  const copy = new DatabaseSync(target);
  try {
    copy.exec("PRAGMA journal_mode = DELETE");
    const check = copy.prepare("PRAGMA integrity_check").all() as { integrity_check: string }[];
    if (check.length !== 1 || check[0]?.integrity_check !== "ok") {
      throw new BackupError(
        "The copy of the SQLite store failed its integrity check; no backup was written.",
      );
    }
    return await sqliteFacts(copy);
  } finally {
    copy.close();
  }
}
