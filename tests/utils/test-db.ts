import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { createStore, type DbDialect, type Store } from "#server/db/client.ts";
import { migrateToLatest } from "#server/db/migrate.ts";

export const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

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
 * The dialects this run tests: SQLite always; PostgreSQL when TEST_DATABASE_URL
 * (or the development default) answers. In CI a missing PostgreSQL is an error,
 * not a skip.
 */
export async function testDialects(): Promise<DbDialect[]> {
  if (await postgresReachable()) return ["sqlite", "postgres"];
  if (process.env.CI) throw new Error(`PostgreSQL is not reachable at ${testDatabaseUrl}; CI must test it.`);
  console.warn(`\n  PostgreSQL is not reachable at ${testDatabaseUrl}: testing SQLite only.\n`);
  return ["sqlite"];
}

export type TestStore = Store & { url?: string; dataDir: string; destroy: () => Promise<void> };

/** A fresh, migrated store of the given dialect, removed again by `destroy()`. */
export async function createTestStore(dialect: DbDialect): Promise<TestStore> {
  const dataDir = mkdtempSync(join(tmpdir(), "anvaya-test-"));
  if (dialect === "sqlite") {
    const store = createStore({ dataDir });
    await migrateToLatest(store.db);
    return {
      ...store,
      dataDir,
      destroy: async () => {
        await store.close().catch(() => {});
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `anvaya_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const store = createStore({ url: url.toString(), dataDir });
  await migrateToLatest(store.db);
  return {
    ...store,
    url: url.toString(),
    dataDir,
    destroy: async () => {
      await store.close().catch(() => {});
      const cleanup = new pg.Client({ connectionString: testDatabaseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
