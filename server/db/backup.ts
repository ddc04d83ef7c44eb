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
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import {
  copyFile,
  link,
  mkdir,
  mkdtemp,
  open,
  readdir,
  readFile,
  rename,
  rm,
  rmdir,
  stat,
  unlink,
  writeFile,
} from "node:fs/promises";
import { join } from "node:path";
import { DatabaseSync, backup as sqliteBackup } from "node:sqlite";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { z } from "zod";

/** The SQLite file in DATA_DIR (createStore's default name), and its name in a backup. */
export const sqliteFileName = "site.db";
/** The PostgreSQL dump in a backup. */
export const dumpFileName = "store.dump";
/** The manifest, written last. */
export const manifestFileName = "backup.json";
const mediaFolder = "media";

/** A stored rendition's name, as server/services/images.ts writes and serves them. */
const renditionName = /^([a-f0-9]{16,64})-\d{1,5}\.(webp|avif)$/;

/** An unused image younger than this may still be being written, and is left out. */
const settledAfterMs = 60_000;

export type StoreKind = "sqlite" | "postgres";

/** Where a store lives, as the server reads it (server/config.ts): DATA_DIR, and DATABASE_URL when PostgreSQL. */
export type StoreLocation = { dataDir: string; url?: string };

const kindOf = (location: StoreLocation): StoreKind => (location.url ? "postgres" : "sqlite");
const kindName = (kind: StoreKind) => (kind === "sqlite" ? "SQLite" : "PostgreSQL");
const storeFileOf = (kind: StoreKind) => (kind === "sqlite" ? sqliteFileName : dumpFileName);

/** A refusal or a failure, said in words the operator can act on; the CLIs print it and exit 1. */
export class BackupError extends Error {
  override name = "BackupError";
}

const fileEntrySchema = z.object({
  path: z.string().min(1),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[a-f0-9]{64}$/),
});

const manifestSchema = z.object({
  format: z.literal(1),
  /** When the snapshot was taken (ISO-8601 UTC). */
  createdAt: z.string(),
  store: z.enum(["sqlite", "postgres"]),
  /** The last migration applied to the store, by name; null when none was. */
  migration: z.string().nullable(),
  /** Rows of each table in the snapshot (Kysely's own tables aside). */
  rows: z.record(z.string(), z.number().int().min(0)),
  /** Image files in `media/`. */
  images: z.number().int().min(0),
  /** Images the store refers to that DATA_DIR/media did not hold when the backup was made. */
  missingImages: z.array(z.string()),
  files: z.array(fileEntrySchema),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
type FileEntry = z.infer<typeof fileEntrySchema>;

/** `2026-11-25T21-30-00Z`: a backup folder's name for its time, in UTC, sortable and safe on any disk. */
export function backupFolderName(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll(":", "-");
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));
const isMissing = (error: unknown) => (error as { code?: string }).code === "ENOENT";

/* ------------------------------------------------------------------ files */

/** SHA-256 and size of a file, and the file flushed to the disk. */
async function sealFile(path: string): Promise<{ bytes: number; sha256: string }> {
  const handle = await open(path, "r");
  try {
    const hash = createHash("sha256");
    let bytes = 0;
    for await (const chunk of handle.createReadStream({ autoClose: false }) as AsyncIterable<Buffer>) {
      hash.update(chunk);
      bytes += chunk.length;
    }
    await handle.sync();
    return { bytes, sha256: hash.digest("hex") };
  } finally {
    await handle.close();
  }
}

async function hashFile(path: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash("sha256");
  let bytes = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest("hex") };
}

