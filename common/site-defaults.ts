/**
 * Defaults that the build tools, the server and the scripts must agree on.
 * The site's address is not among them: the server reads SITE_URL at run
 * time (server/config.ts), so one build serves any address.
 */
export const defaultBuildDir = "build";

/** The site address without trailing slashes, as canonical links use it. */
export function normaliseSiteUrl(url: string): string {
  return url.replace(/\/+$/, "");
}
