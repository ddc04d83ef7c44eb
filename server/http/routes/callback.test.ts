import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listMailAbout } from "#server/db/repositories/outbox.ts";
import { callbackRate } from "#server/services/lead-kinds/callback.ts";
import { countRows, firstRowOf, rowsOf } from "#tests/utils/store-rows.ts";
import { createTestApp, freshClient, manualClock, signIn, testOrigin } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";

const dialects = await testDialects();

/** A request as the form sends it. */
const valid = {
  name: "Asha Rao",
  phone: "098765 43210",
  callLanguage: "hi",
  window: "any",
  topic: "therapy",
  note: "",
  agreeToContact: true,
};

type Callback = { id: string; phone: string; stage: string; status: string; outcome: string | null };

/*
 * The callback kind (issue 47) through its JSON address and the staff API,
 * on the real app and store: stored once with its consent and the staff
 * mail, due in two business hours (or at the end of the window asked for,
 * or in 15 minutes when the note suggests a risk), refused whole when
 * anything is wrong, limited under a burst, and handled by the same desk,
 * list, CSV and delete as the other kinds, by phone only.
 */
describe.each(dialects)("callback requests on %s", (dialect) => {
  let store: TestStore;
  // Wednesday 2 December 2026, 11:00 IST; the fresh store's support hours are Monday to Friday 8 am to 8 pm.
  const time = manualClock("2026-12-02T05:30:00.000Z");
  let made: ReturnType<typeof createTestApp>;
  let staff = "";

  const send = (body: unknown, client = freshClient(), type = "application/json") =>
    made.app.request("/api/callback", {
      method: "POST",
      headers: { "content-type": type, "x-forwarded-for": client },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const stored = async (body: unknown) => {
    const response = await send(body);
    expect(response.status).toBe(201);
    return ((await response.json()) as { data: { id: string; urgent: boolean } }).data;
  };
  const asStaff = (method: string, path: string, body?: unknown) =>
    made.app.request(path, {
      method,
      headers: { cookie: staff, "content-type": "application/json", origin: testOrigin },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const row = (id: string) => firstRowOf(store.db, "callback_requests", { id });
  const count = () => countRows(store.db, "callback_requests");

  beforeAll(async () => {
    store = await createTestStore(dialect);
    made = createTestApp(
      store,
      time.clock,
      {},
      { mail: { notifyEmail: "care@anvaya.example", siteUrl: testOrigin } },
    );
    await made.services.account.upsertUser("desk", "correct horse battery", "leads");
    staff = await signIn(made.app, "desk", "leads");
  });
  afterAll(() => store.destroy());

  it("stores a request with its number in E.164, its Hindi consent and one mail, to staff", async () => {
    const { id, urgent } = await stored({ ...valid, language: "hi" });
    expect(urgent).toBe(false);
    expect(await row(id)).toMatchObject({
      name: "Asha Rao",
      phone: "+919876543210",
      call_language: "hi",
      call_window: "any",
      topic: "therapy",
      note: null,
      status: "open",
      stage: "new",
      language: "hi",
      // Two business hours after 11:00 IST.
      reply_due_at: "2026-12-02T07:30:00.000Z",
    });
    const [consent] = await rowsOf(store.db, "consents", { subject_id: id });
    expect(consent?.consent_text).toContain("इस नंबर पर मुझे फ़ोन करे");
    const mails = await listMailAbout(store.db, "callback_request", id);
    expect(mails.map((mail) => [mail.kind, mail.recipient])).toEqual([
      ["staff-notification", "care@anvaya.example"],
    ]);
    expect(mails[0]?.subject).toBe("Callback requested (Starting therapy): Asha Rao");
    expect(mails[0]?.body).toContain("+919876543210");
  });

  it("is due at the end of the window asked for, the first time it comes round two business hours on", async () => {
    // 11:00 + two business hours is 13:00: today's 4 pm to 6 pm window ends at 6 pm.
    const later = await stored({ ...valid, window: "16:00-18:00" });
    expect((await row(later.id))?.reply_due_at).toBe("2026-12-02T12:30:00.000Z");
    // The 10 am to 12 pm window has passed by 13:00: tomorrow's.
    const morning = await stored({ ...valid, window: "10:00-12:00" });
    expect((await row(morning.id))?.reply_due_at).toBe("2026-12-03T06:30:00.000Z");
  });

  it("is urgent, due in 15 minutes and flagged to staff, when the note suggests a risk", async () => {
    const { id, urgent } = await stored({ ...valid, note: "Honestly I don't want to live any more." });
    expect(urgent).toBe(true);
    expect(await row(id)).toMatchObject({ urgent: 1, reply_due_at: "2026-12-02T05:45:00.000Z" });
    const [staffMail] = await listMailAbout(store.db, "callback_request", id);
    expect(staffMail?.subject.startsWith("URGENT: ")).toBe(true);
  });

  it("refuses what does not pass, field by field, in the form's language, and stores nothing", async () => {
    const before = await count();
    const wrong = await send({ ...valid, name: " ", phone: "12345", callLanguage: "fr", topic: "crypto" });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      name: "Enter your name.",
      phone: "Enter a phone number of at least 7 characters.",
      callLanguage: "Choose English or Hindi.",
      topic: "Choose what the call is about.",
    });
    const hindi = await send({ ...valid, agreeToContact: false, language: "hi" });
    expect(((await hindi.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      agreeToContact: "बॉक्स पर टिक करें, ताकि हम आपको कॉल कर सकें।",
    });
    // A window no open day has, and one that is no window at all.
    const night = await send({ ...valid, window: "22:00-23:00" });
    expect(night.status).toBe(400);
    expect(((await night.json()) as { error: string }).error).toMatch(/^Choose a time within our hours: /);
    expect((await send({ ...valid, window: "18:00-10:00" })).status).toBe(400);
    expect((await send({ ...valid, website: "https://spam.example" })).status).toBe(400);
    expect((await send({ ...valid, note: "x".repeat(1001) })).status).toBe(400);
    expect((await send("[1,2]")).status).toBe(400);
    expect((await send(valid, freshClient(), "text/plain")).status).toBe(415);
    expect((await send({ ...valid, note: "x".repeat(40_000) })).status).toBe(413);
    expect(await count()).toBe(before);
  });

  it("stores one request for one key, however often it is sent", async () => {
    const client = freshClient();
    const body = { ...valid, idempotencyKey: "callback-key-0001" };
    const answers = await Promise.all([send(body, client), send(body, client), send(body, client)]);
    const ids = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { data: { id: string } }).data.id),
    );
    expect(new Set(ids).size).toBe(1);
    expect(await rowsOf(store.db, "callback_requests", { id: ids[0] ?? "" })).toHaveLength(1);
  });

  it(`stores exactly ${callbackRate.limit} of ${callbackRate.limit + 3} sent at once by one client`, async () => {
    const client = freshClient();
    const before = await count();
    const answers = await Promise.all(
      Array.from({ length: callbackRate.limit + 3 }, (_, i) =>
        send({ ...valid, name: `Caller ${i}` }, client),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(callbackRate.limit);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(3);
    expect(await count()).toBe(before + callbackRate.limit);
  });

  it("is handled by the desk with its own stages and outcomes, and answered by phone, never by mail", async () => {
    const { id } = await stored({ ...valid, name: "Ravi Kumar", phone: "+91 91234 56789" });
    const path = `/api/leads/callback-requests/${id}`;
    expect((await asStaff("PATCH", path, { stage: "contacted" })).status).toBe(400);
    const called = await asStaff("PATCH", path, { stage: "called" });
    expect(((await called.json()) as { data: Callback }).data).toMatchObject({
      stage: "called",
      status: "open",
    });
    expect((await asStaff("PATCH", path, { outcome: "won" })).status).toBe(400);
    const reached = await asStaff("PATCH", path, { outcome: "reached" });
    expect(((await reached.json()) as { data: Callback }).data).toMatchObject({
      status: "closed",
      outcome: "reached",
    });
    const reply = await asStaff("POST", `${path}/replies`, { subject: "Hello", body: "We tried to call." });
    expect(reply.status).toBe(400);
    expect(((await reply.json()) as { error: string }).error).toBe(
      "This lead has no email address to reply to: answer by phone.",
    );
  });

  it("lists, searches and exports them, and links a number's demo request", async () => {
    const { id } = await stored({ ...valid, name: "Meera Shah", phone: "9811122233" });
    await made.services.demoRequests.submit(
      {
        fullName: "Meera Shah",
        workEmail: "meera@clinic.in",
        organization: "Shah Clinic",
        roleTitle: "Psychologist",
        phone: "+91 98111 22233",
        inquiryFor: "mental-health-platform",
        message: "A demo for our clinic.",
        agreeToContact: true,
      },
      freshClient(),
    );
    const list = await asStaff("GET", "/api/callback-requests?search=Meera");
    const { data, total } = (await list.json()) as {
      data: (Callback & { repeatSender: boolean })[];
      total: number;
    };
    expect(total).toBe(1);
    expect(data[0]).toMatchObject({ id, phone: "+919811122233", repeatSender: true });
    const detail = await asStaff("GET", `/api/leads/callback-requests/${id}`);
    const { data: lead } = (await detail.json()) as { data: { alsoSent: { kind: string }[] } };
    expect(lead.alsoSent.map((other) => other.kind)).toEqual(["demo_request"]);
    const csv = await (await asStaff("GET", "/api/callback-requests/export.csv?search=Meera")).text();
    expect(csv.split("\n")[0]).toContain('"Phone","Call language","When to call","About","Note"');
    expect(csv).toContain("Meera Shah");
  });

  it("deletes a request with its consent and its mail", async () => {
    const { id } = await stored({ ...valid, name: "Kiran" });
    expect((await asStaff("DELETE", `/api/callback-requests/${id}`)).status).toBe(200);
    expect(await rowsOf(store.db, "callback_requests", { id })).toEqual([]);
    expect(await rowsOf(store.db, "consents", { subject_id: id })).toEqual([]);
    expect(await listMailAbout(store.db, "callback_request", id)).toEqual([]);
  });
});
