import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groupCommit } from "#server/db/group-commit.ts";
import { rowsOf } from "#tests/utils/store-rows.ts";
import { manualClock } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";
import { createRateLimiter, type RateRule } from "./rate-limits.ts";

const dialects = await testDialects();

const minute = 60_000;
const tenMinutes: RateRule = { name: "t-ten", limit: 1, windowMs: 10 * minute };
const fifteenMinutes: RateRule = { name: "t-fifteen", limit: 1, windowMs: 15 * minute };
const aDay: RateRule = { name: "t-day", limit: 1, windowMs: 24 * 60 * minute };

describe.each(dialects)("the rate limiter on %s", (dialect) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await createTestStore(dialect);
  });
  afterAll(async () => {
    await store.destroy();
  });

  const keysOf = async (name: string) =>
    (await rowsOf(store.db, "rate_limits")).map((row) => row.key).filter((key) => key.startsWith(`${name}:`));

  it("says when the window ends, and one rule's sweep keeps another's counters while they count", async () => {
    const time = manualClock("2026-11-24T10:03:00.000Z");
    const limiter = createRateLimiter(store.db, time.clock);
    expect(await limiter.hit(tenMinutes, "a")).toEqual({ allowed: true, retryAfterSeconds: 7 * 60 });
    await limiter.hit(fifteenMinutes, "a");
    await limiter.hit(aDay, "a");
    // A minute on, a ten-minute rule's hit sweeps: the others' counters stay.
    time.advance(2 * minute);
    await limiter.hit(tenMinutes, "b");
    expect((await limiter.hit(fifteenMinutes, "a")).allowed).toBe(false);
    expect((await limiter.hit(aDay, "a")).allowed).toBe(false);
    // A day on, every window of then is swept.
    time.advance(25 * 60 * minute);
    await limiter.hit(tenMinutes, "c");
    expect(await keysOf(fifteenMinutes.name)).toEqual([]);
    expect(await keysOf(aDay.name)).toEqual([]);
    expect((await limiter.hit(aDay, "a")).allowed).toBe(true);
  });

  it("counts a hit in a transaction only when it commits, and a check counts nothing", async () => {
    const time = manualClock("2026-11-24T10:00:00.000Z");
    const limiter = createRateLimiter(store.db, time.clock);
    const rule: RateRule = { name: "t-within", limit: 1, windowMs: 10 * minute };
    const failed = store.db.transaction().execute(async (trx) => {
      expect((await limiter.hitWithin(trx, rule, "a")).allowed).toBe(true);
      throw new Error("the record could not be stored");
    });
    await expect(failed).rejects.toThrow("the record could not be stored");
    expect((await limiter.check(rule, "a")).allowed).toBe(true);
    expect((await limiter.check(rule, "a")).allowed).toBe(true);
    await store.db.transaction().execute(async (trx) => {
      expect((await limiter.hitWithin(trx, rule, "a")).allowed).toBe(true);
    });
    expect((await limiter.check(rule, "a")).allowed).toBe(true);
    expect((await limiter.hit(rule, "a")).allowed).toBe(false);
    expect((await limiter.check(rule, "a")).allowed).toBe(false);
  });

  it("tells onRefused of each refusal it gives, from the store and from memory, and none again on commit", async () => {
    const time = manualClock("2026-11-24T12:00:00.000Z");
    const told: string[] = [];
    const limiter = createRateLimiter(store.db, time.clock, { onRefused: (rule) => told.push(rule.name) });
    const rule: RateRule = { name: "t-told", limit: 1, windowMs: 10 * minute };
    expect((await limiter.hit(rule, "a")).allowed).toBe(true);
    expect(told).toEqual([]);
    expect((await limiter.hit(rule, "a")).allowed).toBe(false);
    expect(limiter.knownRefusal(rule, "a")?.allowed).toBe(false);
    expect((await limiter.check(rule, "a")).allowed).toBe(false);
    expect(told).toEqual(["t-told", "t-told", "t-told"]);
    const within = await store.db
      .transaction()
      .execute(async (trx) =>
        limiter.hitWithin(trx, rule, "b").then(() => limiter.hitWithin(trx, rule, "b")),
      );
    expect(within.allowed).toBe(false);
    await limiter.committed(rule, "b", within);
    // A statement's own count (PostgreSQL's one-statement submission) past the limit is a refusal too.
    expect(limiter.counter(rule, "c").decide(null).allowed).toBe(false);
    expect(told).toEqual(Array(5).fill("t-told"));
  });

  it("remembers a subject past its limit until its window ends, writing nothing more, and another limiter learns it from the store", async () => {
    const time = manualClock("2026-11-24T11:00:00.000Z");
    const rule: RateRule = { name: "t-memory", limit: 2, windowMs: 10 * minute };
    const hitsOf = async (subject: string) =>
      (await rowsOf(store.db, "rate_limits", { key: `${rule.name}:${subject}` })).reduce(
        (sum, row) => sum + Number(row.hits),
        0,
      );
    const one = createRateLimiter(store.db, time.clock);
    const other = createRateLimiter(store.db, time.clock);
    expect(one.knownRefusal(rule, "a")).toBeNull();
    expect((await one.hit(rule, "a")).allowed).toBe(true);
    expect((await other.hit(rule, "a")).allowed).toBe(true);
    expect(one.knownRefusal(rule, "a")).toBeNull();
    // The store counts the hit past the limit, and the limiter that saw it remembers.
    expect(await one.hit(rule, "a")).toEqual({ allowed: false, retryAfterSeconds: 10 * 60 });
    expect(one.knownRefusal(rule, "a")).toEqual({ allowed: false, retryAfterSeconds: 10 * 60 });
    time.advance(minute);
    expect(await one.hit(rule, "a")).toEqual({ allowed: false, retryAfterSeconds: 9 * 60 });
    expect(await one.check(rule, "a")).toEqual({ allowed: false, retryAfterSeconds: 9 * 60 });
    expect(await hitsOf("a")).toBe(3);
    // The other limiter has not seen it: it asks the store (a check counts nothing), then knows.
    expect(other.knownRefusal(rule, "a")).toBeNull();
    expect((await other.check(rule, "a")).allowed).toBe(false);
    expect(other.knownRefusal(rule, "a")).not.toBeNull();
    expect((await other.hit(rule, "a")).allowed).toBe(false);
    expect(await hitsOf("a")).toBe(3);
    // Another subject is its own; and the window's end forgets the refusal in both.
    expect((await one.hit(rule, "b")).allowed).toBe(true);
    time.advance(9 * minute);
    expect(one.knownRefusal(rule, "a")).toBeNull();
    expect(other.knownRefusal(rule, "a")).toBeNull();
    expect((await one.hit(rule, "a")).allowed).toBe(true);
    expect((await other.hit(rule, "a")).allowed).toBe(true);
  });

  it("remembers a refusal counted in a transaction once it has committed, and only for its own window", async () => {
    const time = manualClock("2026-11-24T13:00:00.000Z");
    const limiter = createRateLimiter(store.db, time.clock);
    const rule: RateRule = { name: "t-committed", limit: 1, windowMs: 10 * minute };
    const inTransaction = () => store.db.transaction().execute((trx) => limiter.hitWithin(trx, rule, "a"));
    const [first, second] = [await inTransaction(), await inTransaction()];
    expect([first.allowed, second.allowed]).toEqual([true, false]);
    expect(limiter.knownRefusal(rule, "a")).toBeNull();
    expect(await limiter.committed(rule, "a", second)).toBe(second);
    expect(limiter.knownRefusal(rule, "a")).toEqual({ allowed: false, retryAfterSeconds: 10 * 60 });
    // Reported after its window ended, a refusal is not carried into the next one.
    const late = await inTransaction();
    time.advance(10 * minute);
    await limiter.committed(rule, "b", late);
    expect(limiter.knownRefusal(rule, "b")).toBeNull();
    expect(limiter.knownRefusal(rule, "a")).toBeNull();
  });

  it("lets exactly the limit through when hits come at once from two limiters", async () => {
    const time = manualClock("2026-11-24T12:00:00.000Z");
    const rule: RateRule = { name: "t-at-once", limit: 7, windowMs: 10 * minute };
    const limiters = [createRateLimiter(store.db, time.clock), createRateLimiter(store.db, time.clock)];
    const decisions = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (limiters[i % 2] as (typeof limiters)[0]).hit(rule, "a")),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(rule.limit);
    expect(limiters.map((l) => l.knownRefusal(rule, "a")?.allowed)).toEqual([false, false]);
  });

  it("counts hits in a shared group commit as it counts them alone: every one, and exactly the limit through", async () => {
    const time = manualClock("2026-11-24T14:00:00.000Z");
    const rule: RateRule = { name: "t-grouped", limit: 7, windowMs: 10 * minute };
    const writes = groupCommit(store.db);
    const limiters = [
      createRateLimiter(store.db, time.clock, { writes }),
      createRateLimiter(store.db, time.clock, { writes }),
      createRateLimiter(store.db, time.clock),
    ];
    const hits = Array.from({ length: 30 }, (_, i) =>
      (limiters[i % 3] as (typeof limiters)[0]).hit(rule, "a"),
    );
    // Other work in the same batch that fails takes none of the hits with it.
    const failing = writes(async () => {
      throw new Error("the record could not be stored");
    });
    await expect(failing).rejects.toThrow("the record could not be stored");
    const decisions = await Promise.all(hits);
    expect(decisions.filter((d) => d.allowed)).toHaveLength(rule.limit);
    const counted = (await rowsOf(store.db, "rate_limits", { key: `${rule.name}:a` })).map((row) =>
      Number(row.hits),
    );
    expect(counted).toEqual([30]);
  });

  it("refuses a rule whose window is not whole minutes, or longer than a day", async () => {
    const limiter = createRateLimiter(store.db, manualClock().clock);
    await expect(limiter.hit({ name: "t-odd", limit: 1, windowMs: 90_000 }, "a")).rejects.toThrow(
      /whole minutes/,
    );
    await expect(limiter.hit({ name: "t-long", limit: 1, windowMs: 2 * aDay.windowMs }, "a")).rejects.toThrow(
      /at most a day/,
    );
  });
});
