import { formatIstDateTime } from "#common/format-date.ts";
import type { Locale } from "#common/i18n/locale.ts";
import { leadPaths } from "#common/staff-paths.ts";
import {
  acknowledgementMail,
  backOfficeUrl,
  companyOf,
  languageField,
  type MailSettings,
  staffNotificationMail,
  withdrawalUrl,
} from "../mail/compose.ts";
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
  const about = { type: "contact_message", id: message.id };
  const mails: Mail[] = [];
  if (settings.notifyEmail) {
    mails.push(
      staffNotificationMail({
        to: settings.notifyEmail,
        replyTo: message.email,
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
        replyTime,
        urgent: message.urgent,
        link: {
          label: "Open the message in the back office",
          url: backOfficeUrl(settings, leadPaths.inquiries, { message: message.id }),
        },
        about,
      }),
    );
  }
  mails.push(
    acknowledgementMail({
      company: companyOf(settings),
      to: message.email,
      name: message.name,
      replyTo: settings.notifyEmail,
      subject: "We have received your message",
      received: "your message",
      replyTime,
      urgent: message.urgent,
      about,
      withdrawUrl: message.withdrawToken && withdrawalUrl(settings, message.withdrawToken, message.language),
      language: message.language,
    }),
  );
  return mails;
}
