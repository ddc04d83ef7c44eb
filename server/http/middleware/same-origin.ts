import type { MiddlewareHandler } from "hono";
import { apiError } from "../errors.ts";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF: a state-changing request that a browser sends from another site is
 * refused. Browsers say where a request comes from (Origin, and
 * Sec-Fetch-Site); requests without either (curl, server-to-server) carry no
 * cookies of a victim and pass.
 */
export function sameOriginOnly({ siteUrl }: { siteUrl: string }): MiddlewareHandler {
  const allowed = new URL(siteUrl).origin;
  return async (c, next) => {
    if (safeMethods.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    const own = new URL(c.req.url).origin;
    const fromElsewhere =
      (origin !== undefined && origin !== "null" && origin !== own && origin !== allowed) ||
      origin === "null" ||
      fetchSite === "cross-site";
    if (fromElsewhere) {
      return apiError(c, 403, "This request came from another site and was refused.");
    }
    return next();
  };
}
