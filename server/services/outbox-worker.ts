import type { Kysely } from "kysely";
import type { Transporter } from "nodemailer";
import { claimDueMail, markMailFailed, markMailSent, releaseMail } from "#server/db/repositories/outbox.ts";
import type { Database } from "#server/db/schema.ts";
import type { Logger } from "#server/logger.ts";
import { type Clock, systemClock } from "./clock.ts";
import { onMailWritten } from "./mail/outbox.ts";

/** One mail as the transport sends it. */
export type OutgoingMail = {
  /** The outbox row's id: the same Message-ID on every attempt. */
  id: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  /** An iCalendar text: sent as the calendar part and as `invite.ics`. */
  calendar?: string | null;
};

/** Sends one mail or throws; nodemailer over SMTP in the server, anything in tests. */
export type MailTransport = {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

/**
 * The longest one SMTP send may take with these timeouts, roughly: a run
 * tries a claimed mail only while its lease has at least this much left, so
 * a slow server cannot make a lease run out mid-send (and another worker
 * send the same mail).
 */
export const smtpSendBudgetMs = 45_000;

/**
 * nodemailer over `SMTP_URL` (smtp:// or smtps://, credentials in the URL),
 * loaded with the first mail sent: a server that sends none (or not yet)
 * starts without it.
 */
export function smtpTransport(
  url: string,
  options: { from: string; messageIdDomain: string },
): MailTransport {
  let transporter: Promise<Transporter> | undefined;
  const open = () => {
    transporter ??= import("nodemailer").then(({ createTransport }) =>
      createTransport(
        // Timeouts well inside smtpSendBudgetMs; nodemailer's defaults wait minutes.
        { url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
        { from: options.from },
      ),
    );
    return transporter;
  };
  return {
    async send(mail) {
      await (await open()).sendMail({
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        messageId: `<${mail.id}@${options.messageIdDomain}>`,
        ...(mail.calendar
          ? { icalEvent: { method: "PUBLISH", filename: "invite.ics", content: mail.calendar } }
          : {}),
      });
    },
    close: () => {
      void transporter?.then((opened) => opened.close());
    },
  };
}

/** Wait before the next try: 30 s, 1 min, 2 min, … at most an hour. `failures`: failed tries so far, this one included. */
export function retryDelayMs(failures: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, failures - 1), 60 * 60_000);
}

/** Tries of a mail the server rejected outright (an SMTP 5xx reply) before it is given up: retries do not mend a bad address. */
export const rejectedMailTries = 3;

/** Tries of any other failing mail before it is given up: with the backoff, about three hours. */
export const maxMailTries = 10;

/** A reply of the 5xx class: the server refuses this mail, and would again. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

const addressPattern = /[^\s<>()[\]",;:@]+@[^\s<>()[\]",;:@]+/g;

/**
 * What went wrong, fit for the outbox row and the log: the error's code, the
 * SMTP reply code and message, with any address taken out (an SMTP reply
 * often names the rejected recipient).
 */
export function describeFailure(error: unknown): string {
  const e = (error ?? {}) as { code?: unknown; responseCode?: unknown; message?: unknown };
  const parts = [e.code, e.responseCode].filter(
    (part) => typeof part === "string" || typeof part === "number",
  );
  const message = typeof e.message === "string" ? e.message : String(error);
  const text = `${parts.length > 0 ? `${parts.join(" ")}: ` : ""}${message}`;
  return text.replace(addressPattern, "[address]").replace(/\s+/g, " ").slice(0, 300);
}

export type OutboxWorkerOptions = {
  db: Kysely<Database>;
  clock?: Clock;
  transport: MailTransport;
  logger: Logger;
  /** Names this worker in the leases it takes; unique per process (host, pid, a random part). */
  owner: string;
  /** Mails claimed per run. */
  batchSize?: number;
  /** How long a claim holds; another worker may take a mail whose lease ran out. */
  leaseMs?: number;
  /** Time between runs once started, when nothing wakes the worker sooner. */
  intervalMs?: number;
  /**
   * How long after mail is written in this process a started worker runs
   * (`onMailWritten`): long enough for the writing transaction to commit,
   * and for a burst of leads to go in one run.
   */
  wakeDelayMs?: number;
  /** A claimed mail is tried only while its lease has at least this much left. */
  sendBudgetMs?: number;
  /** Told of each mail sent, failed to be tried again, or given up (the metrics). */
  events?: { sent(): void; retried(): void; failed(): void };
};

/** What one run did; `dead` counts the failed mails given up for good. */
export type OutboxRun = { claimed: number; sent: number; failed: number; dead: number; released: number };

/**
 * Sends the outbox. Each run leases due mails (claimDueMail: a conditional
 * UPDATE, so two workers in two processes never hold one row), sends them one
 * by one, marks each sent, or records the failure and schedules the next try
 * with exponential backoff; a mail rejected `rejectedMailTries` times, or
 * failing `maxMailTries` times, is given up (dead) until staff send it again. A mail is sent at least once; twice only if a
 * send outlives its lease, which the send budget guards against.
 */
