/**
 * Where a backup's bytes go: into plain files, or (BACKUP_RECIPIENT) through
 * age into `.age` files, so that the backup folder never holds a readable
 * record and may be copied off the machine. Backing up is the same either
 * way; only the writer differs.
 */
import { createReadStream } from "node:fs";
import { mkdtemp, readdir, rename, rm } from "node:fs/promises";
import { basename, join } from "node:path";
import { Readable } from "node:stream";
import type { Encrypter } from "age-encryption";
import { encryptInto } from "./encryption.ts";
import { sealFile, syncFolder, writeMeasured } from "./files.ts";
import {
  type BackupManifest,
  encryptedManifestFileName,
  encryptedSuffix,
  type FileEntry,
  manifestFileName,
} from "./manifest.ts";

export type BackupWriter = {
  /** Whether the files are encrypted (BACKUP_RECIPIENT). */
  encrypted: boolean;
  /** Writes `source` as the backup's file `path` (`media/x.webp`); its manifest entry. */
  fromStream(path: string, source: Readable): Promise<FileEntry>;
  /**
   * For what writes a file only by name (SQLite's backup API): `make` writes
   * it, and it is kept as `path`. Encrypted, `make` writes into a private
   * folder beside the live store, which is removed once the file is encrypted.
   */
  fromFile<T>(path: string, make: (file: string) => Promise<T>): Promise<{ entry: FileEntry; made: T }>;
  /** Takes back the file written as `path` (an image that changed while it was read). */
  remove(path: string): Promise<void>;
  /** Writes the manifest, last, whole or not at all: a folder without it is no backup. */
  finish(manifest: BackupManifest): Promise<string>;
};

/** Plain files: `site.db` or `store.dump`, `media/…`, `backup.json`. */
export function plainWriter(outDir: string): BackupWriter {
  return {
    encrypted: false,
    async fromStream(path, source) {
      return { path, ...(await writeMeasured(source, join(outDir, path))) };
    },
    async fromFile(path, make) {
      const made = await make(join(outDir, path));
      return { entry: { path, ...(await sealFile(join(outDir, path))) }, made };
    },
    async remove(path) {
      await rm(join(outDir, path), { force: true });
    },
    async finish(manifest) {
      const pending = join(outDir, `${manifestFileName}.partial`);
      await writeMeasured(Readable.from([Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`)]), pending);
      await rename(pending, join(outDir, manifestFileName));
      await syncFolder(outDir);
      return manifestFileName;
    },
  };
}

/** The prefix of the private folders an encrypted backup writes SQLite's copy into, in DATA_DIR. */
const scratchPrefix = ".backup-";

/**
 * Every file encrypted to the recipients: `site.db.age` or `store.dump.age`,
 * `media/….age`, `backup.json.age`. Only SQLite's copy touches the disk
 * unencrypted, in `scratchParent` (DATA_DIR, beside the live file that holds
 * the same records), for as long as it takes to check and encrypt it.
 */
export function encryptedWriter(outDir: string, encrypter: Encrypter, scratchParent: string): BackupWriter {
  const fromStream = async (path: string, source: Readable): Promise<FileEntry> => {
    const { plain, encrypted } = await encryptInto(
      encrypter,
      source,
      join(outDir, `${path}${encryptedSuffix}`),
    );
    return { path, ...plain, encrypted };
  };
  return {
    encrypted: true,
    fromStream,
    async fromFile(path, make) {
      await removeAbandonedScratch(scratchParent);
      // mkdtemp makes it 0700: no one else reads the copy while it is there.
      const scratch = await mkdtemp(join(scratchParent, `${scratchPrefix}${process.pid}-`));
      try {
        const file = join(scratch, basename(path));
        const made = await make(file);
        return { entry: await fromStream(path, createReadStream(file)), made };
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    },
    async remove(path) {
      await rm(join(outDir, `${path}${encryptedSuffix}`), { force: true });
    },
    async finish(manifest) {
      const pending = join(outDir, `${encryptedManifestFileName}.partial`);
      await encryptInto(
        encrypter,
        Readable.from([Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`)]),
        pending,
      );
      await rename(pending, join(outDir, encryptedManifestFileName));
      await syncFolder(outDir);
      return encryptedManifestFileName;
    },
  };
}

/**
 * Removes the private folders of encrypted backups that were killed before
 * they could remove their own (named by their process, which is gone): the
 * copy there holds records the store may since have deleted (retention,
 * erasure), and must not outlive it.
 */
async function removeAbandonedScratch(parent: string): Promise<void> {
  const pattern = new RegExp(`^${scratchPrefix.replace(".", "\\.")}(\\d+)-`);
  for (const name of await readdir(parent).catch(() => [] as string[])) {
    const pid = Number(pattern.exec(name)?.[1]);
    if (!pid || pid === process.pid || isRunning(pid)) continue;
    await rm(join(parent, name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as someone else.
    return (error as { code?: string }).code === "EPERM";
  }
}
