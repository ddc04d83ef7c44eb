/**
 * Conversations (issue 50): a visitor's answer to a staff reply comes back
 * to its lead. Each reply carries a Reply-To that names the lead
 * (reply-address.ts); whatever brings the answer (the mailbox the server
 * reads, or a provider's webhook) hands the raw message to `receive`, which
 * reads it within bounds (inbound-message.ts), finds its lead and keeps it
 * once, unread and waiting for staff. A message without a token goes to
 * the sender's newest open lead, else becomes a new contact message.
 */
import { createHash, type KeyObject } from "node:crypto";
import type { Kysely } from "kysely";
import { oneBusinessDayAfter, type WeekHours } from "#common/business-hours.ts";
import { urgentReplyMinutes } from "#common/contact-intake.ts";
import { formatIstDateTime } from "#common/format-date.ts";
import type { AnsweredLeadKind } from "#common/lead-kinds.ts";
import { soundsUrgent } from "#common/risk-phrases.ts";
import { insertContactMessage } from "#server/db/repositories/contact-messages.ts";
import {
  findOpenLeadFrom,
  flagLeadUrgent,
  hasLeadAnswer,
  insertLeadAnswer,
  leadExists,
} from "#server/db/repositories/lead-answers.ts";
import type { Database } from "#server/db/schema.ts";
import type { Clock } from "../clock.ts";
import { orderedUuid } from "../ids.ts";
import type { LeadKindRegistry } from "../lead-kinds/registry.ts";
import { leadUrl, type MailSettings, staffNotificationMail } from "../mail/compose.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { type InboundMessage, readInbound } from "./inbound-message.ts";
import { replyAddressFor, replyTokens, tokenInAddress } from "./reply-address.ts";

export type InboundSource = "imap" | "webhook";

/** What became of one inbound message; `why` is for the log and never holds its words or addresses. */
export type ReceiveOutcome =
  | {
      outcome: "stored";
      kind: string;
      leadId: string;
      answerId: string;
      matchedBy: "token" | "sender" | "new";
      urgent: boolean;
    }
  | { outcome: "duplicate" }
  | {
      outcome: "refused";
      reason: "too-large" | "malformed" | "automatic" | "forged-token" | "expired-token" | "lead-gone";
      why: string;
    };

