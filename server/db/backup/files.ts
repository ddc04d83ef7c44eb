/**
 * File checks of backup and restore: the size and SHA-256 of a file, a copy
 * checked against the manifest, files and folders flushed to the disk, and
 * the folders a backup reads and writes.
 */
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, open, readdir } from "node:fs/promises";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { BackupError, type FileEntry, isMissing, type Measured } from "./manifest.ts";

/** SHA-256 and size of a file, and the file flushed to the disk. */
export async function sealFile(path: string): Promise<{ bytes: number; sha256: string }> {
  const measured = await hashFile(path);
  await syncFile(path);
  return measured;
}

export async function hashFile(path: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash("sha256");
  let bytes = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest("hex") };
}

/** Flushes a file (or a folder's entries) to the disk. */
export async function syncFile(path: string): Promise<void> {
  const handle = await open(path, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** A pass-through that counts and hashes what flows through it. */
export function measuring() {
  const hash = createHash("sha256");
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: (): Measured => ({ bytes, sha256: hash.digest("hex") }) };
}

/** Writes `source` into the new file `to` and flushes it: its size and SHA-256, measured on the way. */
export async function writeMeasured(source: Readable, to: string): Promise<Measured> {
  const measure = measuring();
  await pipeline(source, measure.stream, createWriteStream(to, { flags: "wx" }));
  await syncFile(to);
  return measure.result();
}

/** Copies `from` to `to` (which must not exist), checking on the way that it is the file the manifest names. */
export async function copyChecked(from: string, to: string, expected: FileEntry): Promise<void> {
  const measure = measuring();
  await pipeline(createReadStream(from), measure.stream, createWriteStream(to, { flags: "wx" }));
  const { bytes, sha256 } = measure.result();
  if (bytes !== expected.bytes || sha256 !== expected.sha256) {
    throw new BackupError(`${expected.path} changed while it was being restored; nothing was restored.`);
  }
  await syncFile(to);
}

/** Flushes a folder's entries (new names) to the disk, where the platform allows it. */
export async function syncFolder(path: string): Promise<void> {
  try {
    await syncFile(path);
  } catch {
    // Not every platform can open or flush a folder; the files themselves are flushed.
  }
}

/** Everything in a media folder, whatever its name. */
export async function anythingIn(folder: string): Promise<string[]> {
  try {
    return (await readdir(folder)).sort();
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/** The folder to write into: created, or an empty one; anything else is refused before anything is written. */
export async function prepareOutFolder(dir: string): Promise<{ created: boolean }> {
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
