/**
 * Restoring a backup into an empty store (docs/operations.md, "Backups and
 * upgrades"): checked first (verify.ts), copied or decrypted beside the
 * target and checked again, then moved into place; PostgreSQL in one
 * transaction. Nothing of the target is changed before every file matched.
 */
import { existsSync } from "node:fs";
import { link, mkdir, mkdtemp, rename, rm, rmdir, unlink } from "node:fs/promises";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { anythingIn, syncFolder } from "./files.ts";
import {
  BackupError,
  type BackupManifest,
  dumpFileName,
  kindName,
  kindOf,
  mediaFolder,
  type SnapshotFacts,
  type StoreLocation,
  sqliteFileName,
  storeFileOf,
} from "./manifest.ts";
import { connect, forTools, postgresFacts, runTool } from "./postgres.ts";
import { sqliteFacts } from "./sqlite.ts";
import { checkBackup, type VerifyOptions } from "./verify.ts";

/** What the target holds already; empty when it may be restored into. */
async function occupants(target: StoreLocation): Promise<string[]> {
  const found: string[] = [];
  if (kindOf(target) === "sqlite") {
    for (const suffix of ["", "-wal", "-shm", "-journal"]) {
      const name = `${sqliteFileName}${suffix}`;
      if (existsSync(join(target.dataDir, name))) found.push(`${name} in DATA_DIR (${target.dataDir})`);
    }
  } else {
    const client = await connect(target.url ?? "");
    try {
      const { rows } = await client.query<{ name: string }>(
        `select n.nspname || '.' || c.relname as name
           from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
            and n.nspname <> 'information_schema' and n.nspname !~ '^pg_'
          order by 1`,
      );
      if (rows.length > 0) {
        const names = rows.slice(0, 5).map((row) => row.name);
        const more = rows.length > 5 ? `, and ${rows.length - 5} more` : "";
        found.push(
          `${rows.length} tables or sequences in the database at DATABASE_URL (${names.join(", ")}${more})`,
        );
      }
    } finally {
      await client.end().catch(() => {});
    }
  }
  const media = await anythingIn(join(target.dataDir, mediaFolder));
  if (media.length > 0) found.push(`${media.length} files in ${join(target.dataDir, mediaFolder)}`);
  return found;
}

/** Rows of each table, and the last migration, of a restored store. */
async function restoredFacts(target: StoreLocation): Promise<SnapshotFacts> {
  if (kindOf(target) === "sqlite") {
    const db = new DatabaseSync(join(target.dataDir, sqliteFileName));
    try {
      return await sqliteFacts(db);
    } finally {
      db.close();
    }
  }
  const client = await connect(target.url ?? "");
  try {
    return await postgresFacts(client);
  } finally {
    await client.end().catch(() => {});
  }
}

export type RestoreResult = {
  manifest: BackupManifest;
  /** `backup.json`, or `backup.json.age` when the backup was encrypted. */
  manifestFile: string;
  encrypted: boolean;
  rows: number;
  images: number;
};

/**
 * Restores the backup in `dir` into an empty store: a DATA_DIR with no SQLite
 * file and no images, or a PostgreSQL database with no tables (and a DATA_DIR
 * with no images). Checks every file against the manifest first; refuses a
 * backup that does not match, a store of the other kind, or a target that
 * holds anything, before changing anything. An encrypted backup needs the
 * identity that opens it (`identityFile`); every file is decrypted beside
 * the target and checked again before it is moved into place. Afterwards it
 * counts the rows of the restored store against the manifest.
 */
export async function restoreBackup(
  dir: string,
  target: StoreLocation,
  options: VerifyOptions = {},
): Promise<RestoreResult> {
  const backup = await checkBackup(dir, options);
  const { manifest } = backup;
  const kind = kindOf(target);
  if (manifest.store !== kind) {
    throw new BackupError(
      `This is a ${kindName(manifest.store)} backup, and the store configured here is ${kindName(kind)} ` +
        `(${kind === "postgres" ? "DATABASE_URL is set" : "DATABASE_URL is not set"}). ` +
        "Restore it into a store of its own kind; nothing was changed.",
    );
  }
  const found = await occupants(target);
  if (found.length > 0) {
    throw new BackupError(
      `The target is not empty, so nothing was restored and nothing was changed. It holds:\n${found
        .map((line) => `  - ${line}`)
        .join("\n")}\nRestore only into an empty store: a new DATA_DIR${
        kind === "postgres" ? " and a new database (createdb)" : ""
      }, or move these away first.`,
    );
  }

  // The first folder made, if DATA_DIR was not there: taken away again if the restore fails.
  const made = await mkdir(target.dataDir, { recursive: true });
  // Everything is copied or decrypted (and checked again) beside the target, then moved into place.
  const staging = await mkdtemp(join(target.dataDir, ".restore-"));
  let placing = false;
  try {
    const images = manifest.files.filter((file) => file.path.startsWith(`${mediaFolder}/`));
    await mkdir(join(staging, mediaFolder));
    for (const file of images) await backup.restoreFile(file, join(staging, file.path));
    await syncFolder(join(staging, mediaFolder));
    const store = manifest.files.find((file) => file.path === storeFileOf(kind));
    if (!store) throw new BackupError(`${storeFileOf(kind)} is not in the manifest; nothing was restored.`);
    if (kind === "sqlite") {
      await backup.restoreFile(store, join(staging, sqliteFileName));
    } else {
      // pg_restore reads a plain dump where it lies; an encrypted one is decrypted beside the target first.
      const dump = backup.encrypted ? join(staging, dumpFileName) : join(dir, dumpFileName);
      if (backup.encrypted) await backup.restoreFile(store, dump);
      const { dbname, env } = forTools(target.url ?? "");
      // One transaction: a failure leaves the database as empty as it was.
      await runTool(
        "pg_restore",
        [
          "--no-owner",
          "--no-acl",
          "--single-transaction",
          "--exit-on-error",
          "--no-password",
          `--dbname=${dbname}`,
          dump,
        ],
        env,
      );
    }
    // Into place: the images, then the SQLite file, which must still not be there.
    placing = true;
    const media = join(target.dataDir, mediaFolder);
    if (existsSync(media)) await rmdir(media);
    await rename(join(staging, mediaFolder), media);
    if (kind === "sqlite") {
      await link(join(staging, sqliteFileName), join(target.dataDir, sqliteFileName));
      await unlink(join(staging, sqliteFileName));
    }
    await syncFolder(target.dataDir);
  } catch (error) {
    if (made && !placing) await rm(made, { recursive: true, force: true });
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }

  const facts = await restoredFacts(target);
  const differing = Object.keys({ ...manifest.rows, ...facts.rows }).filter(
    (table) => manifest.rows[table] !== facts.rows[table],
  );
  if (differing.length > 0 || facts.migration !== manifest.migration) {
    throw new BackupError(
      `Restored, but the store does not hold what the manifest says (${
        differing.length > 0 ? `rows of ${differing.join(", ")}` : "the last migration"
      }): do not start the server on it.`,
    );
  }
  const rows = Object.values(facts.rows).reduce((sum, n) => sum + n, 0);
  return {
    manifest,
    manifestFile: backup.manifestFile,
    encrypted: backup.encrypted,
    rows,
    images: manifest.images,
  };
}
