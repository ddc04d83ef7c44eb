import { formatIstDateTime } from "#common/format-date.ts";
import type { Locale } from "#common/i18n/locale.ts";
import { languageField, leadUrl, type MailSettings, newLeadMails } from "../mail/compose.ts";
import type { Mail } from "../mail/outbox.ts";

/** A contact message's mails, beside its descriptor (contact-message.ts). */

/** What the contact form's mails need to know of a stored message. */
export type ContactMessageForMail = {
  id: string;
  inquiryLabel: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  urgent: boolean;
  createdAt: string;
  /** Signs the withdrawal link in the acknowledgement. */
  withdrawToken?: string;
  /** The language the visitor wrote in: the acknowledgement's, and named to staff when not English. */
  language?: Locale;
};

/**
 * A new contact message's mails: staff are told (when NOTIFY_EMAIL is set),
 * urgent ones flagged first, and the visitor gets an acknowledgement with the
 * reply time promised for that kind of message (helplines first when urgent).
 */
export function contactMessageMails(
  settings: MailSettings,
  message: ContactMessageForMail,
  replyTime: string,
): Mail[] {
  return newLeadMails(
    settings,
    {
      about: { type: "contact_message", id: message.id },
      email: message.email,
      name: message.name,
      replyTime,
      urgent: message.urgent,
      withdrawToken: message.withdrawToken,
      language: message.language,
    },
    () => ({
      subject: `${message.urgent ? "URGENT: " : ""}New message (${message.inquiryLabel}): ${message.subject}`,
      intro: "A new message has come in through the contact form.",
      fields: [
        ["Name", message.name],
        ["Email", message.email],
        ["About", message.inquiryLabel],
        ["Subject", message.subject],
        ["Received", formatIstDateTime(message.createdAt)],
        ...languageField(message.language),
      ],
      message: { label: "Their message", text: message.message },
      link: {
        label: "Open the message in the back office",
        url: leadUrl(settings, "contact_message", message.id),
      },
    }),
    { subject: "We have received your message", received: "your message" },
  );
}
