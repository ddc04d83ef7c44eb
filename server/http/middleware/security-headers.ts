import type { Context, MiddlewareHandler } from "hono";

/** The headers every answer carries, whatever it is. */
const always: readonly (readonly [string, string])[] = [
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["X-Frame-Options", "DENY"],
  // Features browsers know: interest-cohort (FLoC), which Chrome dropped in 2022, is no longer named.
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
];
/**
 * No other site may embed what this one answers (a JSON answer, a page) in
 * its pages; a route that is meant to be embedded elsewhere (a blog image
 * shown in a feed reader) says so itself.
 */
const resourcePolicy = "same-origin";
/**
 * The one Referrer-Policy an answer may choose over the site's: a page whose
 * address carries a secret (a mailed link's token) sends its origin alone
 * as the Referer, to this site's own pages and files too (whose log lines,
 * nginx's among them, may record it). Not no-referrer: under that, a
 * browser sends `Origin: null` with the page's own form post, which React
 * Router refuses as a request from another site.
 */
const originOnly = "strict-origin";
/** An answer with no policy of its own (anything but a document) may run nothing. */
const inertPolicy = "default-src 'none'; frame-ancestors 'none'";
const hsts = "max-age=31536000; includeSubDomains";

/**
 * The security headers an answer gets beside `own`, the headers it already
 * has (by their canonical names): its own Cross-Origin-Resource-Policy and
 * Content-Security-Policy are kept, and its Referrer-Policy when it is the
 * stricter strict-origin. For answers written from memory
 * (server/http/memory-answers.ts), the same as the middleware below adds.
 */
export function securityHeadersFor(
  own: Readonly<Record<string, string>>,
  https: boolean,
): Record<string, string> {
  const headers: Record<string, string> = Object.fromEntries(always);
  if (own["Referrer-Policy"] === originOnly) delete headers["Referrer-Policy"];
  if (own["Cross-Origin-Resource-Policy"] === undefined)
    headers["Cross-Origin-Resource-Policy"] = resourcePolicy;
  if (own["Content-Security-Policy"] === undefined) headers["Content-Security-Policy"] = inertPolicy;
  if (https) headers["Strict-Transport-Security"] = hsts;
  return headers;
}

/**
 * Headers every answer carries. Documents also get a Content-Security-Policy
 * with their own script hashes (content-security.ts); the rest of the answers
 * get a policy that allows nothing to run.
 */
export function securityHeaders({ https }: { https: (c: Context) => boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    const stricter = h.get("Referrer-Policy") === originOnly;
    for (const [name, value] of always) h.set(name, value);
    if (stricter) h.set("Referrer-Policy", originOnly);
    if (!h.has("Cross-Origin-Resource-Policy")) h.set("Cross-Origin-Resource-Policy", resourcePolicy);
    if (!h.has("Content-Security-Policy")) h.set("Content-Security-Policy", inertPolicy);
    if (https(c)) h.set("Strict-Transport-Security", hsts);
  };
}
