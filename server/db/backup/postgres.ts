/**
 * The PostgreSQL side of a backup: libpq's tools (pg_dump, pg_restore) run
 * with the password out of their command line, a client that says when the
 * database does not answer, and a dump in the snapshot the manifest counts.
 */
import { type ChildProcess, spawn } from "node:child_process";
import type { Readable } from "node:stream";
import pg from "pg";
import {
  BackupError,
  dumpFileName,
  errorMessage,
  type FileEntry,
  factsOf,
  isMissing,
  type Query,
  type Row,
  type SnapshotFacts,
} from "./manifest.ts";
import type { BackupWriter } from "./writer.ts";

/** A PostgreSQL URL for libpq's tools, with its password moved to PGPASSWORD (never on a command line). */
export function forTools(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/**
 * Runs pg_dump or pg_restore; rejects with what it said on failure. With
 * `output`, what the tool writes to stdout goes to it, and the run ends when
 * both are done (the tool is stopped if `output` fails).
 */
export async function runTool(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  output?: (stdout: Readable) => Promise<void>,
): Promise<void> {
  const child = spawn(command, args, { env, stdio: ["ignore", output ? "pipe" : "ignore", "pipe"] });
  const ran = exited(command, child);
  if (!output || !child.stdout) return ran;
  const [tool, written] = await Promise.allSettled([
    ran,
    output(child.stdout).catch((error: unknown) => {
      child.kill();
      throw error;
    }),
  ]);
  if (tool.status === "rejected") throw tool.reason;
  if (written.status === "rejected") throw written.reason;
}

function exited(command: string, child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => {
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

export async function connect(url: string): Promise<pg.Client> {
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

/** The facts of a PostgreSQL store, read in the client's transaction, for the manifest or to check a restore. */
export async function postgresFacts(client: pg.Client): Promise<SnapshotFacts> {
  return factsOf(pgQuery(client), await pgTables(client));
}

/**
 * `pg_dump -Fc` of the database, in the snapshot of a transaction of ours
 * (`pg_export_snapshot`), so that the counts and image references in the
 * manifest are those of the dump exactly. pg_dump takes only ACCESS SHARE
 * locks: the server's reads and writes go on. The dump streams from
 * pg_dump's stdout into the writer (encrypted on the way, with
 * BACKUP_RECIPIENT): it never lies on the disk unencrypted.
 */
export async function snapshotPostgres(
  url: string,
  writer: BackupWriter,
): Promise<{ facts: SnapshotFacts; file: FileEntry }> {
  const client = await connect(url);
  try {
    await client.query("begin isolation level repeatable read read only");
    const { rows } = await client.query<{ snapshot: string }>("select pg_export_snapshot() as snapshot");
    const { dbname, env } = forTools(url);
    let file: FileEntry | undefined;
    const dumped = runTool(
      "pg_dump",
      ["--format=custom", "--no-password", `--snapshot=${rows[0]?.snapshot}`, `--dbname=${dbname}`],
      env,
      async (stdout) => {
        file = await writer.fromStream(dumpFileName, stdout);
      },
    );
    const [dump, facts] = await Promise.allSettled([dumped, postgresFacts(client)]);
    if (dump.status === "rejected") throw dump.reason;
    if (facts.status === "rejected") throw facts.reason;
    await client.query("commit");
    if (!file) throw new BackupError("pg_dump wrote nothing; no backup was written.");
    return { facts: facts.value, file };
  } finally {
    await client.end().catch(() => {});
  }
}