export function createOutboxWorker(options: OutboxWorkerOptions) {
  const { db, transport, logger, owner, events } = options;
  const clock = options.clock ?? systemClock;
  const batchSize = options.batchSize ?? 10;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const intervalMs = options.intervalMs ?? 5_000;
  const wakeDelayMs = options.wakeDelayMs ?? 100;
  const sendBudgetMs = Math.min(options.sendBudgetMs ?? smtpSendBudgetMs, leaseMs);

  let inFlight: Promise<OutboxRun> | undefined;
  let timer: NodeJS.Timeout | undefined;
  /** When the timer fires (epoch ms). */
  let dueAt = Number.POSITIVE_INFINITY;
  /** Mail was written since the last run began: the next run comes `wakeDelayMs` after this one. */
  let woken = false;
  let unsubscribe: (() => void) | undefined;
  let stopping = false;

  async function run(): Promise<OutboxRun> {
    const now = clock();
    const leaseUntil = now.getTime() + leaseMs;
    const claimed = await claimDueMail(db, {
      owner,
      now: now.toISOString(),
      leaseUntil: new Date(leaseUntil).toISOString(),
      limit: batchSize,
    });
    const summary: OutboxRun = { claimed: claimed.length, sent: 0, failed: 0, dead: 0, released: 0 };
    const untried: string[] = [];
    for (const row of claimed) {
      if (stopping || clock().getTime() + sendBudgetMs > leaseUntil) {
        untried.push(row.id);
        continue;
      }
      try {
        await transport.send({
          id: row.id,
          to: row.recipient,
          replyTo: row.reply_to,
          subject: row.subject,
          text: row.body,
          html: row.html,
          calendar: row.calendar,
        });
      } catch (error) {
        const failures = row.attempts + 1;
        const at = clock();
        const nextAttemptAt = new Date(at.getTime() + retryDelayMs(failures)).toISOString();
        const reason = describeFailure(error);
        const dead = failures >= (isPermanentFailure(error) ? rejectedMailTries : maxMailTries);
        await markMailFailed(db, {
          id: row.id,
          owner,
          error: reason,
          nextAttemptAt,
          deadAt: dead ? at.toISOString() : undefined,
        });
        summary.failed += 1;
        if (dead) events?.failed();
        else events?.retried();
        if (dead) {
          summary.dead += 1;
          logger.error(
            { mailId: row.id, kind: row.kind, attempts: failures, error: reason },
            "mail failed for good; staff can send it again from the Mail view",
          );
        } else {
          logger.warn(
            { mailId: row.id, kind: row.kind, attempts: failures, nextAttemptAt, error: reason },
            "mail not sent; it will be tried again",
          );
        }
        continue;
      }
      summary.sent += 1;
      events?.sent();
      if (await markMailSent(db, { id: row.id, owner, at: clock().toISOString() })) {
        logger.debug({ mailId: row.id, kind: row.kind }, "mail sent");
      } else {
        logger.warn({ mailId: row.id, kind: row.kind }, "mail sent after its lease ran out");
      }
    }
    await releaseMail(db, { ids: untried, owner });
    summary.released = untried.length;
    return summary;
  }

  /** One run now; while one is in flight, that one. */
  function runOnce(): Promise<OutboxRun> {
    if (stopping) return Promise.resolve({ claimed: 0, sent: 0, failed: 0, dead: 0, released: 0 });
    inFlight ??= run().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  async function tick() {
    dueAt = Number.POSITIVE_INFINITY;
    woken = false;
    let next = intervalMs;
    try {
      const { claimed, sent, failed } = await runOnce();
      if (sent > 0 || failed > 0) logger.info({ sent, failed }, "outbox run");
      // A whole batch sent: more may wait (a backlog after an outage), so the next run comes at once.
      if (claimed === batchSize && sent === claimed) next = 0;
    } catch (error) {
      // The store did not answer, say; the next tick tries again.
      logger.error({ error: describeFailure(error) }, "outbox run failed");
    }
    if (woken) next = Math.min(next, wakeDelayMs);
    if (!stopping) schedule(next);
  }

  function schedule(ms: number) {
    clearTimeout(timer);
    dueAt = Date.now() + ms;
    timer = setTimeout(tick, ms);
    // Never keeps the process alive by itself.
    timer.unref();
  }

  /** Mail was written in this process: a run soon, unless one is due sooner (or under way: then one soon after it). */
  function wake() {
    if (stopping) return;
    woken = true;
    if (!inFlight && dueAt - Date.now() > wakeDelayMs) schedule(wakeDelayMs);
  }

  return {
    runOnce,
    /**
     * Runs now and then every `intervalMs`, one run at a time; at once again
     * after a whole batch was sent, and `wakeDelayMs` after mail is written
     * in this process.
     */
    start() {
      if (timer || stopping) return;
      unsubscribe = onMailWritten(wake);
      schedule(0);
    },
    /** No new run; waits for the one in flight (it gives back what it has not tried), then closes the transport. */
    async stop() {
      stopping = true;
      unsubscribe?.();
      clearTimeout(timer);
      await inFlight?.catch(() => {});
      transport.close();
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
