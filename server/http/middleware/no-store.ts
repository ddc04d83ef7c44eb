import type { MiddlewareHandler } from "hono";

/**
 * `Cache-Control: no-store` on every answer that did not choose its own:
 * for the API, where what a staff member reads (drafts, leads, who is
 * signed in) must never be kept by a browser or a shared cache and shown to
 * someone else. A route that is public and stable (an image by content hash)
 * says so itself.
 */
export const noStoreByDefault: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
};
