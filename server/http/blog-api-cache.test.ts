import { describe, expect, it } from "vitest";
import { asksAsStaff, blogApiKeyOf } from "./blog-api-cache.ts";

describe("the blog API cache's keys", () => {
  it("key a list by its query as the schema reads it, in one order", () => {
    const key = (query: string) => blogApiKeyOf("/api/blogs", query)?.key;
    expect(key("")).toBe("/api/blogs?limit=50&page=1");
    for (const query of [
      "page=2&category=Research&fields=summary",
      "fields=summary&category=research&page=2&utm_source=x&status=draft",
      "category=%20research%20&page=02&fields=summary&fields=nothing",
    ]) {
      expect(key(query), query).toBe("/api/blogs?category=research&fields=summary&limit=50&page=2");
    }
    expect(key("search=  sleep   and mood &language=hi")).toBe(
      "/api/blogs?language=hi&limit=50&page=1&search=sleep+++and+mood",
    );
    // A key read again is itself (the cache drops entries by reading their keys again).
    for (const query of [
      "",
      "search=a%26b%3Dc%3F",
      "category=all&limit=7",
      "search=%E0%A4%A8%E0%A5%80%E0%A4%82%E0%A4%A6",
    ]) {
      const once = key(query) ?? "";
      expect(key(once.slice(once.indexOf("?") + 1)), query).toBe(once);
    }
  });

  it("keep no query the schema refuses, and mark the ones a visitor can make up", () => {
    for (const bad of [
      "limit=0",
      "page=0",
      "fields=content",
      "category=nope",
      "search=a%00b",
      "language=fr",
    ]) {
      expect(blogApiKeyOf("/api/blogs", bad), bad).toBeNull();
    }
    expect(blogApiKeyOf("/api/blogs", "search=x")?.openEnded).toBe(true);
    expect(blogApiKeyOf("/api/blogs", "page=1000")?.openEnded).toBe(true);
    expect(blogApiKeyOf("/api/blogs", "page=999&limit=3&category=research")?.openEnded).toBe(false);
  });

  it("key a post by its path alone, never the route's own addresses", () => {
    expect(blogApiKeyOf("/api/blogs/sleep-and-mood", "utm_source=x")).toMatchObject({
      key: "/api/blogs/sleep-and-mood",
      openEnded: false,
      content: true,
    });
    for (const path of ["/api/blogs/trash", "/api/blogs/review-due", "/api/blogs/a/b", "/api/blogs/Sleep"]) {
      expect(blogApiKeyOf(path, ""), path).toBeNull();
    }
    expect(blogApiKeyOf(`/api/blogs/${"a".repeat(201)}`, "")).toBeNull();
    expect(blogApiKeyOf("/api/blogsx", "")).toBeNull();
  });

  it("tell a request with a staff session cookie of either area", () => {
    expect(asksAsStaff("anvaya_session_blog=x")).toBe(true);
    expect(asksAsStaff("theme=dark; anvaya_session_leads=x")).toBe(true);
    expect(asksAsStaff("my_anvaya_session_blog=x; lang=hi")).toBe(false);
    expect(asksAsStaff(undefined)).toBe(false);
  });
});
