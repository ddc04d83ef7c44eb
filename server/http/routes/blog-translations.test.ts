import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postFormFields } from "#tests/fixtures/blog-post.ts";
import { createTestApp, signIn, testOrigin, testPassword } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";

/*
 * A post's language and its translations group (issue 36), through the API
 * as an editor and a writer meet it: a Hindi post linked to the English one
 * it translates, each naming the other to readers; one translation per
 * language, also when many editors link at once; bad input refused with a
 * 4xx and nothing stored.
 */
const dialects = await testDialects();

const png = new Uint8Array(
  await sharp({ create: { width: 64, height: 64, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer(),
);

const english = postFormFields();

const hindi = {
  ...english,
  title: "नींद और मन",
  slug: "neend-aur-mann",
  excerpt: "दोनों एक-दूसरे पर कैसे असर डालते हैं।",
  content: "नींद मन के लिए ज़रूरी है। ".repeat(20),
  tags: JSON.stringify(["नींद"]),
  language: "hi",
};

type ApiPost = {
  id: string;
  slug: string;
  language: string;
  translationGroup: string | null;
  translations: { language: string; slug: string; title: string }[];
};
type Answer = { status: number; post?: ApiPost; error?: string; fieldErrors?: Record<string, string> };

describe.each(dialects)("posts in two languages on %s", (dialect) => {
  let store: TestStore;
  let app: ReturnType<typeof createTestApp>["app"];
  let services: ReturnType<typeof createTestApp>["services"];
  let editor = "";
  let writer = "";

  beforeAll(async () => {
    store = await createTestStore(dialect);
    ({ app, services } = createTestApp(store));
    await services.account.upsertUser("editor", testPassword, "blog");
    await services.account.upsertUser("writer", testPassword, "writer");
    editor = await signIn(app, "editor", "blog");
    writer = await signIn(app, "writer", "blog");
  }, 60_000);
  afterAll(() => store.destroy());

  const send = async (
    method: "POST" | "PUT",
    path: string,
    fields: Record<string, string>,
    cookie = editor,
  ): Promise<Answer> => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    if (method === "POST") form.set("image", new Blob([png], { type: "image/png" }), "cover.png");
    const response = await app.request(path, { method, body: form, headers: { cookie, origin: testOrigin } });
    const body = (await response.json()) as {
      data?: ApiPost;
      error?: string;
      fieldErrors?: Record<string, string>;
    };
    return { status: response.status, post: body.data, error: body.error, fieldErrors: body.fieldErrors };
  };
  const create = (fields: Record<string, string>, cookie = editor) =>
    send("POST", "/api/blogs", fields, cookie);
  const update = (id: string, fields: Record<string, string>, cookie = editor) =>
    send("PUT", `/api/blogs/${id}`, fields, cookie);
  const read = async (slug: string) => {
    const response = await app.request(`/api/blogs/${slug}`);
    return { status: response.status, post: ((await response.json()) as { data?: ApiPost }).data };
  };
  const count = async () =>
    Number(
      (
        await store.db
          .selectFrom("blog_posts")
          .select((eb) => eb.fn.countAll<number | string>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("keeps a Hindi translation linked to its original: each names the other, readers see only what is live", async () => {
    const original = await create({ ...english, slug: "sleep-and-mood" });
    expect(original.status).toBe(201);
    expect(original.post).toMatchObject({ language: "en", translationGroup: null, translations: [] });

    // A draft translation: staff see the link, readers of the original do not yet.
    const draft = await create({ ...hindi, status: "draft", translationOf: "sleep-and-mood" });
    expect(draft.status).toBe(201);
    expect(draft.post).toMatchObject({ language: "hi", translationGroup: original.post?.id });
    expect(draft.post?.translations).toEqual([
      { language: "en", slug: "sleep-and-mood", title: english.title },
    ]);
    expect((await read("sleep-and-mood")).post?.translations).toEqual([]);

    // Published: the original names it.
    expect((await update(draft.post?.id ?? "", { status: "published" })).status).toBe(200);
    expect((await read("sleep-and-mood")).post).toMatchObject({
      translationGroup: original.post?.id,
      translations: [{ language: "hi", slug: "neend-aur-mann", title: hindi.title }],
    });
    expect((await read("neend-aur-mann")).post?.translations).toEqual([
      { language: "en", slug: "sleep-and-mood", title: english.title },
    ]);

    // Each language's listing, feed and related posts hold its own posts alone.
    expect((await services.blog.listing({ language: "hi" })).posts.map((post) => post.slug)).toEqual([
      "neend-aur-mann",
    ]);
    expect((await services.blog.listing({})).posts.map((post) => post.slug)).toEqual(["sleep-and-mood"]);
    expect((await services.blog.feedPosts(20, "hi")).map((post) => post.slug)).toEqual(["neend-aur-mann"]);

    // Unlinked: neither names the other any more.
    expect((await update(draft.post?.id ?? "", { translationOf: "" })).post?.translations).toEqual([]);
    expect((await read("sleep-and-mood")).post?.translations).toEqual([]);
  });

  it("lets one post per language into a group, also when twenty editors link at once", async () => {
    const original = await create({ ...english, title: "Measurement-based care", slug: "mbc" });
    expect(original.status).toBe(201);
    const before = await count();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        create({ ...hindi, title: `अनुवाद ${i}`, slug: `mbc-hi-${i}`, translationOf: "mbc" }),
      ),
    );
    const statuses = results.map((result) => result.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await count()).toBe(before + 1);
    const winner = results.find((result) => result.status === 201)?.post;
    expect((await read("mbc")).post?.translations).toEqual([
      { language: "hi", slug: winner?.slug, title: expect.stringMatching(/^अनुवाद/) },
    ]);
    // An English post cannot join as a second English version either.
    const second = await create({ ...english, title: "MBC again", slug: "mbc-again", translationOf: "mbc" });
    expect(second.status).toBe(409);
    // Nor may the translation turn English while the original is.
    expect((await update(winner?.id ?? "", { language: "en" })).status).toBe(409);
  });

  it("refuses what does not parse and stores nothing", async () => {
    const before = await count();
    const badLanguage = await create({ ...english, title: "Bad language", language: "fr" });
    expect(badLanguage.status).toBe(400);
    expect(badLanguage.fieldErrors?.language).toBe("Language is en or hi.");
    const unknown = await create({ ...hindi, slug: "nobody", translationOf: "no-such-post" });
    expect(unknown.status).toBe(400);
    expect(unknown.fieldErrors?.translationOf).toBe("Choose the original from the list.");
    const tooLong = await create({ ...hindi, slug: "too-long", translationOf: "x".repeat(201) });
    expect(tooLong.status).toBe(400);
    expect(await count()).toBe(before);
    const list = await app.request("/api/blogs?language=fr", { headers: { cookie: editor } });
    expect(list.status).toBe(400);
  });

  it("leaves a live post's language and link to publishers: a writer changes text alone", async () => {
    const live = await create({ ...english, title: "Stigma and help", slug: "stigma" });
    const translation = await create({ ...hindi, title: "कलंक और मदद", slug: "kalank" });
    expect((await update(live.post?.id ?? "", { language: "hi" }, writer)).status).toBe(403);
    expect((await update(translation.post?.id ?? "", { translationOf: "stigma" }, writer)).status).toBe(403);
    expect((await read("kalank")).post?.translationGroup).toBeNull();
    // A draft is the writer's to place.
    const draft = await create({ ...hindi, title: "मसौदा", slug: "masauda", status: "draft" }, writer);
    expect(draft.status).toBe(201);
    expect((await update(draft.post?.id ?? "", { translationOf: "stigma" }, writer)).status).toBe(200);
  });
});
