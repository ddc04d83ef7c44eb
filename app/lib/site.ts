import { useRouteLoaderData } from "react-router";
import { defaultSiteConfig, type SiteConfig } from "#app/content/site-config.ts";
import type { FrameNavigation } from "#app/i18n/frame.server.ts";
import { englishInterface, type InterfaceText } from "#app/i18n/interface.ts";
import type { Locale } from "#common/i18n/locale.ts";

/** What the root route's loader gives every page (app/root.tsx). */
export type RootData = {
  site: SiteConfig;
  /** The site's address (SITE_URL, read by the server at run time), without a trailing slash. */
  siteUrl: string;
  /** The page's language, and the frame's words and links in it (app/i18n/frame.server.ts). */
  locale: Locale;
  text: InterfaceText;
  navigation: FrameNavigation;
};

/**
 * The company's details as staff last saved them in Settings: from the root
 * route's loader, so a page rendered by the server and the same page in the
 * browser read the same ones. The defaults stand in when the root's data is
 * missing (a page that failed before its loaders ran).
 */
export function useSite(): SiteConfig {
  return useRouteLoaderData<RootData>("root")?.site ?? defaultSiteConfig;
}

/** The same, for a route's `meta` function: from its `matches`. */
export function siteOf(matches: readonly unknown[] | undefined): SiteConfig {
  return rootDataIn(matches)?.site ?? defaultSiteConfig;
}

/** The interface's words in the page's language, for a route's `meta` (English where the root's data is missing). */
export function interfaceTextIn(matches: readonly unknown[] | undefined): InterfaceText {
  return rootDataIn(matches)?.text ?? englishInterface;
}

/** The root route's data among a route's `matches`, if its loader ran. */
function rootDataIn(matches: readonly unknown[] | undefined): RootData | undefined {
  const root = matches?.find((match) => (match as { id?: string } | undefined)?.id === "root") as
    | { loaderData?: RootData }
    | undefined;
  return root?.loaderData;
}

/**
 * The site's address, for a route's `meta`: absolute links (canonical, Open
 * Graph, JSON-LD) use it. Empty, so links stay relative, when the root's
 * data is missing.
 */
export function siteUrlIn(matches: readonly unknown[] | undefined): string {
  return rootDataIn(matches)?.siteUrl ?? "";
}

/** The same, for a component. */
export function useSiteUrl(): string {
  return useRouteLoaderData<RootData>("root")?.siteUrl ?? "";
}
