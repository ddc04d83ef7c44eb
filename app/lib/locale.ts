import { useLocation, useRouteLoaderData } from "react-router";
import * as englishNavigation from "#app/content/navigation.ts";
import { englishInterface } from "#app/i18n/interface.ts";
import type { RootData } from "#app/lib/site.ts";
import { englishPathOf, type Locale, linkIn, localeOfPath } from "#common/i18n/locale.ts";

/** The language of the page being rendered: from its address (`/hi/...` is Hindi). */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/**
 * What a component of the public frame needs to speak the page's language:
 * the locale, the interface's words and the frame's links in it (from the
 * root's loader; English where its data is missing), and `link` for an
 * English path (the Hindi version on a Hindi page, where there is one).
 */
export function useLanguage() {
  const { pathname } = useLocation();
  const root = useRouteLoaderData<RootData>("root");
  const locale = localeOfPath(pathname);
  return {
    locale,
    text: root?.text ?? englishInterface,
    navigation: root?.navigation ?? englishNavigation,
    /** The page's own English path (`/hi/faqs` → `/faqs`). */
    englishPath: englishPathOf(pathname),
    link: (path: string) => linkIn(locale, path),
  };
}

/** Plain objects and arrays are walked; anything else (an icon component, a date) is kept as it is. */
function withLinksIn<T>(value: T, locale: Locale, key = ""): T {
  if (typeof value === "string") return (key === "to" || key === "href" ? linkIn(locale, value) : value) as T;
  if (Array.isArray(value)) return value.map((item) => withLinksIn(item, locale)) as T;
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, withLinksIn(item, locale, name)]),
    ) as T;
  }
  return value;
}

const localizedModules = new WeakMap<object, unknown>();

/**
 * A page's copy in its language: the English content module, or its Hindi
 * version (app/content/hi) with every link (`to`, `href`) pointing at the
 * Hindi page where there is one. Worked out once per module. Typed as the
 * English module: a Hindi module has its shape with the same ids, paths
 * and values besides the words (its `Translation` types and
 * app/i18n/interface.test.ts hold it to that).
 */
export function useContent<English extends object>(english: English, hindi: object): English {
  const locale = useLocale();
  if (locale === "en") return english;
  const kept = localizedModules.get(hindi) as English | undefined;
  if (kept) return kept;
  const localized = withLinksIn({ ...hindi }, locale) as English;
  localizedModules.set(hindi, localized);
  return localized;
}
