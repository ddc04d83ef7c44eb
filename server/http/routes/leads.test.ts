import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "#server/db/repositories/audit-log.ts";
import { sampleDemoRequest, sampleInquiry } from "#tests/utils/leads.ts";
import { createTestApp, manualClock, signIn, testOrigin } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";

const dialects = await testDialects();

type Note = { id: string; by: string; at: string; text: string };

/*
 * Staff's notes on a lead (issue 32) through POST /api/leads/{kind}/{id}/notes
 * on the real app and store: added, shown with the lead, refused when they
 * should be, and erased with the lead, also when a delete comes at the same
 * moment.
 */
describe.each(dialects)("notes on leads on %s", (dialect) => {
  let store: TestStore;
  const time = manualClock("2026-11-27T04:00:00.000Z");
  let made: ReturnType<typeof createTestApp>;
  let leads = "";
  let blog = "";

  const demo = (name: string) => sampleDemoRequest(made.services, name);
  const inquiry = (name: string) => sampleInquiry(made.services, name);

  const post = (path: string, body: unknown, cookie = leads, raw?: string) =>
    made.app.request(path, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", origin: testOrigin },
      body: raw ?? JSON.stringify(body),
    });

  beforeAll(async () => {
    store = await createTestStore(dialect);
    made = createTestApp(store, time.clock);
    await made.services.account.upsertUser("desk", "correct horse battery", "leads");
    await made.services.account.upsertUser("writer", "correct horse battery", "blog");
    leads = await signIn(made.app, "desk", "leads");
    blog = await signIn(made.app, "writer", "blog");
  });
  afterAll(async () => {
    await store.destroy();
  });

  it("adds notes to a demo request and an inquiry, shown oldest first with the lead, and audited without their text", async () => {
    const request = await demo("Asha Rao");
    const first = await post(`/api/leads/demo-requests/${request}/notes`, {
      text: "  Called; wants Hindi.  ",
    });
    expect(first.status).toBe(201);
    const note = ((await first.json()) as { data: Note }).data;
    expect(note).toMatchObject({ by: "desk", at: time.clock().toISOString(), text: "Called; wants Hindi." });
    time.advance(60_000);
    expect(
      (await post(`/api/leads/demo-requests/${request}/notes`, { text: "Demo on Friday." })).status,
    ).toBe(201);
    const detail = await made.services.demoRequests.detail(request);
    expect(detail?.notes.map((n) => [n.by, n.text])).toEqual([
      ["desk", "Called; wants Hindi."],
      ["desk", "Demo on Friday."],
    ]);

    const message = await inquiry("Gita");
    expect(
      (await post(`/api/leads/contact-messages/${message}/notes`, { text: "Replied by phone." })).status,
    ).toBe(201);
    expect((await made.services.contactMessages.detail(message))?.notes.map((n) => n.text)).toEqual([
      "Replied by phone.",
    ]);

    const noted = (await listAudit(store.db)).filter((row) => row.action === "note");
    expect(noted.map((row) => row.entity_id).sort()).toEqual([request, request, message].sort());
    expect(JSON.stringify(noted)).not.toContain("Hindi");
  });

  it("refuses what it should: no session, a blog account, an empty or over-long note, a body over 16 KB, bad kinds and ids", async () => {
    const request = await demo("Refused Lead");
    const path = `/api/leads/demo-requests/${request}/notes`;
    expect((await post(path, { text: "x" }, "")).status).toBe(401);
    expect((await post(path, { text: "x" }, blog)).status).toBe(403);
    const empty = await post(path, { text: "   " });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({
      error: "Write the note first.",
      fieldErrors: { text: "Write the note first." },
    });
    expect((await post(path, { text: "a".repeat(2001) })).status).toBe(400);
    expect((await post(path, null, leads, "not json")).status).toBe(400);
    expect((await post(path, null, leads, "[1]")).status).toBe(400);
    expect((await post(path, { text: "a".repeat(1024 * 1024) })).status).toBe(413);
    expect((await post(`/api/leads/waitlist/${request}/notes`, { text: "x" })).status).toBe(404);
    expect((await post(`/api/leads/__proto__/${request}/notes`, { text: "x" })).status).toBe(404);
    expect((await post("/api/leads/demo-requests/not-an-id/notes", { text: "x" })).status).toBe(404);
    expect((await post(`/api/leads/demo-requests/${crypto.randomUUID()}/notes`, { text: "x" })).status).toBe(
      404,
    );
    // A browser post from another site is refused before anything is read.
    const foreign = await made.app.request(path, {
      method: "POST",
      headers: { cookie: leads, "content-type": "application/json", origin: "https://evil.example" },
      body: JSON.stringify({ text: "x" }),
    });
    expect(foreign.status).toBe(403);
    expect((await made.services.demoRequests.detail(request))?.notes).toEqual([]);
  });

  it("erases a lead's notes with it, also when the delete and a note come at once", async () => {
    for (let round = 0; round < 5; round += 1) {
      const request = await demo(`Erased Lead ${round}`);
      const noted = post(`/api/leads/demo-requests/${request}/notes`, { text: `Round ${round}` });
      const removed = made.app.request(`/api/demo-requests/${request}`, {
        method: "DELETE",
        headers: { cookie: leads, origin: testOrigin },
      });
      const [note, deletion] = await Promise.all([noted, removed]);
      expect(deletion.status).toBe(200);
      // The note came first and went with the lead, or came after and found it gone.
      expect([201, 404]).toContain(note.status);
      const left = await store.db
        .selectFrom("lead_notes")
        .select("id")
        .where("lead_id", "=", request)
        .execute();
      expect(left).toEqual([]);
    }
  });
});