/** Guesses a message's language from its letters: Hindi when most are Devanagari. */
export function languageOfText(text: string): "en" | "hi" {
  const devanagari = text.match(/[\u0900-\u097f]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return devanagari > latin ? "hi" : "en";
}

export function createConversations(
  db: Kysely<Database>,
  clock: Clock,
  options: {
    kinds: LeadKindRegistry;
    /** The site's "reply" key (privacy/site-secrets.ts). */
    signingKey: () => Promise<KeyObject>;
    /** REPLY_ADDRESS: without it replies carry no lead's address, and tokens are never looked for. */
    replyAddress?: string;
    /** Where an urgent answer is announced (NOTIFY_EMAIL), and the site's address for links. */
    mail?: MailSettings;
    /** The support hours Settings give now: a plain answer is due one business day after it comes. */
    hours: () => WeekHours;
  },
) {
  const { kinds, replyAddress, mail } = options;
  const tokens = replyTokens(kinds, options.signingKey, clock);
  const tables = kinds.answered;

  /** Which lead the message answers, or why it answers none. */
  async function leadOf(
    message: InboundMessage,
  ): Promise<
    | { kind: string; id: string; matchedBy: "token" | "sender" }
    | { kind: null }
    | Extract<ReceiveOutcome, { outcome: "refused" }>
  > {
    const token = replyAddress
      ? message.to.map((to) => tokenInAddress(replyAddress, to)).find((found) => found !== null)
      : undefined;
    if (token) {
      const checked = await tokens.check(token);
      if (!checked.ok) {
        return checked.reason === "expired"
          ? { outcome: "refused", reason: "expired-token", why: "the reply address has expired" }
          : { outcome: "refused", reason: "forged-token", why: "the reply address is not one of ours" };
      }
      const table = tables.find((one) => one.kind === checked.kind);
      if (!table || !(await leadExists(db, table.table, checked.id))) {
        return { outcome: "refused", reason: "lead-gone", why: "its lead has been erased" };
      }
      return { kind: checked.kind, id: checked.id, matchedBy: "token" };
    }
    const open = await findOpenLeadFrom(db, tables, message.from.address);
    return open ? { kind: open.kind, id: open.id, matchedBy: "sender" } : { kind: null };
  }

  return {
    /** The Reply-To of a reply from this lead sent at `at`; undefined without REPLY_ADDRESS. */
    async replyToFor(kind: string, id: string, at: Date): Promise<string | undefined> {
      if (!replyAddress) return undefined;
      return replyAddressFor(replyAddress, await tokens.tokenFor(kind, id, at));
    },

    /**
     * Reads one raw message and keeps it on its lead, once: its Message-ID
     * (or the hash of the raw message) is the key, so a message read again
     * after a restart, or by both the mailbox and the webhook, is a
     * duplicate. Never throws for what the message holds; a store that does
     * not answer throws (the caller tries again later).
     */
    async receive(raw: Uint8Array, source: InboundSource): Promise<ReceiveOutcome> {
      const message = await readInbound(raw);
      if ("refused" in message) return { outcome: "refused", reason: message.refused, why: message.why };
      const key = message.messageId ?? `sha256:${createHash("sha256").update(raw).digest("hex")}`;
      if (await hasLeadAnswer(db, key)) return { outcome: "duplicate" };
      const lead = await leadOf(message);
      if ("outcome" in lead) return lead;

      const now = clock();
      const at = now.toISOString();
      const urgent = soundsUrgent(message.subject, message.text);
      const dueAt = urgent
        ? new Date(now.getTime() + urgentReplyMinutes * 60_000).toISOString()
        : oneBusinessDayAfter(now, options.hours()).toISOString();
      const answerId = orderedUuid();
      const target = lead.kind === null ? { kind: "contact_message", id: orderedUuid() } : lead;
      const stored = await db
        .transaction()
        .execute(async (trx) => {
          if (lead.kind === null) {
            // A new mail from someone with no open lead: a contact message of its own.
            await insertContactMessage(trx, {
              id: target.id,
              inquiry_type: "general",
              name: message.from.name ?? message.from.address.split("@")[0] ?? "",
              email: message.from.address,
              subject: message.subject || "(no subject)",
              message: message.text.slice(0, 5000) || "(no text)",
              urgent: urgent ? 1 : 0,
              status: "open",
              source_page: "email",
              created_at: at,
              updated_at: at,
              reply_due_at: dueAt,
              language: languageOfText(message.text),
            });
          }
          const inserted = await insertLeadAnswer(trx, {
            id: answerId,
            lead_kind: target.kind,
            lead_id: target.id,
            message_key: key,
            sender: message.from.address,
            subject: message.subject,
            body: message.text,
            quoted: message.quoted,
            attachments: JSON.stringify(message.attachments),
            urgent: urgent ? 1 : 0,
            source,
            received_at: at,
            due_at: dueAt,
          });
          if (!inserted) {
            // Stored by another reader a moment before: keep nothing of this one.
            throw new DuplicateAnswer();
          }
          const table = tables.find((one) => one.kind === target.kind);
          // Words that suggest a risk make the lead urgent too, where its kind can be (its list puts it first).
          if (urgent && lead.kind !== null && table) await flagLeadUrgent(trx, table, target.id);
          if (urgent && mail?.notifyEmail) {
            await enqueueMail(
              trx,
              [
                staffNotificationMail({
                  to: mail.notifyEmail,
                  subject: "Urgent: an answer that may come from someone at risk",
                  intro: "A visitor answered a reply, and their words suggest they may be at risk.",
                  fields: [["Received", formatIstDateTime(at)]],
                  replyTime: `within ${urgentReplyMinutes} minutes`,
                  link: {
                    label: "Open the lead",
                    url: leadUrl(mail, target.kind as AnsweredLeadKind, target.id),
                  },
                  urgent: true,
                  about: { type: target.kind, id: target.id },
                }),
              ],
              now,
            );
          }
          return true;
        })
        .catch((error: unknown) => {
          if (error instanceof DuplicateAnswer) return false;
          throw error;
        });
      if (!stored) return { outcome: "duplicate" };
      return {
        outcome: "stored",
        kind: target.kind,
        leadId: target.id,
        answerId,
        matchedBy: lead.kind === null ? "new" : lead.matchedBy,
        urgent,
      };
    },
  };
}

class DuplicateAnswer extends Error {}

export type Conversations = ReturnType<typeof createConversations>;
