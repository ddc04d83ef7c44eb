import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lockedMessage, lockoutSeconds, maxLoginFailures } from "#common/constants.ts";
import { rowsOf } from "#tests/utils/store-rows.ts";
import { freshClient, manualClock, testPassword } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";
import { loginRate } from "./auth/lockout.ts";
import { createAuthService, maxSignInsInFlight } from "./auth.ts";
import { systemClock } from "./clock.ts";
import { createRateLimiter } from "./rate-limits.ts";
import { createStaffAccount } from "./staff-account.ts";

const dialects = await testDialects();

const connectionMessage = "Too many sign-in attempts from your connection. Please wait and try again.";

/**
 * A flood of guesses: what is refused costs no store write. Each test reads
 * the store itself to prove it: an address refused from memory is counted
 * nowhere, a locked account's row is not touched.
 */
describe.each(dialects)("a flood of sign-ins on %s", (dialect) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await createTestStore(dialect);
  }, 60_000);
  afterAll(() => store.destroy());

  /** Two services on the store with their own memories, as two processes; a clock the test moves. */
  const twoProcesses = (start: string, maxInFlight = 100) => {
    const time = manualClock(start);
    const service = () =>
      createAuthService(store.db, time.clock, createRateLimiter(store.db, time.clock), { maxInFlight });
    return { time, a: service(), b: service() };
  };
  const refusalOf = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (error) {
      return (error as Error).message;
    }
    return "signed in";
  };
  const hitsOf = async (client: string) =>
    (await rowsOf(store.db, "rate_limits", { key: `login:${client}` }))
      .map((row) => Number(row.hits))
      .reduce((sum, hits) => sum + hits, 0);
  const attemptsRow = async (username: string) =>
    (await rowsOf(store.db, "login_attempts", { username, area: "blog" }))[0];

  it("refuses an address past its limit from memory until its window ends, and each process learns it from the store", async () => {
    const { time, a, b } = twoProcesses("2026-11-24T10:00:00.000Z");
    const client = freshClient();
    const guess = (via: typeof a, i: number | string) =>
      refusalOf(via.login({ username: `nobody-${dialect}-${i}`, password: "guess", area: "blog" }, client));
    for (let i = 0; i < loginRate.limit; i += 1) {
      expect(await guess(a, i)).toMatch(/^Invalid credentials\./);
    }
    // The first guess past the limit is counted by the store, which refuses it.
    expect(await guess(a, "over")).toBe(connectionMessage);
    expect(await hitsOf(client)).toBe(loginRate.limit + 1);
    // The next ones are refused from memory: no hit counted, no attempt taken.
    for (let i = 0; i < 5; i += 1) expect(await guess(a, `again-${i}`)).toBe(connectionMessage);
    expect(await hitsOf(client)).toBe(loginRate.limit + 1);
    expect(await attemptsRow(`nobody-${dialect}-again-0`)).toBeUndefined();
    // Another process knows nothing yet: its first guess asks the store, the next ones do not.
    expect(await guess(b, "other-0")).toBe(connectionMessage);
    expect(await guess(b, "other-1")).toBe(connectionMessage);
    expect(await hitsOf(client)).toBe(loginRate.limit + 2);
    // Once the window ends, the address is counted afresh in both.
    time.advance(loginRate.windowMs);
    expect(await guess(a, "next-window")).toMatch(/^Invalid credentials\./);
    expect(await guess(b, "next-window")).toMatch(/^Invalid credentials\./);
  });

  it("refuses a locked account from memory until the lock ends, and each process learns it from the store", async () => {
    const { time, a, b } = twoProcesses("2026-11-24T12:00:00.000Z");
    const username = `locked-${dialect}`;
    await createStaffAccount(store.db, time.clock).upsertUser(username, testPassword, "blog");
    const guess = (via: typeof a, password = "wrong", client = freshClient()) =>
      refusalOf(via.login({ username, password, area: "blog" }, client));
    for (let i = 1; i < maxLoginFailures; i += 1) expect(await guess(a)).toMatch(/^Invalid credentials\./);
    expect(await guess(a)).toBe(lockedMessage);
    const lockedRow = await attemptsRow(username);
    expect(lockedRow?.locked_until).toBeTruthy();

    // Known in this process: refused with the countdown, the address not even counted.
    time.advance(60_000);
    const fromMemory = freshClient();
    expect(await guess(a, testPassword, fromMemory)).toBe("Account temporarily locked. Try again in 14:00");
    expect(await hitsOf(fromMemory)).toBe(0);
    expect(await a.lockedSeconds(username, "blog")).toBe(lockoutSeconds - 60);
    // The other process asks the store once (and counts that address), then knows.
    const firstInB = freshClient();
    const thenInB = freshClient();
    expect(await guess(b, testPassword, firstInB)).toBe("Account temporarily locked. Try again in 14:00");
    expect(await guess(b, testPassword, thenInB)).toBe("Account temporarily locked. Try again in 14:00");
    expect([await hitsOf(firstInB), await hitsOf(thenInB)]).toEqual([1, 0]);
    expect(await attemptsRow(username)).toEqual(lockedRow);

    // The lock ends on time in both: the right password signs in.
    time.advance(lockoutSeconds * 1000);
    expect(await guess(a, testPassword)).toBe("signed in");
    expect(await guess(b, testPassword)).toBe("signed in");
  });

  it(`checks ${maxSignInsInFlight} sign-ins at once and refuses the rest at once, counting nothing for them`, async () => {
    const auth = createAuthService(store.db, systemClock, createRateLimiter(store.db, systemClock));
    const clients = Array.from({ length: 20 }, () => freshClient());
    const messages = await Promise.all(
      clients.map((client, i) =>
        refusalOf(auth.login({ username: `crowd-${dialect}-${i}`, password: "guess", area: "blog" }, client)),
      ),
    );
    expect(messages.filter((m) => m.startsWith("Invalid credentials."))).toHaveLength(maxSignInsInFlight);
    expect(
      messages.filter((m) => m === "Too many sign-ins at once. Please try again in a moment."),
    ).toHaveLength(20 - maxSignInsInFlight);
    const counted = await Promise.all(clients.map(hitsOf));
    expect(counted.filter((hits) => hits === 1)).toHaveLength(maxSignInsInFlight);
    expect(counted.filter((hits) => hits === 0)).toHaveLength(20 - maxSignInsInFlight);
  });
});
