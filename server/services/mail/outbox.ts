import type { Transaction } from "kysely";
import { insertOutboxRows } from "#server/db/repositories/outbox.ts";
import type { Database, NewOutboxRow } from "#server/db/schema.ts";
import { orderedUuid } from "../ids.ts";
import type { RateDecision, RateLimiter, RateRule } from "../rate-limits.ts";

/**
 * The mail the site sends (issue 15), on its way out: written to the outbox
 * in the same transaction as the record it is about, so a mail exists exactly
 * when its record does, and capped per visitor address. The outbox worker
 * (../outbox-worker.ts) sends it; a submission never waits for, or fails
 * because of, the mail server. What a mail says is composed in compose.ts and
 * by the modules that send it (a lead kind's mails beside its descriptor).
 */

export type MailKind =
  | "staff-notification"
  | "acknowledgement"
  | "waitlist-confirmation"
  | "lead-reply"
  | "demo-booked";

/** The record a mail is about (its kind's name and id), so erasing that record can erase its mail. */
export type MailAbout = { type: string; id: string };

/** One composed mail, ready for `enqueueMail`. */
export type Mail = {
  /** Its outbox row's id (and so its Message-ID), when the caller must know it; a new one otherwise. */
  id?: string;
  kind: MailKind;
  to: string;
  /** Where a reply goes: the visitor, for staff; staff (NOTIFY_EMAIL), for the visitor. */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** The record the mail is about, so erasing that record can erase its mail. */
  about?: MailAbout;
  /** An iCalendar text to send with it (a booked demo's event). */
  calendar?: string;
};

const written = new Set<() => void>();

/**
 * Calls `listener` whenever this process writes mail to the outbox (the
 * mail workers started here: they send it at once rather than at their next
 * run). Returns the way to stop.
 */
export function onMailWritten(listener: () => void): () => void {
  written.add(listener);
  return () => written.delete(listener);
}

/**
 * Tells the listeners that mail was written. Said inside the writing
 * transaction, before its commit: a listener waits a moment before it reads
 * (the worker's `wakeDelayMs`), and a mail not committed by then goes at
 * the worker's next run, as without the call.
 */
export function mailWritten(): void {
  for (const listener of written) listener();
}

/**
 * Writes the mails to the outbox inside the caller's transaction, so a mail
 * exists exactly when its record does. They are due at once.
 */
export async function enqueueMail(
  trx: Transaction<Database>,
  mails: readonly Mail[],
  now: Date,
): Promise<void> {
  if (mails.length === 0) return;
  await insertOutboxRows(trx, outboxRowsOf(mails, now));
  mailWritten();
}

/** The outbox rows of `mails`, due at once. */
export function outboxRowsOf(mails: readonly Mail[], now: Date): NewOutboxRow[] {
  const at = now.toISOString();
  return mails.map((mail) => ({
    id: mail.id ?? orderedUuid(),
    recipient: mail.to,
    reply_to: mail.replyTo ?? null,
    subject: mail.subject,
    body: mail.text,
    html: mail.html,
    kind: mail.kind,
    subject_type: mail.about?.type ?? null,
    subject_id: mail.about?.id ?? null,
    created_at: at,
    next_attempt_at: at,
    sent_at: null,
    attempts: 0,
    last_error: null,
    lease_owner: null,
    lease_until: null,
    dead_at: null,
    calendar: mail.calendar ?? null,
  }));
}

/**
 * Anyone can type anyone's address into a public form, so one address gets at
 * most three mails a day from the forms (acknowledgements and waitlist
 * confirmations together). A fixed day, 00:00 to 00:00 UTC (05:30 IST): a
 * counter of one row, upserted in the record's transaction, is atomic where a
 * rolling count of sent mail would need a lock of its own; the price is that
 * six may arrive within minutes, three either side of 05:30 IST.
 */
export const visitorMailRate: RateRule = { name: "visitor-mail", limit: 3, windowMs: 24 * 60 * 60_000 };

/**
 * Writes a new record's mails inside its transaction, as `enqueueMail` does,
 * but the visitor's (anything not to staff) only while its address is under
 * `visitorMailRate`: the record is stored and staff are told either way.
 * `addressKey` is the address's stand-in (`privacy.addressKey`), counted in
 * `rate_limits` instead of the address. Concurrent submissions to one address
 * take turns on the counter's row, so none sends a fourth.
 *
 * An address this process already knows to be past the cap (the limiter
 * remembers it once a transaction that counted it past has committed: hand
 * the returned decision to `limiter.committed` then) is refused from memory:
 * no count, so no lock on its row for the rest of the transaction. Without
 * that, every submission from one address (a bot repeating a form) queued
 * behind the others on PostgreSQL for the row, one commit at a time.
 * Returns the cap's decision, or null when no visitor mail was asked for.
 */
export async function enqueueSubmissionMail(
  trx: Transaction<Database>,
  mails: readonly Mail[],
  now: Date,
  cap: { limiter: RateLimiter; addressKey: string },
): Promise<RateDecision | null> {
  const kept: Mail[] = [];
  let capped: RateDecision | null = null;
  for (const mail of mails) {
    if (mail.kind !== "staff-notification") {
      capped =
        cap.limiter.knownRefusal(visitorMailRate, cap.addressKey) ??
        (await cap.limiter.hitWithin(trx, visitorMailRate, cap.addressKey));
      if (!capped.allowed) continue;
    }
    kept.push(mail);
  }
  await enqueueMail(trx, kept, now);
  return capped;
}
