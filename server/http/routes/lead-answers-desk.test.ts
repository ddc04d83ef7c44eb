import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answeredLeadKindList, answeredLeadKinds } from "#common/lead-kinds.ts";
import { sampleDemoRequest, sampleInquiry } from "#tests/utils/leads.ts";
import { createTestApp, manualClock, signIn, testOrigin } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";

const dialects = await testDialects();

/*
 * The desk's side of a visitor's answer (issue 50), on the real app and
 * store: an answer to a lead answered before puts it back among those
 * waiting in the overview, due when the answer is (the urgent first), and
 * counted once; its list marks it and the navigation counts it until staff
 * open it, whose detail then shows the answer unread once; an urgent answer
 * flags its lead urgent; a reply takes it off; the CSV counts the messages
 * each way.
 */

const secret = "a-long-inbound-mail-secret-for-tests";
const replyAddress = "replies@anvaya.example";
const minute = 60_000;
const hour = 60 * minute;

type Waiting = {
  kind: string;
  id: string;
  urgent: boolean;
  dueAt: string;
  receivedAt: string;
  waitingFor: string;
};
type Overview = { attention: Waiting[]; dueSoon: Waiting[]; waiting: number; overdue: number };

/** A raw message as a visitor's mailer writes it, answering `to`. */
function answer(to: string, text: string, from = "Asha Rao <asha.rao@clinic.example>"): string {
  return [
    `From: ${from}`,
    `To: ${to}`,
    "Subject: Re: Your demo request",
    `Message-ID: <${crypto.randomUUID()}@clinic.example>`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "",
    text,
  ].join("\r\n");
}

