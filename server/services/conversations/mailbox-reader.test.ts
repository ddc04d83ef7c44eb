import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "#server/logger.ts";
import { type ImapServer, startImapServer } from "#tests/utils/imap-server.ts";
import { sampleDemoRequest } from "#tests/utils/leads.ts";
import { countRows } from "#tests/utils/store-rows.ts";
import { createTestApp, manualClock, testOrigin } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";
import { type MailboxReader, startMailboxReader } from "./mailbox-reader.ts";

const dialects = await testDialects();

/*
 * The reply mailbox (issue 50) on a real IMAP server (Debian's Dovecot, a
 * configuration of the test's own) and the real store: a visitor's answer,
 * written to the mailbox as a mail client writes it, reaches its lead's
 * thread unread with the quote folded, and is marked read in the mailbox;
 * what is not an answer is refused and the next good one still lands; a
 * message kept before a crash, read again, is not kept twice.
 */

const replyAddress = "replies@anvaya.example";
const staff = { id: "00000000-0000-4000-8000-000000000001", username: "desk" };

function message(to: string, body: string[], headers: Record<string, string> = {}): string {
  return [
    "From: Asha Rao <asha.rao@clinic.example>",
    `To: ${to}`,
    "Subject: Re: Your demo request",
    `Message-ID: <${Math.random().toString(36).slice(2)}@clinic.example>`,
    "MIME-Version: 1.0",
    ...Object.entries({ "Content-Type": "text/plain; charset=utf-8", ...headers }).map(
      ([name, value]) => `${name}: ${value}`,
    ),
    "",
    ...body,
    "",
  ].join("\r\n");
}

/** Waits (up to 30 s, the bound) until `check` holds. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// Each waits up to 30 s for the mailbox, the bound; the file's tests get room beyond it.
describe.each(dialects)("the reply mailbox on %s", { timeout: 60_000 }, (dialect) => {
  let store: TestStore;
  let imap: ImapServer;
  let made: ReturnType<typeof createTestApp>;
  let reader: MailboxReader | undefined;
  const time = manualClock("2026-12-01T05:00:00.000Z");

  const answersOf = async (id: string) =>
    (await made.services.answeredLeads.demo_request.detail(id))?.answers ?? [];
  /** A demo request staff replied to: its id and the address its answer goes to. */
  const repliedLead = async (name: string) => {
    const id = await sampleDemoRequest(made.services, name);
    await made.services.answeredLeads.demo_request.desk.reply(staff, id, {
      subject: "Your demo request",
      body: "Could we call you on Thursday?",
    });
    return { id, to: (await made.services.conversations.replyToFor("demo_request", id, time.clock())) ?? "" };
  };

  beforeAll(async () => {
    [store, imap] = await Promise.all([createTestStore(dialect), startImapServer()]);
    made = createTestApp(
      store,
      time.clock,
      { REPLY_ADDRESS: replyAddress },
      { mail: { siteUrl: testOrigin }, replyAddress },
    );
    await made.services.settings.load();
    await made.services.account.upsertUser("desk", "correct horse battery", "leads");
    staff.id = (await made.services.account.listUsers())[0]?.id ?? staff.id;
  }, 60_000);
  afterAll(async () => {
    await reader?.stop();
    await Promise.all([imap?.stop(), store?.destroy()]);
  });

  it("brings an answer written to the mailbox to its lead, unread, the quote folded, and marks it read there", async () => {
    const { id, to } = await repliedLead("Asha Rao");
    expect(to).toMatch(/^replies\+[a-z2-7]{47}@anvaya\.example$/);
    reader = startMailboxReader({
      url: imap.url,
      logger: createLogger("silent"),
      receive: made.services.conversations.receive,
    });
    await imap.append(
      message(to, [
        "Thursday at 4 works for us.",
        "",
        "On Tue, 1 Dec 2026 at 10:30, Anvaya Care <care@anvaya.example> wrote:",
        "> Could we call you on Thursday?",
      ]),
    );
    const answers = await eventually(
      () => answersOf(id),
      (found) => found.length === 1,
    );
    expect(answers).toEqual([
      expect.objectContaining({
        from: "asha.rao@clinic.example",
        text: "Thursday at 4 works for us.",
        quoted: expect.stringContaining("> Could we call you on Thursday?"),
        unread: true,
      }),
    ]);
    expect(
      await eventually(
        () => imap.unseen(),
        (uids) => uids.length === 0,
      ),
    ).toEqual([]);
  });

  it("refuses a forged address, an auto-reply, a MIME bomb and a 12 MB message, and still takes the next good one", async () => {
    const { id, to } = await repliedLead("Kiran Das");
    const forged = to.replace(/\+([a-z2-7])/, (_, first: string) => `+${first === "a" ? "b" : "a"}`);
    const before = await countRows(store.db, "lead_answers");
    const bomb = [
      ...Array.from({ length: 300 }, (_, depth) => [
        `--b${depth}`,
        `Content-Type: multipart/mixed; boundary="b${depth + 1}"`,
        "",
      ]).flat(),
    ];
    await imap.append(message(forged, ["Hello"]));
    await imap.append(message(to, ["I am away until Monday."], { "Auto-Submitted": "auto-replied" }));
    await imap.append(message(to, bomb, { "Content-Type": 'multipart/mixed; boundary="b0"' }));
    await imap.append(message(to, ["x".repeat(12 * 1024 * 1024)]));
    await imap.append(message(to, ["Yes, please call."]));
    const answers = await eventually(
      () => answersOf(id),
      (found) => found.length === 1,
    );
    expect(answers.map((answer) => answer.text)).toEqual(["Yes, please call."]);
    expect(await countRows(store.db, "lead_answers")).toBe(before + 1);
    expect(
      await eventually(
        () => imap.unseen(),
        (uids) => uids.length === 0,
      ),
    ).toEqual([]);
  });

  it("keeps an answer once when it is read again after a crash (kept, not yet marked read)", async () => {
    const { id, to } = await repliedLead("Meena Iyer");
    const raw = message(to, ["See you on Thursday."]);
    // The reader kept it and died before marking it read: it is still unread in the mailbox.
    expect(await made.services.conversations.receive(Buffer.from(raw), "imap")).toMatchObject({
      outcome: "stored",
    });
    await imap.append(raw);
    await reader?.sweep();
    expect(
      await eventually(
        () => imap.unseen(),
        (uids) => uids.length === 0,
      ),
    ).toEqual([]);
    expect((await answersOf(id)).map((answer) => answer.text)).toEqual(["See you on Thursday."]);
  });
});
