import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createLogger } from "#server/logger.ts";
import { pageCache, type RenderNotes } from "./page-cache.ts";
import { type PageKey, pageKeyOf } from "./page-keys.ts";

describe("the page cache's keys", () => {
  it("keep the listing's own parameters, in one order, and drop campaign tags and unknown ones", () => {
    const same = [
      "category=research&page=2",
      "page=2&category=research",
      "page=2&category=research&utm_source=news&gclid=x&colour=blue",
      "page=2&category=research&category=clinical-practice",
    ];
    for (const query of same) {
      expect(pageKeyOf("/resources/blogs", query)?.key, query).toBe(
        "/resources/blogs?category=research&page=2",
      );
    }
    expect(pageKeyOf("/resources/blogs", "utm_campaign=x")).toMatchObject({
      key: "/resources/blogs",
      openEnded: false,
      content: true,
    });
  });

  it("say which keys a visitor can make up without end", () => {
    const openEnded = (query: string) => pageKeyOf("/resources/blogs", query)?.openEnded;
    expect(openEnded("q=sleep")).toBe(true);
    expect(openEnded("tag=sleep")).toBe(true);
    expect(openEnded("category=no-such")).toBe(true);
    expect(openEnded("page=99999")).toBe(true);
    expect(openEnded("category=research&page=3")).toBe(false);
    expect(openEnded("q=")).toBe(false);
    // Too long to be worth keeping: rendered per request.
    expect(pageKeyOf("/resources/blogs", `q=${"a".repeat(101)}`)).toBeNull();
  });

  it("read no query on an article, the feeds and the sitemap, and only picks on the sample session", () => {
    expect(pageKeyOf("/blog/sleep-and-mood", "utm_source=x&anything=1")?.key).toBe("/blog/sleep-and-mood");
    expect(pageKeyOf("/blog/Sleep", "")).toBeNull();
    expect(pageKeyOf("/blog/a/b", "")).toBeNull();
    expect(pageKeyOf("/rss.xml", "x=1")?.key).toBe("/rss.xml");
    expect(pageKeyOf("/sitemap.xml", "")?.content).toBe(true);
    expect(pageKeyOf("/try-therasim", "picks=ab&turn=3")).toMatchObject({
      key: "/try-therasim?picks=ab",
      content: false,
    });
    // What the page reads as no picks at all shares the start's copy.
    for (const query of ["picks=abz", "picks=", "picks=%00", "turn=9"]) {
      expect(pageKeyOf("/try-therasim", query)?.key, query).toBe("/try-therasim");
    }
    expect(pageKeyOf("/privacy", "utm_source=x")).toMatchObject({ key: "/privacy", content: false });
    expect(pageKeyOf("/hi/privacy", "")?.key).toBe("/hi/privacy");
    expect(pageKeyOf("/privacy", "version=2026-11-25")).toBeNull();
    expect(pageKeyOf("/faqs", "")).toBeNull();
    expect(pageKeyOf("/admin-only-upload-blog", "")).toBeNull();
  });
});

/** A site of one handler behind the cache, whose pages say how many times they were rendered. */
function siteWithCache(
  options: { budgetBytes?: number; openEndedKeys?: number; page?: (path: string) => Response } = {},
) {
  const renders: string[] = [];
  const views: string[] = [];
  let version = 1;
  let clock = 0;
  let release: (() => void) | undefined;
  let held: Promise<void> | undefined;
  const cache = pageCache({
    render: async (path: string, notes: RenderNotes) => {
      renders.push(path);
      await held;
      if (path.startsWith("/blog/")) notes.postId = `post of ${path}`;
      if (options.page) return options.page(path);
      return new Response(`<!doctype html><p>${path} at ${version}</p>${"x".repeat(1000)}`, {
        headers: { "content-type": "text/html; charset=utf-8", "cache-control": "public, max-age=60" },
      });
    },
    version: (page: PageKey) => (page.content ? `s.${version}` : "s"),
    noteView: (c, postId) => views.push(`${postId} by ${c.req.header("user-agent") ?? "nobody"}`),
    https: false,
    logger: createLogger("silent"),
    budgetBytes: options.budgetBytes,
    openEndedKeys: options.openEndedKeys,
    now: () => clock,
  });
  const app = new Hono();
  app.use(cache.middleware);
  app.all("*", (c) => c.text(`rendered per request: ${c.req.path}`, 404));
  return {
    cache,
    renders,
    views,
    get: (path: string, headers: Record<string, string> = {}) =>
      app.request(`http://localhost${path}`, { headers }),
    publish: () => {
      version += 1;
      cache.prune();
    },
    later: (ms: number) => {
      clock += ms;
    },
    /** Holds every render until `go()`. */
    hold() {
      held = new Promise((done) => {
        release = done;
      });
      return { go: () => release?.() };
    },
  };
}

