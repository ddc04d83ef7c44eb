import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { samplePosts } from "#server/db/seed/sample-posts.ts";
import { createTestApp, manualClock, signIn, testOrigin, testPassword } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";

/*
 * A reader's GET /api/blogs and GET /api/blogs/{slug} are kept
 * (server/http/blog-api-cache.ts): the kept answer is the one the route
 * gives, renewed by the very next request after any change a reader can see,
 * never given to staff, and keyed by the query as the list's schema reads it.
 */

const dialects = await testDialects();

const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#0f766e" } })
  .png()
  .toBuffer();

type Post = { id: string; slug: string; title: string; content?: string; reviewState: string };
type List = { success: true; data: { blogs: Post[]; total: number; page: number; limit: number } };

/**
 * A staff cookie whose session is not live: the route answers it (never the
 * cache) and, finding no session, answers as to a reader: the fresh answer.
 */
const deadSession = "anvaya_session_blog=not-a-live-session";

describe.each(dialects)("the blog API's kept answers on %s", (dialect) => {
  let store: TestStore;
  const time = manualClock("2026-11-22T10:00:00.000Z");
  let app: ReturnType<typeof createTestApp>["app"];
  let services: ReturnType<typeof createTestApp>["services"];
  let editor = "";

  beforeAll(async () => {
    store = await createTestStore(dialect);
    ({ app, services } = createTestApp(store, time.clock));
    await services.blog.seed(samplePosts);
    await services.account.upsertUser("editor", testPassword, "blog");
    editor = await signIn(app, "editor", "blog");
  });
  afterAll(async () => {
    await store.destroy();
  });

  const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
  const body = async <T = List>(path: string, headers: Record<string, string> = {}) => {
    const response = await get(path, headers);
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  };
  /** The route's answer to a reader now, past the cache. */
  const fresh = <T = List>(path: string) => body<T>(path, { cookie: deadSession });
  const renders = () => app.blogApiStats().renders;
  const write = async (method: string, path: string, fields: Record<string, string>, image = false) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    if (image) form.set("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "c.png");
    const response = await app.request(path, {
      method,
      body: method === "DELETE" ? undefined : form,
      headers: { cookie: editor, origin: testOrigin },
    });
    expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
    return ((await response.json()) as { data: Post }).data;
  };
  const publish = (title: string, extra: Record<string, string> = {}) =>
    write(
      "POST",
      "/api/blogs",
      {
        title,
        excerpt: "E",
        content: "Words worth reading.",
        author: "A",
        authorRole: "R",
        category: "research",
        tags: JSON.stringify(["t"]),
        status: "published",
        ...extra,
      },
      true,
    );
  const titles = async (path = "/api/blogs?limit=100") => (await body(path)).data.blogs.map((b) => b.title);

  it("renders a reader's list and post once, and keeps exactly the answer the route gives", async () => {
    const before = renders();
    const first = await get("/api/blogs");
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(first.headers.get("content-type")).toMatch(/^application\/json/);
    const kept = await first.json();
    expect(await body("/api/blogs")).toEqual(kept);
    expect(await body("/api/blogs?limit=50&page=1")).toEqual(kept);
    expect(renders()).toBe(before + 1);
    const route = await get("/api/blogs", { cookie: deadSession });
    expect(route.headers.get("cache-control")).toBe("no-store");
    expect(route.headers.get("etag")).toBeNull();
    expect(await route.json()).toEqual(kept);
    expect(renders()).toBe(before + 1);

    const slug = (kept as List).data.blogs[0]?.slug ?? "";
    const post = await body(`/api/blogs/${slug}`);
    expect(await body(`/api/blogs/${slug}`)).toEqual(post);
    expect(await fresh(`/api/blogs/${slug}`)).toEqual(post);
    expect(renders()).toBe(before + 2);
    for (const query of ["?fields=summary", "?category=research&search=sleep", "?language=hi&limit=3"]) {
      expect(await body(`/api/blogs${query}`), query).toEqual(await fresh(`/api/blogs${query}`));
    }
  });

  it("leaves out each post's content for fields=summary, and nothing else", async () => {
    const whole = await body("/api/blogs?limit=5");
    const summary = await body("/api/blogs?limit=5&fields=summary");
    expect(summary.data.total).toBe(whole.data.total);
    expect(summary.data.blogs).toHaveLength(5);
    summary.data.blogs.forEach((post, index) => {
      const { content, ...rest } = whole.data.blogs[index] as Post;
      expect(content).toEqual(expect.any(String));
      expect(post).not.toHaveProperty("content");
      expect(post).toEqual(rest);
    });
    // Staff may ask for summaries too.
    const staff = await body("/api/blogs?limit=5&fields=summary", { cookie: editor });
    expect(staff.data.blogs.every((post) => !("content" in post))).toBe(true);
    // An empty value is no value, as for every parameter of the list.
    expect(await body("/api/blogs?limit=5&fields=")).toEqual(whole);
    for (const bad of ["body", "SUMMARY", "summary,content"]) {
      const refused = await get(`/api/blogs?fields=${bad}`);
      expect(refused.status, bad).toBe(400);
      expect(await refused.json()).toMatchObject({
        success: false,
        fieldErrors: { fields: expect.any(String) },
      });
    }
  });

  it("answers the very next request after a post is published, edited, unpublished or deleted", async () => {
    const post = await publish("Kept answers notice this");
    expect(await titles()).toContain("Kept answers notice this");
    expect((await body<{ data: Post }>(`/api/blogs/${post.slug}`)).data.title).toBe(
      "Kept answers notice this",
    );

    const edited = await write("PUT", `/api/blogs/${post.id}`, { content: "New words." });
    expect((await body<{ data: Post }>(`/api/blogs/${edited.slug}`)).data.content).toBe("New words.");
    expect(await body("/api/blogs?limit=100")).toEqual(await fresh("/api/blogs?limit=100"));

    await write("PUT", `/api/blogs/${post.id}`, { status: "draft" });
    expect(await titles()).not.toContain("Kept answers notice this");
    expect((await get(`/api/blogs/${post.slug}`)).status).toBe(404);

    await write("PUT", `/api/blogs/${post.id}`, { status: "published" });
    expect(await titles()).toContain("Kept answers notice this");
    await write("DELETE", `/api/blogs/${post.id}`, {});
    expect(await titles()).not.toContain("Kept answers notice this");
    expect((await get(`/api/blogs/${post.slug}`)).status).toBe(404);
    expect(await body("/api/blogs?limit=100")).toEqual(await fresh("/api/blogs?limit=100"));
  });

  it("renews a renamed post's answer, and sends its old slug on, as the route does", async () => {
    const post = await publish("Before its rename");
    expect((await get(`/api/blogs/${post.slug}`)).status).toBe(200);
    await write("PUT", `/api/blogs/${post.id}`, { title: "After its rename" });
    const moved = await get(`/api/blogs/${post.slug}`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/api/blogs/after-its-rename");
    expect((await body<{ data: Post }>("/api/blogs/after-its-rename")).data.title).toBe("After its rename");
  });

  it("shows a scheduled post in the next answer once its date has come", async () => {
    const next = new Date(time.clock().getTime() + 3 * 86_400_000).toISOString();
    await publish("Kept until its date", { publishDate: next });
    expect(await titles()).not.toContain("Kept until its date");
    expect((await get("/api/blogs/kept-until-its-date")).status).toBe(404);
    time.advance(4 * 86_400_000);
    editor = await signIn(app, "editor", "blog");
    expect(await titles()).toContain("Kept until its date");
    expect((await get("/api/blogs/kept-until-its-date")).status).toBe(200);
  });

  it("renews a live post's answer when its text is submitted for review (its reviewState is in it)", async () => {
    const post = await publish("Reviewed while live");
    expect((await body<{ data: Post }>(`/api/blogs/${post.slug}`)).data.reviewState).toBe("none");
    const submitted = await app.request(`/api/blogs/${post.id}/submit`, {
      method: "POST",
      headers: { cookie: editor, origin: testOrigin },
    });
    expect(submitted.status).toBe(200);
    const kept = await body<{ data: Post }>(`/api/blogs/${post.slug}`);
    expect(kept.data.reviewState).toBe("submitted");
    expect(kept).toEqual(await fresh(`/api/blogs/${post.slug}`));
  });

  it("renews a live post's answer when a draft translating it opens its group", async () => {
    const original = await publish("Alone until translated");
    const before = await body<{ data: Post & { translationGroup: string | null } }>(
      `/api/blogs/${original.slug}`,
    );
    expect(before.data.translationGroup).toBeNull();
    await write(
      "POST",
      "/api/blogs",
      {
        title: "अनुवाद का मसौदा",
        slug: "alone-until-translated-hi",
        excerpt: "E",
        content: "शब्द।",
        author: "A",
        authorRole: "R",
        category: "research",
        tags: JSON.stringify(["t"]),
        status: "draft",
        language: "hi",
        translationOf: original.slug,
      },
      true,
    );
    const after = await body<{ data: Post & { translationGroup: string | null } }>(
      `/api/blogs/${original.slug}`,
    );
    expect(after.data.translationGroup).toBe(original.id);
    expect(after).toEqual(await fresh(`/api/blogs/${original.slug}`));
  });

  it("renews another process's kept answers once it reads the store's content version", async () => {
    // A second process on the same store; server/start.ts has each read the versions every second.
    const other = createTestApp(store, time.clock);
    const path = "/api/blogs?limit=100&fields=summary";
    const titlesThere = async () =>
      ((await (await other.app.request(path)).json()) as List).data.blogs.map((b) => b.title);
    expect(await titlesThere()).not.toContain("Published next door");
    await publish("Published next door");
    expect(await titles(path)).toContain("Published next door");
    // Until it reads the version (within a second), it answers what it kept.
    expect(await titlesThere()).not.toContain("Published next door");
    await other.services.settings.refresh();
    expect(await titlesThere()).toContain("Published next door");
  });

  it("never gives staff a kept answer, nor keeps theirs", async () => {
    const draft = await write(
      "POST",
      "/api/blogs",
      {
        title: "Staff eyes only",
        excerpt: "E",
        content: "Draft words.",
        author: "A",
        authorRole: "R",
        category: "research",
        tags: JSON.stringify(["t"]),
        status: "draft",
      },
      true,
    );
    const kept = await get("/api/blogs?limit=100");
    const etag = kept.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    const before = renders();
    for (const path of ["/api/blogs?limit=100", "/api/blogs?limit=100&status=draft"]) {
      const staff = await get(path, { cookie: editor, "if-none-match": etag });
      expect(staff.status, path).toBe(200);
      expect(staff.headers.get("cache-control")).toBe("no-store");
      expect(staff.headers.get("etag")).toBeNull();
      expect(((await staff.json()) as List).data.blogs.map((b) => b.title)).toContain("Staff eyes only");
    }
    const article = await get(`/api/blogs/${draft.slug}`, { cookie: editor });
    expect(article.status).toBe(200);
    expect(article.headers.get("cache-control")).toBe("no-store");
    expect(renders()).toBe(before);
    // Readers, after staff: the draft is in none of their answers.
    expect(await titles()).not.toContain("Staff eyes only");
    expect(await titles("/api/blogs?limit=100&status=draft")).not.toContain("Staff eyes only");
    expect((await get(`/api/blogs/${draft.slug}`)).status).toBe(404);
    // The staff-only addresses beside a post's are the route's, never a kept post's.
    for (const path of ["/api/blogs/trash", "/api/blogs/review-due"]) {
      expect((await get(path)).status, path).toBe(401);
      expect((await get(path, { cookie: editor })).status, path).toBe(200);
    }
  });

  it("keys a list by its query as the schema reads it: made-up parameters add no entry", async () => {
    await body("/api/blogs?limit=7");
    const { entries, renders: before } = app.blogApiStats();
    const same = [
      "?limit=7&utm_source=news",
      "?page=1&limit=7",
      "?limit=7&limit=8",
      "?limit=7&status=draft",
      "?limit=7&category=all&search=%20%20&fields=&language=",
      "?limit=07",
      ...Array.from({ length: 100 }, (_, n) => `?limit=7&made-up-${n}=${n}&x${n}`),
    ];
    const answer = await body("/api/blogs?limit=7");
    for (const query of same) expect(await body(`/api/blogs${query}`), query).toEqual(answer);
    expect(app.blogApiStats()).toMatchObject({ entries, renders: before });

    // A category by its label is the same key as by its id.
    await body("/api/blogs?limit=7&category=Research");
    await body("/api/blogs?limit=7&category=research&utm_medium=x");
    expect(app.blogApiStats().entries).toBe(entries + 1);

    // A query the schema refuses answers 400 and keeps nothing.
    for (const bad of [
      "?limit=0",
      "?limit=101",
      "?page=x",
      "?category=nope",
      "?language=fr",
      "?status=gone",
    ]) {
      expect((await get(`/api/blogs${bad}`)).status, bad).toBe(400);
    }
    expect(app.blogApiStats().entries).toBe(entries + 1);
  });

  it("keeps only so many searches, however many a visitor makes up", async () => {
    for (let n = 0; n < 230; n += 1) await body(`/api/blogs?fields=summary&search=nothing-like-${n}`);
    const { openEnded, entries } = app.blogApiStats();
    expect(openEnded).toBe(200);
    expect(entries).toBeLessThan(230);
    // Each is still answered, kept or not.
    expect((await body("/api/blogs?search=nothing-like-0")).data.total).toBe(0);
  });
});
