import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lockedMessage, maxLoginFailures } from "#common/constants.ts";
import { freshClient, testPassword } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";
import { createAuthService, loginRate, maxConcurrentPasswordChecks } from "./auth.ts";
import { systemClock } from "./clock.ts";
import { createRateLimiter } from "./rate-limits.ts";

const dialects = await testDialects();

type Outcome = { ok: true } | { ok: false; message: string; status: string };

describe.each(dialects)("sign-ins at once on %s", (dialect) => {
  let store: TestStore;
  let auth: ReturnType<typeof createAuthService>;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    // No cap on password checks here: the lock alone must hold the line.
    auth = createAuthService(store.db, systemClock, createRateLimiter(store.db, systemClock), {
      maxConcurrentChecks: 100,
    });
  }, 60_000);
  afterAll(() => store.destroy());

  const attempt = async (username: string, password: string): Promise<Outcome> => {
    try {
      await auth.login({ username, password, area: "blog" }, freshClient());
      return { ok: true };
    } catch (error) {
      const { message, reason } = error as { message: string; reason?: string };
      return { ok: false, message, status: reason ?? "error" };
    }
  };

  // The right password sits first, in the middle and last among 19 wrong ones.
  it.each([0, 10, 19])(
    "checks at most 3 of 20 guesses, the right one at %i, and none signs in once locked",
    async (right) => {
      const username = `racer-${right}`;
      await auth.upsertUser(username, testPassword, "blog");
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, (_, i) => attempt(username, i === right ? testPassword : `wrong ${i}`)),
      );
      const signedIn = outcomes.filter((o) => o.ok).length;
      const checkedWrong = outcomes.filter(
        (o) => !o.ok && (o.message.startsWith("Invalid credentials.") || o.message === lockedMessage),
      ).length;
      expect(signedIn + checkedWrong).toBeLessThanOrEqual(maxLoginFailures);
      expect(outcomes.filter((o) => !o.ok && o.status === "error")).toEqual([]);
      const locked = await auth.lockedSeconds(username, "blog");
      if (locked > 0) expect(signedIn).toBe(0);
      else expect(signedIn).toBe(1);
    },
  );

  it("keeps one right password alone working, and the count of a sequence as before", async () => {
    await auth.upsertUser("steady", testPassword, "blog");
    expect(await attempt("steady", "wrong")).toMatchObject({
      message: "Invalid credentials. 2 attempts remaining.",
    });
    expect(await attempt("steady", "wrong")).toMatchObject({
      message: "Invalid credentials. 1 attempts remaining.",
    });
    expect(await attempt("steady", testPassword)).toEqual({ ok: true });
    // A success cleared the count: three more are allowed before the lock.
    expect(await attempt("steady", "wrong")).toMatchObject({
      message: "Invalid credentials. 2 attempts remaining.",
    });
  });
});

describe("a flood of sign-ins", () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await createTestStore("sqlite");
  }, 60_000);
  afterAll(() => store.destroy());

  it("refuses an address past its limit before checking any password", async () => {
    const auth = createAuthService(store.db, systemClock, createRateLimiter(store.db, systemClock), {
      maxConcurrentChecks: 100,
    });
    await auth.upsertUser("flooded", testPassword, "blog");
    const client = freshClient();
    const refusals: string[] = [];
    for (let i = 0; i < loginRate.limit + 2; i += 1) {
      try {
        // Each guess names another username, so no lock stops them: only the address limit.
        await auth.login({ username: `nobody-${i}`, password: "guess", area: "blog" }, client);
      } catch (error) {
        refusals.push((error as Error).message);
      }
    }
    expect(refusals.slice(0, loginRate.limit).every((m) => m.startsWith("Invalid credentials."))).toBe(true);
    expect(refusals.slice(loginRate.limit)).toEqual([
      "Too many sign-in attempts from your connection. Please wait and try again.",
      "Too many sign-in attempts from your connection. Please wait and try again.",
    ]);
    // Another address is not touched.
    await expect(
      auth.login({ username: "flooded", password: testPassword, area: "blog" }, freshClient()),
    ).resolves.toMatchObject({ session: { username: "flooded" } });
  });

  it(`checks at most ${maxConcurrentPasswordChecks} passwords at once and refuses the rest at once`, async () => {
    const auth = createAuthService(store.db, systemClock, createRateLimiter(store.db, systemClock));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        auth.login({ username: `crowd-${i}`, password: "guess", area: "blog" }, freshClient()),
      ),
    );
    const messages = outcomes.map((o) =>
      o.status === "rejected" ? (o.reason as Error).message : "signed in",
    );
    const checked = messages.filter((m) => m.startsWith("Invalid credentials.")).length;
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(maxConcurrentPasswordChecks);
    expect(
      messages.filter((m) => m === "Too many sign-ins at once. Please try again in a moment."),
    ).toHaveLength(12 - checked);
  });
});
