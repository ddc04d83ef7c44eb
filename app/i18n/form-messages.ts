import type { Locale } from "#common/i18n/locale.ts";
import { hindiFor } from "#common/i18n/translate.ts";

/**
 * The words of a public form on a page in `locale` (hooks.formWords, written
 * with `markWords`): each text its script may show (its schema's errors, its
 * toasts), English to the page's language, so the script carries no
 * catalogue and an English page nothing at all. Read in the browser by
 * `pageMessages` (app/enhance/form.ts).
 */
export function formMessages(locale: Locale, texts: readonly string[]): Record<string, string> | undefined {
  if (locale === "en") return undefined;
  return Object.fromEntries(texts.map((text) => [text, hindiFor(text) ?? text]));
}
