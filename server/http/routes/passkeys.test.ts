import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginRate } from "#server/services/auth/lockout.ts";
import { softAuthenticator } from "#tests/utils/soft-authenticator.ts";
import {
  clearOfWindowEdge,
  createTestApp,
  freshClient,
  testOrigin,
  testPassword,
} from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";

const dialects = await testDialects();

type Answer<T = unknown> = { success: boolean; data: T; error?: string; secondFactor?: string };
type Options = {
  ceremony: string;
  options: { challenge: string; user: { id: string }; rp?: { id: string } };
};

/*
 * Passkeys (issue 34) through the JSON API on the real app and store, with
 * an authenticator in software: registering and naming one, signing in with
 * it alone (each challenge answered once, a counter that goes back refused),
 * as the only second factor, renaming and removing it.
 */
describe.each(dialects)("passkeys on %s", (dialect) => {
  let store: TestStore;
  let app: ReturnType<typeof createTestApp>["app"];
  let services: ReturnType<typeof createTestApp>["services"];
  let accounts = 0;
  const rp = { id: new URL(testOrigin).hostname, origin: testOrigin };

  beforeAll(async () => {
    store = await createTestStore(dialect);
    ({ app, services } = createTestApp(store));
  });
  afterAll(async () => {
    await store.destroy();
  });

  const request = async <T = unknown>(method: string, path: string, cookie?: string, body?: unknown) => {
    const headers: Record<string, string> = { origin: testOrigin, "x-forwarded-for": freshClient() };
    if (cookie) headers.cookie = cookie;
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await app.request(`${testOrigin}/api/auth${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    return { status: response.status, body: (await response.json()) as Answer<T>, cookie: setCookie };
  };

  /** A new leads account signed in, with a passkey registered: its cookie and its authenticator. */
  async function withPasskey() {
    accounts += 1;
    const username = `keyholder${accounts}`;
    await services.account.upsertUser(username, testPassword, "leads");
    const signed = await request("POST", "/login", undefined, {
      username,
      password: testPassword,
      area: "leads",
    });
    const options = await request<Options>("POST", "/passkeys/options", signed.cookie, {});
    expect(options.status).toBe(200);
    expect(options.body.data.options.rp?.id).toBe(rp.id);
    const key = softAuthenticator(rp);
    const made = await request("POST", "/passkeys", signed.cookie, {
      ceremony: options.body.data.ceremony,
      response: key.register(options.body.data.options),
      name: "  Work   laptop ",
    });
    expect(made.status).toBe(201);
    return { username, cookie: signed.cookie, key, ceremony: options.body.data.ceremony };
  }

  const signInOptions = async (area = "leads", cookie?: string) =>
    (await request<Options>("POST", "/passkey/options", cookie, { area })).body.data;

  it("registers a named passkey once per ceremony, and refuses what is not one", async () => {
    expect((await request("GET", "/passkeys")).status).toBe(401);
    expect((await request("POST", "/passkeys/options", undefined, {})).status).toBe(401);
    const { cookie, key, ceremony } = await withPasskey();
    const listed = await request<{ id: string; name: string }[]>("GET", "/passkeys", cookie);
    expect(listed.body.data).toEqual([expect.objectContaining({ id: key.id, name: "Work laptop" })]);
    // The same answer again: its ceremony is used up.
    const again = await request("POST", "/passkeys", cookie, {
      ceremony,
      response: key.register({ challenge: "x", user: { id: "y" } }),
    });
    expect(again.status).toBe(401);
    expect((await request("POST", "/passkeys", cookie, { ceremony: 5 })).status).toBe(400);
    const fresh = await request<Options>("POST", "/passkeys/options", cookie, {});
    const long = await request("POST", "/passkeys", cookie, {
      ceremony: fresh.body.data.ceremony,
      response: softAuthenticator(rp).register(fresh.body.data.options),
      name: "x".repeat(61),
    });
    expect(long.status).toBe(400);
    // A made-up answer to a live ceremony: refused, nothing kept.
    const forged = await request<Options>("POST", "/passkeys/options", cookie, {});
    const wrongOrigin = softAuthenticator({ id: rp.id, origin: "https://evil.example" });
    const refused = await request("POST", "/passkeys", cookie, {
      ceremony: forged.body.data.ceremony,
      response: wrongOrigin.register(forged.body.data.options),
    });
    expect(refused.status).toBe(401);
    expect((await request<unknown[]>("GET", "/passkeys", cookie)).body.data).toHaveLength(1);
  });

  it("signs in with a passkey alone, answering each challenge once, even twenty times at once", async () => {
    const { username, key } = await withPasskey();
    const options = await signInOptions();
    const answer = key.assert(options.options);
    const tries = await Promise.all(
      Array.from({ length: 20 }, () =>
        request("POST", "/passkey/sign-in", undefined, {
          ceremony: options.ceremony,
          response: answer,
          area: "leads",
        }),
      ),
    );
    const passed = tries.filter((one) => one.status === 200);
    expect(passed).toHaveLength(1);
    expect(tries.filter((one) => one.status === 401)).toHaveLength(19);
    const session = await request<{ username: string }>("GET", "/session?area=leads", passed[0]?.cookie);
    expect(session.body.data.username).toBe(username);
    const listed = await request<{ factor: string }[]>("GET", "/sessions", passed[0]?.cookie);
    expect(listed.body.data.find((one) => one.factor === "passkey")).toBeTruthy();
    // An authenticator whose counter goes back (a clone): refused.
    const later = await signInOptions();
    const cloned = await request("POST", "/passkey/sign-in", undefined, {
      ceremony: later.ceremony,
      response: key.assert(later.options, 1),
      area: "leads",
    });
    expect(cloned.status).toBe(401);
    // A leads account's passkey does not open the blog area.
    const blog = await signInOptions("blog");
    const forbidden = await request("POST", "/passkey/sign-in", undefined, {
      ceremony: blog.ceremony,
      response: key.assert(blog.options),
      area: "blog",
    });
    expect(forbidden.status).toBe(403);
  });

  it("counts passkey answers toward the address's sign-in limit, wrong ones and right ones alike", async () => {
    await clearOfWindowEdge([loginRate.windowMs]);
    const { key } = await withPasskey();
    const address = freshClient();
    const signIn = (body: unknown) =>
      app.request(`${testOrigin}/api/auth/passkey/sign-in`, {
        method: "POST",
        headers: { origin: testOrigin, "x-forwarded-for": address, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const wrong = await Promise.all(
      Array.from({ length: loginRate.limit }, () =>
        signIn({ ceremony: "none", response: {}, area: "leads" }),
      ),
    );
    expect(wrong.filter((answer) => answer.status === 429)).toEqual([]);
    const options = await signInOptions();
    const right = await signIn({
      ceremony: options.ceremony,
      response: key.assert(options.options),
      area: "leads",
    });
    expect(right.status).toBe(429);
    expect(right.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await right.json()) as { error: string }).error).toBe(
      "Too many sign-in attempts from your connection. Please wait and try again.",
    );
  });

  it("asks an account whose only second factor is a passkey for it after the password", async () => {
    const { username } = await withPasskey();
    const asked = await request("POST", "/login", undefined, {
      username,
      password: testPassword,
      area: "leads",
    });
    expect(asked.status).toBe(401);
    expect(asked.body.secondFactor).toBe("passkey");
    expect(asked.cookie).toBe("");
  });

  it("renames and removes the account's own passkeys only", async () => {
    const { cookie, key } = await withPasskey();
    const other = await withPasskey();
    expect((await request("PATCH", `/passkeys/${key.id}`, cookie, { name: "Phone" })).status).toBe(200);
    expect((await request("PATCH", `/passkeys/${key.id}`, cookie, { name: "" })).status).toBe(400);
    expect((await request("PATCH", `/passkeys/${other.key.id}`, cookie, { name: "Mine now" })).status).toBe(
      404,
    );
    expect((await request("DELETE", `/passkeys/${other.key.id}`, cookie)).status).toBe(404);
    const listed = await request<{ name: string }[]>("GET", "/passkeys", cookie);
    expect(listed.body.data.map((one) => one.name)).toEqual(["Phone"]);
    expect((await request("DELETE", `/passkeys/${key.id}`, cookie)).status).toBe(200);
    expect((await request<unknown[]>("GET", "/passkeys", cookie)).body.data).toEqual([]);
    expect((await request<unknown[]>("GET", "/passkeys", other.cookie)).body.data).toHaveLength(1);
  });

  it("confirms it is you with the account's own passkey for sudo mode, and not with another's", async () => {
    const { username, cookie, key } = await withPasskey();
    await store.db.updateTable("users").set({ role: "admin" }).where("username", "=", username).execute();
    const other = await withPasskey();
    const otherId = (
      await store.db
        .selectFrom("users")
        .select("id")
        .where("username", "=", other.username)
        .executeTakeFirstOrThrow()
    ).id;
    // Long after sign-in: no confirmation holds.
    await store.db.updateTable("sessions").set({ confirmed_at: null }).execute();
    const change = () =>
      app.request(`${testOrigin}/api/staff/${otherId}`, {
        method: "PATCH",
        headers: {
          origin: testOrigin,
          cookie,
          "content-type": "application/json",
          "x-forwarded-for": freshClient(),
        },
        body: JSON.stringify({ role: "blog" }),
      });
    const asked = await change();
    expect(asked.status).toBe(403);
    expect(await asked.json()).toMatchObject({ confirmationNeeded: true });

    // Another account's passkey is not asked for, and is refused.
    const foreign = await request<Options>("POST", "/confirm/passkey-options", cookie, {});
    const refused = await request("POST", "/confirm/passkey", cookie, {
      ceremony: foreign.body.data.ceremony,
      response: other.key.assert(foreign.body.data.options),
    });
    expect(refused.status).toBe(401);
    expect((await change()).status).toBe(403);

    const options = await request<Options>("POST", "/confirm/passkey-options", cookie, {});
    const confirmed = await request("POST", "/confirm/passkey", cookie, {
      ceremony: options.body.data.ceremony,
      response: key.assert(options.body.data.options),
    });
    expect(confirmed.status).toBe(200);
    expect((await change()).status).toBe(200);
    expect((await request("POST", "/confirm/passkey-options")).status).toBe(401);
  });
});
