import { describe, expect, it } from "vitest";
import { legacyRedirects, redirectFor } from "./redirects.ts";

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
