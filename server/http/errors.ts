import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { isStoreOutage } from "#server/db/outage.ts";
import type { Logger } from "#server/logger.ts";
import { LoginRefused } from "#server/services/auth/refusals.ts";
import {
  ConfirmationNeeded,
  ConflictError,
  InvalidInputError,
  NotFoundError,
  ReferredError,
  RefusedError,
  UnavailableError,
} from "#server/services/errors.ts";

/** The one shape of every API error (spec §7 reads `success` and `error`). */
export type ApiFailure = { success: false; error: string; fieldErrors?: Record<string, string> };

export const unavailableMessage = "The service is unavailable right now. Please try again in a minute.";

/** What a failure means for whoever asked: its status and the words to show. */
export type FailureAnswer = {
  status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;
  error: string;
  fieldErrors?: Record<string, string>;
  retryAfterSeconds?: number;
  /** More fields for the JSON body: the sign-in gate's attempts and countdown, the second factor it needs. */
  extra?: {
    attemptsRemaining?: number;
    lockedSeconds?: number;
    secondFactor?: string;
    /** Sudo mode: confirm with `POST /api/auth/confirm`, then ask again. */
    confirmationNeeded?: true;
  };
  /** A referral (`ReferredError`): its reason, as the body's `code`; nothing was stored. */
  code?: ReferredError["reason"];
};

const refusalStatus = { "sign-in": 401, forbidden: 403, "too-many": 429 } as const;
const invalidStatus = { invalid: 400, "too-large": 413, "unsupported-type": 415 } as const;

/**
 * The one mapping from what a service threw to an answer: a typed service
 * error keeps its message, a store that does not answer is a 503, and
 * anything else is a bug (null: the caller logs it and answers 500).
 */
export function failureAnswer(error: unknown): FailureAnswer | null {
  if (error instanceof InvalidInputError) {
    return { status: invalidStatus[error.reason], error: error.message, fieldErrors: error.fieldErrors };
  }
  if (error instanceof LoginRefused) {
    return {
      status: refusalStatus[error.reason],
      error: error.message,
      retryAfterSeconds: error.retryAfterSeconds,
      extra: {
        attemptsRemaining: error.attemptsRemaining,
        lockedSeconds: error.lockedSeconds,
        secondFactor: error.secondFactor,
      },
    };
  }
  if (error instanceof ConfirmationNeeded) {
    return { status: 403, error: error.message, extra: { confirmationNeeded: true } };
  }
  if (error instanceof RefusedError) {
    return {
      status: refusalStatus[error.reason],
      error: error.message,
      retryAfterSeconds: error.retryAfterSeconds,
    };
  }
  // Understood and deliberately not stored: 422, with a code a client can tell it by.
  if (error instanceof ReferredError) {
    return { status: 422, error: error.message, code: error.reason };
  }
  if (error instanceof NotFoundError) return { status: 404, error: error.message };
  if (error instanceof ConflictError) return { status: 409, error: error.message };
  if (error instanceof UnavailableError) return { status: 503, error: error.message };
  if (isStoreOutage(error)) return { status: 503, error: unavailableMessage };
  return null;
}

/** An API error answer in the envelope of spec §7. */
export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  fieldErrors?: Record<string, string>,
) {
  const body: ApiFailure = fieldErrors ? { success: false, error, fieldErrors } : { success: false, error };
  return c.json(body, status);
}

/** The message and stack of an error, and nothing it may carry about a person. */
function errorForLog(error: unknown) {
  return error instanceof Error
    ? { name: error.name, message: error.message, stack: error.stack }
    : { message: String(error) };
}

/**
 * Hono's `onError`: every error a handler throws ends here. `/api/*` answers
 * the JSON envelope; anything else answers plain text. Bugs are logged with
 * the request id and answer 500; only a store outage answers 503.
 */
export function handleError(logger: Logger) {
  return (error: Error, c: Context) => {
    if (error instanceof HTTPException) return error.getResponse();
    const answer = failureAnswer(error);
    const requestId = c.get("requestId");
    if (!answer) {
      logger.error({ err: errorForLog(error), reqId: requestId }, "unexpected error");
    } else if (answer.status === 503) {
      logger.warn({ err: errorForLog(error), reqId: requestId }, "store unavailable");
    }
    const status = answer?.status ?? 500;
    const message = answer?.error ?? "Something went wrong on our side. Please try again in a minute.";
    if (answer?.retryAfterSeconds) c.header("Retry-After", String(answer.retryAfterSeconds));
    if (!c.req.path.startsWith("/api/")) return c.text(message, status);
    const body: ApiFailure & Record<string, unknown> = { success: false, error: message };
    if (answer?.fieldErrors) body.fieldErrors = answer.fieldErrors;
    if (answer?.code) Object.assign(body, { code: answer.code, stored: false });
    for (const [key, value] of Object.entries(answer?.extra ?? {})) {
      if (value !== undefined) body[key] = value;
    }
    return c.json(body, status);
  };
}

/**
 * For route actions: runs a service call and returns its value, or the
 * failure to show beside the form (values kept). Bugs are not failures to
 * show: they are thrown on, to the error boundary and the log.
 */
export async function attempt<T>(
  call: () => Promise<T>,
): Promise<{ ok: true; value: T } | ({ ok: false } & FailureAnswer)> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    const answer = failureAnswer(error);
    if (!answer) throw error;
    return { ok: false, ...answer };
  }
}
