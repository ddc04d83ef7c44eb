import type { MiddlewareHandler } from "hono";
import { apiError } from "../errors.ts";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF: a state-changing request that a browser sends from another site is
 * refused. Browsers say where a request comes from (Origin, and
 * Sec-Fetch-Site); requests without either (curl, server-to-server) carry no
 * cookies of a victim and pass.
 *
 * The site's own origin is SITE_URL's, never the Host header's: a request's
 * Host is the sender's to write. In development (`trustHost`) the address
 * the developer opened counts too, so that localhost and 127.0.0.1 both work.
 */
export function sameOriginOnly({
  siteUrl,
  trustHost = false,
}: {
  siteUrl: string;
  trustHost?: boolean;
}): MiddlewareHandler {
  const allowed = new URL(siteUrl).origin;
  return async (c, next) => {
    if (safeMethods.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    const own = trustHost ? new URL(c.req.url).origin : allowed;
    const fromElsewhere =
      (origin !== undefined && origin !== own && origin !== allowed) || fetchSite === "cross-site";
    if (fromElsewhere) {
      return apiError(c, 403, "This request came from another site and was refused.");
    }
    return next();
  };
}
