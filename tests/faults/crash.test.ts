import { afterAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";
import { loadLeads, type Outcome, storedCounts, until } from "./load.ts";
import { startServer } from "./server.ts";

const dialects = await testDialects();

/** Every acknowledged submission is stored exactly once; any other at most once. */
async function expectNothingLost(store: TestStore, outcomes: Outcome[]) {
  const counts = await storedCounts(
    store,
    outcomes.map((o) => o.token),
  );
  const acknowledged = outcomes.filter((o) => typeof o.result === "number" && o.result < 300);
  const lost = acknowledged.filter((o) => counts.get(o.token) !== 1);
  expect(lost, "acknowledged but not stored once").toEqual([]);
  const doubled = outcomes.filter((o) => (counts.get(o.token) ?? 0) > 1);
  expect(doubled, "stored twice").toEqual([]);
  // No answer was a server error: only 201, or no answer at all once it died.
  const answered = outcomes.filter((o) => typeof o.result === "number");
  expect(answered.filter((o) => o.result !== 201)).toEqual([]);
  return acknowledged.length;
}

describe.each(dialects)("leads under faults on %s", (dialect) => {
  const stores: TestStore[] = [];
  afterAll(async () => {
    for (const store of stores) await store.destroy();
  });

  const freshStore = async () => {
    const store = await createTestStore(dialect);
    // The server owns the store from now on; the trial reads it again at the end.
    await store.close();
    stores.push(store);
    return store;
  };

  it("loses nothing acknowledged when the server is killed (kill -9) under load", async () => {
    const store = await freshStore();
    const first = await startServer(store);
    const load = loadLeads(first.origin, 8);
    await until(() => load.acknowledged() >= 60, 30_000, "60 acknowledged submissions");
    first.child.kill("SIGKILL");
    expect(await first.exited).toBe("SIGKILL");
    const outcomes = await load.stop();
    // It comes back on the same store and takes submissions again.
    const second = await startServer(store);
    const after = loadLeads(second.origin, 2);
    await until(() => after.acknowledged() >= 4, 30_000, "submissions after the restart");
    outcomes.push(...(await after.stop()));
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
    expect(await expectNothingLost(store, outcomes)).toBeGreaterThanOrEqual(64);
  });

  it("finishes the requests in flight on SIGTERM and exits cleanly", async () => {
    const store = await freshStore();
    const server = await startServer(store);
    const load = loadLeads(server.origin, 8);
    await until(() => load.acknowledged() >= 60, 30_000, "60 acknowledged submissions");
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    const outcomes = await load.stop();
    expect(await expectNothingLost(store, outcomes)).toBeGreaterThanOrEqual(60);
  });
});
