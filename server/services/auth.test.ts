import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lockedMessage, lockoutSeconds, maxLoginFailures } from "#common/constants.ts";
import { insertRow, rowsOf } from "#tests/utils/store-rows.ts";
import { freshClient, manualClock, testPassword } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore } from "#tests/utils/test-db.ts";
import { LoginRefused } from "./auth/refusals.ts";
import { InvalidInputError, NotFoundError, RefusedError } from "./errors.ts";
import { createServices } from "./index.ts";

describe("the auth service's refusals", () => {
  let store: TestStore;
  let auth: ReturnType<typeof createServices>["auth"];
  let account: ReturnType<typeof createServices>["account"];
  const time = manualClock();

  beforeAll(async () => {
    store = await createTestStore("sqlite");
    ({ auth, account } = createServices(store, time.clock));
    await account.upsertUser("writer", testPassword, "blog");
  });
  afterAll(async () => {
    await store.destroy();
  });

  const refusal = async (input: unknown) => {
    try {
      await auth.login(input, freshClient());
    } catch (error) {
      return error;
    }
    throw new Error("signed in");
  };

  it("names a wrong area rather than asking for a password", async () => {
    const error = await refusal({ username: "writer", password: testPassword, area: "admin" });
    expect(error).toBeInstanceOf(InvalidInputError);
    expect(error).toMatchObject({
      message: "Area must be blog or leads.",
      fieldErrors: { area: "Area must be blog or leads." },
    });
    expect(await refusal({ username: "", password: "", area: "blog" })).toMatchObject({
      kind: "invalid-input",
      message: "Enter your username and password.",
      fieldErrors: { username: "Enter your username.", password: "Enter your password." },
    });
  });

  it("refuses a wrong password (sign-in), then locks (too-many) with the lock's time to wait", async () => {
    const wrong = { username: "writer", password: "not the password", area: "blog" };
    const first = await refusal(wrong);
    expect(first).toBeInstanceOf(LoginRefused);
    expect(first).toBeInstanceOf(RefusedError);
    expect(first).toMatchObject({ reason: "sign-in", attemptsRemaining: maxLoginFailures - 1 });
    for (let i = 2; i < maxLoginFailures; i += 1) await refusal(wrong);
    expect(await refusal(wrong)).toMatchObject({
      reason: "too-many",
      message: lockedMessage,
      lockedSeconds: lockoutSeconds,
      retryAfterSeconds: lockoutSeconds,
      attemptsRemaining: 0,
    });
    expect(lockedMessage).toBe("Too many failed attempts. Account locked for 15 minutes.");
    time.advance(60_000);
    expect(await refusal({ ...wrong, password: testPassword })).toMatchObject({
      reason: "too-many",
      message: "Account temporarily locked. Try again in 14:00",
      retryAfterSeconds: lockoutSeconds - 60,
    });
    time.advance(lockoutSeconds * 1000);
    expect((await auth.login({ ...wrong, password: testPassword }, freshClient())).session.area).toBe("blog");
  });

  it("does not stay locked for ever when the process checking the last attempts died before locking", async () => {
    await account.upsertUser("interrupted", testPassword, "blog");
    const right = { username: "interrupted", password: testPassword, area: "blog" };
    // As a process leaves it that took the last attempts and died before the
    // password check could lock the account or clear the count.
    await insertRow(store.db, "login_attempts", {
      username: "interrupted",
      area: "blog",
      failures: maxLoginFailures,
      locked_until: null,
      updated_at: time.clock().toISOString(),
    });
    // While a lock those attempts earned would still hold, even the right password is refused...
    expect(await refusal(right)).toMatchObject({ reason: "too-many" });
    time.advance((lockoutSeconds - 60) * 1000);
    expect(await refusal(right)).toMatchObject({ reason: "too-many" });
    // ...and once it would have run out, the count starts again.
    time.advance(61_000);
    expect((await auth.login(right, freshClient())).session.area).toBe("blog");
    const [row] = await rowsOf(store.db, "login_attempts", { username: "interrupted" });
    expect(row?.failures ?? 0).toBe(0);
  });

  it("refuses a role without access to the area (forbidden)", async () => {
    expect(await refusal({ username: "writer", password: testPassword, area: "leads" })).toMatchObject({
      kind: "refused",
      reason: "forbidden",
    });
  });

  it("refuses bad accounts by class", async () => {
    await expect(account.upsertUser("x", "short", "blog")).rejects.toBeInstanceOf(InvalidInputError);
    await expect(account.upsertUser("x", testPassword, "owner" as "blog")).rejects.toBeInstanceOf(
      InvalidInputError,
    );
    await expect(account.resetPassword("nobody", testPassword)).rejects.toBeInstanceOf(NotFoundError);
  });
});
