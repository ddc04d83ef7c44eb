/**
 * The uploaded images in a backup: which files of DATA_DIR/media are
 * renditions, and the copy made after the snapshot.
 */
import { createReadStream } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { type FileEntry, isMissing, mediaFolder, type SnapshotFacts } from "./manifest.ts";
import type { BackupWriter } from "./writer.ts";

/** A stored rendition's name, as server/services/images.ts writes and serves them. */
export const renditionName = /^([a-f0-9]{16,64})-\d{1,5}\.(webp|avif)$/;

/** An unused image younger than this may still be being written, and is left out. */
const settledAfterMs = 60_000;

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

/** Copies the images after the snapshot: every one it refers to, and the settled rest. */
export async function copyImages(dataDir: string, writer: BackupWriter, facts: SnapshotFacts) {
  const from = join(dataDir, mediaFolder);
  const used = new Set(facts.references.map((reference) => reference.key));
  const files: FileEntry[] = [];
  let leftOut = 0;
  for (const name of await imageFilesIn(from)) {
    const source = join(from, name);
    const path = `${mediaFolder}/${name}`;
    const key = renditionName.exec(name)?.[1] ?? "";
    if (used.has(key)) {
      // Written before the commit that refers to it, and never changed since.
      files.push(await writer.fromStream(path, createReadStream(source)));
      continue;
    }
    const before = await stat(source).catch(() => null);
    if (!before || Date.now() - before.mtimeMs < settledAfterMs) {
      leftOut += before ? 1 : 0;
      continue;
    }
    const entry = await writer.fromStream(path, createReadStream(source));
    const after = await stat(source).catch(() => null);
    if (!after || after.size !== before.size || after.mtimeMs !== before.mtimeMs) {
      await writer.remove(path);
      leftOut += 1;
      continue;
    }
    files.push(entry);
  }
  const present = new Set(files.map((file) => file.path.slice(mediaFolder.length + 1)));
  const missing = [
    ...new Set(facts.references.flatMap(({ main }) => (main && !present.has(main) ? [main] : []))),
  ].sort();
  return { files, missing, leftOut };
}
