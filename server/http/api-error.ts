import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { isServiceError } from "#server/services/errors.ts";

export type ApiFailure = { success: false; error: string; fieldErrors?: Record<string, string> };

/** The one shape of every API error (spec §7 reads `success` and `error`). */
export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  fieldErrors?: Record<string, string>,
) {
  const body: ApiFailure = fieldErrors ? { success: false, error, fieldErrors } : { success: false, error };
  return c.json(body, status);
}

/**
 * Turns anything a handler threw into a JSON answer. Known failures keep
 * their status; anything else is treated as the store being unavailable
 * (503), never a 500 with a stack trace.
 */
export function apiErrorFrom(c: Context, error: unknown) {
  if (isServiceError(error)) {
    if (error.retryAfterSeconds) c.header("Retry-After", String(error.retryAfterSeconds));
    return apiError(c, error.status, error.message, error.fieldErrors);
  }
  return apiError(c, 503, "The service is unavailable right now. Please try again in a minute.");
}
