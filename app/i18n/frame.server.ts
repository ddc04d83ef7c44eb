import * as hindiNavigation from "#app/content/hi/navigation.ts";
import * as englishNavigation from "#app/content/navigation.ts";
import type { Locale } from "#common/i18n/locale.ts";
import { hi } from "./interface.hi.ts";
import { englishInterface, type InterfaceText } from "./interface.ts";

/** The links of the header, the phone menu and the footer, in one language. */
export type FrameNavigation = Pick<
  typeof englishNavigation,
  | "desktopMenus"
  | "faqLink"
  | "demoLink"
  | "mobileGroups"
  | "mobileLinks"
  | "footerColumns"
  | "footerLegalLinks"
>;

const navigationOf = (module: FrameNavigation): FrameNavigation => ({
  desktopMenus: module.desktopMenus,
  faqLink: module.faqLink,
  demoLink: module.demoLink,
  mobileGroups: module.mobileGroups,
  mobileLinks: module.mobileLinks,
  footerColumns: module.footerColumns,
  footerLegalLinks: module.footerLegalLinks,
});

/** Every language's interface words, for the catalogue test. */
export const interfaceText: Record<Locale, InterfaceText> = { en: englishInterface, hi };

/**
 * The frame's words and links in `locale`, for the root's loader: only the
 * server holds both languages, and a page gets its own.
 */
export function frameIn(locale: Locale): { text: InterfaceText; navigation: FrameNavigation } {
  return {
    text: interfaceText[locale],
    navigation: navigationOf(
      // The Hindi links have the English shape, ids and paths (app/i18n/interface.test.ts).
      (locale === "hi" ? hindiNavigation : englishNavigation) as unknown as FrameNavigation,
    ),
  };
}
