import type { Kysely } from "kysely";
import type { ConsentKind } from "#common/consent.ts";
import { contactReplyHours, replyPromise, soundsUrgent, urgentReplyMinutes } from "#common/contact-intake.ts";
import { attributionOf } from "#common/schemas/attribution.ts";
import { type ContactInquiryType, contactInquiryOptions, contactSchema } from "#common/schemas/contact.ts";
import { fieldErrorsOf } from "#common/schemas/field-errors.ts";
import { type ContactMessageQuery, contactMessageQuerySchema } from "#common/schemas/lead-queries.ts";
import {
  type ContactMessageFilter,
  countOpenContactMessages,
  findContactMessage,
  insertContactMessage,
  listContactMessages,
} from "#server/db/repositories/contact-messages.ts";
import type { ContactMessageRow, Database } from "#server/db/schema.ts";
import type { Clock } from "./clock.ts";
import { type CsvColumns, csvLines, sourceCsvColumns } from "./csv.ts";
import { InvalidInputError } from "./errors.ts";
import { formIntake, publicFormInput } from "./intake.ts";
import { type Actor, everyPage, parseListQuery, statusLeadStore } from "./leads.ts";
import { contactMessageMails, enqueueSubmissionMail, type MailSettings } from "./mail.ts";
import type { SubmissionOrigin } from "./privacy/consent-ledger.ts";
import { idempotencyKeyOf } from "./privacy/idempotency.ts";
import type { PrivacyService } from "./privacy.ts";
import type { RateLimiter } from "./rate-limits.ts";

/** As for demo requests: five stored messages per client per ten minutes is plenty for a person. */
export const contactRate = { name: "contact", limit: 5, windowMs: 10 * 60_000 };

/** Refused messages per client per ten minutes: no person gets sixty wrong, a bot soon does. */
export const contactRefusedRate = { name: "contact-refused", limit: 60, windowMs: 10 * 60_000 };

function contactMessageOf(input: unknown) {
  const parsed = contactSchema.safeParse(publicFormInput(input));
  if (!parsed.success) {
    throw new InvalidInputError("Please check the highlighted fields.", {
      fieldErrors: fieldErrorsOf(parsed.error),
    });
  }
  return parsed.data;
}

export type ContactReceipt = { id: string; inquiryType: ContactInquiryType; urgent: boolean };

/** A contact message as staff see it. */
export type ContactMessageView = {
  id: string;
  inquiryType: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  urgent: boolean;
  status: "open" | "closed";
  createdAt: string;
  updatedAt: string;
  /** When the reply promised for its type (15 minutes when urgent) is due. */
  replyDueAt: string;
  sourcePage: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
};

function toView(row: ContactMessageRow): ContactMessageView {
  return {
    id: row.id,
    inquiryType: row.inquiry_type,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    urgent: Boolean(row.urgent),
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    replyDueAt: row.reply_due_at,
    sourcePage: row.source_page,
    utmSource: row.utm_source,
    utmMedium: row.utm_medium,
    utmCampaign: row.utm_campaign,
  };
}

/** When the reply to a message received `at` is due. */
export function replyDueAt(type: ContactInquiryType, urgent: boolean, at: Date): string {
  const minutes = urgent ? urgentReplyMinutes : contactReplyHours[type] * 60;
  return new Date(at.getTime() + minutes * 60_000).toISOString();
}

const filterOf = (q: ContactMessageQuery): ContactMessageFilter => ({
  status: q.status,
  type: q.type,
  search: q.search || undefined,
});

const csvColumns: CsvColumns<ContactMessageView> = [
  ["Received", (m) => m.createdAt],
  ["Status", (m) => m.status],
  ["Urgent", (m) => (m.urgent ? "yes" : "no")],
  ["Reply due", (m) => m.replyDueAt],
  ["Type", (m) => m.inquiryType],
  ["Name", (m) => m.name],
  ["Email", (m) => m.email],
  ["Subject", (m) => m.subject],
  ["Message", (m) => m.message],
  ...sourceCsvColumns,
];

const missing = "That inquiry no longer exists.";

/**
 * Contact messages (spec §2.13): stored, so none is lost, whatever the
 * visitor's device can do. A message whose words suggest the person may be
 * at risk is marked urgent (common/contact-intake.ts), so staff answer it
 * first and the visitor is shown the crisis helplines.
 */
