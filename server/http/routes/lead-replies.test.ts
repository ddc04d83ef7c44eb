import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultSiteSettings } from "#common/site-settings.ts";
import { listAudit } from "#server/db/repositories/audit-log.ts";
import { findUserByUsername, updateUser } from "#server/db/repositories/users.ts";
import { sampleDemoRequest, sampleInquiry } from "#tests/utils/leads.ts";
import { createTestApp, manualClock, signIn, testOrigin } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";

const dialects = await testDialects();

type Reply = {
  id: string;
  by: string;
  to: string;
  subject: string;
  text: string;
  mailId: string;
  delivery: string;
};
type Lead = {
  stage: string;
  firstResponseAt: string | null;
  replies: Reply[];
  undelivered: { id: string; kind: string; subject: string }[];
};

/*
 * Replies from the back office and mail that failed for good (issue 32),
 * through POST /api/leads/{kind}/{id}/replies, POST
 * /api/leads/{kind}/{id}/mail/{mailId}/send-again and /api/mail, on the
 * real app and store: a reply goes to the visitor through the outbox,
 * answers to the company, records the first response and shows in the
 * lead's thread with its delivery; refusals store nothing; erasing the lead
 * erases the replies; a failed mail is sent again exactly once however many
 * ask at once.
 */
