/**
 * Vitest global setup: once per run, asks which dialects can be tested and
 * migrates a template of each, so that every test store (tests/utils/test-db.ts)
 * is a copy rather than a fresh migration:
 *   SQLite      a migrated file in this run's temporary folder, copied into
 *               each test store's data dir (made in the same folder);
 *   PostgreSQL  a migrated database `anvaya_template_<run>`, the template of
 *               each test database `anvaya_test_<run>_…`.
 * PostgreSQL refuses to copy a database that has an open connection, so the
 * template is closed before any test starts. The teardown drops the template,
 * any test database a failed test left, and the folder.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createStore } from "#server/db/client.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import {
  onTestServer,
  probeTestDialects,
  type TestTemplates,
  testDatabaseUrl,
  testDatabaseUrlFor,
} from "#tests/utils/test-db.ts";

/** `anvaya_template_<run>` and `anvaya_test_<run>_<id>`; <run> is the run's start (base 36) and a random part. */
const runDatabase = /^anvaya_(?:template|test)_(([0-9a-z]+)_[0-9a-f]{8})(?:_[0-9a-f]{12})?$/;
/** Databases of a run older than this were left by a run killed before its teardown. */
const staleAfterMs = 24 * 60 * 60 * 1000;

export default async function setup(project: TestProject) {
  const dialects = await probeTestDialects();
  const runId = `${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const root = mkdtempSync(join(tmpdir(), "anvaya-run-"));
  let postgresDatabase: string | undefined;
  const teardown = async () => {
    if (dialects.includes("postgres")) {
      await dropDatabases((run) => run === runId);
    }
    rmSync(root, { recursive: true, force: true });
  };

  try {
    const sqlite = createStore({ dataDir: root });
    try {
      await migrateToLatest(sqlite.db);
      // Everything into the main file, so that copying site.db alone is a whole copy.
      await sql`pragma wal_checkpoint(truncate)`.execute(sqlite.db);
    } finally {
      await sqlite.close();
    }

    if (dialects.includes("postgres")) {
      await dropDatabases((_run, started) => Date.now() - started > staleAfterMs);
      const name = `anvaya_template_${runId}`;
      await onTestServer(`create database ${name}`);
      postgresDatabase = name;
      const store = createStore({ url: testDatabaseUrlFor(name), dataDir: root });
      try {
        await migrateToLatest(store.db);
      } finally {
        await store.close();
      }
    }
  } catch (error) {
    await teardown().catch(() => {});
    throw error;
  }

  const templates: TestTemplates = {
    dialects,
    runId,
    root,
    sqliteFile: join(root, "site.db"),
    postgresDatabase,
  };
  project.provide("testDbTemplates", templates);
  return teardown;
}

/** Drops the databases of the test runs that `which` picks, given a run's id and start time. */
async function dropDatabases(which: (run: string, started: number) => boolean): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like 'anvaya%'",
    );
    for (const { datname } of rows) {
      const [, run, started] = datname.match(runDatabase) ?? [];
      if (run && started && which(run, Number.parseInt(started, 36))) {
        await client.query(`drop database if exists ${datname} with (force)`);
      }
    }
  } finally {
    await client.end();
  }
}
