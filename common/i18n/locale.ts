/**
 * The site's two languages (issue 36): English at `/`, Hindi under `/hi`
 * with the same ASCII slugs. A page has a Hindi version when its path is in
 * `hindiPaths`; the routes, the pages rendered ahead, the sitemap, the
 * `hreflang` links and the language switcher all read that one list, so a
 * page is never offered in a language it does not have.
 */
import { formPages } from "../lead-kinds.ts";

export const locales = ["en", "hi"] as const;
export type Locale = (typeof locales)[number];

/** `<html lang>` for each language (English as written in India, as before). */
export const languageTag: Record<Locale, string> = { en: "en-IN", hi: "hi" };

/** `hreflang` for each language: the languages alone, as search engines pair them. */
export const hreflang: Record<Locale, string> = { en: "en", hi: "hi" };

/** Open Graph's `og:locale`. */
export const ogLocale: Record<Locale, string> = { en: "en_IN", hi: "hi_IN" };

/** The language's own name, as the switcher offers it. */
export const languageName: Record<Locale, string> = { en: "English", hi: "हिन्दी" };

/** The Hindi home page's address: the prefix with its slash, as Hindi sites commonly give it. */
export const hindiHome = "/hi/";

/** The English paths of the public pages that have a Hindi version so far: these, and every form's page (common/lead-kinds.ts). */
const translatedPages = [
  "/",
  "/get-help",
  "/faqs",
  "/privacy",
  "/solutions/practitioners",
  "/solutions/therasim",
  "/try-therasim",
  "/solutions/assessments",
  "/approach",
  "/our-mission",
  "/our-team",
  "/how-it-works",
  "/trust",
  "/accessibility",
  "/resources/whitepapers",
  "/resources/blogs",
] as const;

export const hindiPaths = [...translatedPages, ...formPages] as const;

const translated = new Set<string>(hindiPaths);

/** Whether the page at English path `path` (query and fragment ignored) has a Hindi version. */
export function hasHindi(path: string): boolean {
  return translated.has(path.replace(/[?#].*$/, "") || "/");
}

/** The language of a page's address: Hindi under `/hi`, English everywhere else. */
export function localeOfPath(pathname: string): Locale {
  return pathname === "/hi" || pathname.startsWith("/hi/") ? "hi" : "en";
}

/** The English path of a page's address (`/hi/faqs` → `/faqs`, `/hi/` → `/`). */
export function englishPathOf(pathname: string): string {
  if (localeOfPath(pathname) === "en") return pathname;
  return pathname.slice(3) || "/";
}

/** A page's address in `locale` from its English path (query and fragment kept): `/faqs` → `/hi/faqs`. */
export function pathIn(locale: Locale, path: string): string {
  if (locale === "en") return path;
  return path === "/" || /^\/[?#]/.test(path) ? `${hindiHome}${path.slice(1)}` : `/hi${path}`;
}

/**
 * Where a link to English path `path` goes from a page in `locale`: the
 * Hindi version when there is one, else the English page (a Hindi reader
 * is never sent to a page that does not exist).
 */
export function linkIn(locale: Locale, path: string): string {
  if (locale === "en" || !path.startsWith("/") || !hasHindi(path)) return path;
  return pathIn(locale, path);
}

/** Each language's version of a page, by its address there. */
export type Versions = Partial<Record<Locale, string>>;

/** The versions of the page at English path `english`: both languages where it has a Hindi version. */
export const versionsOf = (english: string): Versions =>
  hasHindi(english) ? { en: english, hi: pathIn("hi", english) } : { en: english };

/**
 * What names a page's versions to search engines, as `[hreflang, path]`:
 * each version, then `x-default` (the English one, else the first). The
 * same on every version, so each names the others (search engines ignore a
 * pair that is not reciprocal); nothing for a page in one language. The
 * page heads (app/lib/meta.ts) and the sitemap write these.
 */
export function hreflangPairs(versions: Versions): [string, string][] {
  const given = locales.flatMap((locale): [Locale, string][] => {
    const path = versions[locale];
    return path ? [[locale, path]] : [];
  });
  const fallback = versions.en ?? given[0]?.[1];
  if (given.length < 2 || !fallback) return [];
  return [
    ...given.map(([locale, path]): [string, string] => [hreflang[locale], path]),
    ["x-default", fallback],
  ];
}
