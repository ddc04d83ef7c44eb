import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SecondFactorNeeded } from "#server/services/auth/refusals.ts";
import { createTestApp, freshClient, testOrigin, testPassword } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";
import { awayFromStepTurn, currentStep, totpCode } from "#tests/utils/totp.ts";

const dialects = await testDialects();

type Answer<T = unknown> = {
  success: boolean;
  data: T;
  error?: string;
  message?: string;
  secondFactor?: string;
  attemptsRemaining?: number;
};

/*
 * A second factor for staff sign-in (issue 34) through the JSON API, on the
 * real app and store: enrolment of an authenticator app, sign-in with a
 * code or a recovery code (each accepted once, even when twenty arrive at
 * once), wrong codes counted toward the lock, the account's sessions.
 */
describe.each(dialects)("two-factor sign-in on %s", (dialect) => {
  let store: TestStore;
  let app: ReturnType<typeof createTestApp>["app"];
  let services: ReturnType<typeof createTestApp>["services"];
  let accounts = 0;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    ({ app, services } = createTestApp(store, undefined, {}, { mail: { siteUrl: testOrigin } }));
    await services.account.upsertUser("boss", testPassword, "admin");
  });
  afterAll(async () => {
    await store.destroy();
  });

  const request = async <T = unknown>(
    method: string,
    path: string,
    options: { cookie?: string; body?: unknown; userAgent?: string } = {},
  ) => {
    const headers: Record<string, string> = {
      origin: testOrigin,
      "x-forwarded-for": freshClient(),
      "user-agent":
        options.userAgent ?? "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile",
    };
    if (options.cookie) headers.cookie = options.cookie;
    if (options.body !== undefined) headers["content-type"] = "application/json";
    const response = await app.request(`/api/auth${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    return { status: response.status, body: (await response.json()) as Answer<T>, cookie };
  };
  const login = (username: string, extra: Record<string, unknown> = {}, userAgent?: string) =>
    request("POST", "/login", {
      body: { username, password: testPassword, area: "leads", ...extra },
      userAgent,
    });

  /** A new leads account signed in, with its cookie. */
  async function newAccount() {
    accounts += 1;
    const username = `desk${accounts}`;
    await services.account.upsertUser(username, testPassword, "leads");
    const signed = await login(username);
    expect(signed.status).toBe(200);
    return { username, cookie: signed.cookie };
  }

  /** A new account with codes on (confirmed with the code of the step before now): its secret and recovery codes. */
  async function enrolled() {
    const { username, cookie } = await newAccount();
    const setup = await request<{ secret: string; otpauthUrl: string }>("POST", "/totp/setup", {
      cookie,
      body: {},
    });
    const { secret } = setup.body.data;
    const on = await request<{ recoveryCodes: string[] }>("POST", "/totp/enable", {
      cookie,
      body: { code: totpCode(secret, currentStep() - 1) },
    });
    expect(on.status).toBe(200);
    return { username, cookie, secret, recoveryCodes: on.body.data.recoveryCodes };
  }

  // Each test uses the codes of this step and the next: it starts at least
  // 6 s before a step turns. The wait is the hook's, not the test's time.
  beforeEach(() => awayFromStepTurn(), 15_000);

  it("enrols an authenticator app: a 160-bit secret and its address, confirmed by a code, then ten recovery codes", async () => {
    const { cookie } = await newAccount();
    expect((await request("GET", "/two-factor", { cookie })).body.data).toEqual({
      totp: false,
      totpPending: false,
      recoveryCodesLeft: 0,
    });
    const setup = await request<{ secret: string; otpauthUrl: string }>("POST", "/totp/setup", {
      cookie,
      body: {},
    });
    expect(setup.status).toBe(200);
    const { secret, otpauthUrl } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/); // 32 base32 letters: 160 bits
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]{32}/);
    expect(otpauthUrl).toContain("issuer=Anvaya");
    // Until confirmed, sign-in is as before.
    expect((await login(`desk${accounts}`)).status).toBe(200);
    const wrong = await request("POST", "/totp/enable", { cookie, body: { code: "000000" } });
    expect(wrong.status).toBe(400);
    expect((await request("POST", "/totp/enable", { cookie, body: { code: "abc" } })).status).toBe(400);
    const on = await request<{ recoveryCodes: string[] }>("POST", "/totp/enable", {
      cookie,
      body: { code: totpCode(secret) },
    });
    expect(on.status).toBe(200);
    expect(on.body.data.recoveryCodes).toHaveLength(10);
    expect(new Set(on.body.data.recoveryCodes).size).toBe(10);
    for (const code of on.body.data.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await request("GET", "/two-factor", { cookie })).body.data).toEqual({
      totp: true,
      totpPending: false,
      recoveryCodesLeft: 10,
    });
    expect((await request("POST", "/totp/setup", { cookie, body: {} })).status).toBe(409);
    // Nothing of it without a session.
    expect((await request("POST", "/totp/setup", { body: {} })).status).toBe(401);
    expect((await request("GET", "/sessions")).status).toBe(401);
  });

  it("asks for the code after a right password, takes a code once, and a recovery code once", async () => {
    const { username, secret, recoveryCodes } = await enrolled();
    const bare = await login(username);
    expect(bare.status).toBe(401);
    expect(bare.body).toMatchObject({ success: false, secondFactor: "totp" });
    expect(bare.cookie).toBe("");
    // A wrong password says nothing about a second factor.
    const wrongPassword = await request("POST", "/login", {
      body: { username, password: "not the password", area: "leads", code: totpCode(secret) },
    });
    expect(wrongPassword.body.secondFactor).toBeUndefined();
    expect(wrongPassword.body.error).toMatch(/^Invalid credentials\./);

    const code = totpCode(secret);
    const first = await login(username, { code });
    expect(first.status).toBe(200);
    expect(first.cookie).toContain("anvaya_session_leads=");
    const replay = await login(username, { code });
    expect(replay.status).toBe(401);
    expect(replay.body.error).toMatch(/^Invalid code\./);
    // An older step's code after a newer one was used: refused too.
    expect((await login(username, { code: totpCode(secret, currentStep() - 1) })).status).toBe(401);
    const next = await login(username, { code: totpCode(secret, currentStep() + 1) });
    expect(next.status).toBe(200);

    const [recovery] = recoveryCodes;
    const typed = ` ${recovery?.toUpperCase().replace("-", " ")} `;
    expect((await login(username, { code: typed })).status).toBe(200);
    const again = await login(username, { code: recovery });
    expect(again.status).toBe(401);
    const cookie = next.cookie;
    expect((await request("GET", "/two-factor", { cookie })).body.data).toMatchObject({
      recoveryCodesLeft: 9,
    });
  });

  it("counts wrong codes as failed attempts: three lock the account, and a password alone resets nothing", async () => {
    const { username, secret } = await enrolled();
    const one = await login(username, { code: "111111" });
    expect(one.body).toMatchObject({ error: "Invalid code. 2 attempts remaining.", attemptsRemaining: 2 });
    // The right password with no code neither fails nor clears the count.
    expect((await login(username)).status).toBe(401);
    const two = await login(username, { code: "zzzzz-zzzzz" });
    expect(two.body.attemptsRemaining).toBe(1);
    const three = await login(username, { code: "222222" });
    expect(three.status).toBe(429);
    expect(three.body.error).toMatch(/locked/i);
    // Locked: even the right code is refused until the lock ends.
    expect((await login(username, { code: totpCode(secret) })).status).toBe(429);
  });

  it("accepts one of twenty sign-ins at once with the same code, and one of twenty with the same recovery code", async () => {
    const { username, secret, recoveryCodes } = await enrolled();
    const code = totpCode(secret);
    const byCode = await Promise.all(Array.from({ length: 20 }, () => login(username, { code })));
    expect(byCode.filter((answer) => answer.status === 200)).toHaveLength(1);
    // Twenty uses of one code to make new recovery codes: one is made.
    const cookie = byCode.find((answer) => answer.status === 200)?.cookie ?? "";
    const next = totpCode(secret, currentStep() + 1);
    const renewals = await Promise.all(
      Array.from({ length: 20 }, () => request("POST", "/recovery-codes", { cookie, body: { code: next } })),
    );
    expect(renewals.filter((answer) => answer.status === 200)).toHaveLength(1);
    const renewed = renewals.find((answer) => answer.status === 200)?.body.data as {
      recoveryCodes: string[];
    };
    const fresh = renewed.recoveryCodes;
    // The old codes no longer work (asked of the account's own route: the burst above may have
    // locked sign-in, as more than three wrong codes at once should); twenty uses of a new one: one accepted.
    expect(
      (await request("POST", "/recovery-codes", { cookie, body: { code: recoveryCodes[0] } })).status,
    ).toBe(401);
    const byRecovery = await Promise.all(
      Array.from({ length: 20 }, () =>
        request("POST", "/recovery-codes", { cookie, body: { code: fresh[0] } }),
      ),
    );
    expect(byRecovery.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(byRecovery.filter((answer) => answer.status === 401)).toHaveLength(19);
  });

  it("turns codes off only with a code, and then the password alone signs in", async () => {
    const { username, cookie, recoveryCodes } = await enrolled();
    expect((await request("DELETE", "/totp", { cookie, body: {} })).status).toBe(400);
    expect((await request("DELETE", "/totp", { cookie, body: { code: "999999" } })).status).toBe(401);
    expect((await request("DELETE", "/totp", { cookie, body: { code: recoveryCodes[1] } })).status).toBe(200);
    expect((await login(username)).status).toBe(200);
    expect((await request("GET", "/two-factor", { cookie })).body.data).toEqual({
      totp: false,
      totpPending: false,
      recoveryCodesLeft: 0,
    });
  });

  it("lists the account's sessions with their devices and ends one, which signs that browser out", async () => {
    const { username, cookie: phone } = await newAccount();
    const desk = await login(
      username,
      {},
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Gecko/20100101 Firefox/133.0",
    );
    type Listed = { id: string; device: string; current: boolean; address: string; signedInAt: string }[];
    const listed = await request<Listed>("GET", "/sessions", { cookie: phone });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((one) => one.device).sort()).toEqual([
      "Chrome on Android",
      "Firefox on Windows",
    ]);
    expect(listed.body.data.filter((one) => one.current).map((one) => one.device)).toEqual([
      "Chrome on Android",
    ]);
    const other = listed.body.data.find((one) => !one.current);
    expect((await request("GET", "/session?area=leads", { cookie: desk.cookie })).status).toBe(200);
    expect((await request("DELETE", `/sessions/${other?.id}`, { cookie: phone })).status).toBe(200);
    expect((await request("GET", "/session?area=leads", { cookie: desk.cookie })).status).toBe(401);
    // Another account's session, or one made up: not found, nothing ended.
    const stranger = await newAccount();
    const theirs = (await request<Listed>("GET", "/sessions", { cookie: stranger.cookie })).body.data[0];
    expect((await request("DELETE", `/sessions/${theirs?.id}`, { cookie: phone })).status).toBe(404);
    expect((await request("DELETE", "/sessions/not-a-session", { cookie: phone })).status).toBe(404);
    expect((await request("GET", "/session?area=leads", { cookie: stranger.cookie })).status).toBe(200);

    // An admin ends every session of an account; nobody else may.
    expect((await request("DELETE", `/users/${stranger.username}/sessions`, { cookie: phone })).status).toBe(
      403,
    );
    const boss = await request("POST", "/login", {
      body: { username: "boss", password: testPassword, area: "leads" },
    });
    const ended = await request<{ ended: number }>("DELETE", `/users/${stranger.username}/sessions`, {
      cookie: boss.cookie,
    });
    expect(ended.body.data.ended).toBe(1);
    expect((await request("GET", "/session?area=leads", { cookie: stranger.cookie })).status).toBe(401);
  });

  it("mails the account's owner when it signs in from a device it never used, once per device", async () => {
    const { username } = await newAccount();
    await services.account.setEmail(username, "desk@anvaya.example");
    const mails = () =>
      store.db
        .selectFrom("outbox")
        .select(["subject", "body", "recipient"])
        .where("recipient", "=", "desk@anvaya.example")
        .execute();
    // The account's own first device (newAccount signed in from it) and that device again: no mail.
    expect((await login(username)).status).toBe(200);
    expect(await mails()).toEqual([]);
    const firefox = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
    expect((await login(username, {}, firefox)).status).toBe(200);
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe("New sign-in to your Anvaya Health staff account");
    expect(sent[0]?.body).toContain("Firefox on Windows");
    expect(sent[0]?.body).toContain(`${testOrigin}/admin-only-demo-requests/account`);
    expect((await login(username, {}, firefox)).status).toBe(200);
    expect(await mails()).toHaveLength(1);
  });

  it("lets the users CLI's reset take every factor off an account that lost them", async () => {
    const { username, cookie } = await enrolled();
    await services.account.resetSecondFactors(username);
    expect((await request("GET", "/session?area=leads", { cookie })).status).toBe(401);
    expect((await login(username)).status).toBe(200);
  });

  it("under Settings' policy, an account without a second factor gets no session until it enrols one", async () => {
    const { username: bare, cookie: bareCookie } = await newAccount();
    const { username: ready, secret } = await enrolled();
    const boss = { id: "policy-test", username: "boss" };
    const setPolicy = async (staffTwoFactor: string) => {
      const { settings, version } = services.settings.current();
      await services.settings.update(boss, { ...settings, staffTwoFactor }, version);
    };

    await setPolicy("admins");
    expect((await login(bare)).status).toBe(200);
    const admin = await request("POST", "/login", {
      body: { username: "boss", password: testPassword, area: "leads" },
    });
    expect(admin.status).toBe(401);
    expect(admin.body).toMatchObject({ secondFactor: "enrol" });

    await setPolicy("everyone");
    // The session it had before is over; signing in asks for enrolment, and gives no cookie.
    expect((await request("GET", "/session?area=leads", { cookie: bareCookie })).status).toBe(401);
    const asked = await login(bare);
    expect(asked.status).toBe(401);
    expect(asked.body.secondFactor).toBe("enrol");
    expect(asked.cookie).toBe("");
    // No route of the account's own is open to it meanwhile.
    expect((await request("GET", "/sessions", { cookie: bareCookie })).status).toBe(401);
    // An account with codes signs in as before.
    expect((await login(ready, { code: totpCode(secret) })).status).toBe(200);

    // The staff gate's enrolment: a challenge, the secret and its QR code, a code, the recovery codes once, a session.
    const needed = await services.auth
      .login({ username: bare, password: testPassword, area: "leads" }, freshClient())
      .catch((error: unknown) => error);
    expect(needed).toBeInstanceOf(SecondFactorNeeded);
    const token = await services.auth.startChallenge(needed as SecondFactorNeeded, freshClient(), {});
    const waiting = await services.auth.challenge(token, "leads");
    expect(waiting?.purpose).toBe("enrol");
    if (waiting?.purpose !== "enrol") throw new Error("not enrolling");
    expect(waiting.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(waiting.qrSvg.startsWith("<svg")).toBe(true);
    expect(await services.auth.challenge(token, "blog")).toBeNull();
    await expect(services.auth.completeEnrolment(token, "leads", "000000", freshClient())).rejects.toThrow(
      "That code is not right",
    );
    await services.auth.completeEnrolment(token, "leads", totpCode(waiting.secret), freshClient());
    const shown = await services.auth.challenge(token, "leads");
    expect(shown?.purpose).toBe("enrolled");
    if (shown?.purpose !== "enrolled") throw new Error("not enrolled");
    expect(shown.recoveryCodes).toHaveLength(10);
    // The codes are sealed with the browser's token: the stored row alone does not give them.
    const row = await store.db.selectFrom("login_challenges").select("payload").executeTakeFirstOrThrow();
    for (const code of shown.recoveryCodes) expect(row.payload).not.toContain(code);
    const opened = await Promise.allSettled([
      services.auth.finishEnrolment(token, "leads", freshClient()),
      services.auth.finishEnrolment(token, "leads", freshClient()),
    ]);
    expect(opened.filter((one) => one.status === "fulfilled")).toHaveLength(1);
    // From now on the account signs in with a code, or one of the recovery codes it was shown.
    expect((await login(bare, { code: shown.recoveryCodes[0] })).status).toBe(200);
    await setPolicy("off");
  });
});
