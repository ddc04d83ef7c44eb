import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf, updateRows } from "#tests/utils/store-rows.ts";
import { freshClient, manualClock } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";
import { createServices } from "./index.ts";
import { purgeDateOf, purgeExpired, startRetentionJob } from "./retention.ts";

const dialects = await testDialects();
const dayMs = 24 * 60 * 60_000;

const demo = {
  fullName: "Sample Person",
  workEmail: "sample@clinic.example",
  organization: "Sample Clinic",
  roleTitle: "Clinical Psychologist",
  phone: "+91 98765 43210",
  inquiryFor: "other",
  message: "We would like to see session notes.",
  agreeToContact: true,
};
const staff = { id: "staff", username: "staff" };

describe.each(dialects)("the retention job on %s", (dialect) => {
  let store: TestStore;
  const time = manualClock("2026-01-10T18:45:00.000Z");
  let services: ReturnType<typeof createServices>;
  beforeAll(async () => {
    store = await createTestStore(dialect);
    services = createServices(store, time.clock, undefined, {
      mail: { siteUrl: "http://localhost:3000", notifyEmail: "staff@example.com" },
      retentionDays: 30,
    });
  });
  afterAll(async () => {
    await store.destroy();
  });

  const exists = async (id: string) => (await services.demoRequests.detail(id)) !== null;
  const mailFor = async (id: string) => (await rowsOf(store.db, "outbox", { subject_id: id })).length;

  it("purges a lead closed longer ago than RETENTION_DAYS with its mail, consent, notes and replies, and keeps open and recent ones", async () => {
    const old = await services.demoRequests.submit(demo, freshClient());
    const open = await services.demoRequests.submit(demo, freshClient());
    await services.demoRequests.addNote(staff, old.id, { text: "Called back, no answer." });
    await services.demoRequests.addNote(staff, open.id, { text: "Demo booked." });
    await services.demoRequests.desk.reply(staff, old.id, {
      subject: "Your demo",
      body: "Shall we meet on Friday?",
    });
    await services.demoRequests.setStatus(staff, old.id, { status: "closed" });
    const closedAt = time.clock().toISOString();
    expect((await services.demoRequests.detail(old.id))?.purgeAt).toBe(purgeDateOf(closedAt, 30));
    expect((await services.demoRequests.detail(open.id))?.purgeAt).toBeNull();

    time.advance(20 * dayMs);
    const recent = await services.demoRequests.submit(demo, freshClient());
    await services.demoRequests.setStatus(staff, recent.id, { status: "closed" });

    expect((await services.demoRequests.detail(old.id))?.replies).toHaveLength(1);
    // One minute short of 30 days: nothing goes.
    time.advance(10 * dayMs - 60_000);
    await purgeExpired(store.db, time.clock, 30);
    expect(await exists(old.id)).toBe(true);

    time.advance(2 * 60_000);
    // Three processes at once: one deletes, the others find it gone; none fails.
    const runs = await Promise.all([1, 2, 3].map(() => purgeExpired(store.db, time.clock, 30)));
    expect(runs.reduce((sum, run) => sum + run.leads.demo_request, 0)).toBe(1);
    expect(await exists(old.id)).toBe(false);
    expect(await mailFor(old.id)).toBe(0);
    expect(await rowsOf(store.db, "consents", { subject_id: old.id })).toEqual([]);
    expect(await rowsOf(store.db, "lead_notes", { lead_id: old.id })).toEqual([]);
    expect(await rowsOf(store.db, "lead_replies", { lead_id: old.id })).toEqual([]);
    expect(await exists(open.id)).toBe(true);
    expect(await mailFor(open.id)).toBe(2);
    expect((await services.demoRequests.detail(open.id))?.notes.map((note) => note.text)).toEqual([
      "Demo booked.",
    ]);
    expect(await exists(recent.id)).toBe(true);

    const purges = await rowsOf(store.db, "audit_log", { action: "purge" });
    expect(purges).toHaveLength(1);
    expect(JSON.stringify(purges)).not.toContain("sample");
  });

  it("keeps a lead reopened before the purge, and deletes sent mail and idempotency keys past their time", async () => {
    const reopened = await services.demoRequests.submit(
      { ...demo, idempotencyKey: crypto.randomUUID() },
      freshClient(),
    );
    await services.demoRequests.setStatus(staff, reopened.id, { status: "closed" });
    await updateRows(
      store.db,
      "outbox",
      { subject_id: reopened.id },
      { sent_at: time.clock().toISOString() },
    );
    time.advance(31 * dayMs);
    await services.demoRequests.setStatus(staff, reopened.id, { status: "open" });
    const result = await purgeExpired(store.db, time.clock, 30);
    expect(await exists(reopened.id)).toBe(true);
    expect(result.sentMail).toBeGreaterThanOrEqual(2);
    expect(await mailFor(reopened.id)).toBe(0);
    expect(result.idempotencyKeys).toBeGreaterThanOrEqual(1);
  });

  it("runs in the server process on its own timer, and stops cleanly", async () => {
    const expired = await services.demoRequests.submit(demo, freshClient());
    await services.demoRequests.setStatus(staff, expired.id, { status: "closed" });
    time.advance(31 * dayMs);
    const lines: string[] = [];
    const logger = {
      info: (_: unknown, message: string) => lines.push(message),
      warn: (_: unknown, message: string) => lines.push(message),
    } as unknown as Parameters<typeof startRetentionJob>[0]["logger"];
    const job = startRetentionJob({
      db: store.db,
      logger,
      retentionDays: 30,
      clock: time.clock,
      firstRunMs: 1,
    });
    await expect.poll(async () => exists(expired.id), { timeout: 5_000 }).toBe(false);
    await job.stop();
    expect(lines).toContain("retention: deleted what was past its time");
  });
});
