import { randomBytes } from "node:crypto";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { createStore, type DbDialect, type Store } from "#server/db/client.ts";
import { migrateToLatest } from "#server/db/migrate.ts";

export const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/**
 * What tests/setup/global-setup.ts prepares once per Vitest run: the dialects
 * to test and a migrated template of each, which every test store copies
 * instead of migrating again.
 */
export type TestTemplates = {
  dialects: DbDialect[];
  /** Names this run's databases (`anvaya_test_<runId>_…`), so that its teardown can drop any a test left. */
  runId: string;
  /** This run's folder: the SQLite template and every test store's data dir, removed at teardown. */
  root: string;
  /** A migrated SQLite file (closed, checkpointed) to copy into each fresh data dir. */
  sqliteFile: string;
  /** A migrated PostgreSQL database with no open connection, for `create database … template`. */
  postgresDatabase?: string;
};

declare module "vitest" {
  export interface ProvidedContext {
    testDbTemplates?: TestTemplates;
  }
}

/** The templates of this Vitest run; undefined outside Vitest (scripts/bench-api.ts) or without its global setup. */
async function preparedTemplates(): Promise<TestTemplates | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import("vitest");
  return inject("testDbTemplates");
}

/** The URL of another database on the test server. */
export function testDatabaseUrlFor(name: string): string {
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: testDatabaseUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Asks the servers which dialects can be tested: SQLite always; PostgreSQL when
 * TEST_DATABASE_URL (or the development default) answers. In CI a missing
 * PostgreSQL is an error, not a skip.
 */
export async function probeTestDialects(): Promise<DbDialect[]> {
  if (await postgresReachable()) return ["sqlite", "postgres"];
  if (process.env.CI) throw new Error(`PostgreSQL is not reachable at ${testDatabaseUrl}; CI must test it.`);
  console.warn(`\n  PostgreSQL is not reachable at ${testDatabaseUrl}: testing SQLite only.\n`);
  return ["sqlite"];
}

/**
 * The dialects this run tests: SQLite always; PostgreSQL when TEST_DATABASE_URL
 * (or the development default) answers. In CI a missing PostgreSQL is an error,
 * not a skip. Under Vitest the global setup has asked once for the whole run.
 */
export async function testDialects(): Promise<DbDialect[]> {
  return (await preparedTemplates())?.dialects ?? probeTestDialects();
}

/** Runs one statement on the test server's maintenance connection. */
export async function onTestServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `create database name [template t]`, tried again while the template is briefly in use (autovacuum). */
async function createDatabase(name: string, template: string | undefined): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await onTestServer(
        template ? `create database ${name} template ${template}` : `create database ${name}`,
      );
      return;
    } catch (error) {
      // 55006 object_in_use: "source database … is being accessed by other users".
      if ((error as { code?: string }).code !== "55006" || attempt >= 5) throw error;
      await sleep(200 * attempt);
    }
  }
}

export type TestStore = Store & { url?: string; dataDir: string; destroy: () => Promise<void> };

/** A fresh, migrated store of the given dialect, removed again by `destroy()`. */
export async function createTestStore(dialect: DbDialect): Promise<TestStore> {
  const templates = await preparedTemplates();
  const dataDir = mkdtempSync(join(templates?.root ?? tmpdir(), "anvaya-test-"));
  if (dialect === "sqlite") {
    if (templates) copyFileSync(templates.sqliteFile, join(dataDir, "site.db"));
    const store = createStore({ dataDir });
    if (!templates) await migrateToLatest(store.db);
    return {
      ...store,
      dataDir,
      destroy: async () => {
        await store.close().catch(() => {});
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `anvaya_test_${templates ? `${templates.runId}_` : ""}${randomBytes(6).toString("hex")}`;
  await createDatabase(name, templates?.postgresDatabase);
  const url = testDatabaseUrlFor(name);
  const store = createStore({ url, dataDir });
  if (!templates?.postgresDatabase) await migrateToLatest(store.db);
  return {
    ...store,
    url,
    dataDir,
    destroy: async () => {
      await store.close().catch(() => {});
      await onTestServer(`drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
