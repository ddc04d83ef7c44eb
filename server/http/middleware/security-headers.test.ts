import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "#tests/utils/test-app.ts";
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
});
