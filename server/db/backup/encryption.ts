/**
 * Encrypted backups (issue 51): every file of a backup encrypted with age
 * (age-encryption.org, the `age-encryption` package) to the public keys in
 * BACKUP_RECIPIENT, and opened again with an identity (the secret key) that
 * the server never holds. Files are streamed through in age's 64 KiB chunks,
 * never read whole. age authenticates every chunk and the header, so a file
 * changed after it was written does not decrypt; the manifest's SHA-256 of
 * each `.age` file ties the files to the manifest (docs/operations.md,
 * "Encrypted backups").
 */
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { readFile } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { Decrypter, Encrypter } from "age-encryption";
import { measuring, syncFile } from "./files.ts";
import { BackupError, errorMessage, type FileEntry, isMissing, type Measured } from "./manifest.ts";

/**
 * An encrypter to every recipient (`age1…`), or a BackupError naming which one
 * does not parse, before anything is written. The recipients are public keys;
 * the message still names them only by position, in case a secret was pasted.
 */
export function encrypterFor(recipients: readonly string[]): Encrypter {
  const encrypter = new Encrypter();
  for (const [n, recipient] of recipients.entries()) {
    try {
      encrypter.addRecipient(recipient);
    } catch {
      throw new BackupError(
        `BACKUP_RECIPIENT: recipient ${n + 1} of ${recipients.length} is not an age recipient ` +
          "(its length or checksum is wrong): copy the public key again from `age-keygen -y IDENTITY_FILE`. " +
          "Nothing was written.",
      );
    }
  }
  return encrypter;
}

/**
 * A decrypter with the identities in an identity file as `age-keygen` writes
 * it (`AGE-SECRET-KEY-1…` lines; `#` comments and blank lines allowed). Says
 * what is wrong without ever printing a line of the file.
 */
export async function decrypterFrom(file: string): Promise<Decrypter> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    throw new BackupError(
      isMissing(error)
        ? `There is no identity file at ${file} (--identity).`
        : `The identity file ${file} cannot be read: ${errorMessage(error)}`,
    );
  }
  if (text.startsWith("age-encryption.org/") || text.startsWith("-----BEGIN AGE ENCRYPTED FILE-----")) {
    throw new BackupError(
      `${file} is itself encrypted with age: give --identity the identity file that age-keygen wrote.`,
    );
  }
  const decrypter = new Decrypter();
  let identities = 0;
  for (const [n, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    const where = `line ${n + 1} of the identity file ${file}`;
    if (line.startsWith("AGE-PLUGIN-")) {
      throw new BackupError(
        `${where} is a plugin identity, which restore cannot use: give an AGE-SECRET-KEY-1… identity.`,
      );
    }
    try {
      decrypter.addIdentity(line);
    } catch {
      throw new BackupError(
        `${where} is not an age identity (an AGE-SECRET-KEY-1… line as age-keygen writes it; # starts a comment).`,
      );
    }
    identities += 1;
  }
  if (identities === 0) {
    throw new BackupError(`The identity file ${file} holds no identity (an AGE-SECRET-KEY-1… line).`);
  }
  return decrypter;
}

/** A pass-through that counts and hashes what flows through it, for the web streams age-encryption reads. */
function measuringWeb() {
  const hash = createHash("sha256");
  let bytes = 0;
  const stream = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      hash.update(chunk);
      bytes += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, result: (): Measured => ({ bytes, sha256: hash.digest("hex") }) };
}

/**
 * Encrypts `source` into the new file `to`, chunk by chunk, and flushes it:
 * the size and SHA-256 of what went in (`plain`) and of what was written.
 */
export async function encryptInto(
  encrypter: Encrypter,
  source: Readable,
  to: string,
): Promise<{ plain: Measured; encrypted: Measured }> {
  const plain = measuringWeb();
  const written = measuring();
  const input = (Readable.toWeb(source) as ReadableStream<Uint8Array>).pipeThrough(plain.stream);
  const output = await encrypter.encrypt(input);
  await pipeline(
    Readable.fromWeb(output as NodeReadableStream<Uint8Array>),
    written.stream,
    createWriteStream(to, { flags: "wx", mode: 0o600 }),
  );
  await syncFile(to);
  return { plain: plain.result(), encrypted: written.result() };
}

/** Why age refused `name`, in words the operator can act on. */
function refusal(error: unknown, name: string, identityFile: string): BackupError {
  const said = errorMessage(error);
  if (/no identity matched/.test(said)) {
    return new BackupError(
      `The identity in ${identityFile} does not open ${name}: the backup was encrypted to other ` +
        "recipients (BACKUP_RECIPIENT when it was made), or the file was changed. Nothing was restored.",
    );
  }
  return new BackupError(
    `${name} does not decrypt: it was changed or damaged after the backup was written (age: ${said}). ` +
      "Nothing was restored.",
  );
}

/** The whole of a small encrypted file (the manifest), decrypted and authenticated. */
export async function decryptSmall(
  decrypter: Decrypter,
  path: string,
  name: string,
  identityFile: string,
): Promise<string> {
  const bytes = await readFile(path);
  try {
    return await decrypter.decrypt(new Uint8Array(bytes), "text");
  } catch (error) {
    throw refusal(error, name, identityFile);
  }
}

/**
 * Decrypts `from` into the new file `to`, chunk by chunk, and checks that it
 * is the file the manifest names; a file that age refuses, or that is not the
 * manifest's, is a BackupError.
 */
export async function decryptChecked(
  decrypter: Decrypter,
  from: string,
  to: string,
  expected: FileEntry,
  identityFile: string,
): Promise<void> {
  const name = `${expected.path}.age`;
  const restored = measuring();
  try {
    const input = Readable.toWeb(createReadStream(from)) as ReadableStream<Uint8Array>;
    const output = await decrypter.decrypt(input);
    await pipeline(
      Readable.fromWeb(output as NodeReadableStream<Uint8Array>),
      restored.stream,
      createWriteStream(to, { flags: "wx", mode: 0o600 }),
    );
  } catch (error) {
    // The disk's own errors (ENOSPC, EEXIST…) carry a code; age's refusals do not.
    if ((error as { code?: string }).code) throw error;
    throw refusal(error, name, identityFile);
  }
  const { bytes, sha256 } = restored.result();
  if (bytes !== expected.bytes || sha256 !== expected.sha256) {
    throw new BackupError(`${name} decrypts, but not to the file the manifest names; nothing was restored.`);
  }
  await syncFile(to);
}
