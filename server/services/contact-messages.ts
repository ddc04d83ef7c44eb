import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { replyPromise, soundsUrgent } from "#common/contact-intake.ts";
import { type ContactInquiryType, contactInquiryOptions, contactSchema } from "#common/schemas/contact.ts";
import { fieldErrorsOf } from "#common/schemas/field-errors.ts";
import { insertContactMessage } from "#server/db/repositories/contact-messages.ts";
import type { Database } from "#server/db/schema.ts";
import type { Clock } from "./clock.ts";
import { InvalidInputError, RefusedError } from "./errors.ts";
import { publicFormInput } from "./intake.ts";
import { contactMessageMails, enqueueMail, type MailSettings } from "./mail.ts";
import type { RateLimiter } from "./rate-limits.ts";

/** As for demo requests: five messages per client per ten minutes is plenty for a person. */
export const contactRate = { name: "contact", limit: 5, windowMs: 10 * 60_000 };

export type ContactReceipt = { id: string; inquiryType: ContactInquiryType; urgent: boolean };

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
  /** Where staff hear of messages; without it no mail is written (tests, scripts). */
  mail?: MailSettings,
) {
  return {
    /** The one way in, from the JSON API and the no-JavaScript post alike. Nothing refused is stored. */
    async submit(input: unknown, client: string): Promise<ContactReceipt> {
      const decision = await rateLimiter.hit(contactRate, client);
      if (!decision.allowed) {
        throw new RefusedError(
          "too-many",
          "Too many messages from your connection. Please wait a few minutes and try again, or call us.",
          { retryAfterSeconds: decision.retryAfterSeconds },
        );
      }
      const parsed = contactSchema.safeParse(publicFormInput(input));
      if (!parsed.success) {
        throw new InvalidInputError("Please check the highlighted fields.", {
          fieldErrors: fieldErrorsOf(parsed.error),
        });
      }
      const message = parsed.data;
      const id = randomUUID();
      const at = clock();
      const now = at.toISOString();
      const urgent = soundsUrgent(message.subject, message.message);
      // The message and its mail are stored together or not at all; the mail
      // server is never waited for (the outbox worker sends it).
      await db.transaction().execute(async (trx) => {
        await insertContactMessage(trx, {
          id,
          inquiry_type: message.inquiryType,
          name: message.name,
          email: message.email,
          subject: message.subject,
          message: message.message,
          urgent: urgent ? 1 : 0,
          status: "open",
          source_page: null,
          utm_source: null,
          utm_medium: null,
          utm_campaign: null,
          created_at: now,
          updated_at: now,
        });
        if (mail) {
          const inquiryLabel =
            contactInquiryOptions.find((option) => option.value === message.inquiryType)?.label ?? "Message";
          const mails = contactMessageMails(
            mail,
            { id, inquiryLabel, ...message, urgent, createdAt: now },
            replyPromise(message.inquiryType, urgent),
          );
          await enqueueMail(trx, mails, at);
        }
      });
      return { id, inquiryType: message.inquiryType, urgent };
    },
  };
}

export type ContactMessageService = ReturnType<typeof createContactMessageService>;
