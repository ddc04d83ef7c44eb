import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeExpired } from "#server/services/retention.ts";
import { createTestApp, manualClock, signIn, testOrigin, testPassword } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";

const dialects = await testDialects();

const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#0f766e" } })
  .png()
  .toBuffer();

type Post = {
  id: string;
  slug: string;
  title: string;
  status: string;
  reviewState: string;
  stagedChange: boolean;
  review: { name: string; credential: string | null; reviewedAt: string; nextReviewAt: string | null } | null;
};
type Answer<T> = { success: boolean; data: T; error?: string; message?: string };

const fields = (title: string, extra: Record<string, string> = {}) => ({
  title,
  excerpt: "How sleep and mood shape each other, in plain words.",
  content: "Sleep matters for mood. ".repeat(60),
  author: "Riya Sen",
  authorRole: "Health writer",
  category: "mental-health",
  tags: JSON.stringify(["sleep"]),
  status: "draft",
  ...extra,
});

describe.each(dialects)("clinical review of the blog on %s", (dialect) => {
  let store: TestStore;
  const time = manualClock("2026-11-22T10:00:00.000Z");
  let app: ReturnType<typeof createTestApp>["app"];
  let services: ReturnType<typeof createTestApp>["services"];
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    store = await createTestStore(dialect);
    ({ app, services } = createTestApp(store, time.clock));
    for (const [name, role] of accounts) await services.account.upsertUser(name, testPassword, role);
    await signInAll();
    await services.account.setProfile("meera", {
      displayName: "Dr Meera Iyer",
      credential: "M.Phil Clinical Psychology, RCI A12345",
    });
    await services.account.setProfile("arjun", { credential: "MD Psychiatry, NMC 98765" });
  });
  afterAll(async () => {
    await store.destroy();
  });

  const accounts = [
    ["writer", "writer"],
    ["editor", "blog"],
    ["meera", "clinician"],
    ["arjun", "clinician"],
    ["nocredential", "clinician"],
  ] as const;
  /** Sessions last two hours: after the clock moves on by days, everyone signs in again. */
  const signInAll = async () => {
    for (const [name] of accounts) cookies[name] = await signIn(app, name, "blog");
  };
  const call = async <T = Post>(
    who: string,
    method: string,
    path: string,
    body?: Record<string, unknown> | FormData,
  ): Promise<{ status: number; body: Answer<T> }> => {
    const headers: Record<string, string> = { cookie: cookies[who] ?? "", origin: testOrigin };
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(body);
    }
    const response = await app.request(`/api/blogs${path}`, { method, headers, body: payload });
    return { status: response.status, body: (await response.json()) as Answer<T> };
  };
  const form = (values: Record<string, string>, image = false) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(values)) data.set(key, value);
    if (image) data.set("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "cover.png");
    return data;
  };
  const readerSees = async (slug: string) => {
    const response = await app.request(`/api/blogs/${slug}`);
    return response.status === 200 ? ((await response.json()) as Answer<Post>).data : null;
  };
  const draftBy = async (who: string, title: string) => {
    const made = await call(who, "POST", "", form(fields(title), true));
    expect(made.status).toBe(201);
    return made.body.data;
  };

  it("lets a writer write and submit, never publish", async () => {
    const refused = await call(
      "writer",
      "POST",
      "",
      form(fields("Straight to readers", { status: "published" }), true),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe("Writers cannot publish. Submit the post for review instead.");
    const post = await draftBy("writer", "Sleep and low mood");
    expect(post).toMatchObject({ status: "draft", reviewState: "none", review: null });
    expect((await call("writer", "PUT", `/${post.id}`, form({ status: "published" }))).status).toBe(403);
    expect((await call("writer", "POST", `/${post.id}/submit`)).body.data).toEqual({
      reviewState: "submitted",
    });
    expect((await call("writer", "POST", `/${post.id}/submit`)).status).toBe(409);
    // A writer is not a clinician: no approving, not even someone else's post.
    expect((await call("writer", "POST", `/${post.id}/approve`)).status).toBe(403);
    expect(await readerSees(post.slug)).toBeNull();
  });

  it("refuses an approval from the post's own writer, a non-clinician and a clinician without a credential", async () => {
    const own = await draftBy("meera", "Anxiety at work");
    await call("meera", "POST", `/${own.id}/submit`);
    const self = await call("meera", "POST", `/${own.id}/approve`);
    expect(self.status).toBe(403);
    expect(self.body.error).toBe("You cannot approve your own writing: another clinician must review it.");
    expect((await call("meera", "POST", `/${own.id}/return`, { comment: "Mine" })).status).toBe(403);
    expect((await call("editor", "POST", `/${own.id}/approve`)).status).toBe(403);
    const bare = await call("nocredential", "POST", `/${own.id}/approve`);
    expect(bare.status).toBe(403);
    expect(bare.body.error).toContain("no clinical credential");
    // Nothing moved: still waiting for a reviewer.
    expect((await call("meera", "GET", `/${own.id}`)).body.data.reviewState).toBe("submitted");
    // A clinician who wrote one line of it is an author too.
    const shared = await draftBy("writer", "Grief in families");
    await call("arjun", "PUT", `/${shared.id}`, form({ excerpt: "What grief does, and what helps." }));
    await call("writer", "POST", `/${shared.id}/submit`);
    expect((await call("arjun", "POST", `/${shared.id}/approve`)).status).toBe(403);
    expect((await call("meera", "POST", `/${shared.id}/approve`)).status).toBe(200);
  });

  it("takes a post through return, revision and approval to publication with its review line", async () => {
    const post = await draftBy("writer", "Talking to a teenager about therapy");
    await call("writer", "POST", `/${post.id}/submit`, { note: "First draft" });
    expect((await call("meera", "POST", `/${post.id}/return`, {})).status).toBe(400);
    const back = await call("meera", "POST", `/${post.id}/return`, { comment: "Add the Tele-MANAS number." });
    expect(back.body.data).toEqual({ reviewState: "returned" });
    expect((await call("meera", "POST", `/${post.id}/approve`)).status).toBe(409);
    await call(
      "writer",
      "PUT",
      `/${post.id}`,
      form({ content: `${"Talk early and often. ".repeat(40)} Call 14416.` }),
    );
    await call("writer", "POST", `/${post.id}/submit`);
    // Published before approval: refused for the editor too.
    expect((await call("editor", "PUT", `/${post.id}`, form({ status: "published" }))).status).toBe(409);
    const approved = await call("meera", "POST", `/${post.id}/approve`, { note: "Clear and kind." });
    expect(approved.body.data).toEqual({ reviewState: "approved" });
    expect((await call("writer", "PUT", `/${post.id}`, form({ status: "published" }))).status).toBe(403);
    const live = await call("editor", "PUT", `/${post.id}`, form({ status: "published" }));
    expect(live.status).toBe(200);
    const seen = await readerSees(post.slug);
    expect(seen?.review).toMatchObject({
      name: "Dr Meera Iyer",
      credential: "M.Phil Clinical Psychology, RCI A12345",
      reviewedAt: "2026-11-22T10:00:00.000Z",
      nextReviewAt: "2027-11-22T10:00:00.000Z",
    });
    const steps = await call<{ action: string; comment: string | null }[]>(
      "editor",
      "GET",
      `/${post.id}/reviews`,
    );
    expect(steps.body.data.map((step) => step.action)).toEqual(["approve", "submit", "return", "submit"]);
    expect(steps.body.data[2]?.comment).toBe("Add the Tele-MANAS number.");
  });

  it("stages an edit of a live post until it is approved and published", async () => {
    const post = await draftBy("writer", "Sleep hygiene basics");
    await call("writer", "POST", `/${post.id}/submit`);
    await call("arjun", "POST", `/${post.id}/approve`);
    await call("editor", "PUT", `/${post.id}`, form({ status: "published" }));
    expect((await readerSees(post.slug))?.title).toBe("Sleep hygiene basics");

    const staged = await call("writer", "PUT", `/${post.id}`, form({ title: "Sleep hygiene: the basics" }));
    expect(staged.body.data).toMatchObject({ title: "Sleep hygiene: the basics", stagedChange: true });
    // Readers keep the approved text, under its address; the editor cannot push it live unreviewed.
    expect((await readerSees(post.slug))?.title).toBe("Sleep hygiene basics");
    await call("editor", "PUT", `/${post.id}`, form({ status: "published" }));
    expect((await readerSees(post.slug))?.title).toBe("Sleep hygiene basics");

    await call("writer", "POST", `/${post.id}/submit`);
    await call("arjun", "POST", `/${post.id}/approve`);
    expect((await readerSees(post.slug))?.title).toBe("Sleep hygiene basics");
    const published = await call("editor", "PUT", `/${post.id}`, form({ status: "published" }));
    expect(published.body.data).toMatchObject({ title: "Sleep hygiene: the basics", stagedChange: false });
    const seen = await readerSees(published.body.data.slug);
    expect(seen?.title).toBe("Sleep hygiene: the basics");
    expect(seen?.review?.credential).toBe("MD Psychiatry, NMC 98765");
  });

  it("keeps every save as a revision and restores an older one", async () => {
    const post = await draftBy("writer", "Panic attacks: what happens");
    await call("writer", "PUT", `/${post.id}`, form({ title: "Panic attacks, explained" }));
    await call("writer", "PUT", `/${post.id}`, form({ excerpt: "What a panic attack is and what helps." }));
    const revisions = await call<{ id: string; number: number; by: string; changed: string[] }[]>(
      "writer",
      "GET",
      `/${post.id}/revisions`,
    );
    expect(revisions.body.data.map((r) => [r.number, r.by, r.changed])).toEqual([
      [3, "writer", ["excerpt"]],
      [2, "writer", ["title"]],
      [1, "writer", []],
    ]);
    const first = revisions.body.data[2]?.id ?? "";
    const whole = await call<{ text: { title: string } }>("writer", "GET", `/${post.id}/revisions/${first}`);
    expect(whole.body.data.text.title).toBe("Panic attacks: what happens");
    const restored = await call("writer", "POST", `/${post.id}/revisions/${first}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.data.title).toBe("Panic attacks: what happens");
    const after = await call<{ number: number; kind: string }[]>("writer", "GET", `/${post.id}/revisions`);
    expect(after.body.data[0]).toMatchObject({ number: 4, kind: "restore" });
    expect((await call("writer", "GET", `/${post.id}/revisions/not-a-revision`)).status).toBe(404);
  });

  it("records one approval when twenty arrive at once", async () => {
    const post = await draftBy("writer", "Loneliness in big cities");
    await call("writer", "POST", `/${post.id}/submit`);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call(i % 2 ? "meera" : "arjun", "POST", `/${post.id}/approve`)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409)).toBe(true);
    const steps = await call<{ action: string }[]>("editor", "GET", `/${post.id}/reviews`);
    expect(steps.body.data.filter((s) => s.action === "approve")).toHaveLength(1);
  });

  it("makes review mandatory for every role in the categories Settings pick", async () => {
    const snapshot = services.settings.current();
    await services.settings.update(
      { id: "settings", username: "admin" },
      { ...snapshot.settings, clinicalReview: { required: true, categories: ["mental-health"] } },
      snapshot.version,
    );
    const health = await call("editor", "POST", "", form(fields("Burnout", { status: "published" }), true));
    expect(health.status).toBe(409);
    const research = await call(
      "editor",
      "POST",
      "",
      form(fields("Our validation study", { status: "published", category: "research" }), true),
    );
    expect(research.status).toBe(201);
    const after = services.settings.current();
    await services.settings.update(
      { id: "settings", username: "admin" },
      { ...after.settings, clinicalReview: { required: false, categories: ["mental-health"] } },
      after.version,
    );
    expect(
      (await call("editor", "POST", "", form(fields("Burnout", { status: "published" }), true))).status,
    ).toBe(201);
  });

  it("moves a deleted post to the trash: gone for readers, restorable for 30 days, then erased", async () => {
    const made = await call(
      "editor",
      "POST",
      "",
      form(fields("Exam stress", { category: "research", status: "published" }), true),
    );
    const post = made.body.data;
    expect(await readerSees(post.slug)).not.toBeNull();
    expect((await call("editor", "DELETE", `/${post.id}`)).status).toBe(200);
    expect(await readerSees(post.slug)).toBeNull();
    expect((await call("editor", "GET", `/${post.id}`)).status).toBe(404);
    const staffList = await call<{ blogs: Post[] }>("editor", "GET", "?limit=50&search=Exam");
    expect(staffList.body.data.blogs.map((b) => b.id)).not.toContain(post.id);
    const trash = await call<{ id: string; erasedAfter: string }[]>("editor", "GET", "/trash");
    expect(trash.body.data.find((t) => t.id === post.id)?.erasedAfter).toBe("2026-12-22T10:00:00.000Z");
    const restored = await call("writer", "POST", `/${post.id}/restore`);
    expect(restored.body.message).toBe('Blog "Exam stress" restored as a draft.');
    expect((await call("editor", "GET", `/${post.id}`)).body.data.status).toBe("draft");
    expect((await call("writer", "POST", `/${post.id}/restore`)).status).toBe(404);

    await call("editor", "DELETE", `/${post.id}`);
    time.advance(29 * 86_400_000);
    expect((await purgeExpired(store.db, time.clock, 365)).trashedPosts).toBe(0);
    time.advance(2 * 86_400_000);
    expect((await purgeExpired(store.db, time.clock, 365)).trashedPosts).toBe(1);
    await signInAll();
    expect((await call("editor", "POST", `/${post.id}/restore`)).status).toBe(404);
    const revisions = await store.db
      .selectFrom("blog_post_revisions")
      .select("id")
      .where("post_id", "=", post.id)
      .execute();
    expect(revisions).toEqual([]);
  });

  it("lists published posts due for review, overdue first, flagged", async () => {
    const post = await draftBy("writer", "Postpartum mood");
    await call("writer", "POST", `/${post.id}/submit`);
    const soon = new Date(time.clock().getTime() + 10 * 86_400_000).toISOString().slice(0, 10);
    expect((await call("meera", "POST", `/${post.id}/approve`, { nextReviewOn: "2020-01-01" })).status).toBe(
      400,
    );
    await call("meera", "POST", `/${post.id}/approve`, { nextReviewOn: soon });
    await call("editor", "PUT", `/${post.id}`, form({ status: "published" }));
    type Due = { id: string; overdue: boolean }[];
    expect(
      (await call<Due>("editor", "GET", "/review-due")).body.data.find((d) => d.id === post.id),
    ).toMatchObject({
      overdue: false,
    });
    time.advance(11 * 86_400_000);
    await signInAll();
    expect(
      (await call<Due>("editor", "GET", "/review-due")).body.data.find((d) => d.id === post.id),
    ).toMatchObject({
      overdue: true,
    });
    // Flagged to staff, never hidden from readers.
    expect(await readerSees(post.slug)).not.toBeNull();
  });

  it("names on the team page each clinician whose review a live article carries, while it does", async () => {
    const arjunsCount = async () =>
      (await services.blogReview.reviewers()).find((one) => one.credential === "MD Psychiatry, NMC 98765")
        ?.articles ?? 0;
    const before = await arjunsCount();
    const post = await draftBy("writer", "When a parent is depressed");
    await call("writer", "POST", `/${post.id}/submit`);
    await call("arjun", "POST", `/${post.id}/approve`);
    // Approved is not live: the team page waits for readers to see the line.
    expect(await arjunsCount()).toBe(before);
    await call("editor", "PUT", `/${post.id}`, form({ status: "published" }));
    expect(await arjunsCount()).toBe(before + 1);
    const people = await services.blogReview.reviewers();
    // One entry a person, however many articles name them.
    expect(new Set(people.map((one) => one.name.toLowerCase())).size).toBe(people.length);
    expect(people.find((one) => one.name === "Dr Meera Iyer")?.articles).toBeGreaterThan(1);
    await call("editor", "DELETE", `/${post.id}`);
    expect(await arjunsCount()).toBe(before);
  });
});
