import { chmodSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countBlogPosts } from "#server/db/repositories/blog-posts.ts";
import { postFormFields } from "#tests/fixtures/blog-post.ts";
import { createTestApp, signIn, testOrigin } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";

/*
 * Posts written at once: two creates with the same title both found its slug
 * free, the second insert hit the unique index and answered 503, leaving its
 * image's files behind. Now the loser takes the next free slug, an explicit
 * slug is a 409, and a post is stored with its image or not at all.
 */
const dialects = await testDialects();

/** A distinct picture per index, so that each post has files of its own. */
const picture = async (i: number): Promise<Uint8Array<ArrayBuffer>> =>
  new Uint8Array(
    await sharp({
      create: { width: 600, height: 400, channels: 3, background: { r: i * 20, g: 90, b: 120 } },
    })
      .png()
      .toBuffer(),
  );

const fields = postFormFields({
  title: "Sleep and mood at the same time",
  excerpt: "Two editors publish at once.",
});

describe.each(dialects)("blog posts written at once on %s", (dialect) => {
  let store: TestStore;
  let app: ReturnType<typeof createTestApp>["app"];
  let writer = "";
  const media = () => join(store.dataDir, "media");
  const mediaFiles = () => {
    try {
      return readdirSync(media());
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    store = await createTestStore(dialect);
    const made = createTestApp(store);
    app = made.app;
    await made.services.account.upsertUser("racer", "correct horse battery", "blog");
    writer = await signIn(app, "racer", "blog");
  }, 60_000);
  afterAll(() => store.destroy());

  const create = async (extra: Record<string, string>, image: Uint8Array<ArrayBuffer>) => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...fields, ...extra })) form.set(key, value);
    form.set("image", new Blob([image], { type: "image/png" }), "cover.png");
    const response = await app.request("/api/blogs", {
      method: "POST",
      body: form,
      headers: { cookie: writer, origin: testOrigin },
    });
    const body = (await response.json()) as { data?: { slug: string; image_url: string } };
    return { status: response.status, slug: body.data?.slug };
  };

  it("gives every post of the same title its own slug, with its own image", async () => {
    const images = await Promise.all(Array.from({ length: 8 }, (_, i) => picture(i)));
    const results = await Promise.all(images.map((image) => create({}, image)));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(201));
    const slugs = results.map((r) => r.slug);
    expect(new Set(slugs).size).toBe(8);
    expect(slugs).toContain("sleep-and-mood-at-the-same-time");
    // 600 px wide: one width (480), in WebP and AVIF, per post; nothing else.
    expect(mediaFiles()).toHaveLength(8 * 2);
  });

  it("answers 409 to all but one of the same explicit slug, keeping no files of theirs", async () => {
    const before = mediaFiles().length;
    const posts = await countBlogPosts(store.db);
    const images = await Promise.all(Array.from({ length: 4 }, (_, i) => picture(100 + i)));
    const results = await Promise.all(images.map((image) => create({ slug: "one-address" }, image)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await countBlogPosts(store.db)).toBe(posts + 1);
    expect(mediaFiles()).toHaveLength(before + 2);
  });

  it("stores no post when its image cannot be stored, and says so", async () => {
    const posts = await countBlogPosts(store.db);
    // The media folder becomes a file: nothing can be written under it (even as root).
    const kept = mediaFiles();
    rmSync(media(), { recursive: true, force: true });
    writeFileSync(media(), "not a folder");
    chmodSync(media(), 0o444);
    try {
      const response = await app.request("/api/blogs", {
        method: "POST",
        body: (() => {
          const form = new FormData();
          for (const [key, value] of Object.entries({ ...fields, title: "Unwritable media" }))
            form.set(key, value);
          return form;
        })(),
        headers: { cookie: writer, origin: testOrigin },
      });
      // Without an image the form is incomplete (400); with one, the store refuses (503).
      expect(response.status).toBe(400);
      const form = new FormData();
      for (const [key, value] of Object.entries({ ...fields, title: "Unwritable media" }))
        form.set(key, value);
      form.set("image", new Blob([await picture(200)], { type: "image/png" }), "cover.png");
      const refused = await app.request("/api/blogs", {
        method: "POST",
        body: form,
        headers: { cookie: writer, origin: testOrigin },
      });
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({
        success: false,
        error: "The image could not be saved right now. Please try again in a minute.",
      });
      expect(await countBlogPosts(store.db)).toBe(posts);
    } finally {
      rmSync(media(), { force: true });
    }
    expect(kept.length).toBeGreaterThan(0);
  });
});
