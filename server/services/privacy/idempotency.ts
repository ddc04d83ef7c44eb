import type { Kysely, Transaction } from "kysely";
import { IDEMPOTENCY_FIELD } from "#common/constants.ts";
import { claimIdempotencyKey, findIdempotencyKey } from "#server/db/repositories/idempotency-keys.ts";
import type { Database } from "#server/db/schema.ts";
import { InvalidInputError } from "../errors.ts";

/*
 * A form's idempotency key: the same submission sent twice (a retry after a
 * lost answer) stores one record. The key is claimed in the transaction that
 * stores the record, so two at once store one.
 */

/** A key is what `crypto.randomUUID()` makes, or any 16 to 64 URL-safe characters. */
const keyPattern = /^[A-Za-z0-9_-]{16,64}$/;

/** How long a key answers for its first submission; a retry comes within seconds or minutes. */
export const idempotencyKeyHours = 24;

/** The idempotency key a body carries: null when absent, a 400 when present but malformed. */
export function idempotencyKeyOf(input: unknown): string | null {
  if (input === null || typeof input !== "object") return null;
  const value = (input as Record<string, unknown>)[IDEMPOTENCY_FIELD];
  if (value === undefined || value === null || value === "") return null;
  if (typeof value !== "string" || !keyPattern.test(value)) {
    throw new InvalidInputError("The idempotency key must be 16 to 64 letters, digits, - or _.");
  }
  return value;
}

/**
 * The record a key already stored, or null: asked before the rate limit, so
 * retrying a submission that was stored never counts against it.
 */
export async function storedUnder(
  db: Kysely<Database>,
  kind: string,
  key: string | null,
): Promise<string | null> {
  if (!key) return null;
  return (await findIdempotencyKey(db, kind, key)) ?? null;
}

/**
 * In the transaction that stores record `id`: claims the key for it, or, when
 * an earlier submission holds the key, returns that submission's record.
 */
export async function claimKey(
  trx: Transaction<Database>,
  claim: { kind: string; key: string; id: string; at: string },
): Promise<string | null> {
  const claimed = await claimIdempotencyKey(trx, {
    kind: claim.kind,
    key: claim.key,
    subjectId: claim.id,
    at: claim.at,
  });
  if (claimed) return null;
  return claimedBy(trx, claim.kind, claim.key);
}

/** The record an earlier submission claimed `key` for, once a claim of it found it taken. */
export async function claimedBy(db: Kysely<Database>, kind: string, key: string): Promise<string> {
  const first = await findIdempotencyKey(db, kind, key);
  if (first === undefined) throw new Error("An idempotency key was neither claimed nor found.");
  return first;
}
