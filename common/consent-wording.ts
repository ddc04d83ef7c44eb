import { type ConsentKind, type ConsentWording, consentWording } from "./consent.ts";
import type { Locale } from "./i18n/locale.ts";
import { consentWordingHi } from "./privacy-notice.hi.ts";

/**
 * Apart from consent.ts, which the back office imports: the Hindi wording
 * comes with the Hindi notice, and stays out of the back office's bundle.
 */

/** The checkbox labels and purposes in the form's language (issue 36): a Hindi form records the Hindi it showed. */
export function consentWordingIn(
  language: Locale | undefined,
  company: string,
): Record<ConsentKind, ConsentWording> {
  return language === "hi" ? consentWordingHi(company) : consentWording(company);
}
