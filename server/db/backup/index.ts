/**
 * Backups that restore (docs/operations.md, "Backups and upgrades"): `npm run backup` and
 * `npm run restore` (scripts/backup.ts, scripts/restore.ts) are thin CLIs
 * over these functions.
 *
 * A backup is a folder: the store (`site.db`, an online copy of the SQLite
 * file, or `store.dump`, `pg_dump -Fc`), the uploaded images under `media/`,
 * and `backup.json`, written last: when, which store, the last migration
 * applied, the rows of each table, the images, and the size and SHA-256 of
 * every file. A folder without it is a backup that did not finish.
 *
 * Order matters. The store is copied first, as one consistent snapshot, and
 * the images after it: a post's images are written to the disk before the
 * transaction that stores the post commits (server/services/blog.ts), and a
 * rendition is never changed or deleted afterwards (content-hash names), so
 * every image the snapshot refers to is on the disk by the time the images
 * are copied. Images the snapshot does not use and that were written in the
 * last minute are left out: they may be an upload still being written.
 */
import { existsSync } from "node:fs";
import {
  link,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  rmdir,
  unlink,
  writeFile,
} from "node:fs/promises";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { anythingIn, copyChecked, hashFile, prepareOutFolder, sealFile, syncFolder } from "./files.ts";
import { copyImages, renditionName } from "./images.ts";
import {
  BackupError,
  type BackupManifest,
  dumpFileName,
  errorMessage,
  type FileEntry,
  isMissing,
  kindName,
  kindOf,
  manifestFileName,
  manifestSchema,
  mediaFolder,
  type SnapshotFacts,
  type StoreLocation,
  sqliteFileName,
  storeFileOf,
} from "./manifest.ts";
import { connect, forTools, postgresFacts, runTool, snapshotPostgres } from "./postgres.ts";
import { snapshotSqlite, sqliteFacts } from "./sqlite.ts";

export type BackupResult = {
  dir: string;
  manifest: BackupManifest;
  /** Bytes written, manifest aside. */
  bytes: number;
  /** Unused images left out because they were written in the last minute. */
  leftOut: number;
};

/**
 * Writes a backup of the store at `source` into `outDir` (new or empty) while
 * the server runs: the store's snapshot, then the images, then the manifest.
 * On failure it removes what it wrote.
 */
export async function createBackup(
  source: StoreLocation & {
    /** The images live in a bucket (S3_BUCKET): the backup holds the store alone, the bucket keeps them. */
    imagesInBucket?: boolean;
  },
  outDir: string,
  now: () => Date = () => new Date(),
): Promise<BackupResult> {
  const kind = kindOf(source);
  const { created } = await prepareOutFolder(outDir);
  try {
    const createdAt = now().toISOString();
    const facts =
      kind === "sqlite"
        ? await snapshotSqlite(source.dataDir, outDir)
        : await snapshotPostgres(source.url ?? "", outDir);
    const images = source.imagesInBucket
      ? await mkdir(join(outDir, mediaFolder), { recursive: true }).then(() => ({
          copied: [] as string[],
          missing: [] as string[],
          leftOut: 0,
        }))
      : await copyImages(source.dataDir, outDir, facts);
    const files: FileEntry[] = [];
    for (const path of [storeFileOf(kind), ...images.copied.map((name) => `${mediaFolder}/${name}`)]) {
      files.push({ path, ...(await sealFile(join(outDir, path))) });
    }
    await syncFolder(join(outDir, mediaFolder));
    await syncFolder(outDir);
    const manifest: BackupManifest = {
      format: 1,
      createdAt,
      store: kind,
      migration: facts.migration,
      rows: facts.rows,
      images: images.copied.length,
      missingImages: images.missing,
      files,
    };
    // Last, and whole or not at all: a folder without it is no backup.
    const pending = join(outDir, `${manifestFileName}.partial`);
    await writeFile(pending, `${JSON.stringify(manifest, null, 2)}\n`);
    await sealFile(pending);
    await rename(pending, join(outDir, manifestFileName));
    await syncFolder(outDir);
    const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
    return { dir: outDir, manifest, bytes, leftOut: images.leftOut };
  } catch (error) {
    if (created) await rm(outDir, { recursive: true, force: true }).catch(() => {});
    else {
      for (const entry of await readdir(outDir).catch(() => [] as string[])) {
        await rm(join(outDir, entry), { recursive: true, force: true }).catch(() => {});
      }
    }
    throw error;
  }
}

