import type { Locale } from "./i18n/locale.ts";
import { type LeadKindName, leadKindList, leadKindNames } from "./lead-kinds.ts";

/**
 * What each public form asks a visitor to agree to, word for word, and why.
 * The checkbox shows `text`; the consent ledger stores the same text with the
 * purpose, the notice version and the channel, so a record says exactly what
 * was agreed to.
 */

/** The kinds of lead a form sends, each with its own consent (common/lead-kinds.ts). */
export type ConsentKind = LeadKindName;

// The fields every public form posts, beside the honeypot and the key in
// constants.ts, which the page scripts import without the kinds' words.
export { CONSENT_FIELD, FORM_PAGE_FIELD } from "./constants.ts";

/** The page a withdrawal link in a mail opens, and how long such a link works. */
export const withdrawalPath = "/privacy/withdraw";
export const withdrawalLinkDays = 30;

/** How a consent reached us. */
export type ConsentChannel = "page-with-javascript" | "page-without-javascript" | "api";

export const consentChannelLabels: Record<ConsentChannel, string> = {
  "page-with-javascript": "Web page (with JavaScript)",
  "page-without-javascript": "Web page (without JavaScript)",
  api: "API",
};

export type ConsentWording = { text: string; purpose: string };

/** The checkbox label and the purpose of each form in `language` (English by default); the spec quotes the demo form's label. */
export function consentWording(
  company: string,
  language: Locale = "en",
): Record<ConsentKind, ConsentWording> {
  return Object.fromEntries(
    leadKindList.map((kind) => [kind, leadKindNames[kind].consent[language](company)]),
  ) as Record<ConsentKind, ConsentWording>;
}

/** A consent as the back office shows it in a lead's detail. */
export type ConsentView = {
  noticeVersion: string;
  text: string;
  purpose: string;
  channel: ConsentChannel;
  page: string | null;
  createdAt: string;
};
