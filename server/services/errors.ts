/** A failure the caller can act on; the HTTP layer turns `status` into the response. */
export class ServiceError extends Error {
  readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;
  readonly fieldErrors?: Record<string, string>;
  /** For 429 and lockouts: how long until trying again makes sense. */
  readonly retryAfterSeconds?: number;
  constructor(
    status: ServiceError["status"],
    message: string,
    options: { fieldErrors?: Record<string, string>; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = "ServiceError";
    this.status = status;
    this.fieldErrors = options.fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/**
 * `instanceof` fails across bundles (the React Router server build carries
 * its own copy of this module), so callers recognise a ServiceError by shape.
 */
export function isServiceError(error: unknown): error is ServiceError {
  return error instanceof Error && error.name === "ServiceError" && "status" in error;
}
