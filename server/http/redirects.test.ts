import { describe, expect, it } from "vitest";
import { createTestApp } from "#tests/utils/test-app.ts";
import { createTestStore } from "#tests/utils/test-db.ts";
import { chosenLanguageRedirect, legacyRedirects, otherHostRedirect, redirectFor } from "./redirects.ts";

describe("chosenLanguageRedirect", () => {
  it("sends / to /hi/ for a visitor who chose Hindi, the query kept, and nothing else", () => {
    expect(chosenLanguageRedirect("GET", "/", "?utm_source=mail", "theme=x; lang=hi")).toBe(
      "/hi/?utm_source=mail",
    );
    expect(chosenLanguageRedirect("HEAD", "/", "", "lang=hi")).toBe("/hi/");
    expect(chosenLanguageRedirect("GET", "/", "", "lang=en")).toBeNull();
    expect(chosenLanguageRedirect("GET", "/", "", "lang=hindi; xlang=hi")).toBeNull();
    expect(chosenLanguageRedirect("GET", "/", "", undefined)).toBeNull();
    expect(chosenLanguageRedirect("GET", "/faqs", "", "lang=hi")).toBeNull();
    expect(chosenLanguageRedirect("POST", "/", "", "lang=hi")).toBeNull();
  });

  it("is the app's answer at / for that visitor alone: a 302 no shared cache keeps", async () => {
    const store = await createTestStore("sqlite");
    try {
      const { app } = createTestApp(store);
      const sent = await app.request("/?ref=x", { headers: { cookie: "lang=hi" } });
      expect(sent.status).toBe(302);
      expect(sent.headers.get("location")).toBe("/hi/?ref=x");
      expect(sent.headers.get("cache-control")).toBe("private, no-store");
      expect(sent.headers.get("vary")).toContain("Cookie");
      expect((await app.request("/", { headers: { cookie: "lang=en" } })).status).not.toBe(302);
    } finally {
      await store.destroy();
    }
  });
});

describe("redirectFor", () => {
  it("sends every legacy path to its live page", () => {
    for (const [from, to] of Object.entries(legacyRedirects)) {
      expect(redirectFor(from)).toBe(to);
    }
  });

  it("matches legacy paths whatever their case or trailing slash", () => {
    expect(redirectFor("/FAQ")).toBe("/faqs");
    expect(redirectFor("/blogs/")).toBe("/resources/blogs");
  });

  it("drops a trailing slash and keeps the query", () => {
    expect(redirectFor("/faqs/", "?q=billing")).toBe("/faqs?q=billing");
    expect(redirectFor("/solutions/therasim//")).toBe("/solutions/therasim");
  });

  it("gives the Hindi home page its slash, and sends old links under /hi to the Hindi page", () => {
    expect(redirectFor("/hi")).toBe("/hi/");
    expect(redirectFor("/HI", "?utm_source=x")).toBe("/hi/?utm_source=x");
    expect(redirectFor("/hi//")).toBe("/hi/");
    expect(redirectFor("/hi/")).toBeNull();
    expect(redirectFor("/hi/faq")).toBe("/hi/faqs");
    expect(redirectFor("/hi/faqs/")).toBe("/hi/faqs");
    expect(redirectFor("/hi/get-help")).toBeNull();
  });

  it("leaves live pages and the root alone", () => {
    expect(redirectFor("/")).toBeNull();
    expect(redirectFor("/faqs")).toBeNull();
    // Once a redirect to the demo form, now the sample session itself.
    expect(redirectFor("/try-therasim")).toBeNull();
    expect(redirectFor("/try-therasim", "?picks=ab")).toBeNull();
    expect(redirectFor("/blog/some-post")).toBeNull();
  });

  it("keeps the query string of a legacy link, before its fragment", () => {
    expect(redirectFor("/faq", "?q=fees")).toBe("/faqs?q=fees");
    expect(redirectFor("/waitlist", "?utm_source=mail")).toBe("/coming-soon?utm_source=mail#waitlist");
  });

  it("never sends a visitor to another site", () => {
    const paths = [
      "//evil.example/",
      "//evil.example",
      "///evil.example/x/",
      "/\\evil.example/",
      "/\\/evil.example",
    ];
    for (const path of paths) {
      const target = redirectFor(path) ?? "";
      expect(target, path).toMatch(/^\/(?![/\\])/);
      expect(new URL(target, "https://anvaya.example").host).toBe("anvaya.example");
    }
    expect(redirectFor("//")).toBe("/");
  });

  it("leaves the API alone: a 301 would turn a POST into a GET", () => {
    expect(redirectFor("/api/request-demo/")).toBeNull();
  });
});

describe("otherHostRedirect", () => {
  const site = "https://www.anvaya.example";

  it("sends the site's other name to SITE_URL's, keeping the path and the query", () => {
    expect(otherHostRedirect("anvaya.example", site, "/faqs", "?q=x")).toBe(
      "https://www.anvaya.example/faqs?q=x",
    );
    expect(otherHostRedirect("ANVAYA.example:8443", site, "/")).toBe("https://www.anvaya.example/");
    expect(otherHostRedirect("www.anvaya.example", "https://anvaya.example", "//evil.example")).toBe(
      "https://anvaya.example/evil.example",
    );
  });

  it("leaves SITE_URL's own host, the same name on another port, other names and the API alone", () => {
    expect(otherHostRedirect("www.anvaya.example", site, "/faqs")).toBeNull();
    expect(otherHostRedirect("www.anvaya.example:3000", site, "/faqs")).toBeNull();
    expect(otherHostRedirect("127.0.0.1:3000", site, "/healthz")).toBeNull();
    expect(otherHostRedirect("evil.example", site, "/")).toBeNull();
    expect(otherHostRedirect("anvaya.example", site, "/api/blogs")).toBeNull();
  });

  it("is applied by the app only when SITE_URL is set", async () => {
    const store = await createTestStore("sqlite");
    try {
      const set = createTestApp(store, undefined, { SITE_URL: site }).app;
      const moved = await set.request("http://anvaya.example/faqs?q=x", {
        headers: { host: "anvaya.example" },
      });
      expect(moved.status).toBe(301);
      expect(moved.headers.get("location")).toBe("https://www.anvaya.example/faqs?q=x");
      const posted = await set.request("http://anvaya.example/request-a-demo", {
        method: "POST",
        headers: { host: "anvaya.example" },
      });
      expect(posted.status).toBe(308);
      // An empty SITE_URL counts as unset, as in a .env file.
      const app = createTestApp(store, undefined, { SITE_URL: "" }).app;
      const stays = await app.request("http://anvaya.example/api/nothing", {
        headers: { host: "anvaya.example" },
      });
      expect(stays.status).toBe(404);
    } finally {
      await store.destroy();
    }
  });
});
