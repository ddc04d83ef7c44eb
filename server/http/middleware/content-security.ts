import { createHash } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";

const inlineScript = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The Content-Security-Policy for one HTML document: scripts only from this
 * site or inline scripts whose SHA-256 is listed (the ones React Router
 * writes into this very page), so an injected script never runs. Styles may
 * be inline (the stylesheet is inlined on purpose); no framing, no plugins.
 */
export function contentSecurityPolicy(html: string, https: boolean, development = false): string {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScript)) {
    const body = match[1] ?? "";
    if (body.length === 0) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${[...hashes].join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // Vite's hot reload talks over a WebSocket on the same port in development.
    development ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * Adds the policy to documents rendered per request. Registered inside the
 * compression middleware, so it reads the HTML before it is compressed.
 */
export function contentSecurity({
  https,
  development = false,
}: {
  /** Whether the browser reached this request over HTTPS (its public origin). */
  https: (c: Context) => boolean;
  development?: boolean;
}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const type = c.res.headers.get("content-type") ?? "";
    if (!type.startsWith("text/html") || c.res.headers.has("content-security-policy")) return;
    const html = await c.res.text();
    const headers = new Headers(c.res.headers);
    headers.set("Content-Security-Policy", contentSecurityPolicy(html, https(c), development));
    c.res = new Response(html, { status: c.res.status, statusText: c.res.statusText, headers });
  };
}
