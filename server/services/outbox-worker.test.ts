import { randomUUID } from "node:crypto";
import { createServer as createNetServer } from "node:net";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { createStore, type Store } from "#server/db/client.ts";
import {
  claimDueMail,
  countWaitingMail,
  listMailAbout,
  markMailSent,
  reviveMail,
} from "#server/db/repositories/outbox.ts";
import { createApp } from "#server/http/app.ts";
import { createLogger } from "#server/logger.ts";
import { mailSettingsOf, senderOf, startMailWorker } from "#server/start.ts";
import { smtpSink } from "#tests/utils/smtp-sink.ts";
import { rowsOf, updateRows } from "#tests/utils/store-rows.ts";
import { freshClient, manualClock, testOrigin } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";
import { createServices } from "./index.ts";
import { waitlistConfirmationMail } from "./lead-kinds/waitlist-mails.ts";
import { enqueueMail } from "./mail/outbox.ts";
import {
  createOutboxWorker,
  describeFailure,
  type MailTransport,
  maxMailTries,
  type OutgoingMail,
  rejectedMailTries,
  retryDelayMs,
  smtpTransport,
} from "./outbox-worker.ts";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** A logger whose lines the test reads back. */
function capturedLogger() {
  const lines: string[] = [];
  const logger = pino({ level: "debug", base: undefined }, { write: (line: string) => lines.push(line) });
  return { logger, lines };
}

const anyAddress = /[^\s"<>]+@[^\s"<>]+/;
const notifyEmail = "leads@anvaya.example";

const demo = {
  fullName: "Asha Rao",
  workEmail: "asha@clinic.example",
  organization: "Sample Clinic",
  roleTitle: "Clinical Director",
  phone: "+91 80 1234 5678",
  inquiryFor: "mental-health-platform",
  message: "We would like to see the scheduling tools.",
  agreeToContact: true,
};

