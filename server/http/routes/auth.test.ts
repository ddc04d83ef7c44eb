import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findUserByUsername } from "#server/db/repositories/users.ts";
import { cookieFrom, createTestApp, manualClock } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";

const dialects = await testDialects();

describe.each(dialects)("staff sign-in on %s", (dialect) => {
  let store: TestStore;
  const time = manualClock();
  let app: ReturnType<typeof createTestApp>["app"];
  let account: ReturnType<typeof createTestApp>["services"]["account"];

  beforeAll(async () => {
    store = await createTestStore(dialect);
    const made = createTestApp(store, time.clock);
    app = made.app;
    account = made.services.account;
    await made.services.account.upsertUser("leads-lead", "correct horse battery", "leads");
    await made.services.account.upsertUser("blogger", "correct horse battery", "blog");
    await made.services.account.upsertUser("boss", "correct horse battery", "admin");
  });
  afterAll(async () => {
    await store.destroy();
  });

  const login = (body: unknown, target = app) =>
    target.request("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("signs in with an HttpOnly, SameSite=Lax session cookie and signs out again", async () => {
    const response = await login({
      username: "leads-lead",
      password: "correct horse battery",
      area: "leads",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      success: true,
      message: "Welcome! Access granted to Demo Requests Management System",
      data: { username: "leads-lead", role: "leads", area: "leads" },
    });
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
    const cookie = cookieFrom(response);

    const session = await app.request("/api/auth/session?area=leads", { headers: { cookie } });
    expect(session.status).toBe(200);
    // The session belongs to its area only.
    expect((await app.request("/api/auth/session?area=blog", { headers: { cookie } })).status).toBe(401);

    const logout = await app.request("/api/auth/logout?area=leads", {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: "{}",
    });
    expect(await logout.json()).toMatchObject({ success: true, message: "Logged out successfully" });
    expect((await app.request("/api/auth/session?area=leads", { headers: { cookie } })).status).toBe(401);
  });

  it("names the signed-in account's id in its session, as the staff API takes it", async () => {
    const response = await login({ username: "boss", password: "correct horse battery", area: "blog" });
    const cookie = cookieFrom(response);
    const boss = await findUserByUsername(store.db, "boss");
    expect(boss?.id).toBeTruthy();
    expect(((await response.json()) as { data: { id: string } }).data.id).toBe(boss?.id);
    const session = await app.request("/api/auth/session?area=blog", { headers: { cookie } });
    expect(await session.json()).toMatchObject({
      success: true,
      data: { id: boss?.id, username: "boss", role: "admin", area: "blog" },
    });
  });

  it("locks a username in an area after 3 failures, for 15 minutes, across restarts", async () => {
    const wrong = { username: "blogger", password: "wrong", area: "blog" };
    const first = await login(wrong);
    expect(first.status).toBe(401);
    expect(await first.json()).toMatchObject({
      error: "Invalid credentials. 2 attempts remaining.",
      attemptsRemaining: 2,
    });
    expect(await (await login(wrong)).json()).toMatchObject({
      error: "Invalid credentials. 1 attempts remaining.",
    });
    const third = await login(wrong);
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({
      error: "Too many failed attempts. Account locked for 15 minutes.",
      lockedSeconds: 900,
    });

    // Even the right password is refused now, from this process or a fresh one.
    const right = { ...wrong, password: "correct horse battery" };
    time.advance(60_000);
    const locked = await login(right);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({
      error: "Account temporarily locked. Try again in 14:00",
      lockedSeconds: 840,
    });
    const restarted = createTestApp(store, time.clock).app;
    expect((await login(right, restarted)).status).toBe(429);

    // The same username in the other area is not locked (the role check answers instead).
    expect((await login({ ...right, area: "leads" })).status).toBe(403);

    time.advance(14 * 60_000);
    const after = await login(right);
    expect(after.status).toBe(200);
  });

  it("a success resets the failure count", async () => {
    const wrong = { username: "boss", password: "nope", area: "leads" };
    await login(wrong);
    await login(wrong);
    expect((await login({ ...wrong, password: "correct horse battery" })).status).toBe(200);
    expect(await (await login(wrong)).json()).toMatchObject({ attemptsRemaining: 2 });
  });

  it("does not reveal whether a username exists", async () => {
    const response = await login({ username: "nobody", password: "whatever", area: "blog" });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: "Invalid credentials. 2 attempts remaining." });
  });

  it("discards a session 2 hours after sign-in", async () => {
    const response = await login({ username: "boss", password: "correct horse battery", area: "blog" });
    const cookie = cookieFrom(response);
    time.advance(2 * 60 * 60_000 - 1000);
    expect((await app.request("/api/auth/session?area=blog", { headers: { cookie } })).status).toBe(200);
    time.advance(2000);
    expect((await app.request("/api/auth/session?area=blog", { headers: { cookie } })).status).toBe(401);
  });

  it("refuses a role that lacks the area, and bad input", async () => {
    const response = await login({ username: "blogger", password: "correct horse battery", area: "leads" });
    expect(response.status).toBe(403);
    expect((await login({ username: "", password: "", area: "leads" })).status).toBe(400);
    expect((await login({ username: "boss", password: "x", area: "kitchen" })).status).toBe(400);
    expect((await app.request("/api/auth/session?area=kitchen")).status).toBe(400);
  });

  it("ends every session of a user whose password or role changes", async () => {
    await account.upsertUser("rotated", "correct horse battery", "admin");
    const session = async (cookie: string, area: string) =>
      (await app.request(`/api/auth/session?area=${area}`, { headers: { cookie } })).status;
    const signInTo = async (area: string) =>
      cookieFrom(await login({ username: "rotated", password: "correct horse battery", area }));
    const blog = await signInTo("blog");
    const leads = await signInTo("leads");
    expect([await session(blog, "blog"), await session(leads, "leads")]).toEqual([200, 200]);
    // A new password: both sessions end.
    await account.upsertUser("rotated", "correct horse battery", "admin");
    expect([await session(blog, "blog"), await session(leads, "leads")]).toEqual([401, 401]);
    // A new role: the session signed in under the old one ends.
    const again = await signInTo("blog");
    await account.upsertUser("rotated", "correct horse battery", "blog");
    expect(await session(again, "blog")).toBe(401);
    // Another user's session is not touched.
    const other = cookieFrom(
      await login({ username: "boss", password: "correct horse battery", area: "leads" }),
    );
    await account.upsertUser("rotated", "correct horse battery", "leads");
    expect(await session(other, "leads")).toBe(200);
  });
});
