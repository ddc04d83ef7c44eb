import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "#server/db/repositories/audit-log.ts";
import { createTestApp, freshClient, manualClock, signIn, testOrigin } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";

const dialects = await testDialects();

type Inquiry = {
  id: string;
  name: string;
  urgent: boolean;
  status: string;
  replyDueAt: string;
  sourcePage: string | null;
  utmSource: string | null;
  utmCampaign: string | null;
};
type Entry = { id: string; email: string; sourcePage: string | null; utmMedium: string | null };
type ListBody<T> = { success: boolean; data: T[]; total: number; page: number; limit: number };

/*
 * The Inquiries and Waitlist views' API on the real app and store: leads
 * sent through the public services, then listed, sorted by urgency and
 * promise, exported, closed and deleted by a leads session.
 */
describe.each(dialects)("the leads area's inquiries and waitlist API on %s", (dialect) => {
  let store: TestStore;
  const time = manualClock("2026-11-23T04:00:00.000Z");
  let made: ReturnType<typeof createTestApp>;
  let leads = "";
  let blog = "";

  const send = (name: string, inquiryType: string, message: string, extra: Record<string, unknown> = {}) =>
    made.services.contactMessages.submit(
      {
        inquiryType,
        adult: "yes",
        name,
        email: `${name.toLowerCase()}@example.com`,
        subject: `From ${name}`,
        message,
        agreeToContact: true,
        ...extra,
      },
      freshClient(),
    );

  const get = async <T>(path: string) => {
    const response = await made.app.request(path, { headers: { cookie: leads } });
    expect(response.status, path).toBe(200);
    return (await response.json()) as ListBody<T>;
  };

  const send2 = (method: string, path: string, body?: unknown) =>
    made.app.request(path, {
      method,
      headers: { cookie: leads, "content-type": "application/json", origin: testOrigin },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  beforeAll(async () => {
    store = await createTestStore(dialect);
    made = createTestApp(store, time.clock);
    await made.services.account.upsertUser("lead", "correct horse battery", "leads");
    await made.services.account.upsertUser("writer", "correct horse battery", "blog");
    // Oldest first: a general question (24 h), a technical one (2 h), then an urgent one (15 min).
    await send("Gita", "general", "When do you open in Pune?", {
      sourcePage: "/faqs",
      utmSource: "newsletter",
      utmCampaign: "nov",
    });
    time.advance(60_000);
    await send("Tara", "technical", "The app will not let me sign in.", { sourcePage: "//evil.example" });
    time.advance(60_000);
    await send("Ravi", "therapy", "Some days I want to end my life.");
    await made.services.waitlist.join(
      { email: "Early@Example.com", agreeToContact: true, sourcePage: "/coming-soon", utmMedium: "email" },
      freshClient(),
    );
    time.advance(60_000);
    await made.services.waitlist.join(
      { email: "later@example.com", agreeToContact: true, utmMedium: "x".repeat(101) },
      freshClient(),
    );
    // Three hours on: the technical promise (2 h) and the urgent one (15 min) are broken, the general one is not.
    time.advance(3 * 60 * 60_000);
    leads = await signIn(made.app, "lead", "leads");
    blog = await signIn(made.app, "writer", "blog");
  });
  afterAll(async () => {
    await store.destroy();
  });

  it("needs a leads session: 401 without one, 403 with only a blog session; the sign-up stays public", async () => {
    for (const path of ["/api/contact-messages", "/api/waitlist", "/api/waitlist/export.csv"]) {
      expect((await made.app.request(path)).status, path).toBe(401);
      expect((await made.app.request(path, { headers: { cookie: blog } })).status, path).toBe(403);
    }
    const joined = await made.app.request("/api/waitlist", {
      method: "POST",
      headers: { "content-type": "application/json", origin: testOrigin, "x-forwarded-for": freshClient() },
      body: JSON.stringify({ email: "public@example.com", agreeToContact: true }),
    });
    expect(joined.status).toBe(200);
    await made.services.waitlist.remove(
      { id: "test", username: "test" },
      (await made.services.waitlist.list({ search: "public@" })).items[0]?.id ?? "",
    );
  });

  it("puts the urgent first, then the promise closest to breaking; closed last", async () => {
    const { data, total } = await get<Inquiry>("/api/contact-messages");
    expect(total).toBe(3);
    expect(data.map((m) => m.name)).toEqual(["Ravi", "Tara", "Gita"]);
    expect(data[0]?.urgent).toBe(true);
    expect(data[0]?.replyDueAt).toBe("2026-11-23T04:17:00.000Z");
    expect(data[1]?.replyDueAt).toBe("2026-11-23T06:01:00.000Z");
    expect(await made.services.contactMessages.counts()).toEqual({ open: 3, overdue: 2 });

    expect((await get<Inquiry>("/api/contact-messages?sort=newest")).data.map((m) => m.name)).toEqual([
      "Ravi",
      "Tara",
      "Gita",
    ]);
    expect((await get<Inquiry>("/api/contact-messages?sort=oldest")).data[0]?.name).toBe("Gita");
    expect((await get<Inquiry>("/api/contact-messages?type=technical")).data.map((m) => m.name)).toEqual([
      "Tara",
    ]);
    expect((await get<Inquiry>("/api/contact-messages?search=FROM%20GITA")).total).toBe(1);
    expect((await get<Inquiry>("/api/contact-messages?search=tara@")).total).toBe(1);
  });

  it("keeps where a lead came from, and drops what does not look like it", async () => {
    const { data } = await get<Inquiry>("/api/contact-messages?sort=oldest");
    expect(data[0]).toMatchObject({ sourcePage: "/faqs", utmSource: "newsletter", utmCampaign: "nov" });
    expect(data[1]).toMatchObject({ name: "Tara", sourcePage: null });
    const entries = (await get<Entry>("/api/waitlist?sort=oldest")).data;
    expect(entries.map((e) => [e.email, e.sourcePage, e.utmMedium])).toEqual([
      ["early@example.com", "/coming-soon", "email"],
      ["later@example.com", null, null],
    ]);
  });

  it("refuses bad queries with 400 and unknown ids with 404", async () => {
    for (const query of ["?status=maybe", "?type=sales", "?sort=name", "?limit=1000", "?page=0"]) {
      const response = await made.app.request(`/api/contact-messages${query}`, {
        headers: { cookie: leads },
      });
      expect(response.status, query).toBe(400);
    }
    expect(
      (await made.app.request("/api/waitlist?sort=priority", { headers: { cookie: leads } })).status,
    ).toBe(400);
    expect((await send2("DELETE", "/api/contact-messages/not-an-id")).status).toBe(404);
    expect((await send2("DELETE", "/api/waitlist/00000000-0000-4000-8000-00000000abcd")).status).toBe(404);
    expect(
      (
        await send2("PUT", "/api/contact-messages/00000000-0000-4000-8000-00000000abcd/status", {
          status: "closed",
        })
      ).status,
    ).toBe(404);
  });

  it("exports the current view as CSV, formulas defused, and audits the export without the search", async () => {
    await send("Mallory", "feedback", "Nice site", { subject: "=cmd|calc" });
    const response = await made.app.request("/api/contact-messages/export.csv?search=calc", {
      headers: { cookie: leads },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('"Reply due"');
    expect(lines[0]).toContain('"UTM campaign"');
    expect(lines[1]).toContain(`"'=cmd|calc"`);
    const waitlist = await (
      await made.app.request("/api/waitlist/export.csv", { headers: { cookie: leads } })
    ).text();
    expect(waitlist.trim().split("\r\n")).toHaveLength(3);
    const exports = (await listAudit(store.db)).filter((a) => a.action === "export");
    expect(exports.map((a) => a.entity_type).sort()).toEqual(["contact_message", "waitlist"]);
    expect(exports.map((a) => a.detail).join(" ")).not.toContain("calc");
  });

  it("closes and reopens an inquiry, recorded in its history; a closed one sorts last", async () => {
    const tara = (await get<Inquiry>("/api/contact-messages?type=technical")).data[0];
    const id = tara?.id ?? "";
    expect((await send2("PUT", `/api/contact-messages/${id}/status`, { status: "closed" })).status).toBe(200);
    expect((await get<Inquiry>("/api/contact-messages?status=closed")).data.map((m) => m.name)).toEqual([
      "Tara",
    ]);
    const order = (await get<Inquiry>("/api/contact-messages")).data.map((m) => m.name);
    expect(order.at(-1)).toBe("Tara");
    expect((await made.services.contactMessages.counts()).overdue).toBe(1);
    expect((await send2("PUT", `/api/contact-messages/${id}/status`, { status: "open" })).status).toBe(200);
    const detail = await made.services.contactMessages.detail(id);
    expect(detail?.history.map((e) => [e.action, e.by])).toEqual([
      ["close", "lead"],
      ["reopen", "lead"],
    ]);
  });

  it("of two deletes of one inquiry at once, one succeeds and one finds it gone", async () => {
    const receipt = await send("Twice", "general", "Delete me twice");
    const answers = await Promise.all([
      send2("DELETE", `/api/contact-messages/${receipt.id}`),
      send2("DELETE", `/api/contact-messages/${receipt.id}`),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
    const deletes = (await listAudit(store.db)).filter(
      (a) => a.action === "delete" && a.entity_id === receipt.id,
    );
    expect(deletes).toHaveLength(1);
  });

  it("deletes a waitlist sign-up by its id, and the audit log names the id, never the address", async () => {
    const entry = (await get<Entry>("/api/waitlist?search=later")).data[0];
    expect((await send2("DELETE", `/api/waitlist/${entry?.id}`)).status).toBe(200);
    expect((await get<Entry>("/api/waitlist?search=later")).total).toBe(0);
    const audit = (await listAudit(store.db)).filter(
      (a) => a.entity_type === "waitlist" && a.action === "delete",
    );
    expect(audit.map((a) => a.entity_id)).toContain(entry?.id);
    expect(JSON.stringify(audit)).not.toContain("later@example.com");
  });
});
