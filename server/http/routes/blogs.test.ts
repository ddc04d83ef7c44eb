import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "#server/db/repositories/audit-log.ts";
import { countBlogPosts, findBlogPost } from "#server/db/repositories/blog-posts.ts";
import { samplePosts } from "#server/db/seed/sample-posts.ts";
import { createTestApp, manualClock, signIn, testOrigin } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";

const dialects = await testDialects();

const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#0f766e" } })
  .png()
  .toBuffer();
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

type Post = {
  id: string;
  slug: string;
  title: string;
  status: string;
  image_url: string | null;
  tags: string[];
};

function postForm(fields: Record<string, string>, image?: { bytes: Buffer; name: string; type: string }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (image) form.set("image", new Blob([new Uint8Array(image.bytes)], { type: image.type }), image.name);
  return form;
}

const valid = {
  title: "Sleep and mood: what the evidence says",
  excerpt: "A short guide to how sleep and mood affect each other.",
  content: "Sleep matters. ".repeat(300),
  author: "Editorial Team",
  authorRole: "Clinical content team",
  category: "research",
  tags: JSON.stringify([" sleep ", "mood", "sleep"]),
  featured: "false",
  status: "published",
};

describe.each(dialects)("the blog API on %s", (dialect) => {
  let store: TestStore;
  const time = manualClock("2026-11-22T10:00:00.000Z");
  let app: ReturnType<typeof createTestApp>["app"];
  let writer = "";
  let leadsOnly = "";

  beforeAll(async () => {
    store = await createTestStore(dialect);
    const made = createTestApp(store, time.clock);
    app = made.app;
    await made.services.blog.seed(samplePosts);
    await made.services.account.upsertUser("writer", "correct horse battery", "blog");
    await made.services.account.upsertUser("lead", "correct horse battery", "leads");
    writer = await signIn(app, "writer", "blog");
    leadsOnly = await signIn(app, "lead", "leads");
  });
  afterAll(async () => {
    await store.destroy();
  });

  const send = (
    method: string,
    path: string,
    form: FormData,
    cookie = writer,
    headers: Record<string, string> = {},
  ) => app.request(path, { method, body: form, headers: { cookie, origin: testOrigin, ...headers } });
  const list = async (query = "", cookie?: string) =>
    (await (await app.request(`/api/blogs${query}`, { headers: cookie ? { cookie } : {} })).json()) as {
      success: boolean;
      data: { blogs: Post[]; total: number; page: number; limit: number };
    };

  it("lists the seeded posts to anyone, with paging, category and search", async () => {
    const all = await list("?limit=50&page=1");
    expect(all.success).toBe(true);
    expect(all.data.total).toBe(samplePosts.length);
    expect((await list("?limit=2&page=2")).data.blogs).toHaveLength(2);
    const research = await list("?category=research");
    expect(
      research.data.blogs.every((b) =>
        samplePosts.some((s) => s.slug === b.slug && s.category === "research"),
      ),
    ).toBe(true);
    expect((await list("?search=SIMULATION")).data.total).toBeGreaterThan(0);
    expect((await app.request("/api/blogs?limit=1000")).status).toBe(400);
  });

  it("creates a post from a multipart form: slug from the title, tags cleaned, image re-encoded", async () => {
    const response = await send(
      "POST",
      "/api/blogs",
      postForm(valid, { bytes: png, name: "cover.txt", type: "text/plain" }),
    );
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: Post & { read_time: number; author_role: string } };
    expect(data.slug).toBe("sleep-and-mood-what-the-evidence-says");
    expect(data.tags).toEqual(["sleep", "mood"]);
    expect(data.read_time).toBe(3);
    expect(data.author_role).toBe("Clinical content team");
    expect(data.image_url).toMatch(/^\/media\/[a-f0-9]{16}-960\.webp$/);
    const image = await app.request(data.image_url ?? "");
    expect(image.status).toBe(200);
    expect(image.headers.get("cache-control")).toContain("immutable");
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 960 });
    const avif = await app.request((data.image_url ?? "").replace(".webp", ".avif"));
    expect(avif.headers.get("content-type")).toBe("image/avif");

    // A second post with the same title gets the next free slug; a taken explicit slug is a 409.
    const again = await send(
      "POST",
      "/api/blogs",
      postForm(valid, { bytes: png, name: "c.png", type: "image/png" }),
    );
    expect(((await again.json()) as { data: Post }).data.slug).toBe(
      "sleep-and-mood-what-the-evidence-says-2",
    );
    const taken = await send(
      "POST",
      "/api/blogs",
      postForm(
        { ...valid, slug: "Sleep and mood: what the evidence says" },
        { bytes: png, name: "c.png", type: "image/png" },
      ),
    );
    expect(taken.status).toBe(409);
    const audit = await listAudit(store.db);
    expect(
      audit.some(
        (a) => a.entity_type === "blog_post" && a.action === "publish" && a.actor_username === "writer",
      ),
    ).toBe(true);
  });

  it("refuses bad posts and bad images, storing nothing", async () => {
    const before = await countBlogPosts(store.db);
    const cases: [FormData, number][] = [
      [postForm({ ...valid, title: "" }, { bytes: png, name: "c.png", type: "image/png" }), 400],
      [postForm({ ...valid, tags: "[]" }, { bytes: png, name: "c.png", type: "image/png" }), 400],
      [
        postForm(
          { ...valid, tags: JSON.stringify(Array.from({ length: 11 }, (_, i) => `t${i}`)) },
          { bytes: png, name: "c.png", type: "image/png" },
        ),
        400,
      ],
      [postForm(valid), 400],
      [postForm(valid, { bytes: svg, name: "c.svg", type: "image/svg+xml" }), 415],
      [postForm(valid, { bytes: Buffer.from("not an image at all"), name: "c.png", type: "image/png" }), 415],
      [
        postForm(valid, { bytes: Buffer.alloc(5 * 1024 * 1024 + 10), name: "big.png", type: "image/png" }),
        413,
      ],
    ];
    for (const [form, status] of cases) {
      const response = await send("POST", "/api/blogs", form);
      expect(response.status).toBe(status);
      expect(((await response.json()) as { success: boolean }).success).toBe(false);
    }
    const missing = await send(
      "POST",
      "/api/blogs",
      postForm({ ...valid, title: "" }, { bytes: png, name: "c.png", type: "image/png" }),
    );
    expect(await missing.json()).toMatchObject({ fieldErrors: { title: "Title is required" } });
    const json = await app.request("/api/blogs", {
      method: "POST",
      headers: { cookie: writer, "content-type": "application/json", origin: testOrigin },
      body: JSON.stringify(valid),
    });
    expect(json.status).toBe(415);
    expect(await countBlogPosts(store.db)).toBe(before);
  });

  it("needs a blog session to write: 401 without, 403 with only a leads session, 403 from another site", async () => {
    const form = () => postForm(valid, { bytes: png, name: "c.png", type: "image/png" });
    expect((await app.request("/api/blogs", { method: "POST", body: form() })).status).toBe(401);
    expect((await send("POST", "/api/blogs", form(), leadsOnly)).status).toBe(403);
    expect(
      (await send("POST", "/api/blogs", form(), writer, { origin: "https://evil.example" })).status,
    ).toBe(403);
    expect((await app.request("/api/blogs/x", { method: "DELETE" })).status).toBe(401);
  });

  it("updates by PUT, by POST /update (4a) and by method override (4b), changing only what is sent", async () => {
    const created = (await (
      await send(
        "POST",
        "/api/blogs",
        postForm(
          { ...valid, title: "Draft about stigma", status: "draft" },
          { bytes: png, name: "c.png", type: "image/png" },
        ),
      )
    ).json()) as { data: Post };
    const id = created.data.id;

    const put = await send("PUT", `/api/blogs/${id}`, postForm({ title: "Stigma and help-seeking", id }));
    expect(put.status).toBe(200);
    // The address follows the title; the old one answers with a 301 (blogs-reader.test.ts).
    expect((await put.json()) as { data: Post }).toMatchObject({
      data: { title: "Stigma and help-seeking", status: "draft", slug: "stigma-and-help-seeking" },
    });
    expect(created.data.slug).toBe("draft-about-stigma");

    const viaUpdate = await send(
      "POST",
      "/api/blogs/update",
      postForm({ updateId: id, excerpt: "Why two in three never seek help." }),
    );
    expect(viaUpdate.status).toBe(200);
    const viaOverride = await send("POST", "/api/blogs", postForm({ status: "published" }), writer, {
      "x-http-method-override": "PUT",
      "x-blog-id": id,
    });
    expect(viaOverride.status).toBe(200);
    expect((await viaOverride.json()) as { data: Post }).toMatchObject({
      data: { status: "published", title: "Stigma and help-seeking" },
    });
    expect((await send("PUT", "/api/blogs/no-such-id", postForm({ title: "x" }))).status).toBe(404);
    expect((await send("PUT", `/api/blogs/${id}`, postForm({ status: "archived" }))).status).toBe(400);
  });

  it("takes a category by its label too, in any case, and answers with its id and label", async () => {
    const image = { bytes: png, name: "c.png", type: "image/png" };
    const before = await countBlogPosts(store.db);
    const byLabel = await send(
      "POST",
      "/api/blogs",
      postForm({ ...valid, title: "Labelled as the spec's client does", category: "Mental Health" }, image),
    );
    expect(byLabel.status).toBe(201);
    const labelled = ((await byLabel.json()) as { data: Post & { category: string; categoryLabel: string } })
      .data;
    expect(labelled).toMatchObject({ category: "mental-health", categoryLabel: "Mental Health" });
    expect((await findBlogPost(store.db, labelled.id))?.category).toBe("mental-health");

    const anyCase = await send(
      "POST",
      "/api/blogs",
      postForm({ ...valid, title: "Labelled in small letters", category: "  mental health " }, image),
    );
    expect(anyCase.status).toBe(201);
    const small = ((await anyCase.json()) as { data: Post & { category: string } }).data;
    expect((await findBlogPost(store.db, small.id))?.category).toBe("mental-health");

    // The editor sends ids, as before.
    const byId = await send(
      "POST",
      "/api/blogs",
      postForm({ ...valid, title: "By id", category: "wellness" }, image),
    );
    expect(((await byId.json()) as { data: { category: string; categoryLabel: string } }).data).toMatchObject(
      {
        category: "wellness",
        categoryLabel: "Wellness",
      },
    );

    const unknown = await send(
      "POST",
      "/api/blogs",
      postForm({ ...valid, title: "Gossip", category: "Celebrity Gossip" }, image),
    );
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      success: false,
      fieldErrors: { category: "Choose one of the categories." },
    });
    expect(await countBlogPosts(store.db)).toBe(before + 3);

    // Updates by PUT and PATCH take labels as well; an unknown one changes nothing.
    const put = await send("PUT", `/api/blogs/${small.id}`, postForm({ category: "Healthcare Technology" }));
    expect(put.status).toBe(200);
    expect(((await put.json()) as { data: { category: string; categoryLabel: string } }).data).toMatchObject({
      category: "technology",
      categoryLabel: "Healthcare Technology",
    });
    const patch = await send("PATCH", `/api/blogs/${small.id}`, postForm({ category: "case studies" }));
    expect(patch.status).toBe(200);
    expect((await findBlogPost(store.db, small.id))?.category).toBe("case-studies");
    const refused = await send("PATCH", `/api/blogs/${small.id}`, postForm({ category: "Gossip" }));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      category: "Choose one of the categories.",
    });
    expect((await findBlogPost(store.db, small.id))?.category).toBe("case-studies");

    // The list filters by label as by id, and each post carries its label.
    const byIdList = await list("?category=mental-health&limit=100");
    const byLabelList = await list(`?category=${encodeURIComponent("Mental Health")}&limit=100`);
    expect(byLabelList.data.total).toBeGreaterThanOrEqual(1);
    expect(byLabelList.data.blogs.map((b) => b.id)).toEqual(byIdList.data.blogs.map((b) => b.id));
    expect(byLabelList.data.blogs.map((b) => b.id)).toContain(labelled.id);
    expect((await list(`?category=${encodeURIComponent(" MENTAL HEALTH ")}&limit=100`)).data.total).toBe(
      byIdList.data.total,
    );
    expect((await list(`?category=${encodeURIComponent("All Articles")}`)).data.total).toBe(
      (await list("")).data.total,
    );
    const listed = byLabelList.data.blogs as (Post & { category: string; categoryLabel: string })[];
    expect(listed.every((b) => b.category === "mental-health" && b.categoryLabel === "Mental Health")).toBe(
      true,
    );
    const badFilter = await app.request(`/api/blogs?category=${encodeURIComponent("Celebrity Gossip")}`);
    expect(badFilter.status).toBe(400);
  });

  it("deletes a post with the spec's message, then 404s", async () => {
    const created = (await (
      await send(
        "POST",
        "/api/blogs",
        postForm({ ...valid, title: "To be removed" }, { bytes: png, name: "c.png", type: "image/png" }),
      )
    ).json()) as { data: Post };
    const del = () =>
      app.request(`/api/blogs/${created.data.id}`, { method: "DELETE", headers: { cookie: writer } });
    expect(await (await del()).json()).toMatchObject({
      success: true,
      message: 'Blog "To be removed" deleted successfully!',
    });
    expect((await del()).status).toBe(404);
  });
  it("shows drafts and scheduled posts to staff only, until their date comes", async () => {
    const draft = (await (
      await send(
        "POST",
        "/api/blogs",
        postForm(
          { ...valid, title: "Unfinished thoughts", status: "draft" },
          { bytes: png, name: "c.png", type: "image/png" },
        ),
      )
    ).json()) as { data: Post };
    const scheduled = (await (
      await send(
        "POST",
        "/api/blogs",
        postForm(
          { ...valid, title: "Coming next week", publishDate: "2026-11-29" },
          { bytes: png, name: "c.png", type: "image/png" },
        ),
      )
    ).json()) as { data: Post };

    for (const post of [draft.data, scheduled.data]) {
      expect((await app.request(`/api/blogs/${post.slug}`)).status).toBe(404);
      expect((await app.request(`/api/blogs/${post.id}`, { headers: { cookie: writer } })).status).toBe(200);
    }
    const publicSlugs = (await list("?limit=100")).data.blogs.map((b) => b.slug);
    expect(publicSlugs).not.toContain(draft.data.slug);
    expect(publicSlugs).not.toContain(scheduled.data.slug);
    expect((await list("?status=draft&limit=100", writer)).data.blogs.map((b) => b.slug)).toContain(
      draft.data.slug,
    );

    time.advance(8 * 24 * 60 * 60 * 1000);
    expect((await app.request(`/api/blogs/${scheduled.data.slug}`)).status).toBe(200);
  });
});
