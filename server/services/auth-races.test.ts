import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lockedMessage, maxLoginFailures } from "#common/constants.ts";
import { freshClient, testPassword } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";
import { loginRate } from "./auth/lockout.ts";
import { createAuthService } from "./auth.ts";
import { systemClock } from "./clock.ts";
import { createRateLimiter } from "./rate-limits.ts";
import { createStaffAccount } from "./staff-account.ts";

const dialects = await testDialects();

type Outcome = { ok: true } | { ok: false; message: string; status: string };

const connectionMessage = "Too many sign-in attempts from your connection. Please wait and try again.";

describe.each(dialects)("sign-ins at once on %s", (dialect) => {
  let store: TestStore;
  // Two services on one store, each with its own memory, as two server
  // processes on one PostgreSQL: only the store can keep them to the limits.
  let auth: ReturnType<typeof createAuthService>;
  let other: ReturnType<typeof createAuthService>;
  let accounts: ReturnType<typeof createStaffAccount>;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    // No cap on sign-ins in flight here: the lock and the limit alone must hold the line.
    const service = () =>
      createAuthService(store.db, systemClock, createRateLimiter(store.db, systemClock), {
        maxInFlight: 100,
      });
    auth = service();
    other = service();
    accounts = createStaffAccount(store.db, systemClock);
  }, 60_000);
  afterAll(() => store.destroy());

  const attempt = async (
    username: string,
    password: string,
    options: { via?: typeof auth; client?: string } = {},
  ): Promise<Outcome> => {
    try {
      await (options.via ?? auth).login(
        { username, password, area: "blog" },
        options.client ?? freshClient(),
      );
      return { ok: true };
    } catch (error) {
      const { message, reason } = error as { message: string; reason?: string };
      return { ok: false, message, status: reason ?? "error" };
    }
  };
  const wasChecked = (o: Outcome) =>
    !o.ok && (o.message.startsWith("Invalid credentials.") || o.message === lockedMessage);

  // The right password sits first, in the middle and last among 19 wrong ones.
  it.each([0, 10, 19])(
    "checks at most 3 of 20 guesses, the right one at %i, and none signs in once locked",
    async (right) => {
      const username = `racer-${right}`;
      await accounts.upsertUser(username, testPassword, "blog");
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          attempt(username, i === right ? testPassword : `wrong ${i}`, { via: i % 2 ? other : auth }),
        ),
      );
      const signedIn = outcomes.filter((o) => o.ok).length;
      const checked = outcomes.filter(wasChecked).length;
      // A success resets the count (spec §4): guesses whose attempt is taken after the right one
      // has signed in (likely on PostgreSQL, where the takes queue on the address's row) start a
      // fresh count of 3. So at most 3 are checked before the success and 3 after it.
      expect(signedIn + checked).toBeLessThanOrEqual(
        signedIn === 0 ? maxLoginFailures : 2 * maxLoginFailures,
      );
      expect(outcomes.filter((o) => !o.ok && o.status === "error")).toEqual([]);
      const locked = await auth.lockedSeconds(username, "blog");
      // Locked with the right one signed in: only by 3 wrong ones counted afresh after it.
      if (locked > 0 && signedIn === 1) expect(checked).toBeGreaterThanOrEqual(maxLoginFailures);
      else if (locked > 0) expect(signedIn).toBe(0);
      else expect(signedIn).toBe(1);
    },
  );

  it("checks exactly 3 of 20 wrong guesses sent through two processes at once, then locks both", async () => {
    await accounts.upsertUser("crowded", testPassword, "blog");
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt("crowded", `wrong ${i}`, { via: i % 2 ? other : auth })),
    );
    expect(outcomes.filter(wasChecked)).toHaveLength(maxLoginFailures);
    expect(outcomes.filter((o) => !o.ok && o.status !== "too-many" && o.status !== "sign-in")).toEqual([]);
    // Locked in either process, the right password too.
    for (const via of [auth, other]) {
      expect(await attempt("crowded", testPassword, { via })).toMatchObject({
        ok: false,
        status: "too-many",
        message: expect.stringMatching(/^Account temporarily locked/),
      });
    }
  });

  it(`lets exactly ${loginRate.limit} of one address's guesses through two processes at once`, async () => {
    const client = freshClient();
    const outcomes = await Promise.all(
      Array.from({ length: 2 * loginRate.limit }, (_, i) =>
        // Each guess names another username, so no lock stops them: only the address limit.
        attempt(`nobody-at-once-${i}`, "guess", { via: i % 2 ? other : auth, client }),
      ),
    );
    expect(outcomes.filter(wasChecked)).toHaveLength(loginRate.limit);
    expect(outcomes.filter((o) => !o.ok && o.message === connectionMessage)).toHaveLength(loginRate.limit);
    // Past its limit in either process, and another address untouched.
    for (const via of [auth, other]) {
      expect(await attempt("nobody-after", "guess", { via, client })).toMatchObject({
        message: connectionMessage,
      });
    }
    expect(await attempt("nobody-after", "guess", { client: freshClient() })).toMatchObject({
      message: "Invalid credentials. 2 attempts remaining.",
    });
  });

  it("keeps one right password alone working, and the count of a sequence as before", async () => {
    await accounts.upsertUser("steady", testPassword, "blog");
    expect(await attempt("steady", "wrong")).toMatchObject({
      message: "Invalid credentials. 2 attempts remaining.",
    });
    expect(await attempt("steady", "wrong", { via: other })).toMatchObject({
      message: "Invalid credentials. 1 attempts remaining.",
    });
    expect(await attempt("steady", testPassword)).toEqual({ ok: true });
    // A success cleared the count: three more are allowed before the lock.
    expect(await attempt("steady", "wrong", { via: other })).toMatchObject({
      message: "Invalid credentials. 2 attempts remaining.",
    });
  });
});
