import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testOrigin } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore } from "#tests/utils/test-db.ts";
import { securityHeaders, securityHeadersFor } from "./security-headers.ts";

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
      expect(h.get("permissions-policy"), path).toBe(
        "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
      );
      expect(h.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
      expect(h.get("x-request-id"), path).toMatch(/^[0-9a-f-]{36}$/);
      expect(h.get("strict-transport-security"), path).toBeNull();
      expect(h.get("cross-origin-resource-policy"), path).toBe("same-origin");
    }
    const secure = createTestApp(store, undefined, { SITE_URL: "https://anvaya.example" }).app;
    const response = await secure.request("https://anvaya.example/healthz");
    expect(response.headers.get("strict-transport-security")).toContain("max-age=31536000");
  });

  it("keep an answer's own strict-origin (a page whose address holds a token), and no weaker policy", async () => {
    const app = new Hono().use(securityHeaders({ https: () => false }));
    app.get("/link", (c) => c.text("a token page", 200, { "Referrer-Policy": "strict-origin" }));
    app.get("/weaker", (c) => c.text("another page", 200, { "Referrer-Policy": "unsafe-url" }));
    expect((await app.request("/link")).headers.get("referrer-policy")).toBe("strict-origin");
    expect((await app.request("/weaker")).headers.get("referrer-policy")).toBe(
      "strict-origin-when-cross-origin",
    );
    expect(
      securityHeadersFor({ "Referrer-Policy": "strict-origin" }, false)["Referrer-Policy"],
    ).toBeUndefined();
    expect(securityHeadersFor({ "Referrer-Policy": "unsafe-url" }, false)["Referrer-Policy"]).toBe(
      "strict-origin-when-cross-origin",
    );
  });

  it("a session cookie is Secure when the site is served over HTTPS", async () => {
    const made = createTestApp(store, undefined, { SITE_URL: "https://anvaya.example" });
    await made.services.account.upsertUser("secure-user", "correct horse battery", "leads");
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
    await made.services.account.upsertUser("cache-user", "correct horse battery", "admin");
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

  it("refuses a browser's post from another site, and needs no SITE_URL to know its own", async () => {
    const { app } = createTestApp(store, undefined, { TRUST_PROXY: "false" });
    const post = (url: string, headers: Record<string, string>) =>
      app.request(url, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ email: "someone@example.com" }),
      });
    const ownHost = { host: "127.0.0.1:8080" };
    const cases: [string, Record<string, string>, "refused" | "passed"][] = [
      ["another site's page", { ...ownHost, origin: "http://evil.example" }, "refused"],
      ["an opaque origin", { ...ownHost, origin: "null" }, "refused"],
      ["the browser says cross-site", { ...ownHost, "sec-fetch-site": "cross-site" }, "refused"],
      ["the browser says same-site", { ...ownHost, "sec-fetch-site": "same-site" }, "refused"],
      ["another scheme", { ...ownHost, origin: "https://127.0.0.1:8080" }, "refused"],
      ["the page at its own address", { ...ownHost, origin: "http://127.0.0.1:8080" }, "passed"],
      ["the browser says same-origin", { ...ownHost, "sec-fetch-site": "same-origin" }, "passed"],
      ["typed in by the user", { ...ownHost, "sec-fetch-site": "none" }, "passed"],
      ["SITE_URL's page", { ...ownHost, origin: testOrigin, "sec-fetch-site": "cross-site" }, "passed"],
      ["no browser at all", ownHost, "passed"],
    ];
    for (const [what, headers, expected] of cases) {
      const response = await post("http://127.0.0.1:8080/api/waitlist", headers);
      expect(response.status === 403 ? "refused" : "passed", what).toBe(expected);
      if (response.status === 403) {
        expect(await response.json()).toMatchObject({
          error: "This request came from another site and was refused.",
        });
      }
    }
  });

  it("takes the scheme and host a trusted proxy forwarded, and only from it", async () => {
    const https = { host: "127.0.0.1:3000", "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.9" };
    const post = (app: ReturnType<typeof createTestApp>["app"], origin: string) =>
      app.request("http://127.0.0.1:3000/api/waitlist", {
        method: "POST",
        headers: { "content-type": "application/json", ...https, origin },
        body: JSON.stringify({ email: "someone@example.com" }),
      });
    // Behind the proxy on this machine (in-process requests count as loopback).
    const proxied = createTestApp(store, undefined, { TRUST_PROXY: "true" }).app;
    expect((await post(proxied, "https://127.0.0.1:3000")).status).not.toBe(403);
    expect((await post(proxied, "http://127.0.0.1:3000")).status).toBe(403);
    // With no proxy trusted, the header is the client's own word and counts for nothing.
    const direct = createTestApp(store, undefined, { TRUST_PROXY: "false" }).app;
    expect((await post(direct, "https://127.0.0.1:3000")).status).toBe(403);
  });
});
