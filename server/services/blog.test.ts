import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBlogPost } from "#server/db/repositories/blog-posts.ts";
import type { NewBlogPostRow } from "#server/db/schema.ts";
import { manualClock } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";
import { ConflictError, InvalidInputError, NotFoundError } from "./errors.ts";
import type { ImageStorage } from "./images.ts";
import { createServices } from "./index.ts";

const dialects = await testDialects();

const memoryStorage = (): ImageStorage => {
  const files = new Map<string, Buffer>();
  return {
    put: async (name, data) => void files.set(name, data),
    get: async (name) => files.get(name) ?? null,
  };
};

let counter = 0;
function row(overrides: Partial<NewBlogPostRow>): NewBlogPostRow {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`,
    slug: `post-${counter}`,
    title: `Post ${counter}`,
    excerpt: "An excerpt.",
    content: "Some words.",
    author: "Editorial Team",
    author_role: "Writers",
    category: "research",
    tags: JSON.stringify(["a"]),
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
    ...overrides,
  };
}

describe.each(dialects)("the blog service on %s", (dialect) => {
  let store: TestStore;
  let services: ReturnType<typeof createServices>;
  const { clock } = manualClock("2026-06-01T00:00:00.000Z");
  const post = row({ category: "wellness", publish_date: "2026-03-01T00:00:00.000Z" });

  beforeAll(async () => {
    store = await createTestStore(dialect);
    services = createServices(store, clock, memoryStorage());
  });
  afterAll(async () => {
    await store.destroy();
  });

  it("offers related posts: same category first, then the others, never drafts, future posts or itself", async () => {
    const sameOld = row({ category: "wellness", publish_date: "2026-01-01T00:00:00.000Z" });
    const sameNew = row({ category: "wellness", publish_date: "2026-02-01T00:00:00.000Z" });
    const otherNew = row({ category: "research", publish_date: "2026-05-01T00:00:00.000Z" });
    const draft = row({ category: "wellness", status: "draft" });
    const future = row({ category: "wellness", publish_date: "2027-01-01T00:00:00.000Z" });
    for (const r of [post, sameOld, sameNew, otherNew, draft, future]) await insertBlogPost(store.db, r);

    const view = await services.blog.get(post.id, { staff: true });
    expect((await services.blog.related(view)).map((p) => p.id)).toEqual([sameNew.id, sameOld.id]);
    expect((await services.blog.related(view, 3)).map((p) => p.id)).toEqual([
      sameNew.id,
      sameOld.id,
      otherNew.id,
    ]);
    expect((await services.blog.related(view, 10)).map((p) => p.id)).toEqual([
      sameNew.id,
      sameOld.id,
      otherNew.id,
    ]);
    expect(await services.blog.related(view, 0)).toEqual([]);
  });

  it("parses the list query with the shared schema", async () => {
    const { limit, page, total } = await services.blog.list({}, { staff: false });
    expect({ limit, page }).toEqual({ limit: 50, page: 1 });
    expect(total).toBe(4);
    // Empty parameters count as absent.
    expect((await services.blog.list({ status: "", category: "", search: "" }, { staff: true })).total).toBe(
      6,
    );
    expect((await services.blog.list({ status: "draft" }, { staff: true })).total).toBe(1);
    expect(
      (await services.blog.list({ category: "research", limit: "1" }, { staff: false })).blogs,
    ).toHaveLength(1);
    for (const query of [
      { page: "1e308" },
      { limit: "101" },
      { status: "archived" },
      { category: "gossip" },
    ]) {
      await expect(services.blog.list(query, { staff: false }), JSON.stringify(query)).rejects.toBeInstanceOf(
        InvalidInputError,
      );
    }
  });

  it("tells a missing post, a taken address and a bad post apart by class", async () => {
    expect(await services.blog.findForReader("no-such-post")).toBeNull();
    await expect(services.blog.get("no-such-post", { staff: false })).rejects.toBeInstanceOf(NotFoundError);
    const actor = { id: "00000000-0000-4000-8000-00000000a000", username: "writer" };
    const image = new Uint8Array(
      await sharp({ create: { width: 32, height: 32, channels: 3, background: "#f59e0b" } })
        .png()
        .toBuffer(),
    );
    const fields = {
      title: "A title",
      excerpt: "E",
      content: "C",
      author: "A",
      authorRole: "R",
      tags: ["t"],
    };
    await expect(
      services.blog.create(actor, { ...fields, title: "Bad\0title" }, image),
    ).rejects.toMatchObject({
      kind: "invalid-input",
      fieldErrors: { title: expect.any(String) },
    });
    await expect(services.blog.create(actor, fields)).rejects.toMatchObject({
      kind: "invalid-input",
      fieldErrors: { image: "Featured image is required" },
    });
    await expect(services.blog.create(actor, { ...fields, slug: post.slug }, image)).rejects.toBeInstanceOf(
      ConflictError,
    );
    await expect(services.blog.remove(actor, "00000000-0000-4000-8000-ffffffffffff")).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });
});