describe.each(dialects)("answers on the desk, on %s", (dialect) => {
  let store: TestStore;
  // Tuesday 1 December 2026, 10:30 IST.
  const time = manualClock("2026-12-01T05:00:00.000Z");
  let made: ReturnType<typeof createTestApp>;
  let desk = "";

  const call = (method: string, path: string, body?: unknown) =>
    made.app.request(path, {
      method,
      headers: { cookie: desk, "content-type": "application/json", origin: testOrigin },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const data = async <T>(path: string) => ((await (await call("GET", path)).json()) as { data: T }).data;
  const overview = () => data<Overview>("/api/leads/overview");
  // A session ends after a while idle: a new one after each jump in time.
  const later = async (ms: number) => {
    time.advance(ms);
    desk = await signIn(made.app, "desk", "leads");
  };
  /** Staff reply to a lead through the API; the Reply-To its mail carries. */
  const reply = async (slug: string, id: string) => {
    const response = await call("POST", `/api/leads/${slug}/${id}/replies`, {
      subject: "Your message",
      body: "Could we call you on Thursday?",
    });
    expect(response.status).toBe(201);
    const { data: sent } = (await response.json()) as { data: { mailId: string } };
    const row = await store.db
      .selectFrom("outbox")
      .select("reply_to")
      .where("id", "=", sent.mailId)
      .executeTakeFirstOrThrow();
    return row.reply_to ?? "";
  };
  const post = async (raw: string) => {
    const response = await made.app.request("/api/inbound-mail", {
      method: "POST",
      headers: { authorization: `Bearer ${secret}`, "content-type": "message/rfc822" },
      body: raw,
    });
    expect(response.status).toBe(202);
  };

  beforeAll(async () => {
    store = await createTestStore(dialect);
    made = createTestApp(
      store,
      time.clock,
      { INBOUND_MAIL_SECRET: secret, REPLY_ADDRESS: replyAddress },
      { mail: { siteUrl: testOrigin, notifyEmail: "leads@anvaya.example" }, replyAddress },
    );
    await made.services.settings.load();
    await made.services.account.upsertUser("desk", "correct horse battery", "leads");
    desk = await signIn(made.app, "desk", "leads");
  });
  afterAll(async () => {
    await store.destroy();
  });

  it("puts an answered lead back among those waiting, due when the answer is, marked and counted until opened", async () => {
    const demos = made.services.answeredLeads.demo_request;
    const id = await sampleDemoRequest(made.services, "Asha Rao");
    expect(await overview()).toMatchObject({ waiting: 1, overdue: 0 });
    await later(hour);
    const to = await reply("demo-requests", id);
    expect(await overview()).toMatchObject({ waiting: 0, overdue: 0 });

    // Tuesday 12:30 IST: the visitor writes back, due one business day on.
    await later(hour);
    await post(answer(to, "Thursday at 4 works."));
    const due = new Date(Date.parse("2026-12-02T12:30:00+05:30")).toISOString();
    expect(await overview()).toMatchObject({ waiting: 1, overdue: 0, attention: [], dueSoon: [] });
    const listed = await data<{ id: string; newAnswer: boolean }[]>("/api/demo-requests?search=Asha");
    expect(listed).toEqual([expect.objectContaining({ id, newAnswer: true })]);
    expect(await demos.countNewAnswers()).toBe(1);
    expect(await demos.countUnopened()).toBe(1);

    // Past its due time, it is overdue, listed by the answer's times.
    await later(25 * hour);
    const seen = await overview();
    expect(seen).toMatchObject({ waiting: 1, overdue: 1 });
    expect(seen.attention).toEqual([
      expect.objectContaining({ id, urgent: false, dueAt: due, waitingFor: "answer" }),
    ]);
    expect(seen.attention[0]?.receivedAt).toBe(
      new Date(Date.parse("2026-12-01T12:30:00+05:30")).toISOString(),
    );

    // Opened: the detail shows the answer unread this once; the list and the navigation no longer count it.
    const opened = await demos.open(id);
    expect(opened?.answers.map((one) => one.unread)).toEqual([true]);
    expect((await demos.open(id))?.answers.map((one) => one.unread)).toEqual([false]);
    expect(await demos.countNewAnswers()).toBe(0);
    expect(await demos.countUnopened()).toBe(0);
    expect(await data<{ newAnswer: boolean }[]>("/api/demo-requests?search=Asha")).toEqual([
      expect.objectContaining({ newAnswer: false }),
    ]);
    // Read is not answered: it still waits, until a reply.
    expect(await overview()).toMatchObject({ waiting: 1, overdue: 1 });
    await reply("demo-requests", id);
    expect(await overview()).toMatchObject({ waiting: 0, overdue: 0, attention: [] });
  });

  it("flags the lead of an urgent answer urgent and lists it first, due in 15 minutes", async () => {
    const calm = await sampleInquiry(made.services, "Calm Writer", { email: "calm@example.com" });
    const risk = await sampleInquiry(made.services, "Risk Writer", { email: "risk@example.com" });
    await later(minute);
    const calmTo = await reply("contact-messages", calm);
    const riskTo = await reply("contact-messages", risk);
    await later(minute);
    await post(answer(calmTo, "Thanks, that works.", "Calm Writer <calm@example.com>"));
    // Overdue by a day and more, the calm one is in the list before the urgent one comes.
    await later(30 * hour);
    await post(answer(riskTo, "Some days I want to end my life.", "Risk Writer <risk@example.com>"));
    const at = time.clock().getTime();

    const lead = await data<{ urgent: boolean; answers: { urgent: boolean; dueAt: string }[] }>(
      `/api/leads/contact-messages/${risk}`,
    );
    expect(lead.urgent).toBe(true);
    expect(lead.answers).toEqual([
      expect.objectContaining({ urgent: true, dueAt: new Date(at + 15 * minute).toISOString() }),
    ]);
    expect((await data<{ urgent: boolean }>(`/api/leads/contact-messages/${calm}`)).urgent).toBe(false);
    const seen = await overview();
    expect(seen.attention.map((one) => [one.id, one.urgent])).toEqual([
      [risk, true],
      [calm, false],
    ]);
    expect(seen).toMatchObject({ waiting: 2, overdue: 1 });
    // The list of inquiries, most urgent first, puts it first too.
    const listed = await data<{ id: string }[]>("/api/contact-messages?search=Writer");
    expect(listed.map((one) => one.id)).toEqual([risk, calm]);
    await reply("contact-messages", risk);
    await reply("contact-messages", calm);
    expect(await overview()).toMatchObject({ waiting: 0, overdue: 0 });
  });

  it("counts a lead nobody has answered once, with its own due time, whatever the visitor adds", async () => {
    const id = await sampleInquiry(made.services, "Gita Sen", { email: "gita.sen@example.com" });
    const before = await data<{ replyDueAt: string }>(`/api/leads/contact-messages/${id}`);
    await later(minute);
    // A mail without a reply address goes to the sender's open lead.
    await post(answer("care@anvaya.example", "One more question.", "Gita Sen <gita.sen@example.com>"));
    expect((await data<{ answers: unknown[] }>(`/api/leads/contact-messages/${id}`)).answers).toHaveLength(1);
    const seen = await overview();
    expect(seen.waiting).toBe(1);
    expect([...seen.attention, ...seen.dueSoon].filter((one) => one.id === id).length).toBeLessThanOrEqual(1);
    expect(await made.services.answeredLeads.contact_message.countNewAnswers()).toBe(1);
    // Due in 24 hours: nothing in the lists yet; a day on, overdue by its own time, listed once.
    await later(25 * hour);
    const overdue = await overview();
    expect(overdue).toMatchObject({ waiting: 1, overdue: 1 });
    expect(overdue.attention).toEqual([
      expect.objectContaining({ id, waitingFor: "first-reply", dueAt: before.replyDueAt }),
    ]);
    await reply("contact-messages", id);
    expect(await overview()).toMatchObject({ waiting: 0 });
  });

  it("counts each lead's replies and answers in every answered kind's CSV", async () => {
    const id = await sampleDemoRequest(made.services, "Meera Iyer");
    const to = await reply("demo-requests", id);
    await post(answer(to, "Yes, please.", "Meera Iyer <meera.iyer@clinic.example>"));
    await post(answer(to, "And one more thing.", "Meera Iyer <meera.iyer@clinic.example>"));
    await reply("demo-requests", id);
    await sampleDemoRequest(made.services, "Meera Untouched", { workEmail: "untouched@clinic.example" });
    const csv = await (await call("GET", "/api/demo-requests/export.csv?search=Meera")).text();
    const [header, ...rows] = csv.trim().split("\r\n");
    expect(header).toMatch(/,"Replies","Answers"$/);
    const byName = (name: string) => rows.find((row) => row.includes(name)) ?? "";
    expect(byName("Meera Iyer")).toMatch(/,"2","2"$/);
    expect(byName("Meera Untouched")).toMatch(/,"0","0"$/);
    for (const kind of answeredLeadKindList) {
      const response = await call("GET", `/api/${answeredLeadKinds[kind].slug}/export.csv`);
      expect(response.status).toBe(200);
      expect((await response.text()).split("\r\n")[0]).toMatch(/,"Replies","Answers"$/);
    }
  });
});
