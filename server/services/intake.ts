import { HONEYPOT_FIELD } from "#common/constants.ts";
import { InvalidInputError } from "./errors.ts";

/** Whether the hidden field that people never see (and bots fill in) holds anything. */
export function honeypotFilled(input: Record<string, unknown>): boolean {
  const value = input[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return typeof value !== "string" || value.length > 0;
}

/**
 * The checks every public form shares before its own schema: the body is an
 * object, and the honeypot is empty. Returns the body as a record.
 */
export function publicFormInput(input: unknown): Record<string, unknown> {
  if (input === null || typeof input !== "object" || Array.isArray(input)) {
    throw new InvalidInputError("The request body must be a JSON object.");
  }
  const record = input as Record<string, unknown>;
  if (honeypotFilled(record)) {
    throw new InvalidInputError("This request could not be accepted. Please email us instead.");
  }
  return record;
}