/** Reads a backup's manifest and checks every file against it; throws a BackupError naming what does not match. */
export async function verifyBackup(dir: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(join(dir, manifestFileName), "utf8");
  } catch (error) {
    if (isMissing(error)) {
      throw new BackupError(
        `${dir} holds no ${manifestFileName}: it is not a backup, or one that did not finish.`,
      );
    }
    throw error;
  }
  let manifest: BackupManifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(text));
  } catch {
    throw new BackupError(`${join(dir, manifestFileName)} is not a backup manifest this version can read.`);
  }

  const problems: string[] = [];
  const storeFile = storeFileOf(manifest.store);
  const listed = new Set<string>();
  for (const file of manifest.files) {
    const image = file.path.startsWith(`${mediaFolder}/`)
      ? file.path.slice(mediaFolder.length + 1)
      : undefined;
    if (file.path !== storeFile && !(image && renditionName.test(image))) {
      problems.push(`${file.path}: not a file a ${kindName(manifest.store)} backup holds`);
    } else if (listed.has(file.path)) {
      problems.push(`${file.path}: listed twice`);
    }
    listed.add(file.path);
  }
  if (!listed.has(storeFile)) problems.push(`${storeFile}: not listed`);
  const imagesListed = manifest.files.filter((file) => file.path.startsWith(`${mediaFolder}/`)).length;
  if (imagesListed !== manifest.images) {
    problems.push(`the manifest counts ${manifest.images} images but lists ${imagesListed}`);
  }
  if (problems.length === 0) {
    for (const file of manifest.files) {
      try {
        const actual = await hashFile(join(dir, file.path));
        if (actual.bytes !== file.bytes) {
          problems.push(`${file.path}: ${actual.bytes} bytes, the manifest says ${file.bytes}`);
        } else if (actual.sha256 !== file.sha256) {
          problems.push(`${file.path}: its SHA-256 is not the manifest's`);
        }
      } catch (error) {
        problems.push(`${file.path}: ${isMissing(error) ? "missing" : errorMessage(error)}`);
      }
    }
    for (const name of await anythingIn(join(dir, mediaFolder))) {
      if (!listed.has(`${mediaFolder}/${name}`)) problems.push(`${mediaFolder}/${name}: not in the manifest`);
    }
  }
  if (problems.length > 0) {
    const shown = problems.slice(0, 10).map((problem) => `  - ${problem}`);
    if (problems.length > 10) shown.push(`  - and ${problems.length - 10} more`);
    throw new BackupError(
      `The backup in ${dir} does not match its manifest; nothing was restored:\n${shown.join("\n")}`,
    );
  }
  return manifest;
}

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

export type RestoreResult = { manifest: BackupManifest; rows: number; images: number };

/**
 * Restores the backup in `dir` into an empty store: a DATA_DIR with no SQLite
 * file and no images, or a PostgreSQL database with no tables (and a DATA_DIR
 * with no images). Checks every file against the manifest first; refuses a
 * backup that does not match, a store of the other kind, or a target that
 * holds anything, before changing anything. Afterwards it counts the rows
 * of the restored store against the manifest.
 */
export async function restoreBackup(dir: string, target: StoreLocation): Promise<RestoreResult> {
  const manifest = await verifyBackup(dir);
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

  await mkdir(target.dataDir, { recursive: true });
  // Everything is copied (and checked again) beside the target, then moved into place.
  const staging = await mkdtemp(join(target.dataDir, ".restore-"));
  try {
    const images = manifest.files.filter((file) => file.path.startsWith(`${mediaFolder}/`));
    await mkdir(join(staging, mediaFolder));
    for (const file of images) await copyChecked(join(dir, file.path), join(staging, file.path), file);
    await syncFolder(join(staging, mediaFolder));
    if (kind === "sqlite") {
      const entry = manifest.files.find((file) => file.path === sqliteFileName);
      if (entry) await copyChecked(join(dir, sqliteFileName), join(staging, sqliteFileName), entry);
    } else {
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
          join(dir, dumpFileName),
        ],
        env,
      );
    }
    // Into place: the images, then the SQLite file, which must still not be there.
    const media = join(target.dataDir, mediaFolder);
    if (existsSync(media)) await rmdir(media);
    await rename(join(staging, mediaFolder), media);
    if (kind === "sqlite") {
      await link(join(staging, sqliteFileName), join(target.dataDir, sqliteFileName));
      await unlink(join(staging, sqliteFileName));
    }
    await syncFolder(target.dataDir);
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
  return { manifest, rows, images: manifest.images };
}
