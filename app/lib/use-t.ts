import { translate } from "#common/i18n/translate.ts";
import { useLocale } from "./locale.ts";

/**
 * `t(english)`: an interface text that is not page copy (a label, a
 * form's message) in the page's language, from common/i18n/hi-strings.ts.
 * Public pages render on the server only, and nothing the back office or the
 * root imports uses this module, so the catalogue never reaches a browser; translate.test.ts fails the build when a text given to it has no Hindi.
 */
export function useT(): (english: string) => string {
  const locale = useLocale();
  return (english) => translate(locale, english);
}
