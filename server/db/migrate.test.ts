import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createTestStore, testDialects } from "#tests/utils/test-db.ts";
import { createStore } from "./client.ts";
import { migrateToLatest } from "./migrate.ts";

const dialects = await testDialects();

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
