import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBlogPost } from "#server/db/repositories/blog-posts.ts";
import { purgeTrash } from "#server/db/repositories/blog-revisions.ts";
import type { NewBlogPostRow } from "#server/db/schema.ts";
import { rowsOf } from "#tests/utils/store-rows.ts";
import { manualClock } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";
import { ConflictError, InvalidInputError, NotFoundError } from "./errors.ts";
import { type ImageStorage, memoryImageStorage } from "./images.ts";
import { createServices } from "./index.ts";

const dialects = await testDialects();

const memoryStorage = (): ImageStorage => memoryImageStorage();

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
    const actor = { id: "00000000-0000-4000-8000-00000000a000", username: "writer", role: "blog" as const };
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

describe.each(dialects)("old slugs and related posts on %s", (dialect) => {
  let store: TestStore;
  let services: ReturnType<typeof createServices>;
  const { clock } = manualClock("2026-06-01T00:00:00.000Z");
  const actor = { id: "00000000-0000-4000-8000-00000000a001", username: "writer", role: "blog" as const };
  let image: Uint8Array;
  const fields = { excerpt: "E", content: "C", author: "A", authorRole: "R", tags: ["t"] };

  beforeAll(async () => {
    store = await createTestStore(dialect);
    services = createServices(store, clock, memoryStorage());
    image = new Uint8Array(
      await sharp({ create: { width: 32, height: 32, channels: 3, background: "#0f766e" } })
        .png()
        .toBuffer(),
    );
  });
  afterAll(async () => {
    await store.destroy();
  });

  const oldSlugsOf = async (postId: string) => {
    const rows = await rowsOf(store.db, "blog_post_slugs", { post_id: postId }, { orderBy: ["slug"] });
    return rows.map(({ slug }) => ({ slug }));
  };

  it("moves the address with the title; every old address leads to the current one", async () => {
    const post = await services.blog.create(actor, { ...fields, title: "First title" }, image);
    expect(post.slug).toBe("first-title");

    // Punctuation alone does not change the address.
    expect((await services.blog.update(actor, post.id, { title: "First title!" })).slug).toBe("first-title");
    expect(await oldSlugsOf(post.id)).toEqual([]);

    expect((await services.blog.update(actor, post.id, { title: "Second title" })).slug).toBe("second-title");
    expect(await services.blog.findForReader("first-title")).toEqual({
      movedTo: "second-title",
      language: "en",
    });

    // A chain of renames: both old addresses lead to the latest.
    expect((await services.blog.update(actor, post.id, { title: "Third title" })).slug).toBe("third-title");
    expect(await services.blog.findForReader("first-title")).toEqual({
      movedTo: "third-title",
      language: "en",
    });
    expect(await services.blog.findForReader("second-title")).toEqual({
      movedTo: "third-title",
      language: "en",
    });
    expect((await services.blog.findForReader("third-title"))?.post?.id).toBe(post.id);
    // Case does not matter, as for current slugs.
    expect(await services.blog.findForReader("Second-Title")).toEqual({
      movedTo: "third-title",
      language: "en",
    });

    // Back to an old title: the post takes its old address again, and the one it leaves redirects.
    expect((await services.blog.update(actor, post.id, { title: "Second title" })).slug).toBe("second-title");
    expect((await services.blog.findForReader("second-title"))?.post?.id).toBe(post.id);
    expect(await services.blog.findForReader("third-title")).toEqual({
      movedTo: "second-title",
      language: "en",
    });
    expect((await oldSlugsOf(post.id)).map((r) => r.slug)).toEqual(["first-title", "third-title"]);

    // An explicit address is a rename too.
    expect((await services.blog.update(actor, post.id, { slug: "Chosen Address" })).slug).toBe(
      "chosen-address",
    );
    expect(await services.blog.findForReader("second-title")).toEqual({
      movedTo: "chosen-address",
      language: "en",
    });
    await services.blog.remove(actor, post.id);
  });

  it("lets a new post take an old address (only current slugs are unique); a deleted post's old ones answer nothing, and go when the trash is emptied", async () => {
    const renamed = await services.blog.create(actor, { ...fields, title: "Sleep basics" }, image);
    await services.blog.update(actor, renamed.id, { title: "Sleep, the basics" });
    expect(await services.blog.findForReader("sleep-basics")).toEqual({
      movedTo: "sleep-the-basics",
      language: "en",
    });

    // Not "sleep-basics-2": the old address is free for a current one, and the new post wins it.
    const newcomer = await services.blog.create(actor, { ...fields, title: "Sleep basics" }, image);
    expect(newcomer.slug).toBe("sleep-basics");
    expect((await services.blog.findForReader("sleep-basics"))?.post?.id).toBe(newcomer.id);
    expect(await oldSlugsOf(renamed.id)).toEqual([]);
    // Nor may a rename take another post's current address.
    expect((await services.blog.update(actor, renamed.id, { title: "Sleep basics" })).slug).toBe(
      "sleep-basics-2",
    );
    expect(await services.blog.findForReader("sleep-the-basics")).toEqual({
      movedTo: "sleep-basics-2",
      language: "en",
    });

    await services.blog.remove(actor, renamed.id);
    expect(await services.blog.findForReader("sleep-the-basics")).toBeNull();
    expect(await services.blog.findForReader("sleep-basics-2")).toBeNull();
    // Kept while the post may come back from the trash; erased with it.
    expect(await oldSlugsOf(renamed.id)).toEqual([{ slug: "sleep-the-basics" }]);
    await purgeTrash(store.db, "9999-12-31T00:00:00.000Z");
    expect(await oldSlugsOf(renamed.id)).toEqual([]);
    await services.blog.remove(actor, newcomer.id);
  });

  it("never shows readers where a draft or a scheduled post moved", async () => {
    const draft = await services.blog.create(
      actor,
      { ...fields, title: "Draft name", status: "draft" },
      image,
    );
    await services.blog.update(actor, draft.id, { title: "Draft renamed" });
    expect(await services.blog.findForReader("draft-name")).toBeNull();
    await expect(services.blog.open("draft-name", { staff: true })).resolves.toEqual({
      movedTo: "draft-renamed",
      language: "en",
    });

    const later = await services.blog.create(
      actor,
      { ...fields, title: "Later name", publishDate: "2026-07-01T00:00:00.000Z" },
      image,
    );
    await services.blog.update(actor, later.id, { title: "Later renamed" });
    expect(await services.blog.findForReader("later-name")).toBeNull();
    await services.blog.remove(actor, draft.id);
    await services.blog.remove(actor, later.id);
  });

  it("relates posts by category or shared tags (ignoring case), the most in common first; never itself, drafts or future posts", async () => {
    const post = row({ category: "wellness", tags: JSON.stringify(["sleep", "Mood", "a_b"]) });
    const both = row({
      category: "research",
      tags: JSON.stringify(["sleep", "mood"]),
      publish_date: "2026-01-02T00:00:00.000Z",
    });
    const sameCategory = row({
      category: "wellness",
      tags: JSON.stringify(["x"]),
      publish_date: "2026-05-01T00:00:00.000Z",
    });
    const oneTag = row({
      category: "research",
      tags: JSON.stringify(["MOOD"]),
      publish_date: "2026-01-01T00:00:00.000Z",
    });
    // Near misses: a longer tag, LIKE's wildcard, a tag inside another.
    const nearMiss = row({ category: "research", tags: JSON.stringify(["sleepy", "axb", "my sleep"]) });
    const draft = row({ category: "wellness", tags: JSON.stringify(["sleep"]), status: "draft" });
    const future = row({
      category: "wellness",
      tags: JSON.stringify(["sleep"]),
      publish_date: "2027-01-01T00:00:00.000Z",
    });
    for (const r of [post, both, sameCategory, oneTag, nearMiss, draft, future])
      await insertBlogPost(store.db, r);

    const view = await services.blog.get(post.id, { staff: true });
    expect((await services.blog.related(view)).map((p) => p.id)).toEqual([both.id, sameCategory.id]);
    expect((await services.blog.related(view, 10)).map((p) => p.id)).toEqual([
      both.id,
      sameCategory.id,
      oneTag.id,
    ]);
    // Nothing in common: nothing related.
    const alone = row({ category: "industry", tags: JSON.stringify(["unrelated"]) });
    await insertBlogPost(store.db, alone);
    expect(await services.blog.related(await services.blog.get(alone.id, { staff: true }))).toEqual([]);
  });
});
