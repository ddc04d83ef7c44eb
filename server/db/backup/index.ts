/**
 * Backups that restore (docs/operations.md, "Backups and upgrades"): `npm run backup` and
 * `npm run restore` (scripts/backup.ts, scripts/restore.ts) are thin CLIs
 * over these functions.
 *
 * A backup is a folder: the store (`site.db`, an online copy of the SQLite
 * file, or `store.dump`, `pg_dump -Fc`), the uploaded images under `media/`,
 * and `backup.json`, written last: when, which store, the last migration
 * applied, the rows of each table, the images, and the size and SHA-256 of
 * every file. A folder without it is a backup that did not finish. With
 * BACKUP_RECIPIENT, every one of these files is encrypted with age as it is
 * written (`site.db.age`, `media/….age`, `backup.json.age`: writer.ts,
 * encryption.ts), and restore needs the identity to open them (restore.ts).
 *
 * Order matters. The store is copied first, as one consistent snapshot, and
 * the images after it: a post's images are written to the disk before the
 * transaction that stores the post commits (server/services/blog.ts), and a
 * rendition is never changed or deleted afterwards (content-hash names), so
 * every image the snapshot refers to is on the disk by the time the images
 * are copied. Images the snapshot does not use and that were written in the
 * last minute are left out: they may be an upload still being written.
 */
import { mkdir, readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { encrypterFor } from "./encryption.ts";
import { prepareOutFolder, syncFolder } from "./files.ts";
import { copyImages } from "./images.ts";
import {
  type BackupManifest,
  type FileEntry,
  kindOf,
  mediaFolder,
  type StoreLocation,
  sqliteFileName,
} from "./manifest.ts";
import { snapshotPostgres } from "./postgres.ts";
import { liveSqliteFile, snapshotSqlite } from "./sqlite.ts";
import { type BackupWriter, encryptedWriter, plainWriter } from "./writer.ts";

export type BackupResult = {
  dir: string;
  manifest: BackupManifest;
  /** The manifest's file name: `backup.json`, or `backup.json.age` when encrypted. */
  manifestFile: string;
  /** Bytes written, manifest aside. */
  bytes: number;
  /** Unused images left out because they were written in the last minute. */
  leftOut: number;
};

export type BackupOptions = {
  now?: () => Date;
  /** age recipients (BACKUP_RECIPIENT): every file is encrypted to them. None: plain files. */
  recipients?: readonly string[];
};

/**
 * Writes a backup of the store at `source` into `outDir` (new or empty) while
 * the server runs: the store's snapshot, then the images, then the manifest.
 * With recipients, every file is encrypted to them as it is written; a
 * recipient that does not parse is refused before anything is written.
 * On failure it removes what it wrote.
 */
export async function createBackup(
  source: StoreLocation & {
    /** The images live in a bucket (S3_BUCKET): the backup holds the store alone, the bucket keeps them. */
    imagesInBucket?: boolean;
  },
  outDir: string,
  { now = () => new Date(), recipients = [] }: BackupOptions = {},
): Promise<BackupResult> {
  const kind = kindOf(source);
  const encrypter = recipients.length > 0 ? encrypterFor(recipients) : null;
  if (kind === "sqlite") liveSqliteFile(source.dataDir);
  const { created } = await prepareOutFolder(outDir);
  const writer: BackupWriter = encrypter
    ? encryptedWriter(outDir, encrypter, source.dataDir)
    : plainWriter(outDir);
  try {
    const createdAt = now().toISOString();
    const snapshot =
      kind === "sqlite"
        ? await writer
            .fromFile(sqliteFileName, (file) => snapshotSqlite(source.dataDir, file))
            .then(({ entry, made }) => ({ facts: made, file: entry }))
        : await snapshotPostgres(source.url ?? "", writer);
    const { facts } = snapshot;
    await mkdir(join(outDir, mediaFolder), { recursive: true });
    const images = source.imagesInBucket
      ? { files: [] as FileEntry[], missing: [] as string[], leftOut: 0 }
      : await copyImages(source.dataDir, writer, facts);
    const files = [snapshot.file, ...images.files];
    await syncFolder(join(outDir, mediaFolder));
    await syncFolder(outDir);
    const manifest: BackupManifest = {
      format: 1,
      createdAt,
      store: kind,
      migration: facts.migration,
      rows: facts.rows,
      images: images.files.length,
      missingImages: images.missing,
      files,
    };
    const manifestFile = await writer.finish(manifest);
    const bytes = files.reduce((sum, file) => sum + (file.encrypted ?? file).bytes, 0);
    return { dir: outDir, manifest, manifestFile, bytes, leftOut: images.leftOut };
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
