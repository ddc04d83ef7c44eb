import { hindiOf } from "./hi-strings.ts";
import type { Locale } from "./locale.ts";

/**
 * Interface texts that are not page copy (a form's errors and labels, a
 * mail's sentences) in the visitor's language. The English text is the key
 * (hi-strings.ts): code keeps its English words as they are, and a Hindi
 * page, answer or mail asks for their Hindi. A key may hold `{name}`
 * placeholders; a finished English sentence built from such a template
 * ("Your name must be 120 characters or fewer.") is found by its template
 * and its values carried over. A text with no Hindi stays in English:
 * translate.test.ts fails the build when a text the code translates has none.
 */

const placeholder = /\{([a-zA-Z]+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The templates among the keys, each as a pattern that takes a finished English sentence apart. */
const templates = Object.entries(hindiOf)
  .filter(([english]) => /\{[a-zA-Z]+\}/.test(english))
  .map(([english, hindi]) => {
    const names = [...english.matchAll(placeholder)].map((match) => match[1] ?? "");
    const pattern = new RegExp(`^${escapeRegExp(english).replace(/\\\{[a-zA-Z]+\\\}/g, "(.+?)")}$`);
    return { pattern, names, hindi };
  });

/** `english` in Hindi, or null when the catalogue has no Hindi for it. */
export function hindiFor(english: string): string | null {
  const exact = hindiOf[english];
  if (exact !== undefined) return exact;
  for (const { pattern, names, hindi } of templates) {
    const match = pattern.exec(english);
    if (!match) continue;
    const values = new Map(names.map((name, i) => [name, match[i + 1] ?? ""]));
    return hindi.replace(placeholder, (whole, name: string) => values.get(name) ?? whole);
  }
  return null;
}

/** `english` in `locale`: itself in English, its Hindi (or itself, when there is none) in Hindi. */
export function translate(locale: Locale, english: string): string {
  return locale === "hi" ? (hindiFor(english) ?? english) : english;
}

/** `english` with its `{name}` placeholders filled, in `locale`. */
export function translateWith(
  locale: Locale,
  english: string,
  values: Record<string, string | number>,
): string {
  const template = locale === "hi" ? (hindiOf[english] ?? english) : english;
  return template.replace(placeholder, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** `translateWith` bound to one language: what a mail or a page in that language says with. */
export const sayerIn =
  (locale: Locale) =>
  (english: string, values: Record<string, string | number> = {}): string =>
    translateWith(locale, english, values);

/** A refusal's message and field errors in `locale`. */
export function translateRefusal<T extends { error?: string; fieldErrors?: Record<string, string> }>(
  locale: Locale,
  answer: T,
): T {
  if (locale === "en") return answer;
  return {
    ...answer,
    ...(answer.error ? { error: translate(locale, answer.error) } : {}),
    ...(answer.fieldErrors
      ? {
          fieldErrors: Object.fromEntries(
            Object.entries(answer.fieldErrors).map(([field, message]) => [field, translate(locale, message)]),
          ),
        }
      : {}),
  };
}
