/**
 * `npm run restore -- DIR [--identity FILE]`: restores the backup in DIR (`npm run backup`)
 * into the store configured as the server reads it (DATA_DIR, DATABASE_URL,
 * `.env` included), which must be empty: no SQLite file and no images, or a
 * PostgreSQL database with no tables. Every file is checked against the
 * manifest first; a backup that does not match, a store of the other kind or
 * a target that holds anything is refused (exit 1) and nothing is changed.
 * An encrypted backup (BACKUP_RECIPIENT) needs `--identity FILE`, the age
 * identity file whose public key it was encrypted to; one that does not
 * decrypt, or whose files do not match, is refused the same way.
 * The work is in server/db/backup/ (docs/operations.md, "Backups and upgrades").
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadConfig, loadEnvFile } from "#server/config.ts";
import { BackupError } from "#server/db/backup/manifest.ts";
import { restoreBackup } from "#server/db/backup/restore.ts";
import { type CliIo, count, shown } from "./backup.ts";

const usage =
  "Usage: npm run restore -- DIR [--identity FILE]   (DIR: a folder `npm run backup` wrote; " +
  "FILE: the age identity that opens an encrypted one)";

/** Runs the command and answers its exit code: 0 restored, 1 refused or failed. */
export async function runRestore(args: readonly string[], io: CliIo): Promise<number> {
  let dirArg: string | undefined;
  let identityArg: string | undefined;
  try {
    const { positionals, values } = parseArgs({
      args: [...args],
      options: { identity: { type: "string" } },
      allowPositionals: true,
      strict: true,
    });
    if (positionals.length !== 1) throw new Error("Name one backup folder.");
    dirArg = positionals[0];
    identityArg = values.identity;
  } catch (error) {
    io.err(`${(error as Error).message}\n${usage}`);
    return 1;
  }
  try {
    const config = loadConfig(io.env);
    const dir = resolve(io.cwd, dirArg ?? "");
    const dataDir = resolve(io.cwd, config.dataDir);
    const identityFile = identityArg === undefined ? undefined : resolve(io.cwd, identityArg);
    const result = await restoreBackup(dir, { dataDir, url: config.db.url }, { identityFile });
    const { manifest } = result;
    const kind = manifest.store === "sqlite" ? "SQLite" : "PostgreSQL";
    io.out(
      `${result.encrypted ? "Decrypted and checked" : "Checked"} ${count(manifest.files.length, "file")} of ` +
        `${shown(dir, io.cwd)}/ against ${result.manifestFile}`,
    );
    io.out(
      `Restored the ${kind} backup of ${manifest.createdAt} into ${
        manifest.store === "sqlite" ? `DATA_DIR (${shown(dataDir, io.cwd)})` : "the database at DATABASE_URL"
      }: ${count(result.rows, "row")} in ${count(Object.keys(manifest.rows).length, "table")}, ${count(result.images, "image")}` +
        (manifest.store === "postgres" ? ` (in ${shown(dataDir, io.cwd)}/media)` : ""),
    );
    io.out(
      `  schema ${manifest.migration ?? "(no migration applied)"}; the server brings it up to date when it starts`,
    );
    return 0;
  } catch (error) {
    io.err(error instanceof BackupError ? error.message : `Restore failed: ${(error as Error).message}`);
    return 1;
  }
}

if (import.meta.main) {
  loadEnvFile();
  process.exitCode = await runRestore(process.argv.slice(2), {
    env: process.env,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    cwd: process.cwd(),
  });
}
