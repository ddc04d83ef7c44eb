/**
 * `npm run backup [-- --out DIR | --into PARENT]`: a consistent copy of the
 * store and the uploaded images, taken while the server runs, into
 * `backups/<UTC time>/` (e.g. `backups/2026-11-25T21-30-00Z/`), or
 * `PARENT/<UTC time>/`, or DIR, which must be new or empty. Reads DATA_DIR and DATABASE_URL as the server does
 * (`.env` included). Prints what it wrote: counts and sizes, never a record.
 * With BACKUP_RECIPIENT (age public keys), every file it writes is encrypted
 * to them, so the folder may be copied off the machine.
 * The work is in server/db/backup/ (docs/operations.md, "Backups and upgrades").
 *
 * `runBackup` is the whole command, callable in-process; run as a file
 * (`node scripts/backup.ts …`), it works on this process.
 */
import { isAbsolute, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadConfig, loadEnvFile } from "#server/config.ts";
import { createBackup } from "#server/db/backup/index.ts";
import { BackupError, backupFolderName } from "#server/db/backup/manifest.ts";

export type CliIo = {
  env: Record<string, string | undefined>;
  out: (line: string) => void;
  err: (line: string) => void;
  /** Where `backups/` and relative paths are (the project root under npm). */
  cwd: string;
};

const usage = "Usage: npm run backup [-- --out DIR | --into PARENT]";

/** A path as the operator will recognise it: relative when it is under the working directory. */
export function shown(path: string, cwd: string): string {
  const rel = relative(cwd, path);
  return rel && !rel.startsWith("..") && !isAbsolute(rel) ? rel : path;
}

/** `1 file`, `2 files`. */
export const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

const megabytes = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Runs the command and answers its exit code: 0 written, 1 refused or failed. */
export async function runBackup(args: readonly string[], io: CliIo): Promise<number> {
  let outArg: string | undefined;
  let intoArg: string | undefined;
  try {
    const { values } = parseArgs({
      args: [...args],
      options: { out: { type: "string" }, into: { type: "string" } },
      strict: true,
    });
    if (values.out && values.into) throw new Error("Give --out or --into, not both.");
    outArg = values.out;
    intoArg = values.into;
  } catch (error) {
    io.err(`${(error as Error).message}\n${usage}`);
    return 1;
  }
  try {
    const config = loadConfig(io.env);
    const started = Date.now();
    const now = new Date();
    // --into: a dated folder under PARENT (a timer's nightly backups); --out: exactly DIR.
    const outDir = resolve(io.cwd, outArg ?? `${intoArg ?? "backups"}/${backupFolderName(now)}`);
    const { recipients } = config.backup;
    const result = await createBackup(
      { dataDir: resolve(io.cwd, config.dataDir), url: config.db.url, imagesInBucket: config.s3 !== null },
      outDir,
      { now: () => now, recipients },
    );
    const { manifest } = result;
    const rows = Object.entries(manifest.rows).map(([table, n]) => `${table} ${n}`);
    io.out(
      `Backup written to ${shown(outDir, io.cwd)}/ (${manifest.store === "sqlite" ? "SQLite" : "PostgreSQL"}, ` +
        `${megabytes(result.bytes)}, ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    io.out(`  snapshot at ${manifest.createdAt}, schema ${manifest.migration ?? "(no migration applied)"}`);
    io.out(`  rows: ${rows.join(", ")}`);
    io.out(
      config.s3
        ? `  images: in the bucket ${config.s3.bucket}, which keeps them (not copied)`
        : `  images: ${count(manifest.images, "file")}`,
    );
    if (result.leftOut > 0) {
      io.out(
        `  left out: ${count(result.leftOut, "image")} written in the last minute that the store does not use yet`,
      );
    }
    io.out(
      `  manifest: ${result.manifestFile}, with the size and SHA-256 of ${count(manifest.files.length, "file")}`,
    );
    io.out(
      recipients.length > 0
        ? `  encrypted with age to ${count(recipients.length, "recipient")} (BACKUP_RECIPIENT): every file ends in .age`
        : "  not encrypted (BACKUP_RECIPIENT is not set): keep it on this machine",
    );
    if (manifest.missingImages.length > 0) {
      io.err(
        `The store refers to ${count(manifest.missingImages.length, "image")} that ${shown(
          resolve(io.cwd, config.dataDir, "media"),
          io.cwd,
        )} does not hold (named under missingImages in ${result.manifestFile}). The backup holds everything else.`,
      );
      return 1;
    }
    return 0;
  } catch (error) {
    io.err(error instanceof BackupError ? error.message : `Backup failed: ${(error as Error).message}`);
    return 1;
  }
}

if (import.meta.main) {
  loadEnvFile();
  process.exitCode = await runBackup(process.argv.slice(2), {
    env: process.env,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    cwd: process.cwd(),
  });
}
