import type { MiddlewareHandler } from "hono";
import { bodyWithin, keptBody } from "../bounded-body.ts";
import { apiError } from "../errors.ts";

/**
 * For JSON endpoints: refuses other content types (415) and bodies over
 * `maxBytes` (413) before the whole body is read. A call with no body and
 * no type passes, and its body reads as null.
 */
export function jsonBody(maxBytes: number): [MiddlewareHandler, MiddlewareHandler] {
  return [
    async (c, next) => {
      if (c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "DELETE") return next();
      const type = c.req.header("content-type") ?? "";
      // A call with no body at all (`POST /api/staff/{id}/password-reset`) needs no type: it reads as null.
      const length = c.req.header("content-length");
      if (!type && (length === undefined || length === "0") && !c.req.header("transfer-encoding"))
        return next();
      if (!/^application\/json\b/i.test(type)) {
        return apiError(c, 415, "Send the request as JSON (Content-Type: application/json).");
      }
      return next();
    },
    bodyWithin(
      maxBytes,
      (c) => apiError(c, 413, `The request is too large (limit ${Math.round(maxBytes / 1024)} KB).`),
      { keep: "bytes" },
    ),
  ];
}

const utf8 = new TextDecoder();

/**
 * Reads the JSON body (as `jsonBody` kept it), or null when it is not valid JSON or carries a NUL
 * character (which no field needs and PostgreSQL cannot store in text).
 */
export async function readJson(request: Request): Promise<unknown> {
  try {
    const kept = keptBody(request);
    const text = kept ? utf8.decode(kept) : await request.text();
    if (text.includes("\\u0000") || text.includes("\0")) return null;
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Refuses an API address whose path or query holds a NUL character (400, not a store error). */
export const rejectNulInAddress: MiddlewareHandler = async (c, next) => {
  let decoded: string;
  try {
    const url = new URL(c.req.url);
    decoded = decodeURIComponent(url.pathname + url.search);
  } catch {
    return apiError(c, 400, "The address is not valid.");
  }
  if (decoded.includes("\0")) return apiError(c, 400, "The address is not valid.");
  return next();
};
