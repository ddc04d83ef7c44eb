/**
 * What a service throws when it cannot do what was asked. Each class names
 * what went wrong, never an HTTP status: services know nothing of HTTP, and
 * `server/http/errors.ts` maps every kind to its answer in one place (the API's
 * `onError` and the route actions' helper both use that mapping).
 *
 * Anything else thrown out of a service is a bug (500) or, when the store does
 * not answer, an outage (503); see `isStoreOutage` in `server/db/outage.ts`.
 */
export abstract class ServiceError extends Error {
  abstract readonly kind: "not-found" | "conflict" | "invalid-input" | "refused" | "referred" | "unavailable";
}

/** The thing asked for does not exist (or the caller may not know it exists). */
export class NotFoundError extends ServiceError {
  readonly kind = "not-found";
  override name = "NotFoundError";
}

/** The request contradicts what is stored, such as a slug that is taken. */
export class ConflictError extends ServiceError {
  readonly kind = "conflict";
  override name = "ConflictError";
}

/**
 * The input does not pass: a message for the whole form and, where a field is
 * at fault, a message per field. `reason` tells an over-large or unsupported
 * upload from plain bad input.
 */
export class InvalidInputError extends ServiceError {
  readonly kind = "invalid-input";
  override name = "InvalidInputError";
  readonly fieldErrors?: Record<string, string>;
  readonly reason: "invalid" | "too-large" | "unsupported-type";
  constructor(
    message: string,
    options: {
      fieldErrors?: Record<string, string>;
      reason?: "invalid" | "too-large" | "unsupported-type";
    } = {},
  ) {
    super(message);
    this.fieldErrors = options.fieldErrors;
    this.reason = options.reason ?? "invalid";
  }
}

/**
 * The caller is refused: not signed in, not allowed, or asking too often.
 * `retryAfterSeconds` says when trying again makes sense.
 */
export class RefusedError extends ServiceError {
  readonly kind = "refused";
  override name = "RefusedError";
  readonly reason: "sign-in" | "forbidden" | "too-many";
  readonly retryAfterSeconds?: number;
  constructor(reason: RefusedError["reason"], message: string, options: { retryAfterSeconds?: number } = {}) {
    super(message);
    this.reason = reason;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/**
 * A change that asks its administrator to confirm it is them (their
 * password, or a code, in the last 10 minutes: sudo mode) and they have not.
 */
export class ConfirmationNeeded extends RefusedError {
  override name = "ConfirmationNeeded";
  constructor(message: string) {
    super("forbidden", message);
  }
}

/**
 * Nothing was stored, on purpose: what was asked is not ours to give, and
 * the message says where to go instead. `reason` "under-18": a person under
 * 18 on the contact form's therapy path is shown Tele-MANAS (issue 33).
 */
export class ReferredError extends ServiceError {
  readonly kind = "referred";
  override name = "ReferredError";
  readonly reason: "under-18";
  constructor(reason: ReferredError["reason"], message: string) {
    super(message);
    this.reason = reason;
  }
}

/** A service this one depends on does not answer; trying again later may work. */
export class UnavailableError extends ServiceError {
  readonly kind = "unavailable";
  override name = "UnavailableError";
}
