import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countBlogPosts, insertBlogPost } from "#server/db/repositories/blog-posts.ts";
import type { NewBlogPostRow } from "#server/db/schema.ts";
import { manualClock } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";
import { createServices } from "./index.ts";

const dialects = await testDialects();

/** Post n: published on day n of 2026 (so higher n is newer), in research unless told. */
function post(n: number, overrides: Partial<NewBlogPostRow> = {}): NewBlogPostRow {
  const day = new Date(Date.UTC(2026, 0, n)).toISOString();
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    slug: `post-${n}`,
    title: `Post ${n}`,
    excerpt: "An excerpt.",
    content: "Some words.",
    author: "Editorial Team",
    author_role: "Writers",
    category: "research",
    tags: JSON.stringify(["sleep"]),
    featured: 0,
    read_time: 1,
    publish_date: day,
    status: "published",
    views: n,
    image_key: null,
    image_width: null,
    image_height: null,
    created_at: day,
    updated_at: day,
    ...overrides,
  };
}

/*
 * The public listing (spec §2.14) filtered and paged by the store: fourteen
 * visible research posts, one wellness post with other tags, a draft and a
 * post scheduled for later.
 */
describe.each(dialects)("the blog listing on %s", (dialect) => {
  let store: TestStore;
  let services: ReturnType<typeof createServices>;
  const time = manualClock("2026-03-01T00:00:00.000Z");

  beforeAll(async () => {
    store = await createTestStore(dialect);
    services = createServices(store, time.clock);
    for (let n = 1; n <= 14; n += 1)
      await insertBlogPost(store.db, post(n, { featured: n % 5 === 0 ? 1 : 0 }));
    await insertBlogPost(
      store.db,
      post(20, {
        category: "wellness",
        title: "Sleep and mood",
        tags: JSON.stringify(["Sleepy", "Mood"]),
        views: 0,
      }),
    );
    await insertBlogPost(store.db, post(21, { status: "draft", views: 1000 }));
    await insertBlogPost(store.db, post(22, { publish_date: "2026-03-01T00:10:00.000Z", views: 999 }));
    expect(await countBlogPosts(store.db)).toBe(17);
  });
  afterAll(async () => {
    await store.destroy();
  });

  it("pages twelve visible posts at a time, newest first, with what the sidebar needs", async () => {
    const first = await services.blog.listing({});
    expect(first).toMatchObject({ total: 15, page: 1, pages: 2, category: "all", query: "", tag: "" });
    expect(first.posts.map((p) => p.slug).slice(0, 3)).toEqual(["post-20", "post-14", "post-13"]);
    expect(first.posts).toHaveLength(12);
    // The two most recent featured, the three most viewed; never the draft or the scheduled post.
    expect(first.featured.map((p) => p.slug)).toEqual(["post-10", "post-5"]);
    expect(first.popular.map((p) => p.slug)).toEqual(["post-14", "post-13", "post-12"]);
    expect(first.categoryCounts).toEqual({ research: 14, wellness: 1 });
    const second = await services.blog.listing({ page: "2" });
    expect(second.posts.map((p) => p.slug)).toEqual(["post-3", "post-2", "post-1"]);
    // A page past the end shows the last one; nonsense reads as the first.
    expect((await services.blog.listing({ page: "9" })).page).toBe(2);
    expect((await services.blog.listing({ page: "9" })).posts).toHaveLength(3);
    expect((await services.blog.listing({ page: "-3" })).page).toBe(1);
    expect((await services.blog.listing({ page: "1e308" })).page).toBe(1);
  });

  it("filters by search over title, excerpt and author, by category and by whole tag", async () => {
    expect((await services.blog.listing({ q: "SLEEP AND" })).posts.map((p) => p.slug)).toEqual(["post-20"]);
    expect((await services.blog.listing({ q: "editorial" })).total).toBe(15);
    expect((await services.blog.listing({ category: "wellness" })).total).toBe(1);
    // An unknown category reads as all rather than failing.
    expect((await services.blog.listing({ category: "nonsense" })).category).toBe("all");
    // "sleep" is a whole tag of the research posts, not of "Sleepy".
    expect((await services.blog.listing({ tag: "Sleep" })).total).toBe(14);
    expect((await services.blog.listing({ tag: "mood" })).posts.map((p) => p.slug)).toEqual(["post-20"]);
    expect((await services.blog.listing({ tag: "%" })).total).toBe(0);
    expect((await services.blog.listing({ q: "no\0such" })).total).toBe(0);
  });

  it("shows a scheduled post on the first request after its time", async () => {
    time.advance(10 * 60_000);
    const listing = await services.blog.listing({});
    expect(listing.total).toBe(16);
    expect(listing.posts[0]?.slug).toBe("post-22");
    expect(listing.popular[0]?.slug).toBe("post-22");
  });
});
