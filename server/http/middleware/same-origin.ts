import type { Context, MiddlewareHandler } from "hono";
import { apiError } from "../errors.ts";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

export const crossSiteMessage = "This request came from another site and was refused.";

/**
 * Whether a state-changing request may go on, on the model of Go 1.25's
 * CrossOriginProtection; it needs no configuration:
 * - `Sec-Fetch-Site: same-origin` or `none` (typed in, a bookmark) passes;
 *   `cross-site` or `same-site` is refused, unless its Origin is SITE_URL's;
 * - without that header (older browsers), an Origin equal to the request's
 *   own origin (`publicOrigin`: scheme from the connection or our proxy,
 *   host from Host) or to SITE_URL's passes, any other is refused;
 * - a request with neither header passes: it is not a browser's (curl, a
 *   server), so it carries no victim's cookies.
 * A page on another site cannot make a browser send our Host with its
 * Origin, which is what makes comparing them sound.
 */
export function crossOriginVerdict(
  headers: { origin?: string; fetchSite?: string },
  own: string,
  siteOrigin: string,
): "allowed" | "refused" {
  const { origin, fetchSite } = headers;
  const trusted = origin !== undefined && origin === siteOrigin;
  if (fetchSite === "same-origin" || fetchSite === "none") return "allowed";
  if (fetchSite !== undefined && fetchSite !== "") return trusted ? "allowed" : "refused";
  if (origin === undefined) return "allowed";
  return origin === own || trusted ? "allowed" : "refused";
}

/**
 * CSRF, for the API and the pages' own form posts alike: a state-changing
 * request that a browser sends from another site is refused with 403.
 * `ownOrigin` gives the request's public origin (client-address.ts).
 */
export function sameOriginOnly({
  siteUrl,
  ownOrigin,
}: {
  siteUrl: string;
  ownOrigin: (c: Context) => string;
}): MiddlewareHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return async (c, next) => {
    if (safeMethods.has(c.req.method)) return next();
    const verdict = crossOriginVerdict(
      { origin: c.req.header("origin"), fetchSite: c.req.header("sec-fetch-site")?.toLowerCase() },
      ownOrigin(c),
      siteOrigin,
    );
    if (verdict === "refused") {
      if (c.req.path.startsWith("/api/")) return apiError(c, 403, crossSiteMessage);
      return c.text(crossSiteMessage, 403);
    }
    return next();
  };
}
