import * as english from "#app/content/blog.ts";
import * as hindi from "#app/content/hi/blog.ts";
import { categoryNameIn } from "#app/i18n/blog-category.ts";
import { fillText } from "#app/i18n/fill.tsx";
import { useLocale } from "#app/lib/locale.ts";
import { type PluralForms, pluralOf } from "#app/lib/plural.ts";
import { type Locale, languageTag, linkIn } from "#common/i18n/locale.ts";

/** The blog's words in one language (app/content/blog.ts), and what the reader components do with them. */
function wordsIn(locale: Locale) {
  // Typed as the English module: the Hindi one has its shape (its `Translation` types hold it to that).
  const words = (locale === "hi" ? hindi : english) as typeof english;
  return {
    ...words,
    locale,
    /** A link from this language's page to English path `path`: the Hindi page where there is one (query kept). */
    link: (path: string) => linkIn(locale, path),
    /** A category's name (an unknown id as the store has it, as on English pages). */
    category: (id: string) => categoryNameIn(locale, id),
    /** A count in the form this language's plural rules give it, `{count}` filled. */
    count: (forms: PluralForms, count: number) =>
      fillText(pluralOf(languageTag[locale], count, forms), { count: String(count) }),
    /** `lang` for a post's own words where the post's language is not this page's, else nothing. */
    langOf: (language: Locale) => (language === locale ? undefined : languageTag[language]),
  };
}

export type BlogWords = ReturnType<typeof wordsIn>;

const byLocale: Record<Locale, BlogWords> = { en: wordsIn("en"), hi: wordsIn("hi") };

/** The blog's words in `locale`. */
export const blogWordsIn = (locale: Locale): BlogWords => byLocale[locale];

/**
 * The blog's words in the page's language (Hindi on `/hi/...` addresses),
 * or in `locale` where the caller knows better (the editor's preview shows
 * an article as its readers will see it).
 */
export function useBlogWords(locale?: Locale): BlogWords {
  const page = useLocale();
  return byLocale[locale ?? page];
}
