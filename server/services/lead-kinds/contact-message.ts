import { consentWordingIn } from "#common/consent-wording.ts";
import { contactReplyHours, replyPromise, soundsUrgent, urgentReplyMinutes } from "#common/contact-intake.ts";
import {
  type ContactInquiryType,
  type ContactMessage,
  contactInquiryOptions,
  contactSchema,
  declaresUnder18,
} from "#common/schemas/contact.ts";
import { findContactMessage } from "#server/db/repositories/contact-messages.ts";
import type { NewContactMessageRow } from "#server/db/schema.ts";
import { ReferredError } from "../errors.ts";
import type { RateRule } from "../rate-limits.ts";
import { contactDesk } from "./contact-message-desk.ts";
import { contactMessageMails } from "./contact-message-mails.ts";
import { KiB, parsePublicForm, type RegisteredLeadKind, type ReplyTarget } from "./lead-kind.ts";

/** As for demo requests: five stored messages per client per ten minutes is plenty for a person. */
export const contactRate: RateRule = { name: "contact", limit: 5, windowMs: 10 * 60_000 };

/** Refused messages per client per ten minutes: no person gets sixty wrong, a bot soon does. */
export const contactRefusedRate: RateRule = { name: "contact-refused", limit: 60, windowMs: 10 * 60_000 };

export type ContactReceipt = { id: string; inquiryType: ContactInquiryType; urgent: boolean };

/** When the reply to a message received `at` is due. */
export function replyDueAt(type: ContactInquiryType, urgent: boolean, at: Date): string {
  const minutes = urgent ? urgentReplyMinutes : contactReplyHours[type] * 60;
  return new Date(at.getTime() + minutes * 60_000).toISOString();
}

/** What a person under 18 asking about therapy is told, by the API and the form alike. */
export const under18Referral =
  "Nothing was stored. We can only arrange therapy through this form for people aged 18 or over, so we have not kept your message. Please call Tele-MANAS on 14416 or 1-800-891-4416: it is free, open 24×7, and there for young people and their families. Tell a parent or another adult you trust, and if you are in danger, call 112.";

/**
 * A message through the contact form (spec §2.13). One whose words suggest
 * the person may be at risk is urgent (common/contact-intake.ts): a
 * 15-minute reply target, flagged to staff, helplines first in the mail.
 */
export const contactMessageKind: RegisteredLeadKind<
  "contact_message",
  ContactMessage,
  ContactReceipt,
  ReplyTarget,
  typeof contactDesk
> = {
  name: "contact_message",
  table: "contact_messages",
  code: "c",
  intake: {
    path: "/api/contact",
    // A 5,000-character message and four short fields, in UTF-8, with room.
    bodyLimit: 32 * KiB,
    pages: ["/contact-us"],
    answer: "receipt",
    openApi: {
      operationId: "submitContactMessage",
      summary: "Send a message through the contact form (a filled `website` field is refused).",
      description:
        "With `inquiryType: therapy`, `adult` (`yes` or `no`: is the person 18 or over?) is required. `adult: no` on the therapy path stores nothing at all (no message, consent, mail or audit entry, and no count against the limits) and answers 422 with `code: under-18`, `stored: false` and an `error` that points to Tele-MANAS (14416, free, 24×7, for young people and their families) and 112.",
      counted: "stored",
      answered: "Stored: `{success:true, data:{id, inquiryType, urgent}}`",
      body: contactSchema,
      referrals: ["under-18"],
    },
  },
  answered: { name: "name", email: "email", phone: null, urgent: true },
  consent: (company, language) => consentWordingIn(language, company).contact_message,
  limits: {
    stored: contactRate,
    refused: contactRefusedRate,
    tooMany: "Too many messages from your connection. Please wait a few minutes and try again, or call us.",
  },
  // A person under 18 on the therapy path is referred to Tele-MANAS: no
  // row, no consent, no mail, no audit, no count against a limit.
  referral: (body) => (declaresUnder18(body) ? new ReferredError("under-18", under18Referral) : undefined),
  parse: (body) => parsePublicForm(contactSchema, body),
  addressOf: (message) => message.email,
  replyTarget(message, at) {
    const urgent = soundsUrgent(message.subject, message.message);
    return {
      urgent,
      dueAt: replyDueAt(message.inquiryType, urgent, at),
      promise: replyPromise(message.inquiryType, urgent),
    };
  },
  row({ id, input: message, source, at, reply, language }) {
    const now = at.toISOString();
    return {
      id,
      inquiry_type: message.inquiryType,
      name: message.name,
      email: message.email,
      subject: message.subject,
      message: message.message,
      urgent: reply.urgent ? 1 : 0,
      status: "open",
      source_page: source.sourcePage,
      utm_source: source.utmSource,
      utm_medium: source.utmMedium,
      utm_campaign: source.utmCampaign,
      created_at: now,
      updated_at: now,
      reply_due_at: reply.dueAt,
      language,
    } satisfies NewContactMessageRow;
  },
  mails(settings, { id, input: message, at, reply, withdrawToken, language }) {
    const inquiryLabel =
      contactInquiryOptions.find((option) => option.value === message.inquiryType)?.label ?? "Message";
    return contactMessageMails(
      settings,
      {
        id,
        inquiryLabel,
        ...message,
        urgent: reply.urgent,
        createdAt: at.toISOString(),
        withdrawToken,
        language,
      },
      reply.promise,
    );
  },
  receipt: ({ id, input, reply }) => ({ id, inquiryType: input.inquiryType, urgent: reply.urgent }),
  async replay(db, id) {
    const row = await findContactMessage(db, id);
    if (!row) return undefined;
    return { id: row.id, inquiryType: row.inquiry_type as ContactInquiryType, urgent: row.urgent === 1 };
  },
  desk: contactDesk,
};
