import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";
import { fixedStatement, insertRows } from "./fixed-sql.ts";
import { isMarked } from "./prepared.ts";
import type { Database } from "./schema.ts";

const dialects = await testDialects();

const bump = fixedStatement("test:bump", (db, key: string, windowStart: number) =>
  db
    .insertInto("rate_limits")
    .values({ key, window_start: windowStart, hits: 1 })
    .onConflict((oc) =>
      oc.columns(["key", "window_start"]).doUpdateSet((eb) => ({ hits: eb("rate_limits.hits", "+", 1) })),
    )
    .returning("hits"),
);

const hitsQuery = (db: Kysely<Database>, key: string) =>
  db
    .selectFrom("rate_limits")
    .select(["window_start", "hits"])
    .where("key", "=", key)
    .orderBy("window_start");
const hitsOf = fixedStatement("test:hits", hitsQuery);

describe.each(dialects)("statements compiled once on %s", (dialect) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await createTestStore(dialect);
  });
  afterAll(async () => {
    await store.destroy();
  });

  it("binds each call's own values, keeps the query's constants, and runs in a transaction", async () => {
    const first = await bump(store.db, "fixed:a", 10);
    const second = await bump(store.db, "fixed:a", 10);
    const other = await bump(store.db, "fixed:a", 11);
    expect(first.rows.map((r) => Number(r.hits))).toEqual([1]);
    expect(second.rows.map((r) => Number(r.hits))).toEqual([2]);
    expect(other.rows.map((r) => Number(r.hits))).toEqual([1]);

    // Inside a transaction that rolls back, nothing stays.
    await store.db
      .transaction()
      .execute(async (trx) => {
        await bump(trx, "fixed:a", 12);
        expect((await hitsOf(trx, "fixed:a")).rows).toHaveLength(3);
        throw new Error("roll back");
      })
      .catch(() => {});
    const rows = (await hitsOf(store.db, "fixed:a")).rows;
    expect(rows.map((r) => [Number(r.window_start), Number(r.hits)])).toEqual([
      [10, 2],
      [11, 1],
    ]);
  });

  it("never reads another's open transaction: a statement outside it sees only what was committed", async () => {
    let outside: Promise<unknown[]> | undefined;
    await store.db
      .transaction()
      .execute(async (trx) => {
        await bump(trx, "fixed:open", 1);
        outside = hitsOf(store.db, "fixed:open").then((result) => result.rows);
        // Give the statement outside every chance to run while this one is open.
        for (let turn = 0; turn < 3; turn += 1) await new Promise((done) => setImmediate(done));
        expect((await hitsOf(trx, "fixed:open")).rows).toHaveLength(1);
        throw new Error("roll back");
      })
      .catch(() => {});
    expect(await outside).toEqual([]);
    expect((await hitsOf(store.db, "fixed:open")).rows).toEqual([]);
  });

  it("has its statement kept prepared on PostgreSQL's connections only (db/prepared.ts)", async () => {
    await hitsOf(store.db, "fixed:marked");
    expect(isMarked(hitsQuery(store.db, "fixed:marked").compile().sql)).toBe(dialect === "postgres");
  });

  it("inserts rows of one shape, several at once, leaving undefined columns to their defaults", async () => {
    const at = new Date().toISOString();
    const row = (id: string, kind: string) => ({
      id,
      recipient: "someone@example.com",
      reply_to: null,
      subject: `Subject ${id}`,
      body: "Body",
      html: undefined,
      kind,
      subject_type: null,
      subject_id: null,
      created_at: at,
      next_attempt_at: at,
      sent_at: null,
      attempts: 0,
      last_error: null,
      lease_owner: null,
      lease_until: null,
    });
    await insertRows(store.db, "outbox", [row("fixed-1", "test")]);
    await insertRows(store.db, "outbox", [row("fixed-2", "test"), row("fixed-3", "other")]);
    const stored = await store.db
      .selectFrom("outbox")
      .select(["id", "subject", "kind", "html"])
      .where("id", "like", "fixed-%")
      .orderBy("id")
      .execute();
    expect(stored).toEqual([
      { id: "fixed-1", subject: "Subject fixed-1", kind: "test", html: null },
      { id: "fixed-2", subject: "Subject fixed-2", kind: "test", html: null },
      { id: "fixed-3", subject: "Subject fixed-3", kind: "other", html: null },
    ]);
  });

  it("refuses rows of different shapes in one insert, storing none", async () => {
    const at = new Date().toISOString();
    const base = { recipient: "a@example.com", subject: "S", body: "B", kind: "test" };
    await expect(
      insertRows(store.db, "outbox", [
        { id: "fixed-shape-1", ...base, created_at: at, next_attempt_at: at },
        { id: "fixed-shape-2", ...base, created_at: at, next_attempt_at: at, attempts: 0 },
      ]),
    ).rejects.toThrow(/same columns/);
    const stored = await store.db
      .selectFrom("outbox")
      .select("id")
      .where("id", "like", "fixed-shape-%")
      .execute();
    expect(stored).toEqual([]);
  });
});
