import { createServer, type IncomingHttpHeaders, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { samplePosts } from "#server/db/seed/sample-posts.ts";
import { createLogger } from "#server/logger.ts";
import { createPostViewRecorder, type PostViewRecorder } from "#server/services/post-views.ts";
import { createTestApp, manualClock, signIn, testPassword } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";

/*
 * The blog API's kept answers on the wire, as the pages': an ETag and 304s,
 * gzip and Brotli made once, `Vary: Accept-Encoding`; and, over a real
 * socket, answered before Hono (server/http/memory-answers.ts) with the
 * same answer and a reader's view still counted, never for staff.
 */

const dialects = await testDialects();

const chrome =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";

type Raw = { status: number; headers: IncomingHttpHeaders; body: Buffer };

describe.each(dialects)("the blog API's kept answers on the wire, on %s", (dialect) => {
  let store: TestStore;
  let app: ReturnType<typeof createTestApp>["app"];
  let views: PostViewRecorder;
  let server: Server;
  let port = 0;
  let editor = "";
  let fromMemory = 0;
  const time = manualClock("2026-11-22T10:00:00.000Z");

  beforeAll(async () => {
    store = await createTestStore(dialect);
    views = createPostViewRecorder({ db: store.db, clock: time.clock, logger: createLogger("silent") });
    const made = createTestApp(store, time.clock, {}, { views });
    app = made.app;
    await made.services.blog.seed(samplePosts);
    await made.services.account.upsertUser("editor", testPassword, "blog");
    editor = await signIn(app, "editor", "blog");
    // As server/entry.ts serves: what is held in memory first, then Hono.
    const hono = getRequestListener(app.fetch);
    server = createServer((req, res) => {
      if (app.answerFromMemory(req, res)) fromMemory += 1;
      else void hono(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await store.destroy();
  });

  /** In process, through Hono: the body as sent (compressed if it was). */
  const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
  /** Over the socket, the body as sent. */
  const raw = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<Raw>((resolve, reject) => {
      const asked = request({ host: "127.0.0.1", port, path, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      asked.on("error", reject);
      asked.end();
    });

  it("gives an ETag and answers a matching If-None-Match with a bodiless 304", async () => {
    const first = await get("/api/blogs?limit=3");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get("vary")).toBe("Accept-Encoding");
    for (const asked of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const again = await get("/api/blogs?limit=3", { "if-none-match": asked });
      expect(again.status, asked).toBe(304);
      expect(await again.text()).toBe("");
      expect(again.headers.get("etag")).toBe(etag);
      expect(again.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    }
    expect((await get("/api/blogs?limit=3", { "if-none-match": '"other"' })).status).toBe(200);
    // Another query is another answer, with its own tag.
    expect((await get("/api/blogs?limit=4")).headers.get("etag")).not.toBe(etag);
  });

  it("gives the same JSON plain, gzipped and in Brotli, as the client accepts", async () => {
    const path = "/api/blogs?limit=20";
    const plain = await get(path);
    expect(plain.headers.get("content-encoding")).toBeNull();
    const json = await plain.json();
    const gzipped = await get(path, { "accept-encoding": "gzip" });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    const gzipBytes = Buffer.from(await gzipped.arrayBuffer());
    expect(Number(gzipped.headers.get("content-length"))).toBe(gzipBytes.length);
    expect(JSON.parse(gunzipSync(gzipBytes).toString("utf8"))).toEqual(json);
    // Brotli at its best is made off the request's path: gzip until it is there.
    await expect
      .poll(async () => (await get(path, { "accept-encoding": "gzip, br" })).headers.get("content-encoding"))
      .toBe("br");
    const br = Buffer.from(await (await get(path, { "accept-encoding": "gzip, deflate, br" })).arrayBuffer());
    expect(JSON.parse(brotliDecompressSync(br).toString("utf8"))).toEqual(json);
    expect(br.length).toBeLessThan(gzipBytes.length);
    const post = "/api/blogs/ai-assisted-soap-notes";
    const article = await get(post, { "accept-encoding": "gzip" });
    expect(JSON.parse(gunzipSync(Buffer.from(await article.arrayBuffer())).toString("utf8"))).toEqual(
      await (await get(post)).json(),
    );
  });

  it("answers before Hono once kept, with the answer Hono gives, and counts a reader's view", async () => {
    const slug = "data-security-in-mental-health-records";
    const reader = { "user-agent": chrome, "accept-encoding": "gzip" };
    const before = fromMemory;
    const rendered = await raw(`/api/blogs/${slug}`, reader);
    expect(fromMemory).toBe(before);
    const held = await raw(`/api/blogs/${slug}`, reader);
    expect(fromMemory).toBe(before + 1);
    const same = (headers: IncomingHttpHeaders) => {
      const { date: _date, "x-request-id": _id, connection: _c, "keep-alive": _k, ...rest } = headers;
      return rest;
    };
    expect(held.status).toBe(200);
    expect(same(held.headers)).toEqual(same(rendered.headers));
    expect(held.body.equals(rendered.body)).toBe(true);
    expect(held.headers["x-request-id"]).toEqual(expect.any(String));
    // Both reads counted (one a day, when written), as on the article page.
    expect(views.pending).toBe(2);
    const notModified = await raw(`/api/blogs/${slug}`, {
      ...reader,
      "if-none-match": String(held.headers.etag),
    });
    expect(notModified.status).toBe(304);
    expect(fromMemory).toBe(before + 2);

    await raw("/api/blogs?limit=2&fields=summary");
    const list = await raw("/api/blogs?fields=summary&limit=2&utm_source=mail");
    expect(fromMemory).toBe(before + 3);
    expect(JSON.parse(list.body.toString("utf8")).data.blogs).toHaveLength(2);
    await views.flush();
  });

  it("hands a staff request to the route, before Hono or through it", async () => {
    const slug = "why-simulation-helps-therapy-training";
    await raw(`/api/blogs/${slug}`);
    await raw(`/api/blogs/${slug}`);
    const before = fromMemory;
    const pending = views.pending;
    const staff = await raw(`/api/blogs/${slug}`, { cookie: editor, "user-agent": chrome });
    expect(fromMemory).toBe(before);
    expect(staff.status).toBe(200);
    expect(staff.headers["cache-control"]).toBe("no-store");
    expect(staff.headers.etag).toBeUndefined();
    // Staff reading counts no view.
    expect(views.pending).toBe(pending);
    const list = await raw("/api/blogs", { cookie: `theme=dark; ${editor}` });
    expect(fromMemory).toBe(before);
    expect(list.headers["cache-control"]).toBe("no-store");
  });
});
