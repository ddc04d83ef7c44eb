/** A failure the caller can act on; the HTTP layer turns `status` into the response. */
export class ServiceError extends Error {
  readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;
  readonly fieldErrors?: Record<string, string>;
  constructor(status: ServiceError["status"], message: string, fieldErrors?: Record<string, string>) {
    super(message);
    this.name = "ServiceError";
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}