/** Copies `from` to `to` (which must not exist), checking on the way that it is the file the manifest names. */
async function copyChecked(from: string, to: string, expected: FileEntry): Promise<void> {
  const hash = createHash("sha256");
  let bytes = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(createReadStream(from), measure, createWriteStream(to, { flags: "wx" }));
  if (bytes !== expected.bytes || hash.digest("hex") !== expected.sha256) {
    throw new BackupError(`${expected.path} changed while it was being restored; nothing was restored.`);
  }
  const handle = await open(to, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Flushes a folder's entries (new names) to the disk, where the platform allows it. */
async function syncFolder(path: string): Promise<void> {
  try {
    const handle = await open(path, "r");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Not every platform can open or flush a folder; the files themselves are flushed.
  }
}

/** The image files of a media folder (renditions only; nothing else is ever served). */
async function imageFilesIn(folder: string): Promise<string[]> {
  try {
    const entries = await readdir(folder, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && renditionName.test(entry.name))
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/** Everything in a media folder, whatever its name. */
async function anythingIn(folder: string): Promise<string[]> {
  try {
    return (await readdir(folder)).sort();
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/* --------------------------------------------------------------- snapshot */

type Row = Record<string, unknown>;
type Query = (text: string) => Promise<Row[]>;

/** What a snapshot holds, read from the snapshot itself. */
type SnapshotFacts = {
  migration: string | null;
  rows: Record<string, number>;
  /** Image keys the store refers to, and the rendition each shows first (which must be there). */
  references: { key: string; main: string | null }[];
};

const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Reads the facts of a snapshot through `query`, whose SQL both dialects understand. */
async function factsOf(query: Query, tables: string[]): Promise<SnapshotFacts> {
  const rows: Record<string, number> = {};
  for (const table of tables.filter((name) => !name.startsWith("kysely_")).sort()) {
    const [result] = await query(`select count(*) as n from ${quoteName(table)}`);
    rows[table] = Number(result?.n ?? 0);
  }
  let migration: string | null = null;
  if (tables.includes("kysely_migration")) {
    const [last] = await query("select name from kysely_migration order by name desc limit 1");
    migration = typeof last?.name === "string" ? last.name : null;
  }
  const references: SnapshotFacts["references"] = [];
  const refer = (key: unknown, width: unknown) => {
    if (typeof key !== "string" || !/^[a-f0-9]{16,64}$/.test(key)) return;
    const w = Number(width);
    references.push({ key, main: Number.isInteger(w) && w > 0 ? `${key}-${w}.webp` : null });
  };
  if (tables.includes("blog_posts")) {
    const posts = await query(
      "select image_key, image_width from blog_posts where image_key is not null order by image_key",
    );
    for (const post of posts) refer(post.image_key, post.image_width);
  }
  if (tables.includes("site_settings")) {
    // The leaders' photos in Settings (common/site-settings.ts).
    for (const { data } of await query("select data from site_settings")) {
      if (typeof data !== "string") continue;
      try {
        const leaders = (JSON.parse(data) as { leaders?: unknown }).leaders;
        if (!Array.isArray(leaders)) continue;
        for (const leader of leaders as { photo?: { key?: unknown; width?: unknown } | null }[]) {
          if (leader?.photo) refer(leader.photo.key, leader.photo.width);
        }
      } catch {
        // Settings that do not parse refer to nothing the backup could check.
      }
    }
  }
  return { migration, rows, references };
}

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

/** pages per step of node:sqlite's backup: the whole file in one step (see snapshotSqlite). */
const wholeFile = 2 ** 31 - 1;

/**
 * An online copy of the live SQLite file through SQLite's backup API, in one
 * step: one read transaction, which in WAL mode never blocks the server's
 * writes (nor do they disturb it). Copied step by step instead, every commit
 * of the server between two steps would start the copy again. The copy is
 * then made a file of its own (rollback journal, no -wal beside it) and
 * checked whole.
 */
async function snapshotSqlite(dataDir: string, outDir: string): Promise<SnapshotFacts> {
  const source = join(dataDir, sqliteFileName);
  if (!existsSync(source)) {
    throw new BackupError(`There is no SQLite store at ${source}: check DATA_DIR (and DATABASE_URL).`);
  }
  const target = join(outDir, sqliteFileName);
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
    return await factsOf(sqliteQuery(copy), sqliteTables(copy));
  } finally {
    copy.close();
  }
}

/** A PostgreSQL URL for libpq's tools, with its password moved to PGPASSWORD (never on a command line). */
function forTools(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** Runs pg_dump or pg_restore; rejects with what it said on failure. */
function runTool(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.once("error", (error) => {
      reject(
        isMissing(error)
          ? new BackupError(
              `${command} was not found: install PostgreSQL's client tools (postgresql-client).`,
            )
          : error,
      );
    });
    child.once("close", (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${command} failed (exit ${code}):\n${stderr.trim()}`));
    });
  });
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on("error", () => {});
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`PostgreSQL at DATABASE_URL does not answer: ${errorMessage(error)}`);
  }
  return client;
}

const pgQuery =
  (client: pg.Client): Query =>
  async (text) =>
    (await client.query(text)).rows as Row[];

async function pgTables(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'",
  );
  return rows.map((row) => row.name);
}

/**
 * `pg_dump -Fc` of the database, in the snapshot of a transaction of ours
 * (`pg_export_snapshot`), so that the counts and image references in the
 * manifest are those of the dump exactly. pg_dump takes only ACCESS SHARE
 * locks: the server's reads and writes go on.
 */
async function snapshotPostgres(url: string, outDir: string): Promise<SnapshotFacts> {
  const client = await connect(url);
  try {
    await client.query("begin isolation level repeatable read read only");
    const { rows } = await client.query<{ snapshot: string }>("select pg_export_snapshot() as snapshot");
    const { dbname, env } = forTools(url);
    const dumped = runTool(
      "pg_dump",
      [
        "--format=custom",
        "--no-password",
        `--snapshot=${rows[0]?.snapshot}`,
        `--file=${join(outDir, dumpFileName)}`,
        `--dbname=${dbname}`,
      ],
      env,
    );
    const [dump, facts] = await Promise.allSettled([
      dumped,
      pgTables(client).then((tables) => factsOf(pgQuery(client), tables)),
    ]);
    if (dump.status === "rejected") throw dump.reason;
    if (facts.status === "rejected") throw facts.reason;
    await client.query("commit");
    return facts.value;
  } finally {
    await client.end().catch(() => {});
  }
}

/* ----------------------------------------------------------------- backup */

export type BackupResult = {
  dir: string;
  manifest: BackupManifest;
  /** Bytes written, manifest aside. */
  bytes: number;
  /** Unused images left out because they were written in the last minute. */
  leftOut: number;
};

/** Copies the images after the snapshot: every one it refers to, and the settled rest. */
async function copyImages(dataDir: string, outDir: string, facts: SnapshotFacts) {
  const from = join(dataDir, mediaFolder);
  const to = join(outDir, mediaFolder);
  await mkdir(to, { recursive: true });
  const used = new Set(facts.references.map((reference) => reference.key));
  const copied: string[] = [];
  let leftOut = 0;
  for (const name of await imageFilesIn(from)) {
    const source = join(from, name);
    const key = renditionName.exec(name)?.[1] ?? "";
    if (used.has(key)) {
      // Written before the commit that refers to it, and never changed since.
      await copyFile(source, join(to, name));
      copied.push(name);
      continue;
    }
    const before = await stat(source).catch(() => null);
    if (!before || Date.now() - before.mtimeMs < settledAfterMs) {
      leftOut += before ? 1 : 0;
      continue;
    }
    await copyFile(source, join(to, name));
    const after = await stat(source).catch(() => null);
    if (!after || after.size !== before.size || after.mtimeMs !== before.mtimeMs) {
      await rm(join(to, name), { force: true });
      leftOut += 1;
      continue;
    }
    copied.push(name);
  }
  const present = new Set(copied);
  const missing = [
    ...new Set(facts.references.flatMap(({ main }) => (main && !present.has(main) ? [main] : []))),
  ].sort();
  return { copied, missing, leftOut };
}

/** The folder to write into: created, or an empty one; anything else is refused before anything is written. */
async function prepareOutFolder(dir: string): Promise<{ created: boolean }> {
  try {
    const entries = await readdir(dir);
    if (entries.length > 0) {
      throw new BackupError(`${dir} already holds files: give --out an empty or new folder.`);
    }
    return { created: false };
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  await mkdir(dir, { recursive: true });
  return { created: true };
}

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

/* ----------------------------------------------------------------- verify */

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

/* ---------------------------------------------------------------- restore */

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
      return await factsOf(sqliteQuery(db), sqliteTables(db));
    } finally {
      db.close();
    }
  }
  const client = await connect(target.url ?? "");
  try {
    return await factsOf(pgQuery(client), await pgTables(client));
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
