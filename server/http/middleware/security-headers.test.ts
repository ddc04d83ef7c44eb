import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testOrigin } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore } from "#tests/utils/test-db.ts";

describe("security headers", () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await createTestStore("sqlite");
  });
  afterAll(async () => {
    await store.destroy();
  });

  it("are on every answer, errors included; HSTS only over HTTPS", async () => {
    const { app } = createTestApp(store);
    for (const path of ["/healthz", "/api/nothing", "/api/demo-requests"]) {
      const response = await app.request(path);
      const h = response.headers;
      expect(h.get("x-content-type-options"), path).toBe("nosniff");
      expect(h.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(h.get("permissions-policy"), path).toContain("camera=()");
      expect(h.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
      expect(h.get("x-request-id"), path).toMatch(/^[0-9a-f-]{36}$/);
      expect(h.get("strict-transport-security"), path).toBeNull();
      expect(h.get("cross-origin-resource-policy"), path).toBe("same-origin");
    }
    const secure = createTestApp(store, undefined, { SITE_URL: "https://anvaya.example" }).app;
    const response = await secure.request("https://anvaya.example/healthz");
    expect(response.headers.get("strict-transport-security")).toContain("max-age=31536000");
  });

  it("a session cookie is Secure when the site is served over HTTPS", async () => {
    const made = createTestApp(store, undefined, { SITE_URL: "https://anvaya.example" });
    await made.services.auth.upsertUser("secure-user", "correct horse battery", "leads");
    const response = await made.app.request("https://anvaya.example/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "secure-user", password: "correct horse battery", area: "leads" }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/; Secure/);
  });

  it("keeps every API answer out of caches unless the route says otherwise", async () => {
    const made = createTestApp(store);
    await made.services.auth.upsertUser("cache-user", "correct horse battery", "admin");
    const login = await made.app.request("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "cache-user", password: "correct horse battery", area: "blog" }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    expect(login.headers.get("cache-control")).toBe("no-store");
    for (const path of [
      "/api/auth/session?area=blog",
      "/api/blogs?status=draft",
      "/api/blogs",
      "/api/nothing",
    ]) {
      const response = await made.app.request(path, { headers: { cookie } });
      expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
  });

  it("takes the site's origin from SITE_URL, never from the Host header", async () => {
    const { app } = createTestApp(store);
    const post = (url: string, origin: string) =>
      app.request(url, {
        method: "POST",
        headers: { "content-type": "application/json", origin },
        body: JSON.stringify({ email: "someone@example.com" }),
      });
    // A page of evil.example that names itself as the Host is still another site.
    const forged = await post("http://evil.example/api/waitlist", "http://evil.example");
    expect(forged.status).toBe(403);
    const own = await post(`${testOrigin}/api/waitlist`, testOrigin);
    expect(own.status).not.toBe(403);
  });
});
