import { blogCategoryNames as englishNames } from "#app/content/blog.ts";
import { blogCategoryNames as hindiNames } from "#app/content/hi/blog.ts";
import type { Locale } from "#common/i18n/locale.ts";

const namesIn: Record<Locale, Record<string, string>> = { en: englishNames, hi: hindiNames };

/**
 * A blog category's name in `locale`: what the reader pages show, and what
 * an article's head and the feeds say of a post in its own language. An id
 * the lists do not know is shown as the store has it.
 */
export function categoryNameIn(locale: Locale, id: string): string {
  return namesIn[locale][id] ?? id;
}
