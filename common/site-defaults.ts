/**
 * Defaults that the build tools, the server and the scripts must agree on.
 * Vite and React Router read them when no SITE_URL or BUILD_DIR is set, as
 * `server/config.ts` does at run time, so a build and the server reading it
 * never disagree about where it lives or which address it links to.
 */
export const defaultSiteUrl = "http://localhost:3000";
export const defaultBuildDir = "build";

/** The site address without trailing slashes, as canonical links use it. */
export function normaliseSiteUrl(url: string | undefined): string {
  return (url || defaultSiteUrl).replace(/\/+$/, "");
}
