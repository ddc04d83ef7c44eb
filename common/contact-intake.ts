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
 * Whether a message's words suggest the person may be at risk: the
 * documented corpus and its normaliser live in risk-phrases.ts
 * (docs/crisis-phrases.md). A match never blocks a message; it marks it urgent.
 */
export { soundsUrgent } from "./risk-phrases.ts";
