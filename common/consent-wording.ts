import { type ConsentKind, type ConsentWording, consentWording } from "./consent.ts";
import type { Locale } from "./i18n/locale.ts";

/** The checkbox labels and purposes in the form's language (issue 36): a Hindi form records the Hindi it showed. */
export function consentWordingIn(
  language: Locale | undefined,
  company: string,
): Record<ConsentKind, ConsentWording> {
  return consentWording(company, language ?? "en");
}