describe("retries", () => {
  it("back off exponentially from 30 seconds, at most an hour apart", () => {
    expect([1, 2, 3, 4, 7, 8, 30].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });

  it("record what failed without any address", () => {
    const error = Object.assign(
      new Error("Can't send mail - all recipients were rejected: 550 <a.b@c.example>"),
      {
        code: "EENVELOPE",
        responseCode: 550,
      },
    );
    expect(describeFailure(error)).toBe(
      "EENVELOPE 550: Can't send mail - all recipients were rejected: 550 <[address]>",
    );
  });
});

const dialects = await testDialects();

describe.each(dialects)("the outbox worker on %s", (dialect) => {
  let store: TestStore;
  let port: number;
  const sink = smtpSink({ reject: (address) => address === "nobody@example.com" });
  const time = manualClock();
  const log = capturedLogger();
  const config = loadConfig({
    NODE_ENV: "test",
    TRUST_PROXY: "true",
    LOG_LEVEL: "silent",
    SITE_URL: testOrigin,
    NOTIFY_EMAIL: notifyEmail,
  });
  const services = () => createServices(store, time.clock, undefined, { mail: mailSettingsOf(config) });
  const workers: { stop(): Promise<void> }[] = [];
  const worker = (
    options: { db?: Store["db"]; owner?: string; transport?: MailTransport; intervalMs?: number } = {},
  ) => {
    const created = createOutboxWorker({
      db: options.db ?? store.db,
      clock: time.clock,
      transport:
        options.transport ??
        smtpTransport(`smtp://127.0.0.1:${port}`, { from: "site@anvaya.example", messageIdDomain: "test" }),
      logger: log.logger,
      owner: options.owner ?? `test-${workers.length}`,
      batchSize: 5,
      leaseMs: 60_000,
      sendBudgetMs: 10_000,
      intervalMs: options.intervalMs,
    });
    workers.push(created);
    return created;
  };

  /** `count` waitlist confirmations in the outbox, to `<prefix>0@example.com` and on. */
  const queueConfirmations = (count: number, prefix: string) =>
    store.db.transaction().execute((trx) =>
      enqueueMail(
        trx,
        Array.from({ length: count }, (_, i) =>
          waitlistConfirmationMail(mailSettingsOf(config), {
            id: randomUUID(),
            email: `${prefix}${i}@example.com`,
          }),
        ),
        time.clock(),
      ),
    );

  beforeAll(async () => {
    store = await createTestStore(dialect);
    port = await freePort();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    await sink.stop();
    sink.received.length = 0;
    expect(await countWaitingMail(store.db)).toBe(0);
  });
  afterAll(async () => {
    await store.destroy();
    const leaked = log.lines.filter((line) => anyAddress.test(line));
    expect(leaked, "log lines with an email address").toEqual([]);
  });

  it("delivers one mail to staff and one to the visitor for a demo request, once", async () => {
    await sink.start(port);
    const { id } = await services().demoRequests.submit(demo, freshClient());
    const w = worker();
    expect(await w.runOnce()).toMatchObject({ claimed: 2, sent: 2, failed: 0 });
    expect(await w.runOnce()).toMatchObject({ claimed: 0 });

    expect(sink.received).toHaveLength(2);
    const staff = sink.received.find((mail) => mail.to.includes(notifyEmail));
    const visitor = sink.received.find((mail) => mail.to.includes(demo.workEmail));
    expect(staff?.to).toEqual([notifyEmail]);
    expect(staff?.subject).toBe("New demo request: Asha Rao, Sample Clinic");
    expect(staff?.replyTo).toBe(demo.workEmail);
    expect(staff?.body).toContain(`${testOrigin}/admin-only-demo-requests?request=${id}`);
    expect(staff?.body).toContain("within 24 hours");
    expect(visitor?.to).toEqual([demo.workEmail]);
    expect(visitor?.subject).toBe("We have received your demo request");
    expect(visitor?.replyTo).toBe(notifyEmail);
    expect(visitor?.body).toContain("within 24 hours");

    const rows = await listMailAbout(store.db, "demo_request", id);
    expect(rows.every((row) => row.sent_at === time.clock().toISOString() && row.attempts === 1)).toBe(true);
    expect(new Set(sink.received.map((mail) => mail.messageId))).toEqual(
      new Set(rows.map((row) => `<${row.id}@test>`)),
    );
  });

  it("confirms a waitlist sign-up once; signing up again sends nothing", async () => {
    await sink.start(port);
    await services().waitlist.join({ email: "joiner@example.com", agreeToContact: true }, freshClient());
    await services().waitlist.join({ email: "Joiner@Example.com", agreeToContact: true }, freshClient());
    const w = worker();
    expect(await w.runOnce()).toMatchObject({ sent: 1 });
    await services().waitlist.join({ email: "joiner@example.com", agreeToContact: true }, freshClient());
    expect(await w.runOnce()).toMatchObject({ claimed: 0 });
    expect(sink.received.map((mail) => [mail.to, mail.subject])).toEqual([
      [["joiner@example.com"], "You are on the Anvaya Health waitlist"],
    ]);
  });

  it("accepts a demo request while the mail server is down, backs off, and delivers once it is back", async () => {
    const app = createApp({ config, logger: createLogger("silent"), services: services() });
    const response = await app.request("/api/request-demo", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshClient() },
      body: JSON.stringify(demo),
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { id: string } };

    const w = worker();
    expect(await w.runOnce()).toMatchObject({ claimed: 2, sent: 0, failed: 2 });
    const retryAt = new Date(time.clock().getTime() + 30_000).toISOString();
    for (const row of await listMailAbout(store.db, "demo_request", data.id)) {
      expect(row).toMatchObject({ sent_at: null, attempts: 1, next_attempt_at: retryAt, lease_owner: null });
      expect(row.last_error).toMatch(/ECONNREFUSED/);
      expect(row.last_error).not.toMatch(anyAddress);
    }
    // Not before its time, even with the server back.
    await sink.start(port);
    time.advance(29_999);
    expect(await w.runOnce()).toMatchObject({ claimed: 0 });
    time.advance(1);
    expect(await w.runOnce()).toMatchObject({ claimed: 2, sent: 2 });
    expect(await w.runOnce()).toMatchObject({ claimed: 0 });
    expect(sink.received.map((mail) => mail.to[0]).sort()).toEqual([demo.workEmail, notifyEmail].sort());
    expect(log.lines.some((line) => line.includes("mail not sent"))).toBe(true);
  });

  it("gives up a mail the server rejects after its retries, keeps sending the rest, and sends it again when asked", async () => {
    await sink.start(port);
    await services().waitlist.join({ email: "nobody@example.com", agreeToContact: true }, freshClient());
    await services().waitlist.join({ email: "somebody@example.com", agreeToContact: true }, freshClient());
    const w = worker();
    expect(await w.runOnce()).toMatchObject({ claimed: 2, sent: 1, failed: 1, dead: 0 });
    for (let tries = 2; tries <= rejectedMailTries; tries += 1) {
      time.advance(retryDelayMs(tries - 1));
      expect(await w.runOnce()).toMatchObject({
        claimed: 1,
        failed: 1,
        dead: tries === rejectedMailTries ? 1 : 0,
      });
    }
    const [dead] = await rowsOf(store.db, "outbox", { recipient: "nobody@example.com" });
    expect(dead).toMatchObject({
      attempts: rejectedMailTries,
      sent_at: null,
      dead_at: time.clock().toISOString(),
    });
    expect(dead?.last_error).toMatch(/550/);
    expect(dead?.last_error).not.toMatch(anyAddress);
    // Given up: not tried again, not counted as waiting, and the log says so without the address.
    time.advance(24 * 60 * 60_000);
    expect(await w.runOnce()).toMatchObject({ claimed: 0 });
    expect(log.lines.some((line) => line.includes("mail failed for good"))).toBe(true);
    expect(sink.received.map((mail) => mail.to)).toEqual([["somebody@example.com"]]);

    // Sent again (the address is still refused), it gets its tries anew.
    expect(await reviveMail(store.db, dead?.id ?? "", time.clock().toISOString())).toBe(true);
    expect(await reviveMail(store.db, dead?.id ?? "", time.clock().toISOString())).toBe(false);
    expect(await w.runOnce()).toMatchObject({ claimed: 1, failed: 1, dead: 0 });
    await updateRows(store.db, "outbox", { id: dead?.id ?? "" }, { dead_at: "2026-11-22T10:00:00.000Z" });
  });

  it("gives up a mail the server cannot be reached for after its last try, about three hours on", async () => {
    await services().waitlist.join({ email: "patient@example.com", agreeToContact: true }, freshClient());
    const w = worker();
    let waited = 0;
    for (let tries = 1; tries <= maxMailTries; tries += 1) {
      const run = await w.runOnce();
      expect(run).toMatchObject({ claimed: 1, failed: 1, dead: tries === maxMailTries ? 1 : 0 });
      if (tries < maxMailTries) {
        time.advance(retryDelayMs(tries));
        waited += retryDelayMs(tries);
      }
    }
    expect(waited / 3_600_000).toBeGreaterThan(2.5);
    expect(waited / 3_600_000).toBeLessThan(3.5);
    const [row] = await rowsOf(store.db, "outbox", { recipient: "patient@example.com" });
    expect(row?.dead_at).not.toBeNull();
    expect(row?.last_error).toMatch(/ECONNREFUSED/);
  });

  it("delivers each of 20 queued mails exactly once with two workers on two connections", async () => {
    await sink.start(port);
    await queueConfirmations(20, "p");
    // A second store on the same database: what a second server process would have.
    const other = createStore({ url: store.url, dataDir: store.dataDir });
    try {
      const a = worker({ owner: "process-a" });
      const b = worker({ db: other.db, owner: "process-b" });
      let claimed = 0;
      for (let round = 0; round < 20; round += 1) {
        const runs = await Promise.all([a.runOnce(), b.runOnce()]);
        const claimedNow = runs.reduce((sum, run) => sum + run.claimed, 0);
        if (claimedNow === 0) break;
        claimed += claimedNow;
      }
      expect(claimed).toBe(20);
      const recipients = sink.received.map((mail) => mail.to[0]);
      expect(recipients).toHaveLength(20);
      expect(new Set(recipients).size).toBe(20);
    } finally {
      await other.close();
    }
  });

  it("once started, sends mail written in this process at once, not at its next run", async () => {
    await sink.start(port);
    const w = worker({ intervalMs: 600_000 });
    w.start();
    // The first run, at the start, finds nothing; the next would come in ten minutes.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await w.runOnce()).toMatchObject({ claimed: 0 });
    await services().waitlist.join({ email: "woken@example.com", agreeToContact: true }, freshClient());
    await expect
      .poll(() => sink.received.map((mail) => mail.to[0]), { timeout: 5_000 })
      .toEqual(["woken@example.com"]);
  });

  it("once started, sends a backlog in whole batches one after another", async () => {
    await queueConfirmations(12, "b");
    await sink.start(port);
    // Batches of 5, a run every ten minutes: only a run at once after a whole batch sends all 12 now.
    worker({ intervalMs: 600_000 }).start();
    await expect.poll(() => sink.received.length, { timeout: 5_000 }).toBe(12);
  });

  it("takes over a mail whose worker stalled, once its lease has run out", async () => {
    await sink.start(port);
    await services().waitlist.join({ email: "stalled@example.com", agreeToContact: true }, freshClient());
    const now = time.clock().toISOString();
    const leaseUntil = new Date(time.clock().getTime() + 60_000).toISOString();
    const [held] = await claimDueMail(store.db, { owner: "stalled", now, leaseUntil, limit: 1 });
    const w = worker();
    expect(await w.runOnce()).toMatchObject({ claimed: 0 });
    time.advance(60_000);
    expect(await w.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(await markMailSent(store.db, { id: held?.id ?? "", owner: "stalled", at: now })).toBe(false);
    expect(sink.received).toHaveLength(1);
  });

  it("stops after the mail in flight and gives back the rest at once", async () => {
    await store.db.transaction().execute((trx) =>
      enqueueMail(
        trx,
        ["s1", "s2", "s3"].map((name) =>
          waitlistConfirmationMail(mailSettingsOf(config), {
            id: randomUUID(),
            email: `${name}@example.com`,
          }),
        ),
        time.clock(),
      ),
    );
    const sent: OutgoingMail[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered = () => {};
    const inSend = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const w = worker({
      transport: {
        async send(mail) {
          entered();
          await gate;
          sent.push(mail);
        },
        close() {},
      },
    });
    const run = w.runOnce();
    await inSend;
    let stopped = false;
    const stopping = w.stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await run).toMatchObject({ claimed: 3, sent: 1, released: 2 });
    expect(sent).toHaveLength(1);
    // What it gave back, another worker sends straight away.
    await sink.start(port);
    expect(await worker().runOnce()).toMatchObject({ claimed: 2, sent: 2 });
  });
});

describe("starting the mail worker", () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await createTestStore("sqlite");
    await services(store).waitlist.join(
      { email: "waiting@example.com", agreeToContact: true },
      freshClient(),
    );
  });
  afterAll(async () => {
    await store.destroy();
  });
  const services = (s: Store) => createServices(s, undefined, undefined, { mail: { siteUrl: testOrigin } });
  const configWith = (env: Record<string, string>) =>
    loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SITE_URL: testOrigin, ...env });

  it("without SMTP_URL, says once how much mail waits (never to whom) and sends nothing", async () => {
    const log = capturedLogger();
    expect(await startMailWorker(configWith({}), log.logger, store)).toBeUndefined();
    const lines = log.lines.map((line) => JSON.parse(line) as { msg: string; waiting?: number });
    expect(lines.find((line) => line.msg.includes("SMTP_URL"))).toMatchObject({ waiting: 1 });
    expect(lines.some((line) => line.msg.includes("NOTIFY_EMAIL is not set"))).toBe(true);
    expect(log.lines.join("\n")).not.toMatch(anyAddress);
  });

  it("with SMTP_URL, starts a worker that sends the waiting mail, and stops it", async () => {
    const port = await freePort();
    const sink = smtpSink();
    await sink.start(port);
    try {
      const log = capturedLogger();
      const worker = await startMailWorker(
        configWith({ SMTP_URL: `smtp://127.0.0.1:${port}`, NOTIFY_EMAIL: notifyEmail }),
        log.logger,
        store,
      );
      expect(worker).toBeDefined();
      // The first run starts at once; runOnce joins it.
      await worker?.runOnce();
      await worker?.stop();
      expect(sink.received.map((mail) => mail.to)).toEqual([["waiting@example.com"]]);
      // Without MAIL_FROM, no-reply at the site's own domain.
      expect(sink.received[0]?.from).toBe("Anvaya Health <no-reply@localhost>");
      expect(log.lines.some((line) => line.includes("NOTIFY_EMAIL"))).toBe(false);
      expect(log.lines.join("\n")).not.toMatch(anyAddress);
    } finally {
      await sink.stop();
    }
  });

  it("sends every mail from MAIL_FROM", async () => {
    const port = await freePort();
    const sink = smtpSink();
    await sink.start(port);
    try {
      await services(store).waitlist.join(
        { email: "from-test@example.com", agreeToContact: true },
        freshClient(),
      );
      const config = configWith({
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: "Anvaya Care <care@anvaya.example>",
      });
      const worker = await startMailWorker(config, capturedLogger().logger, store);
      await worker?.runOnce();
      await worker?.stop();
      expect(sink.received.map((mail) => [mail.to, mail.from])).toEqual([
        [["from-test@example.com"], "Anvaya Care <care@anvaya.example>"],
      ]);
    } finally {
      await sink.stop();
    }
  });
});

describe("MAIL_FROM", () => {
  const configWith = (env: Record<string, string>) =>
    loadConfig({ NODE_ENV: "test", SITE_URL: "https://anvaya.example", ...env });
  it("takes an address, or a name and an address, and names the sender with it", () => {
    expect(senderOf(configWith({}))).toBe('"Anvaya Health" <no-reply@anvaya.example>');
    expect(senderOf(configWith({ MAIL_FROM: "hello@anvaya.example" }))).toBe(
      '"Anvaya Health" <hello@anvaya.example>',
    );
    expect(senderOf(configWith({ MAIL_FROM: '"Anvaya, Care" <care@anvaya.example>' }))).toBe(
      '"Anvaya, Care" <care@anvaya.example>',
    );
  });
  it("refuses anything else at start, saying what it wants", () => {
    for (const bad of [
      "not an address",
      "Name <>",
      "<care@anvaya.example>",
      "care@anvaya.example\nBcc: x@y.z",
      "a@b",
    ]) {
      expect(() => configWith({ MAIL_FROM: bad }), bad).toThrow(
        /MAIL_FROM: an address, or a name and an address/,
      );
    }
  });
});
