import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStore } from "#server/db/client.ts";
import { insertBlogPost } from "#server/db/repositories/blog-posts.ts";
import { countNewViews } from "#server/db/repositories/post-views.ts";
import type { NewBlogPostRow } from "#server/db/schema.ts";
import { firstRowOf, rowsOf } from "#tests/utils/store-rows.ts";
import { manualClock } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";
import { createPostViewRecorder, istDay, type Reader, readerOf } from "./post-views.ts";

const dialects = await testDialects();

const chrome =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0";
const reader = (address: string, userAgent: string | null = chrome): Reader => ({
  address,
  userAgent,
  passive: false,
});

let counter = 0;
function post(): NewBlogPostRow {
  counter += 1;
  const id = `00000000-0000-4000-9000-${String(counter).padStart(12, "0")}`;
  return {
    id,
    slug: `viewed-${counter}`,
    title: `Viewed ${counter}`,
    excerpt: "E",
    content: "C",
    author: "A",
    author_role: "R",
    category: "research",
    tags: "[]",
    featured: 0,
    read_time: 1,
    publish_date: "2026-01-01T00:00:00.000Z",
    status: "published",
    views: 0,
    image_key: null,
    image_width: null,
    image_height: null,
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-01T00:00:00.000Z",
  };
}

/** A real pino logger writing into an array: what an operator would read. */
function memoryLogger() {
  const lines: string[] = [];
  const logger = pino({ base: undefined }, { write: (line: string) => void lines.push(line) });
  return { logger, lines };
}

describe("who counts as a reader", () => {
  it("is a GET that is not a prefetch", () => {
    const get = (headers: Record<string, string> = {}, method = "GET") =>
      readerOf(new Request("http://localhost/blog/x", { method, headers }), "192.0.2.1");
    expect(get({ "user-agent": chrome })).toEqual({
      address: "192.0.2.1",
      userAgent: chrome,
      passive: false,
    });
    expect(get({ "sec-purpose": "prefetch" }).passive).toBe(true);
    expect(get({ purpose: "prefetch" }).passive).toBe(true);
    expect(get({}, "HEAD").passive).toBe(true);
    expect(get().userAgent).toBeNull();
  });

  it("dates views by the day in India", () => {
    expect(istDay(new Date("2026-06-01T18:29:59.999Z"))).toBe("2026-06-01");
    expect(istDay(new Date("2026-06-01T18:30:00.000Z"))).toBe("2026-06-02");
  });
});

