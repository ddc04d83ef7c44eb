import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "#server/logger.ts";
import { type ImapServer, startImapServer } from "#tests/utils/imap-server.ts";
import { sampleDemoRequest } from "#tests/utils/leads.ts";
import { smtpSink } from "#tests/utils/smtp-sink.ts";
import { createTestApp, manualClock, testOrigin } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";
import { createOutboxWorker, type OutboxWorker, smtpTransport } from "../outbox-worker.ts";
import { type MailboxReader, startMailboxReader } from "./mailbox-reader.ts";

const dialects = await testDialects();

/*
 * A whole conversation (issue 50) over real mail servers: staff reply to a
 * lead; the reply leaves through a real SMTP server (the outbox worker)
 * with a Reply-To naming the lead; the visitor's mailer answers it, quoting
 * the reply below, into the company's reply mailbox (a real Dovecot, IMAP
 * APPEND as a client writes); the answer is in the lead's thread within 30
 * seconds, unread, the quote folded.
 */

const replyAddress = "replies@anvaya.example";

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

describe.each(dialects)("a conversation over SMTP and IMAP on %s", { timeout: 60_000 }, (dialect) => {
  let store: TestStore;
  let imap: ImapServer;
  let made: ReturnType<typeof createTestApp>;
  let worker: OutboxWorker;
  let reader: MailboxReader;
  const sink = smtpSink();
  const time = manualClock("2026-12-01T05:00:00.000Z");

  beforeAll(async () => {
    const smtpPort = await freePort();
    [store, imap] = await Promise.all([
      createTestStore(dialect),
      startImapServer(),
      sink.start(smtpPort),
    ]).then(([one, two]) => [one, two] as const);
    made = createTestApp(
      store,
      time.clock,
      { REPLY_ADDRESS: replyAddress },
      { mail: { siteUrl: testOrigin }, replyAddress },
    );
    await made.services.settings.load();
    await made.services.account.upsertUser("desk", "correct horse battery", "leads");
    worker = createOutboxWorker({
      db: store.db,
      logger: createLogger("silent"),
      transport: smtpTransport(`smtp://127.0.0.1:${smtpPort}`, {
        from: "Anvaya Care <care@anvaya.example>",
        messageIdDomain: "anvaya.example",
      }),
      owner: "conversation-test",
      clock: time.clock,
    });
    reader = startMailboxReader({
      url: imap.url,
      logger: createLogger("silent"),
      receive: made.services.conversations.receive,
    });
  }, 60_000);
  afterAll(async () => {
    await reader?.stop();
    await worker?.stop();
    await sink.stop();
    await Promise.all([imap?.stop(), store?.destroy()]);
  });

  it("brings the visitor's answer to a reply sent by SMTP back to the lead's thread", async () => {
    const id = await sampleDemoRequest(made.services, "Asha Rao");
    const [desk] = await made.services.account.listUsers();
    await made.services.answeredLeads.demo_request.desk.reply({ id: desk?.id ?? "", username: "desk" }, id, {
      subject: "Your demo request",
      body: "Could we call you on Thursday at 4?",
    });
    await worker.runOnce();
    // The reply, among the mails to the visitor (the acknowledgement came first).
    const sent = sink.received.filter((mail) => mail.to.includes("asha.rao@clinic.example")).at(-1);
    expect(sent?.body).toContain("Could we call you on Thursday at 4?");
    expect(sent?.replyTo).toMatch(/^replies\+[a-z2-7]{47}@anvaya\.example$/);

    // The visitor's mailer: "Re:", the reply quoted below the answer, sent to the Reply-To.
    await imap.append(
      [
        "From: Asha Rao <asha.rao@clinic.example>",
        `To: ${sent?.replyTo}`,
        `Subject: Re: ${sent?.subject}`,
        "Message-ID: <answer-of-asha@clinic.example>",
        `In-Reply-To: ${sent?.messageId}`,
        "Content-Type: text/plain; charset=utf-8",
        "",
        "Thursday at 4 is fine. Call the front desk, please.",
        "",
        `On Tue, 1 Dec 2026 at 10:30, ${sent?.from} wrote:`,
        "> Could we call you on Thursday at 4?",
        "",
      ].join("\r\n"),
    );
    const until = Date.now() + 30_000;
    let answers = (await made.services.answeredLeads.demo_request.detail(id))?.answers ?? [];
    while (answers.length === 0 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answers = (await made.services.answeredLeads.demo_request.detail(id))?.answers ?? [];
    }
    expect(answers).toEqual([
      expect.objectContaining({
        from: "asha.rao@clinic.example",
        text: "Thursday at 4 is fine. Call the front desk, please.",
        quoted: expect.stringContaining("> Could we call you on Thursday at 4?"),
        unread: true,
      }),
    ]);
  });
});
