import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createTestStore, testDialects } from "#tests/utils/test-db.ts";
import { createStore } from "./client.ts";
import { migrateToLatest } from "./migrate.ts";

const dialects = await testDialects();

/**
 * migrate.ts runs every file of migrations/ in name order, so the names keep
 * that order what it was meant to be: each `YYYY_MM_DD_NNN_what.ts`, the
 * numbers 001, 002, … with none missing or taken twice, and no date before
 * the one of the migration it follows.
 */
describe("the migrations' file names", () => {
  const files = readdirSync(join(import.meta.dirname, "migrations")).sort();
  const named = /^(\d{4})_(\d{2})_(\d{2})_(\d{3})_[a-z0-9]+(?:_[a-z0-9]+)*\.ts$/;

  it("each reads YYYY_MM_DD_NNN_what.ts, with a real date", () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const match = named.exec(file);
      expect(match, file).not.toBeNull();
      const [, year, month, day] = match ?? [];
      const date = new Date(`${year}-${month}-${day}T00:00:00Z`);
      expect(date.toISOString().slice(0, 10), file).toBe(`${year}-${month}-${day}`);
    }
  });

  it("numbered 001, 002, … with no gap or repeat, and dated never earlier than the one numbered before", () => {
    const byNumber = files.toSorted((a, b) => a.slice(11, 14).localeCompare(b.slice(11, 14)));
    expect(byNumber.map((file) => file.slice(11, 14))).toEqual(
      files.map((_, index) => String(index + 1).padStart(3, "0")),
    );
    for (let index = 1; index < byNumber.length; index += 1) {
      const [before, file] = [byNumber[index - 1]!, byNumber[index]!];
      expect(file.slice(0, 10) >= before.slice(0, 10), `${file} is dated before ${before}`).toBe(true);
    }
    // So the order migrate.ts runs them in, by name, is their numbers' order.
    expect(files).toEqual(byNumber);
  });
});

describe.each(dialects)("migrations on %s", (dialect) => {
  it("can run again on a migrated store", async () => {
    const store = await createTestStore(dialect);
    await expect(migrateToLatest(store.db)).resolves.toBeUndefined();
    const tables = [
      "demo_requests",
      "blog_posts",
      "users",
      "sessions",
      "login_attempts",
      "audit_log",
      "rate_limits",
      "outbox",
      "waitlist",
    ];
    for (const table of tables) {
      await expect(
        store.db
          .selectFrom(table as "users")
          .selectAll()
          .limit(1)
          .execute(),
      ).resolves.toEqual([]);
    }
    await store.destroy();
  });

  it("starts on a store a newer release migrated (a rollback), and refuses one from another history", async () => {
    const store = await createTestStore(dialect);
    try {
      const record = (name: string) =>
        store.db
          .insertInto("kysely_migration" as "users")
          .values({ name, timestamp: new Date().toISOString() } as never)
          .execute();
      await record("2099_01_01_999_from_a_newer_release");
      await expect(migrateToLatest(store.db)).resolves.toBeUndefined();
      await record("2026_01_01_000_never_ours");
      await expect(migrateToLatest(store.db)).rejects.toThrow(/corrupted migrations/);
    } finally {
      await store.destroy();
    }
  });
});

describe("migrations from two connections at once", () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("on one SQLite file both succeed", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "anvaya-migrate-"));
    dirs.push(dataDir);
    const first = createStore({ dataDir });
    const second = createStore({ dataDir });
    await Promise.all([migrateToLatest(first.db), migrateToLatest(second.db)]);
    await expect(first.db.selectFrom("users").selectAll().execute()).resolves.toEqual([]);
    await first.close();
    await second.close();
  });

  it.runIf(dialects.includes("postgres"))("on one PostgreSQL database both succeed", async () => {
    const base = await createTestStore("postgres");
    const other = createStore({ url: base.url, dataDir: base.dataDir });
    await base.db.schema.dropTable("kysely_migration").ifExists().execute();
    await base.db.schema.dropTable("kysely_migration_lock").ifExists().execute();
    await Promise.all([migrateToLatest(base.db), migrateToLatest(other.db)]);
    await expect(other.db.selectFrom("users").selectAll().execute()).resolves.toEqual([]);
    await other.close();
    await base.destroy();
  });
});