describe.each(dialects)("replies and failed mail on %s", (dialect) => {
  let store: TestStore;
  const time = manualClock("2026-11-27T05:00:00.000Z");
  let made: ReturnType<typeof createTestApp>;
  let desk = "";
  let admin = "";
  let blog = "";

  const request = (method: string, path: string, body?: unknown, cookie = desk, extra = {}) =>
    made.app.request(path, {
      method,
      headers: { cookie, "content-type": "application/json", origin: testOrigin, ...extra },
      ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
    });
  const read = async (path: string) => ((await (await request("GET", path)).json()) as { data: Lead }).data;
  const killMail = (id: string) =>
    store.db
      .updateTable("outbox")
      .set({ dead_at: time.clock().toISOString(), attempts: 3, last_error: "550: mailbox unavailable" })
      .where("id", "=", id)
      .execute();

  beforeAll(async () => {
    store = await createTestStore(dialect);
    made = createTestApp(store, time.clock, {}, { mail: { siteUrl: testOrigin } });
    await made.services.settings.load();
    await made.services.account.upsertUser("desk", "correct horse battery", "leads");
    await made.services.account.upsertUser("boss", "correct horse battery", "admin");
    await made.services.account.upsertUser("writer", "correct horse battery", "blog");
    const deskUser = await findUserByUsername(store.db, "desk");
    await updateUser(store.db, deskUser?.id ?? "", { email: "desk@anvaya.example" });
    desk = await signIn(made.app, "desk", "leads");
    admin = await signIn(made.app, "boss", "leads");
    blog = await signIn(made.app, "writer", "blog");
  });
  afterAll(async () => {
    await store.destroy();
  });

  it("mails the visitor through the outbox, records the first response, moves a new lead to contacted and shows the thread", async () => {
    const id = await sampleInquiry(made.services, "Gita Sen", { email: "gita.sen@example.com" });
    const path = `/api/leads/contact-messages/${id}`;
    time.advance(5 * 60_000);
    const answered = time.clock().toISOString();
    const response = await request("POST", `${path}/replies`, {
      subject: "  Re: your message  ",
      body: "Dear Gita,\nWe are open 9 am to 9 pm, every day.",
    });
    expect(response.status).toBe(201);
    const reply = ((await response.json()) as { data: Reply }).data;
    expect(reply).toMatchObject({
      by: "desk",
      to: "gita.sen@example.com",
      subject: "Re: your message",
      delivery: "queued",
    });

    const mail = await store.db
      .selectFrom("outbox")
      .selectAll()
      .where("id", "=", reply.mailId)
      .executeTakeFirst();
    expect(mail).toMatchObject({
      kind: "lead-reply",
      recipient: "gita.sen@example.com",
      subject: "Re: your message",
      // No company address in Settings: the visitor's answer goes to the staff member.
      reply_to: "desk@anvaya.example",
      subject_type: "contact_message",
      subject_id: id,
    });
    expect(mail?.body).toContain("We are open 9 am to 9 pm, every day.");
    expect(mail?.body).toContain(`desk\n${defaultSiteSettings.name}`);

    const lead = await read(path);
    expect(lead).toMatchObject({ stage: "contacted", firstResponseAt: answered });
    expect(lead.replies).toEqual([expect.objectContaining({ id: reply.id, delivery: "queued" })]);

    // A second reply keeps the first response; once the mail is sent, the thread says so.
    time.advance(60_000);
    const second = await request("POST", `${path}/replies`, {
      subject: "Re: hours",
      body: "And on Sundays.",
    });
    expect(second.status).toBe(201);
    await store.db
      .updateTable("outbox")
      .set({ sent_at: time.clock().toISOString(), attempts: 1 })
      .where("id", "=", reply.mailId)
      .execute();
    const after = await read(path);
    expect(after.firstResponseAt).toBe(answered);
    expect(after.replies.map((r) => [r.subject, r.delivery])).toEqual([
      ["Re: your message", "sent"],
      ["Re: hours", "queued"],
    ]);
    // The audit log says a reply went, never what it said.
    const audit = (await listAudit(store.db, 100)).filter((row) => row.entity_id === id);
    expect(audit.filter((row) => row.action === "reply")).toHaveLength(2);
    expect(JSON.stringify(audit)).not.toContain("Sundays");
  });

  it("answers to the company's contact address once Settings give one", async () => {
    const { version } = made.services.settings.current();
    await made.services.settings.update(
      { id: "x", username: "boss" },
      { ...defaultSiteSettings, email: "care@anvaya.example" },
      version,
    );
    const id = await sampleDemoRequest(made.services, "Asha Rao");
    const response = await request("POST", `/api/leads/demo-requests/${id}/replies`, {
      subject: "Your demo",
      body: "Shall we meet on Friday?",
    });
    expect(response.status).toBe(201);
    const { mailId } = ((await response.json()) as { data: Reply }).data;
    const mail = await store.db.selectFrom("outbox").selectAll().where("id", "=", mailId).executeTakeFirst();
    expect(mail).toMatchObject({ recipient: "asha.rao@clinic.example", reply_to: "care@anvaya.example" });
  });

  it("refuses what is not a reply, and a caller who may not send one, storing nothing", async () => {
    const id = await sampleInquiry(made.services, "Ravi Kumar");
    const path = `/api/leads/contact-messages/${id}/replies`;
    const count = async () =>
      Number(
        (
          await store.db
            .selectFrom("lead_replies")
            .select((eb) => eb.fn.countAll<number | string>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const cases: [number, Response][] = [
      [400, await request("POST", path, { subject: "", body: "Hello" })],
      [400, await request("POST", path, { subject: "Hi\r\nBcc: someone@example.com", body: "Hello" })],
      [400, await request("POST", path, { subject: "Hi", body: "   " })],
      [400, await request("POST", path, { subject: "Hi", body: "x".repeat(5001) })],
      [400, await request("POST", path, "[1, 2]")],
      [400, await request("POST", path, "{not json")],
      [413, await request("POST", path, { subject: "Hi", body: "x".repeat(1024 * 1024) })],
      [
        415,
        await request("POST", path, { subject: "Hi", body: "Hello" }, desk, { "content-type": "text/plain" }),
      ],
      [403, await request("POST", path, { subject: "Hi", body: "Hello" }, blog)],
      [401, await request("POST", path, { subject: "Hi", body: "Hello" }, "")],
      [
        403,
        await request("POST", path, { subject: "Hi", body: "Hello" }, desk, {
          origin: "https://evil.example",
        }),
      ],
      [404, await request("POST", `/api/leads/waitlist/${id}/replies`, { subject: "Hi", body: "Hello" })],
      [
        404,
        await request("POST", "/api/leads/contact-messages/00000000-0000-4000-8000-000000000000/replies", {
          subject: "Hi",
          body: "Hello",
        }),
      ],
    ];
    expect(cases.map(([, response]) => response.status)).toEqual(cases.map(([status]) => status));
    const first = (await cases[0]?.[1].clone().json()) as { fieldErrors?: Record<string, string> };
    expect(first.fieldErrors).toEqual({ subject: "Write a subject." });
    expect(await count()).toBe(before);
    expect((await read(`/api/leads/contact-messages/${id}`)).firstResponseAt).toBeNull();
  });

  it("erases a lead's replies and their mail with it, even when a reply and the delete come at once", async () => {
    for (let round = 0; round < 5; round += 1) {
      const id = await sampleInquiry(made.services, `Erased Person ${round}`);
      const [reply, removed] = await Promise.all([
        request("POST", `/api/leads/contact-messages/${id}/replies`, { subject: "Hi", body: "Hello" }),
        request("DELETE", `/api/contact-messages/${id}`),
      ]);
      expect(removed.status).toBe(200);
      expect([201, 404]).toContain(reply.status);
      const left = await store.db.selectFrom("lead_replies").select("id").where("lead_id", "=", id).execute();
      const mail = await store.db.selectFrom("outbox").select("id").where("subject_id", "=", id).execute();
      expect([left, mail]).toEqual([[], []]);
    }
  });

  it("sends a failed mail again from the lead, once however many ask at once, and audits it", async () => {
    const id = await sampleInquiry(made.services, "Nila Das");
    const path = `/api/leads/contact-messages/${id}`;
    const sent = await request("POST", `${path}/replies`, { subject: "Hi", body: "Hello" });
    const { mailId } = ((await sent.json()) as { data: Reply }).data;
    await killMail(mailId);
    const lead = await read(path);
    expect(lead.replies[0]?.delivery).toBe("failed");
    expect(lead.undelivered).toEqual([
      expect.objectContaining({ id: mailId, kind: "lead-reply", subject: "Hi" }),
    ]);

    const tries = await Promise.all(
      Array.from({ length: 20 }, () => request("POST", `${path}/mail/${mailId}/send-again`, {})),
    );
    expect(tries.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    const row = await store.db.selectFrom("outbox").selectAll().where("id", "=", mailId).executeTakeFirst();
    expect(row).toMatchObject({ dead_at: null, attempts: 0, sent_at: null });
    expect((await read(path)).replies[0]?.delivery).toBe("queued");
    const audit = (await listAudit(store.db, 200)).filter((r) => r.entity_id === id && r.action === "resend");
    expect(audit).toEqual([expect.objectContaining({ actor_username: "desk", detail: "lead-reply" })]);

    // A mail about another lead, or none, is not this lead's to send.
    const other = await sampleInquiry(made.services, "Other Person");
    expect(
      (await request("POST", `/api/leads/contact-messages/${other}/mail/${mailId}/send-again`, {})).status,
    ).toBe(404);
    expect((await request("POST", `${path}/mail/not-an-id/send-again`, {})).status).toBe(404);
    expect((await request("POST", `${path}/mail/${mailId}/send-again`, {}, blog)).status).toBe(403);
  });

  it("lists failed mail to the admin alone in the Mail view, and sends it again", async () => {
    const id = await sampleDemoRequest(made.services, "Kiran Shah");
    const acknowledgement = await store.db
      .selectFrom("outbox")
      .select("id")
      .where("subject_id", "=", id)
      .where("kind", "=", "acknowledgement")
      .executeTakeFirstOrThrow();
    await killMail(acknowledgement.id);
    expect((await request("GET", "/api/mail/failed")).status).toBe(403);
    expect((await request("GET", "/api/mail/failed", undefined, blog)).status).toBe(403);
    expect((await request("GET", "/api/mail/failed", undefined, "")).status).toBe(401);
    const listed = (await (await request("GET", "/api/mail/failed", undefined, admin)).json()) as {
      data: { id: string; kind: string; to: string; about: { type: string; id: string } }[];
      total: number;
    };
    expect(listed.data[0]).toMatchObject({
      id: acknowledgement.id,
      kind: "acknowledgement",
      to: "kiran.shah@clinic.example",
      about: { type: "demo_request", id },
    });
    expect((await request("GET", "/api/mail/failed?page=0", undefined, admin)).status).toBe(400);
    const again = await request("POST", `/api/mail/${acknowledgement.id}/send-again`, {}, admin);
    expect(again.status).toBe(200);
    expect((await request("POST", `/api/mail/${acknowledgement.id}/send-again`, {}, admin)).status).toBe(409);
    expect(
      (await request("POST", "/api/mail/00000000-0000-4000-8000-000000000000/send-again", {}, admin)).status,
    ).toBe(404);
    const after = (await (await request("GET", "/api/mail/failed", undefined, admin)).json()) as {
      total: number;
    };
    expect(after.total).toBe(listed.total - 1);
  });
});
