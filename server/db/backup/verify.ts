/**
 * Opening a backup before it is restored: its manifest read (decrypted with
 * the identity when the backup is encrypted), and every file checked against
 * it, before anything is changed. A refusal is a BackupError that names what
 * does not match.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Decrypter } from "age-encryption";
import { decryptChecked, decrypterFrom, decryptSmall } from "./encryption.ts";
import { anythingIn, copyChecked, hashFile } from "./files.ts";
import { renditionName } from "./images.ts";
import {
  BackupError,
  type BackupManifest,
  encryptedManifestFileName,
  errorMessage,
  type FileEntry,
  isMissing,
  kindName,
  manifestFileName,
  manifestSchema,
  mediaFolder,
  storedPathOf,
  storeFileOf,
} from "./manifest.ts";

export type VerifyOptions = {
  /** An age identity file (`age-keygen`): needed for an encrypted backup, refused for a plain one. */
  identityFile?: string;
};

/** A backup whose every file matched its manifest. */
export type CheckedBackup = {
  manifest: BackupManifest;
  /** `backup.json`, or `backup.json.age` when encrypted. */
  manifestFile: string;
  encrypted: boolean;
  /** Writes the backup's `file` into `to` (new), decrypted when encrypted, checked against the manifest. */
  restoreFile(file: FileEntry, to: string): Promise<void>;
};

async function readManifest(
  dir: string,
  identityFile: string | undefined,
): Promise<{ text: string; manifestFile: string; decrypter: Decrypter | null }> {
  const plain = existsSync(join(dir, manifestFileName));
  const encrypted = existsSync(join(dir, encryptedManifestFileName));
  if (plain && encrypted) {
    throw new BackupError(
      `${dir} holds both ${manifestFileName} and ${encryptedManifestFileName}: a backup holds one; nothing was restored.`,
    );
  }
  if (encrypted) {
    if (!identityFile) {
      throw new BackupError(
        `The backup in ${dir} is encrypted (${encryptedManifestFileName}): give the identity that opens it, ` +
          "`npm run restore -- DIR --identity FILE`. Nothing was restored.",
      );
    }
    const decrypter = await decrypterFrom(identityFile);
    const path = join(dir, encryptedManifestFileName);
    const text = await decryptSmall(decrypter, path, encryptedManifestFileName, identityFile);
    return { text, manifestFile: encryptedManifestFileName, decrypter };
  }
  if (!plain) {
    throw new BackupError(
      `${dir} holds no ${manifestFileName}: it is not a backup, or one that did not finish.`,
    );
  }
  if (identityFile) {
    throw new BackupError(
      `--identity was given, but the backup in ${dir} is not encrypted (${manifestFileName}, not ` +
        `${encryptedManifestFileName}): nothing shows it was written by a backup of yours. ` +
        "If you trust it, restore it without --identity. Nothing was restored.",
    );
  }
  const text = await readFile(join(dir, manifestFileName), "utf8");
  return { text, manifestFile: manifestFileName, decrypter: null };
}

/** What is wrong with the manifest's list of files, before any file is read. */
function listProblems(manifest: BackupManifest, encrypted: boolean): string[] {
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
    } else if (encrypted !== (file.encrypted !== undefined)) {
      problems.push(`${file.path}: ${encrypted ? "not encrypted" : "encrypted"}, unlike its backup`);
    }
    listed.add(file.path);
  }
  if (!listed.has(storeFile)) problems.push(`${storeFile}: not listed`);
  const imagesListed = manifest.files.filter((file) => file.path.startsWith(`${mediaFolder}/`)).length;
  if (imagesListed !== manifest.images) {
    problems.push(`the manifest counts ${manifest.images} images but lists ${imagesListed}`);
  }
  return problems;
}

/** What is wrong with the files themselves: missing, another size, another SHA-256, or not listed. */
async function fileProblems(dir: string, manifest: BackupManifest): Promise<string[]> {
  const problems: string[] = [];
  for (const file of manifest.files) {
    const stored = storedPathOf(file);
    // Encrypted, the file on the disk is the .age file: its bytes are what the manifest holds.
    const expected = file.encrypted ?? file;
    try {
      const actual = await hashFile(join(dir, stored));
      if (actual.bytes !== expected.bytes) {
        problems.push(`${stored}: ${actual.bytes} bytes, the manifest says ${expected.bytes}`);
      } else if (actual.sha256 !== expected.sha256) {
        problems.push(`${stored}: its SHA-256 is not the manifest's`);
      }
    } catch (error) {
      problems.push(`${stored}: ${isMissing(error) ? "missing" : errorMessage(error)}`);
    }
  }
  const stored = new Set(manifest.files.map(storedPathOf));
  for (const name of await anythingIn(join(dir, mediaFolder))) {
    if (!stored.has(`${mediaFolder}/${name}`)) problems.push(`${mediaFolder}/${name}: not in the manifest`);
  }
  return problems;
}

/**
 * Reads a backup's manifest and checks every file against it: the size and
 * SHA-256 of each file as it lies in the folder (the `.age` file when
 * encrypted). Throws a BackupError naming what does not match; nothing is
 * written.
 */
export async function checkBackup(dir: string, { identityFile }: VerifyOptions = {}): Promise<CheckedBackup> {
  const { text, manifestFile, decrypter } = await readManifest(dir, identityFile);
  let manifest: BackupManifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(text));
  } catch {
    throw new BackupError(`${join(dir, manifestFile)} is not a backup manifest this version can read.`);
  }
  const encrypted = decrypter !== null;
  const listed = listProblems(manifest, encrypted);
  const problems = listed.length > 0 ? listed : await fileProblems(dir, manifest);
  if (problems.length > 0) {
    const shown = problems.slice(0, 10).map((problem) => `  - ${problem}`);
    if (problems.length > 10) shown.push(`  - and ${problems.length - 10} more`);
    throw new BackupError(
      `The backup in ${dir} does not match its manifest; nothing was restored:\n${shown.join("\n")}`,
    );
  }
  return {
    manifest,
    manifestFile,
    encrypted,
    restoreFile: (file, to) =>
      decrypter
        ? decryptChecked(decrypter, join(dir, storedPathOf(file)), to, file, identityFile ?? "")
        : copyChecked(join(dir, file.path), to, file),
  };
}

/** Reads a backup's manifest and checks every file against it; throws a BackupError naming what does not match. */
export async function verifyBackup(dir: string, options: VerifyOptions = {}): Promise<BackupManifest> {
  return (await checkBackup(dir, options)).manifest;
}
