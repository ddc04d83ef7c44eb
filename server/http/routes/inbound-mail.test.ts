import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleDemoRequest, sampleInquiry } from "#tests/utils/leads.ts";
import { createTestApp, manualClock, signIn, testOrigin } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";

const dialects = await testDialects();

/*
 * A visitor's answer comes back to the lead (issue 50), through
 * POST /api/inbound-mail on the real app and store: a staff reply carries a
 * Reply-To naming its lead; the answer to it lands in the lead's thread,
 * unread, with the quote folded, once however often it is posted; what is
 * not an answer is refused with its reason, stores nothing, and the next
 * good message still lands.
 */

const secret = "a-long-inbound-mail-secret-for-tests";
const replyAddress = "replies@anvaya.example";

type Answer = {
  id: string;
  from: string;
  text: string;
  quoted: string | null;
  attachments: { name: string; size: number }[];
  unread: boolean;
  urgent: boolean;
  dueAt: string | null;
};

/** A raw message as a visitor's mailer writes it. */
function mail(headers: Record<string, string>, body: string[]): string {
  return [
    ...Object.entries({
      From: "Asha Rao <asha.rao@clinic.example>",
      Subject: "Re: Your demo request",
      "Message-ID": `<${Math.random().toString(36).slice(2)}@clinic.example>`,
      "MIME-Version": "1.0",
      "Content-Type": "text/plain; charset=utf-8",
      ...headers,
    }).map(([name, value]) => `${name}: ${value}`),
    "",
    ...body,
  ].join("\r\n");
}

