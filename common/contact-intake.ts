import type { ContactInquiryType } from "./schemas/contact.ts";

/**
 * How soon we promise to answer each kind of contact message (spec §9:
 * general 24 hours, therapy 4 hours, technical 2 hours; the other kinds are
 * general questions). The thank-you page and the acknowledgement repeat it.
 */
export const contactReplyHours: Record<ContactInquiryType, number> = {
  general: 24,
  therapy: 4,
  insurance: 24,
  technical: 2,
  partnership: 24,
  feedback: 24,
};

/** A message that may come from someone at risk is answered first, within 15 minutes. */
export const urgentReplyMinutes = 15;

/** "within 4 hours", "within 15 minutes": the promise in words. */
export function replyPromise(type: ContactInquiryType, urgent: boolean): string {
  if (urgent) return `within ${urgentReplyMinutes} minutes`;
  const hours = contactReplyHours[type];
  return `within ${hours} ${hours === 1 ? "hour" : "hours"}`;
}

/**
 * Words that may mean a person is thinking of ending their life or harming
 * themselves, in English and in common Hinglish as typed in Latin letters.
 * A match never blocks a message: it marks it urgent, so staff see it first,
 * and the visitor is shown the crisis helplines before anything else.
 * The list is deliberately short and plain; a false alarm costs a quick call
 * back, a miss could cost much more. Add phrases here, with a test.
 */
export const riskPhrases = [
  "suicide",
  "suicidal",
  "kill myself",
  "killing myself",
  "end my life",
  "ending my life",
  "end it all",
  "take my own life",
  "self harm",
  "selfharm",
  "hurt myself",
  "hurting myself",
  "cut myself",
  "want to die",
  "wanna die",
  "better off dead",
  "dont want to live",
  "no reason to live",
  // Hinglish
  "marna chahta",
  "marna chahti",
  "mar jana chahta",
  "mar jana chahti",
  "mar jaana chahta",
  "mar jaana chahti",
  "khudkushi",
  "aatmahatya",
  "atmahatya",
  "jeena nahi chahta",
  "jeena nahi chahti",
  "zindagi khatam",
] as const;

/** Lower case, letters and digits only, single spaces: "Don't-want  to LIVE" → "dont want to live". */
function normalise(text: string): string {
  return ` ${text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f']/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()} `;
}

/** Whether any of the texts holds a risk phrase as whole words. */
export function soundsUrgent(...texts: string[]): boolean {
  const haystack = normalise(texts.join(" "));
  return riskPhrases.some((phrase) => haystack.includes(` ${phrase} `));
}
