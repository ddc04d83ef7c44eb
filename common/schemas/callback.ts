// zod/mini, like the other public forms' schemas: the browser checks the
// callback form with this before sending, and the API and the page's action
// check with it again.
import { z } from "zod/mini";
import type { OpenSpan } from "#common/business-hours.ts";
import type { Locale } from "#common/i18n/locale.ts";
import { phoneErrorTexts, phoneNumber } from "./phone.ts";
import { nulMessage, text } from "./text.ts";

/** What a call may be about (value: the words in each language). */
export const callbackTopics = [
  { value: "therapy", label: { en: "Starting therapy", hi: "थेरेपी शुरू करना" } },
  { value: "practitioners", label: { en: "For practitioners", hi: "चिकित्सकों के लिए" } },
  { value: "assessments", label: { en: "Assessments", hi: "आकलन" } },
  { value: "general", label: { en: "General question", hi: "सामान्य सवाल" } },
] as const;

export type CallbackTopic = (typeof callbackTopics)[number]["value"];

/** The languages we can call in, each named in its own script. */
export const callbackLanguages = [
  { value: "en", label: "English" },
  { value: "hi", label: "हिन्दी" },
] as const;

/** "Any time within our hours", or a window of the day as its value names it. */
export const anyWindow = "any";

/** A window of the day (IST) as the form sends it: "10:00-12:00". */
export const windowValue = ({ opens, closes }: OpenSpan) => `${clock(opens)}-${clock(closes)}`;

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The window a value names, or null ("any", or not a window). */
export function readWindow(value: string): OpenSpan | null {
  const match = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [opensH, opensM, closesH, closesM] = match.slice(1).map(Number) as [number, number, number, number];
  const opens = opensH * 60 + opensM;
  const closes = closesH * 60 + closesM;
  return opensM < 60 && closesM < 60 && opens < closes && closes <= 24 * 60 ? { opens, closes } : null;
}

/** Length bounds: room for anyone real, a limit for abuse. */
export const callbackLimits = { name: 120, note: 1000 } as const;

const errors = {
  name: "Enter your name.",
  nameTooLong: `Your name must be ${callbackLimits.name} characters or fewer.`,
  language: "Choose English or Hindi.",
  window: "Choose when we can call you.",
  topic: "Choose what the call is about.",
  noteTooLong: `Your message must be ${callbackLimits.note} characters or fewer.`,
  agreeToContact: "Tick the box so that we can call you.",
} as const;

/**
 * The callback request: a name and a phone number (as the demo form takes
 * it), the language and the window of the day to call in, what it is
 * about, an optional note, and consent. The window is checked against the
 * company's hours by the server (server/services/lead-kinds/callback.ts).
 */
export const callbackSchema = z.object({
  name: text({ max: callbackLimits.name, required: errors.name, tooLong: errors.nameTooLong }),
  // Checked here; the service stores it in E.164, so a later demo request from the same number is linked.
  phone: phoneNumber(),
  // Not `language`: that field says which language the page was in (submissions.ts).
  callLanguage: z.enum(["en", "hi"], { error: errors.language }),
  window: text({ max: 11, required: errors.window }).check(
    z.refine((value) => value === anyWindow || readWindow(value) !== null, errors.window),
  ),
  topic: z.enum(callbackTopics.map((topic) => topic.value) as [CallbackTopic, ...CallbackTopic[]], {
    error: errors.topic,
  }),
  note: z.optional(text({ max: callbackLimits.note, tooLong: errors.noteTooLong })),
  agreeToContact: z.literal(true, { error: errors.agreeToContact }),
});

export type CallbackRequest = z.infer<typeof callbackSchema>;

/** The form's field names in the order they appear, for focusing the first error. */
export const callbackFields = Object.keys(callbackSchema.shape) as (keyof CallbackRequest)[];

/**
 * The Hindi of this form's own messages; the phone's, the name's length and
 * the shared ones are in the catalogue (common/i18n/hi-strings.ts).
 */
const hindi: Record<string, string> = {
  [errors.language]: "अंग्रेज़ी या हिन्दी चुनें।",
  [errors.window]: "चुनें कि हम आपको कब कॉल करें।",
  [errors.topic]: "चुनें कि कॉल किस बारे में है।",
  [errors.agreeToContact]: "बॉक्स पर टिक करें, ताकि हम आपको कॉल कर सकें।",
};

/** A message of this form in `locale`: its own Hindi, else the catalogue's (`catalogue`), else the English. */
export function callbackSays(locale: Locale, english: string, catalogue: (text: string) => string | null) {
  return locale === "hi" ? (hindi[english] ?? catalogue(english) ?? english) : english;
}

/** Every message the form's checks can give, for a page that shows them in another language. */
export const callbackErrorTexts: readonly string[] = [
  ...Object.values(errors),
  ...phoneErrorTexts,
  nulMessage,
];
