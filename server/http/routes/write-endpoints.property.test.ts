import fc from "fast-check";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { countBlogPosts } from "#server/db/repositories/blog-posts.ts";
import { countContactMessages } from "#server/db/repositories/contact-messages.ts";
import { countDemoRequests, insertDemoRequest } from "#server/db/repositories/demo-requests.ts";
import { createTestApp, signIn, testOrigin } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";

/*
 * Random and hostile payloads at every write endpoint besides the demo form
 * (which has its own property test): never a 5xx, and a refused request
 * changes nothing. The no-JavaScript form posts of the pages have theirs in
 * tests/faults/hostile-forms.test.ts (they need the built server).
 */
const dialects = await testDialects();
const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#f59e0b" } })
  .png()
  .toBuffer();

const hostile = fc.oneof(
  fc.string(),
  fc.constantFrom(
    "",
    " ",
    "'; drop table blog_posts; --",
    "<script>alert(1)</script>",
    "\u0000",
    "💥".repeat(80),
    "[1,2",
    "null",
  ),
  fc.string({ minLength: 190, maxLength: 260 }),
);

/** Any value as text, whatever its prototype (fast-check makes objects without one). */
const asText = (value: unknown): string =>
  typeof value === "string" ? value : (JSON.stringify(value) ?? "undefined");

// Each property sends tens of requests through a real store: seconds alone, far more on a busy
// machine, so the limit is generous rather than near what a run takes.
vi.setConfig({ testTimeout: 60_000 });

