import type { Context, MiddlewareHandler } from "hono";

/**
 * Headers every answer carries. Documents also get a Content-Security-Policy
 * with their own script hashes (content-security.ts); the rest of the answers
 * get a policy that allows nothing to run.
 */
export function securityHeaders({ https }: { https: (c: Context) => boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("X-Frame-Options", "DENY");
    h.set(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    );
    h.set("Cross-Origin-Opener-Policy", "same-origin");
    // No other site may embed what this one answers (a JSON answer, a page)
    // in its pages; a route that is meant to be embedded elsewhere (a blog
    // image shown in a feed reader) says so itself.
    if (!h.has("Cross-Origin-Resource-Policy")) h.set("Cross-Origin-Resource-Policy", "same-origin");
    if (!h.has("Content-Security-Policy")) {
      h.set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
    }
    if (https(c)) {
      h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
  };
}