describe.each(dialects)("answers by webhook on %s", (dialect) => {
  let store: TestStore;
  const time = manualClock("2026-12-01T05:00:00.000Z");
  let made: ReturnType<typeof createTestApp>;
  let desk = "";

  const post = (raw: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) =>
    made.app.request("/api/inbound-mail", {
      method: "POST",
      headers: { authorization: `Bearer ${secret}`, "content-type": "message/rfc822", ...headers },
      body: raw,
    });
  const lead = async (path: string) =>
    (
      (await (await made.app.request(path, { headers: { cookie: desk } })).json()) as {
        data: { answers: Answer[]; replies: unknown[] };
      }
    ).data;
  const answerCount = async () =>
    Number(
      (
        await store.db
          .selectFrom("lead_answers")
          .select((eb) => eb.fn.countAll<number | string>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** Staff reply to a lead through the API; the Reply-To its mail carries. */
  const reply = async (path: string) => {
    const response = await made.app.request(`${path}/replies`, {
      method: "POST",
      headers: { cookie: desk, "content-type": "application/json", origin: testOrigin },
      body: JSON.stringify({ subject: "Your demo request", body: "Could we call you on Thursday?" }),
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { mailId: string } };
    const row = await store.db
      .selectFrom("outbox")
      .select("reply_to")
      .where("id", "=", data.mailId)
      .executeTakeFirstOrThrow();
    return row.reply_to ?? "";
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

  it("brings the answer to a reply back to its lead, unread, with the quote folded, once", async () => {
    const id = await sampleDemoRequest(made.services, "Asha Rao");
    const path = `/api/leads/demo-requests/${id}`;
    const to = await reply(path);
    expect(to).toMatch(/^replies\+[a-z2-7]{47}@anvaya\.example$/);
    time.advance(60 * 60_000);
    const raw = mail({ To: `Anvaya Care <${to}>`, "Message-ID": "<answer-1@clinic.example>" }, [
      "Thursday at 4 works. Please call the front desk.",
      "",
      "On Tue, 1 Dec 2026 at 10:30, Anvaya Care <care@anvaya.example> wrote:",
      "> Could we call you on Thursday?",
    ]);
    const first = await post(raw);
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ success: true, data: { outcome: "stored", matchedBy: "token" } });
    const again = await post(raw);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ success: true, data: { outcome: "duplicate" } });

    const { answers } = await lead(path);
    expect(answers).toEqual([
      expect.objectContaining({
        from: "asha.rao@clinic.example",
        text: "Thursday at 4 works. Please call the front desk.",
        quoted: expect.stringContaining("> Could we call you on Thursday?"),
        unread: true,
        urgent: false,
        dueAt: expect.any(String),
      }),
    ]);
    // Opening the lead reads it; the next reply answers it.
    await made.services.answeredLeads.demo_request.markOpened(id);
    expect((await lead(path)).answers[0]).toMatchObject({ unread: false });
    await reply(path);
    expect((await lead(path)).answers[0]).toMatchObject({ dueAt: null });
  });

  it("matches a mail without a reply address to the sender's open lead, else makes a new message", async () => {
    const id = await sampleInquiry(made.services, "Gita Sen", { email: "gita.sen@example.com" });
    const matched = await post(
      mail({ From: "Gita Sen <Gita.Sen@example.com>", To: "care@anvaya.example" }, ["One more question."]),
    );
    expect(await matched.json()).toMatchObject({ data: { outcome: "stored", matchedBy: "sender" } });
    expect((await lead(`/api/leads/contact-messages/${id}`)).answers.map((a) => a.text)).toEqual([
      "One more question.",
    ]);

    const stranger = await post(
      mail({ From: "Ravi <ravi@example.org>", To: "care@anvaya.example", Subject: "मदद" }, [
        "क्या आप हिंदी में बात कर सकते हैं?",
      ]),
    );
    expect(await stranger.json()).toMatchObject({ data: { outcome: "stored", matchedBy: "new" } });
    const made2 = await store.db
      .selectFrom("contact_messages")
      .selectAll()
      .where("email", "=", "ravi@example.org")
      .executeTakeFirstOrThrow();
    expect(made2).toMatchObject({ inquiry_type: "general", language: "hi", name: "Ravi", status: "open" });
  });

  it("flags an answer whose words suggest risk urgent, due in 15 minutes, and tells staff", async () => {
    const id = await sampleDemoRequest(made.services, "Meena Iyer");
    const to = await reply(`/api/leads/demo-requests/${id}`);
    const response = await post(
      mail({ From: "meena.iyer@clinic.example", To: to }, ["I want to end my life."]),
    );
    expect(response.status).toBe(202);
    const [answer] = (await lead(`/api/leads/demo-requests/${id}`)).answers;
    expect(answer).toMatchObject({ urgent: true });
    expect(Date.parse(answer?.dueAt ?? "") - time.clock().getTime()).toBe(15 * 60_000);
    const notice = await store.db
      .selectFrom("outbox")
      .select("subject")
      .where("recipient", "=", "leads@anvaya.example")
      .where("subject", "like", "Urgent: an answer%")
      .execute();
    expect(notice).toHaveLength(1);
  });

  it("refuses what is not an answer with its reason, stores nothing, and takes the next good one", async () => {
    const id = await sampleDemoRequest(made.services, "Kiran Das");
    const to = await reply(`/api/leads/demo-requests/${id}`);
    const forged = to.replace(/\+([a-z2-7])/, (_, first: string) => `+${first === "a" ? "b" : "a"}`);
    const before = await answerCount();
    const refusals: [string, Response, number, string][] = [
      ["forged", await post(mail({ To: forged }, ["Hello"])), 422, "forged-token"],
      [
        "auto-reply",
        await post(mail({ To: to, "Auto-Submitted": "auto-replied" }, ["I am away."])),
        422,
        "automatic",
      ],
      [
        "bounce",
        await post(
          mail(
            {
              From: "MAILER-DAEMON@mx.clinic.example",
              To: to,
              "Content-Type": 'multipart/report; boundary="r"',
            },
            ["--r", "", "Undeliverable", "--r--"],
          ),
        ),
        422,
        "automatic",
      ],
      [
        "bomb",
        await post(
          mail({ To: to, "Content-Type": 'multipart/mixed; boundary="b0"' }, [
            ...Array.from({ length: 400 }, (_, depth) => [
              `--b${depth}`,
              `Content-Type: multipart/mixed; boundary="b${depth + 1}"`,
              "",
            ]).flat(),
          ]),
        ),
        422,
        "malformed",
      ],
    ];
    for (const [label, response, status, code] of refusals) {
      expect({
        label,
        status: response.status,
        code: ((await response.json()) as { code?: string }).code,
      }).toEqual({
        label,
        status,
        code,
      });
    }
    const large = await post(new Uint8Array(12 * 1024 * 1024));
    expect(large.status).toBe(413);
    time.advance(181 * 24 * 60 * 60_000);
    const late = await post(mail({ To: to }, ["Sorry for the late answer."]));
    expect(await late.json()).toMatchObject({ code: "expired-token" });
    expect(await answerCount()).toBe(before);

    // A script in HTML is kept as text, never as markup; and the next good message lands.
    desk = await signIn(made.app, "desk", "leads");
    const fresh = await reply(`/api/leads/demo-requests/${id}`);
    const good = await post(
      mail({ To: fresh, "Content-Type": "text/html; charset=utf-8" }, [
        "<p>Yes, <b>call</b> us.</p><script>alert('x')</script>",
      ]),
    );
    expect(good.status).toBe(202);
    const answers = (await lead(`/api/leads/demo-requests/${id}`)).answers;
    expect(answers.map((a) => a.text)).toEqual(["Yes, call us."]);
  });

  it("answers 401 without the secret and 415 for anything but a raw message", async () => {
    const raw = mail({ To: "care@anvaya.example" }, ["Hello"]);
    expect((await post(raw, { authorization: "Bearer wrong-secret-of-the-same-size!" })).status).toBe(401);
    expect((await post(raw, { authorization: "" })).status).toBe(401);
    expect((await post(raw, { "content-type": "application/json" })).status).toBe(415);
  });

  it("is not there without INBOUND_MAIL_SECRET", async () => {
    const plain = createTestApp(store, time.clock);
    const response = await plain.app.request("/api/inbound-mail", {
      method: "POST",
      headers: { authorization: `Bearer ${secret}`, "content-type": "message/rfc822" },
      body: mail({}, ["Hello"]),
    });
    expect(response.status).toBe(404);
  });
});
