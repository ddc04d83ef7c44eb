import { useRouteLoaderData } from "react-router";
import { defaultSiteConfig, type SiteConfig } from "#app/content/site-config.ts";

/** What the root route's loader gives every page (app/root.tsx). */
export type RootData = { site: SiteConfig };

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
  const root = matches?.find((match) => (match as { id?: string } | undefined)?.id === "root") as
    | { loaderData?: RootData }
    | undefined;
  return root?.loaderData?.site ?? defaultSiteConfig;
}
