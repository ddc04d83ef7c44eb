// zod/mini rather than zod: the browser checks the contact form with this
// schema before sending, and the mini build adds a few kilobytes instead of
// the whole library to that page. The API and the page's action use it too.
import * as z from "zod/mini";
import { type ContactInquiryType, contactInquiryOptions } from "../constants.ts";
import { nulMessage, text } from "./text.ts";

/** What a message is about: its list is in common/constants.ts, which the back office reads without zod. */
export { type ContactInquiryType, contactInquiryOptions };

const inquiryValues = contactInquiryOptions.map((option) => option.value) as [
  ContactInquiryType,
  ...ContactInquiryType[],
];

/** Length bounds (the spec gives none): room for anyone real, a limit for abuse. */
export const contactLimits = { name: 120, email: 254, subject: 150, message: 5000 } as const;

/**
 * "Are you 18 or over?", asked on the therapy path only (issue 33): our
 * therapists see adults. "" is no answer (a form whose question was hidden).
 */
export const adultAnswers = ["yes", "no"] as const;
export type AdultAnswer = (typeof adultAnswers)[number];
export const adultRequired = "Tell us whether you are 18 or over.";

/**
 * Whether a submission says the person is under 18 on the therapy path:
 * then nothing of it is stored, and the visitor is shown Tele-MANAS
 * instead. Read from the raw input, before any other check, so nothing
 * else about it matters (or is counted).
 */
export function declaresUnder18(input: unknown): boolean {
  if (input === null || typeof input !== "object") return false;
  const { inquiryType, adult } = input as Record<string, unknown>;
  return inquiryType === "therapy" && adult === "no";
}

/** Spec §3 and §5: every field is required; the messages are written for the visitor. */
const errors = {
  inquiryType: "Choose what your message is about.",
  adult: "Choose Yes or No.",
  name: "Enter your name.",
  nameTooLong: `Your name must be ${contactLimits.name} characters or fewer.`,
  email: "Enter your email address.",
  emailTooLong: `Your email address must be ${contactLimits.email} characters or fewer.`,
  emailFormat: "Enter an email address in the right format, like name@example.com.",
  subject: "Enter a subject for your message.",
  subjectTooLong: `The subject must be ${contactLimits.subject} characters or fewer.`,
  message: "Enter your message.",
  messageTooLong: `Your message must be ${contactLimits.message} characters or fewer.`,
  agreeToContact: "Tick the box so that we can answer your message.",
} as const;

/** Every error the form's checks can give, for a page that shows them in another language. */
export const contactErrorTexts: readonly string[] = [...Object.values(errors), adultRequired, nulMessage];

const contactObject = z.object({
  inquiryType: z.enum(inquiryValues, { error: errors.inquiryType }),
  adult: z.optional(z.enum([...adultAnswers, ""], { error: errors.adult })),
  name: text({ max: contactLimits.name, required: errors.name, tooLong: errors.nameTooLong }),
  email: text({ max: contactLimits.email, required: errors.email, tooLong: errors.emailTooLong }).check(
    z.email({ error: errors.emailFormat }),
  ),
  subject: text({ max: contactLimits.subject, required: errors.subject, tooLong: errors.subjectTooLong }),
  message: text({ max: contactLimits.message, required: errors.message, tooLong: errors.messageTooLong }),
  agreeToContact: z.literal(true, { error: errors.agreeToContact }),
});

/** The form's schema: on the therapy path, the age question must be answered. */
export const contactSchema = contactObject.check(
  z.refine((message) => message.inquiryType !== "therapy" || Boolean(message.adult), {
    error: adultRequired,
    path: ["adult"],
    // Also when other fields are wrong, so every error shows at once.
    when: (payload) => typeof payload.value === "object" && payload.value !== null,
  }),
);

export type ContactMessage = z.infer<typeof contactSchema>;

/** The form's field names in the order they appear, for focusing the first error. */
export const contactFields = [
  "inquiryType",
  "adult",
  "name",
  "email",
  "subject",
  "message",
  "agreeToContact",
] as const satisfies readonly (keyof ContactMessage)[];

/** The thank-you page, which repeats the reply time promised for this kind of message. */
export function contactSentPath(type: ContactInquiryType, urgent: boolean): string {
  return `/contact-us/sent?type=${type}${urgent ? "&urgent=1" : ""}`;
}
