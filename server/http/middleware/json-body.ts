import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { apiError } from "../api-error.ts";

/**
 * For JSON endpoints: refuses other content types (415) and bodies over
 * `maxBytes` (413) before the whole body is read.
 */
export function jsonBody(maxBytes: number): MiddlewareHandler[] {
  return [
    async (c, next) => {
      if (c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "DELETE") return next();
      const type = c.req.header("content-type") ?? "";
      if (!/^application\/json\b/i.test(type)) {
        return apiError(c, 415, "Send the request as JSON (Content-Type: application/json).");
      }
      return next();
    },
    bodyLimit({
      maxSize: maxBytes,
      onError: (c) => apiError(c, 413, `The request is too large (limit ${Math.round(maxBytes / 1024)} KB).`),
    }),
  ];
}

/** Reads the JSON body, or null when it is not valid JSON. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return null;
  }
}
