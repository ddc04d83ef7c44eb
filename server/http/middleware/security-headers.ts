import type { MiddlewareHandler } from "hono";

/**
 * Headers every answer carries. The Content-Security-Policy with script
 * hashes and nonces comes with the API work (issue "Data and API").
 */
export function securityHeaders({ https }: { https: (url: URL) => boolean }): MiddlewareHandler {
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
    if (https(new URL(c.req.url))) {
      h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
  };
}