export function createContactMessageService(
  db: Kysely<Database>,
  clock: Clock,
  rateLimiter: RateLimiter,
  privacy: PrivacyService<ConsentKind>,
  /** Where staff hear of messages; without it no mail is written (tests, scripts). */
  mail?: MailSettings,
) {
  const leads = statusLeadStore(
    db,
    clock,
    privacy,
    { table: "contact_messages", entityType: "contact_message", missing },
    async (id) => {
      const row = await findContactMessage(db, id);
      return row && toView(row);
    },
  );
  const parseQuery = (input: Record<string, string | undefined>) =>
    parseListQuery(contactMessageQuerySchema, input);
  const intake = formIntake(rateLimiter, {
    stored: contactRate,
    refused: contactRefusedRate,
    tooMany: "Too many messages from your connection. Please wait a few minutes and try again, or call us.",
  });
  return {
    /**
     * The one way in, from the JSON API and the no-JavaScript post alike.
     * Nothing refused is stored; a submission sent again with the same
     * idempotency key is stored once and answered before any limit. The
     * limits are `formIntake`'s, as for demo requests.
     */
    async submit(
      input: unknown,
      client: string,
      origin: SubmissionOrigin = { json: true },
    ): Promise<ContactReceipt> {
      const key = await intake.screen(client, () => idempotencyKeyOf(input));
      const earlier = await privacy.storedUnder("contact_message", key);
      const earlierRow = earlier ? await findContactMessage(db, earlier) : undefined;
      if (earlierRow) {
        const type = earlierRow.inquiry_type as ContactInquiryType;
        return { id: earlierRow.id, inquiryType: type, urgent: earlierRow.urgent === 1 };
      }
      await intake.notCutOff(client);
      const message = await intake.screen(client, () => contactMessageOf(input));
      const at = clock();
      const now = at.toISOString();
      const urgent = soundsUrgent(message.subject, message.message);
      const record = input as Record<string, unknown>;
      const source = attributionOf(record);
      const addressKey = mail && (await privacy.addressKey(message.email));
      // The message, its consent, its place under the limit and its mail are
      // stored together or not at all; the mail server is never waited for
      // (the outbox worker sends it).
      const stored = await privacy.storeOnce(
        { kind: "contact_message", key, input: record, origin, at },
        async (trx, id, links) => {
          await intake.admit(trx, client);
          await insertContactMessage(trx, {
            id,
            inquiry_type: message.inquiryType,
            name: message.name,
            email: message.email,
            subject: message.subject,
            message: message.message,
            urgent: urgent ? 1 : 0,
            status: "open",
            source_page: source.sourcePage,
            utm_source: source.utmSource,
            utm_medium: source.utmMedium,
            utm_campaign: source.utmCampaign,
            created_at: now,
            updated_at: now,
            reply_due_at: replyDueAt(message.inquiryType, urgent, at),
          });
          if (mail && addressKey) {
            const inquiryLabel =
              contactInquiryOptions.find((option) => option.value === message.inquiryType)?.label ??
              "Message";
            const mails = contactMessageMails(
              mail,
              { id, inquiryLabel, ...message, urgent, createdAt: now, withdrawToken: links.withdrawToken },
              replyPromise(message.inquiryType, urgent),
            );
            await enqueueSubmissionMail(trx, mails, at, { limiter: rateLimiter, addressKey });
          }
          return true;
        },
      );
      return { id: stored.id, inquiryType: message.inquiryType, urgent };
    },

    /** The Inquiries view: filters, search, sorts (the most pressing first by default) and paging. */
    async list(input: Record<string, string | undefined>) {
      const q = parseQuery(input);
      const { rows, total } = await listContactMessages(db, filterOf(q), q.sort, {
        limit: q.limit,
        offset: (q.page - 1) * q.limit,
      });
      return { messages: rows.map(toView), total, page: q.page, limit: q.limit };
    },

    /** How many wait for an answer, and how many of those are past their promised time. */
    countOpen: () => countOpenContactMessages(db, clock().toISOString()),

    /** One message and who closed or reopened it when, or null. */
    detail: leads.detail,

    /** Close or reopen, recorded in the audit log. */
    setStatus: leads.changeStatus,

    /** Permanent delete, recorded in the audit log. */
    remove: (actor: Actor, id: string): Promise<void> => leads.remove(actor, id),

    /** The filtered list as CSV lines (header first), read a page at a time; the export is audited. */
    async *exportCsv(actor: Actor, input: Record<string, string | undefined>): AsyncGenerator<string> {
      const q = parseQuery(input);
      await leads.auditExport(actor, { status: q.status, type: q.type, search: Boolean(q.search) });
      yield* csvLines(
        csvColumns,
        everyPage(async (page) =>
          (await listContactMessages(db, filterOf(q), q.sort, page)).rows.map(toView),
        ),
      );
    },
  };
}

export type ContactMessageService = ReturnType<typeof createContactMessageService>;
