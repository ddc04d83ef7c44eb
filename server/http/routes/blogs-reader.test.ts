import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { createApp } from "#server/http/app.ts";
import { createLogger } from "#server/logger.ts";
import { createServices } from "#server/services/index.ts";
import { createPostViewRecorder, type PostViewRecorder } from "#server/services/post-views.ts";
import { manualClock, signIn, testOrigin } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";

/*
 * GET /api/blogs/{slug} as a reader meets it, over a real socket (so the
 * client address is the socket's, as in production): views counted once per
 * visitor per day, never for staff or bots, and old slugs answered with 301.
 */

const dialects = await testDialects();

const chrome =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#0f766e" } })
  .png()
  .toBuffer();

type ApiPost = { id: string; slug: string; title: string; views: number };

describe.each(dialects)("a reader of the blog API on %s", (dialect) => {
  let store: TestStore;
  let server: Server;
  let origin = "";
  let views: PostViewRecorder;
  let writer = "";
  let app: ReturnType<typeof createApp>;
  const time = manualClock("2026-11-22T10:00:00.000Z");

  beforeAll(async () => {
    store = await createTestStore(dialect);
    views = createPostViewRecorder({ db: store.db, clock: time.clock, logger: createLogger("silent") });
    const services = createServices(store, time.clock, undefined, { views });
    // No proxy in front: the socket's address is the reader's.
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SITE_URL: testOrigin });
    app = createApp({ config, logger: createLogger("silent"), services });
    await services.account.upsertUser("writer", "correct horse battery", "blog");
    writer = await signIn(app, "writer", "blog");
    server = createServer(getRequestListener(app.fetch));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await store.destroy();
  });

  const write = async (method: "POST" | "PUT" | "DELETE", path: string, fields?: Record<string, string>) => {
    let body: FormData | undefined;
    if (fields) {
      body = new FormData();
      for (const [key, value] of Object.entries(fields)) body.set(key, value);
      if (method === "POST")
        body.set("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "c.png");
    }
    const response = await fetch(`${origin}${path}`, {
      method,
      body,
      headers: { cookie: writer, origin: testOrigin },
    });
    expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
    return ((await response.json()) as { data: ApiPost }).data;
  };
  const create = (title: string) =>
    write("POST", "/api/blogs", {
      title,
      excerpt: "E",
      content: "Words.",
      author: "A",
      authorRole: "R",
      category: "research",
      tags: JSON.stringify(["t"]),
      status: "published",
    });
  const read = (slug: string, headers: Record<string, string> = { "user-agent": chrome }) =>
    fetch(`${origin}/api/blogs/${slug}`, { headers, redirect: "manual" });
  /** The count as staff see it: reading it counts nothing. */
  const viewsOf = async (id: string) =>
    ((await (await read(id, { cookie: writer })).json()) as { data: ApiPost }).data.views;

  it("counts twenty identical reads at once as one view, and none for staff or bots", async () => {
    const post = await create("Read twenty times");
    const answers = await Promise.all(Array.from({ length: 20 }, () => read(post.slug)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    // Answered before anything was written: counting is not on the request's path.
    expect(views.pending).toBe(20);
    expect((await views.flush()).counted).toBe(1);
    expect(await viewsOf(post.id)).toBe(1);

    await read(post.slug, {
      "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    });
    await read(post.slug, { "user-agent": chrome, cookie: writer });
    await read(post.slug, { "user-agent": chrome, "sec-purpose": "prefetch" });
    expect(views.pending).toBe(0);

    // The next day in India, the same reader counts again.
    time.advance(24 * 60 * 60_000);
    await read(post.slug);
    await views.flush();
    expect(await viewsOf(post.id)).toBe(2);
  });

  it("answers an old slug with a 301 to the current one, through a chain of renames, until the post is deleted", async () => {
    // A session lasts two hours, and the last test moved the clock a day.
    writer = await signIn(app, "writer", "blog");
    const post = await create("Before the rename");
    await write("PUT", `/api/blogs/${post.id}`, { title: "After the rename" });
    await write("PUT", `/api/blogs/${post.id}`, { title: "After the second rename" });
    for (const old of ["before-the-rename", "after-the-rename"]) {
      const moved = await read(old);
      expect(moved.status).toBe(301);
      expect(moved.headers.get("location")).toBe("/api/blogs/after-the-second-rename");
    }
    // A client that follows redirects (fetch does) reads the post.
    const followed = await fetch(`${origin}/api/blogs/before-the-rename`, {
      headers: { "user-agent": chrome },
    });
    expect(((await followed.json()) as { data: ApiPost }).data.id).toBe(post.id);

    // A new post may take an old slug: it answers, no longer a redirect.
    const newcomer = await create("After the rename");
    expect(newcomer.slug).toBe("after-the-rename");
    expect((await read("after-the-rename")).status).toBe(200);

    await write("DELETE", `/api/blogs/${post.id}`);
    expect((await read("before-the-rename")).status).toBe(404);
    expect((await read("after-the-second-rename")).status).toBe(404);
  });
});
