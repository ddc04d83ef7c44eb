import { type ConsentKind, type ConsentWording, consentWording } from "./consent.ts";
import type { Locale } from "./i18n/locale.ts";

/** The wording last made in each language, and for which company name: every lead asks for it. */
const madeFor = new Map<
  Locale,
  { company: string; wording: Readonly<Record<ConsentKind, ConsentWording>> }
>();

/**
 * The checkbox labels and purposes in the form's language (issue 36): a Hindi form records the Hindi it showed.
 * Made again only when the company's name changed (Settings): the same for every lead until then.
 */
export function consentWordingIn(
  language: Locale | undefined,
  company: string,
): Readonly<Record<ConsentKind, ConsentWording>> {
  const locale = language ?? "en";
  const made = madeFor.get(locale);
  if (made?.company === company) return made.wording;
  const wording = Object.freeze(consentWording(company, locale));
  madeFor.set(locale, { company, wording });
  return wording;
}