describe("the page cache", () => {
  it("renders a page once for any number of requests at once, and answers each from memory", async () => {
    const site = siteWithCache();
    const gate = site.hold();
    const asked = Array.from({ length: 20 }, () => site.get("/resources/blogs?utm_source=x"));
    gate.go();
    const answers = await Promise.all(asked);
    expect(site.renders).toEqual(["/resources/blogs"]);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const gzipped = await site.get("/resources/blogs", { "accept-encoding": "gzip" });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(gzipped.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(gzipped.headers.get("cache-control")).toBe("public, max-age=60");
    const etag = gzipped.headers.get("etag") ?? "";
    expect((await site.get("/resources/blogs", { "if-none-match": etag })).status).toBe(304);
    expect(site.renders).toHaveLength(1);
  });

  it("renders anew once the version moves, and keeps a listing five minutes at most", async () => {
    const site = siteWithCache();
    expect(await (await site.get("/resources/blogs")).text()).toContain("at 1");
    expect(await (await site.get("/try-therasim?picks=a")).text()).toContain("at 1");
    site.publish();
    expect(await (await site.get("/resources/blogs")).text()).toContain("at 2");
    // The sample session does not show posts: a publish leaves it as it was.
    expect(await (await site.get("/try-therasim?picks=a")).text()).toContain("at 1");
    expect(site.renders).toEqual(["/resources/blogs", "/try-therasim?picks=a", "/resources/blogs"]);
    site.later(4 * 60_000);
    await site.get("/resources/blogs");
    expect(site.renders).toHaveLength(3);
    site.later(2 * 60_000);
    await site.get("/resources/blogs");
    expect(site.renders).toHaveLength(4);
  });

  it("counts a view for every request of an article, by the reader who asked", async () => {
    const site = siteWithCache();
    await site.get("/blog/sleep", { "user-agent": "reader one" });
    await site.get("/blog/sleep", { "user-agent": "reader two" });
    await site.get("/resources/blogs", { "user-agent": "reader one" });
    expect(site.views).toEqual(["post of /blog/sleep by reader one", "post of /blog/sleep by reader two"]);
    expect(site.renders).toEqual(["/blog/sleep", "/resources/blogs"]);
  });

  it("keeps no answer that is not a public 200, and leaves it to the handlers after it", async () => {
    const site = siteWithCache({
      page: (path) =>
        path === "/blog/gone"
          ? new Response("not found", { status: 404, headers: { "cache-control": "public, max-age=60" } })
          : new Response("mine", {
              headers: {
                "cache-control": "public, max-age=60",
                "set-cookie": "a=b",
                "content-type": "text/html",
              },
            }),
    });
    for (let i = 0; i < 3; i += 1) {
      const gone = await site.get("/blog/gone");
      expect(gone.status).toBe(404);
      expect(await gone.text()).toBe("rendered per request: /blog/gone");
      expect(await (await site.get("/rss.xml")).text()).toBe("rendered per request: /rss.xml");
    }
    // Remembered as not kept: the cache rendered each once.
    expect(site.renders).toEqual(["/blog/gone", "/rss.xml"]);
    expect(site.views).toEqual([]);
  });

  it("keeps within its byte budget, the least recently used dropped first", async () => {
    const site = siteWithCache({ budgetBytes: 3_000 });
    for (const path of ["/blog/a", "/blog/b", "/blog/c"]) await site.get(path);
    await site.get("/blog/a");
    for (const path of ["/blog/d", "/blog/e"]) await site.get(path);
    const { bytes, entries } = site.cache.stats();
    expect(bytes).toBeLessThanOrEqual(3_000);
    expect(entries).toBe(2);
    site.renders.length = 0;
    // The most recently used are still held.
    for (const path of ["/blog/e", "/blog/d"]) await site.get(path);
    expect(site.renders).toEqual([]);
  });

  it("holds only so many searches, and still answers every other one", async () => {
    const site = siteWithCache({ openEndedKeys: 3 });
    await site.get("/resources/blogs?category=research");
    const searches = Array.from({ length: 10 }, (_, i) => `/resources/blogs?q=search-${i}`);
    for (const path of searches) expect((await site.get(path)).status).toBe(200);
    expect(site.cache.stats().openEnded).toBe(3);
    site.renders.length = 0;
    await site.get("/resources/blogs?category=research");
    await site.get(searches[9] ?? "");
    expect(site.renders).toEqual([]);
    await site.get(searches[0] ?? "");
    expect(site.renders).toEqual(["/resources/blogs?q=search-0"]);
  });
});