describe.each(dialects)("the view recorder on %s", (dialect) => {
  let store: TestStore;
  // 23:30 in India on 1 June.
  const time = manualClock("2026-06-01T18:00:00.000Z");
  const { logger, lines } = memoryLogger();
  const recorder = () => createPostViewRecorder({ db: store.db, clock: time.clock, logger });
  const viewsOf = async (id: string) => Number((await firstRowOf(store.db, "blog_posts", { id })).views);

  beforeAll(async () => {
    store = await createTestStore(dialect);
  });
  afterAll(async () => {
    await store.destroy();
  });

  it("counts a visitor once per article per day in India, and again the next day", async () => {
    const views = recorder();
    const a = post();
    const b = post();
    await insertBlogPost(store.db, a);
    await insertBlogPost(store.db, b);

    expect(views.record(a.id, reader("192.0.2.10"))).toBe(true);
    views.record(a.id, reader("192.0.2.10"));
    expect(views.pending).toBe(2);
    expect(await views.flush()).toEqual({ written: 2, counted: 1, failed: 0 });
    expect(views.pending).toBe(0);
    // A later batch, the same day: still one.
    views.record(a.id, reader("192.0.2.10"));
    expect((await views.flush()).counted).toBe(0);
    // Another browser on the same address, another address, another article: each counts.
    views.record(a.id, reader("192.0.2.10", firefox));
    views.record(a.id, reader("192.0.2.11"));
    views.record(b.id, reader("192.0.2.10"));
    expect((await views.flush()).counted).toBe(3);
    expect(await viewsOf(a.id)).toBe(3);
    expect(await viewsOf(b.id)).toBe(1);

    // 23:50 in India: the same day.
    time.advance(20 * 60_000);
    views.record(a.id, reader("192.0.2.10"));
    expect((await views.flush()).counted).toBe(0);
    // 00:05 on 2 June in India (still 1 June in UTC): a new day, a new view.
    time.advance(15 * 60_000);
    views.record(a.id, reader("192.0.2.10"));
    expect((await views.flush()).counted).toBe(1);
    expect(await viewsOf(a.id)).toBe(4);
  });

  it("never counts a bot, a missing user agent, a prefetch or a HEAD", async () => {
    const views = recorder();
    const a = post();
    await insertBlogPost(store.db, a);
    for (const userAgent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0) Chrome/116 Safari/537.36",
      "curl/8.5.0",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0 Safari/537.36",
      null,
      "",
    ]) {
      expect(views.record(a.id, reader("192.0.2.20", userAgent)), String(userAgent)).toBe(false);
    }
    expect(views.record(a.id, { ...reader("192.0.2.20"), passive: true })).toBe(false);
    expect(views.pending).toBe(0);
    await views.flush();
    expect(await viewsOf(a.id)).toBe(0);
  });

  it("counts twenty identical views at once as one, in one process or in two", async () => {
    const a = post();
    await insertBlogPost(store.db, a);
    // Twenty writers of the same mark at once, straight at the store.
    const mark = { postId: a.id, visitorHash: "same-visitor", day: "2026-06-02" };
    const counted = await Promise.all(Array.from({ length: 20 }, () => countNewViews(store.db, [mark])));
    expect(counted.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await viewsOf(a.id)).toBe(1);

    // Two recorders (two processes) with ten views of the same visitor each,
    // flushing at once: they share the day's salt, so the store sees one
    // visitor. On PostgreSQL each has its own pool, as two processes would.
    // SQLite is one connection per process, and two connections in one
    // thread cannot both be used (the waiting one blocks the thread the
    // other needs to commit), so there the two share the store's connection.
    const second = store.url ? createStore({ url: store.url, dataDir: store.dataDir }) : undefined;
    try {
      const here = recorder();
      const there = createPostViewRecorder({ db: second?.db ?? store.db, clock: time.clock, logger });
      for (let i = 0; i < 10; i += 1) {
        here.record(a.id, reader("192.0.2.30"));
        there.record(a.id, reader("192.0.2.30"));
      }
      const results = await Promise.all([here.flush(), there.flush(), here.flush(), there.flush()]);
      expect(results.reduce((sum, r) => sum + r.counted, 0)).toBe(1);
      expect(results.reduce((sum, r) => sum + r.failed, 0)).toBe(0);
      expect(await viewsOf(a.id)).toBe(2);
    } finally {
      await second?.close();
    }
  });

  it("keeps no address, and forgets marks and salts after two days", async () => {
    const views = recorder();
    const a = post();
    await insertBlogPost(store.db, a);
    views.record(a.id, reader("192.0.2.40"));
    await views.flush();
    const dump = JSON.stringify([
      await rowsOf(store.db, "post_view_marks"),
      await rowsOf(store.db, "post_view_salts"),
    ]);
    expect(dump).not.toContain("192.0.2.40");
    expect(dump).not.toContain("Chrome");

    time.advance(2 * 24 * 60 * 60_000);
    const today = istDay(time.clock());
    const yesterday = istDay(new Date(time.clock().getTime() - 24 * 60 * 60_000));
    views.record(a.id, reader("192.0.2.40"));
    expect((await views.flush()).counted).toBe(1);
    const days = await rowsOf(store.db, "post_view_marks");
    expect(days.every(({ day }) => day === today || day === yesterday)).toBe(true);
    const saltDays = await rowsOf(store.db, "post_view_salts");
    expect(saltDays.every(({ day }) => day >= yesterday)).toBe(true);
  });

  it("logs a failed write without a reader's address and never throws", async () => {
    const broken = await createTestStore(dialect);
    const a = post();
    await insertBlogPost(broken.db, a);
    const views = createPostViewRecorder({ db: broken.db, clock: time.clock, logger });
    await broken.destroy();
    const before = lines.length;
    expect(views.record(a.id, reader("192.0.2.50"))).toBe(true);
    await expect(views.flush()).resolves.toEqual({ written: 0, counted: 0, failed: 1 });
    const logged = lines.slice(before).join("\n");
    expect(logged).toContain("post views not counted");
    expect(logged).not.toContain("192.0.2.50");
    expect(logged).not.toContain("Chrome");
    // Nothing waits to be tried again; recording goes on.
    expect(views.pending).toBe(0);
    expect(views.record(a.id, reader("192.0.2.50"))).toBe(true);
  });

  it("writes by itself once started, at the batch size, and what waits when stopped", async () => {
    const a = post();
    await insertBlogPost(store.db, a);
    // An hour between writes: only the batch size and stop() can write here.
    const views = createPostViewRecorder({
      db: store.db,
      clock: time.clock,
      logger,
      batchSize: 3,
      intervalMs: 3_600_000,
    });
    views.start();
    for (const address of ["192.0.2.61", "192.0.2.62", "192.0.2.63"]) views.record(a.id, reader(address));
    // The third view started a write; a flush now waits for it.
    await views.flush();
    expect(await viewsOf(a.id)).toBe(3);
    views.record(a.id, reader("192.0.2.64"));
    await views.stop();
    expect(await viewsOf(a.id)).toBe(4);
    expect(views.record(a.id, reader("192.0.2.65"))).toBe(false);
  });
});
