import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";

/** Text answers worth validating: pages, their data, feeds, the sitemap. Never images or streams. */
const textual =
  /^(?:text\/(?!event-stream)|application\/(?:xml|json|rss\+xml|atom\+xml|feed\+json|manifest\+json)(?:[;\s]|$))/i;

/** A Cache-Control that lets shared caches keep the answer. */
const sharable = (cacheControl: string) =>
  /(?:^|,)\s*public\s*(?:,|$)/i.test(cacheControl) && !/\b(?:no-store|private)\b/i.test(cacheControl);

/** The entity tags of an If-None-Match header without their weak prefix, or "*". */
function tagsOf(ifNoneMatch: string): string[] {
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .filter(Boolean);
}

/**
 * Validators for what pages render per request (the blog listing, an
 * article, the feeds, the sitemap), so a CDN or a feed reader asking again
 * gets a bodiless 304 when nothing changed. Generic: it acts on any GET whose
 * route declared a `public` Cache-Control; staff pages (`no-store`) and the
 * JSON API (answered before this) never reach it.
 *
 * - The tag is a hash of the whole rendered body, so the stream is read to
 *   the end first (these pages are small and rendered at once anyway).
 * - It is weak (`W/"…"`): registered inside the compression middleware, it
 *   hashes the uncompressed body, and gzip output is not byte-for-byte stable
 *   across servers; weak comparison is all If-None-Match needs.
 * - The 304 keeps the 200's headers (its Content-Security-Policy holds the
 *   page's script hashes; a cache copies a 304's headers onto what it stored).
 * - Only a 200 may be shared: an error answer from a route that declared a
 *   public policy (React Router gives `headers` no status, so an article's
 *   404 inherits the article's) goes out as `no-store`, so a post published
 *   at a once-unknown address is readable on the next request.
 */
export function etag(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return;
    const response = c.res;
    // Answered from memory with its own validator (a kept page, or its 304).
    if (response.headers.has("ETag")) return;
    if (!sharable(response.headers.get("Cache-Control") ?? "")) return;
    if (response.status !== 200) {
      response.headers.set("Cache-Control", "no-store");
      return;
    }
    const type = response.headers.get("Content-Type") ?? "";
    if (!response.body || !textual.test(type)) return;
    // A personal answer (one setting a cookie) is never shared, whatever the route said.
    if (response.headers.has("Set-Cookie")) {
      response.headers.set("Cache-Control", "private, no-store");
      return;
    }
    const body = new Uint8Array(await response.arrayBuffer());
    const tag = `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    // Set on the answer itself: Hono copies the previous answer's headers onto the next one.
    const headers = response.headers;
    headers.set("ETag", tag);
    const asked = c.req.header("If-None-Match");
    if (asked && tagsOf(asked).some((candidate) => candidate === "*" || candidate === tag.slice(2))) {
      headers.delete("Content-Length");
      c.res = new Response(null, { status: 304, headers });
      return;
    }
    c.res = new Response(body, { status: response.status, statusText: response.statusText, headers });
  };
}