describe.each(dialects)("write endpoints under random input on %s", (dialect) => {
  let store: TestStore;
  let app: ReturnType<typeof createTestApp>["app"];
  let writer = "";
  let lead = "";
  const requestId = "00000000-0000-4000-8000-0000000000aa";

  beforeAll(async () => {
    store = await createTestStore(dialect);
    const made = createTestApp(store);
    app = made.app;
    await made.services.account.upsertUser("writer", "correct horse battery", "blog");
    await made.services.account.upsertUser("lead", "correct horse battery", "leads");
    writer = await signIn(app, "writer", "blog");
    lead = await signIn(app, "lead", "leads");
    const at = new Date().toISOString();
    await insertDemoRequest(store.db, {
      id: requestId,
      full_name: "Sample Person",
      work_email: "sample@example.org",
      organization: "Sample",
      role_title: "Director",
      phone: "+91 80 1234 5678",
      inquiry_for: "other",
      message: "Hello",
      agree_to_contact: 1,
      status: "open",
      created_at: at,
      updated_at: at,
    });
  });
  afterAll(async () => {
    await store.destroy();
  });

  it("POST /api/blogs", async () => {
    const fields = fc.record(
      {
        title: hostile,
        excerpt: hostile,
        content: hostile,
        author: hostile,
        authorRole: hostile,
        category: fc.oneof(hostile, fc.constantFrom("research", "wellness")),
        tags: fc.oneof(
          hostile,
          fc.array(hostile).map((list) => JSON.stringify(list)),
        ),
        featured: hostile,
        publishDate: fc.oneof(hostile, fc.constantFrom("2026-01-01", "2026-13-45", "yesterday")),
        status: fc.oneof(hostile, fc.constantFrom("draft", "published")),
        slug: hostile,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fields, fc.constantFrom("png", "none", "text"), async (values, imageKind) => {
        const before = await countBlogPosts(store.db);
        const form = new FormData();
        for (const [key, value] of Object.entries(values)) form.set(key, value);
        if (imageKind === "png") form.set("image", new Blob([new Uint8Array(png)]), "x.png");
        if (imageKind === "text") form.set("image", new Blob(["hello"]), "x.png");
        const response = await app.request("/api/blogs", {
          method: "POST",
          body: form,
          headers: { cookie: writer, origin: testOrigin },
        });
        expect(response.status).toBeLessThan(500);
        expect(await countBlogPosts(store.db)).toBe(response.status === 201 ? before + 1 : before);
      }),
      { numRuns: 60 },
    );
  });

  it("PUT /api/blogs/{id}: a refused edit changes nothing", async () => {
    const form = new FormData();
    const fields = {
      title: "A post to edit",
      excerpt: "An excerpt.",
      content: "Some content for the post.",
      author: "Editorial Team",
      authorRole: "Clinical content team",
      tags: JSON.stringify(["edit"]),
    };
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    form.set("image", new Blob([new Uint8Array(png)]), "x.png");
    const created = await app.request("/api/blogs", {
      method: "POST",
      body: form,
      headers: { cookie: writer, origin: testOrigin },
    });
    const { data } = (await created.json()) as { data: { id: string } };
    const snapshot = async () =>
      JSON.stringify(
        await store.db.selectFrom("blog_posts").selectAll().where("id", "=", data.id).executeTakeFirst(),
      );
    const edits = fc.record(
      { title: hostile, tags: hostile, status: hostile, publishDate: hostile, slug: hostile },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(edits, async (values) => {
        const before = await snapshot();
        const edit = new FormData();
        for (const [key, value] of Object.entries(values)) edit.set(key, value);
        const response = await app.request(`/api/blogs/${data.id}`, {
          method: "PUT",
          body: edit,
          headers: { cookie: writer, origin: testOrigin },
        });
        expect(response.status).toBeLessThan(500);
        if (response.status !== 200) expect(await snapshot()).toBe(before);
      }),
      { numRuns: 60 },
    );
  });

  it("PUT /api/demo-requests/{id}/status and DELETE with random ids", async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything(), hostile, async (body, id) => {
        const response = await app.request(`/api/demo-requests/${encodeURIComponent(id) || "x"}/status`, {
          method: "PUT",
          headers: { cookie: lead, "content-type": "application/json", origin: testOrigin },
          body: JSON.stringify(body) ?? "null",
        });
        expect(response.status).toBeLessThan(500);
        const del = await app.request(`/api/demo-requests/${encodeURIComponent(id) || "x"}`, {
          method: "DELETE",
          headers: { cookie: lead, origin: testOrigin },
        });
        expect(del.status).toBeLessThan(500);
        expect(await countDemoRequests(store.db)).toBe(1);
      }),
      { numRuns: 80 },
    );
  });

  it("POST /api/contact and POST /api/waitlist: stored when valid, nothing stored when refused", async () => {
    let client = 0;
    const message = fc.record(
      {
        inquiryType: fc.oneof(hostile, fc.constantFrom("therapy", "technical", "general", "partnership")),
        adult: fc.oneof(hostile, fc.constantFrom("yes", "no", "")),
        name: fc.oneof(hostile, fc.constant("Asha Rao")),
        email: fc.oneof(hostile, fc.constant("asha@example.in")),
        phone: hostile,
        subject: fc.oneof(hostile, fc.constant("A question")),
        message: fc.oneof(hostile, fc.constant("I would like to know more about sessions in Hindi.")),
        website: fc.oneof(fc.constant(""), hostile),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(message, fc.anything()),
        fc.constantFrom("json", "form", "text"),
        async (body, as) => {
          client += 1;
          const before = await countContactMessages(store.db);
          const fields = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
          const encoded =
            as === "json"
              ? { type: "application/json", payload: JSON.stringify(body) ?? "null" }
              : as === "form"
                ? {
                    type: "application/x-www-form-urlencoded",
                    payload: new URLSearchParams(
                      Object.entries(fields).map(([k, v]) => [k, asText(v)] as [string, string]),
                    ).toString(),
                  }
                : { type: "text/plain", payload: asText(body) };
          const response = await app.request("/api/contact", {
            method: "POST",
            headers: {
              "content-type": encoded.type,
              origin: testOrigin,
              "x-forwarded-for": `203.0.113.${client % 250}-${client}`,
            },
            body: encoded.payload,
          });
          expect(response.status).toBeLessThan(500);
          expect(await countContactMessages(store.db)).toBe(response.status === 201 ? before + 1 : before);
          const waitlist = await app.request("/api/waitlist", {
            method: "POST",
            headers: {
              "content-type": encoded.type,
              origin: testOrigin,
              "x-forwarded-for": `203.0.114.${client % 250}-${client}`,
            },
            body: encoded.payload,
          });
          expect(waitlist.status).toBeLessThan(500);
        },
      ),
      { numRuns: 80 },
    );
  });

  it("POST /api/auth/login never fails with a 5xx and never signs a stranger in", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.anything(),
          fc.record({
            username: hostile,
            password: hostile,
            area: fc.oneof(hostile, fc.constantFrom("blog", "leads")),
          }),
        ),
        async (body) => {
          const response = await app.request("/api/auth/login", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(body) ?? "null",
          });
          expect(response.status).toBeLessThan(500);
          expect(response.status).not.toBe(200);
          expect(response.headers.get("set-cookie")).toBeNull();
        },
      ),
      { numRuns: 60 },
    );
  });
});
