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
    expect(redirectFor("/blog/some-post")).toBeNull();
  });
});
