import { createHmac, createSecretKey, type KeyObject, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { secretNamed } from "#server/db/repositories/site-secrets.ts";
import type { Database } from "#server/db/schema.ts";
import type { Clock } from "../clock.ts";

/**
 * The keys the site makes for itself: one signs withdrawal links, one stands
 * in for addresses, one signs the reply addresses of leads (issue 50).
 */
export type SecretName = "withdrawal" | "address" | "reply";

/**
 * The site's keys: each made once by whichever process needs it first,
 * shared through the store, and read once per process (a failed read is
 * tried again next time). Each is held as a KeyObject: an HMAC under a
 * Buffer makes one anew every time, which cost a lead write about 4 % of its
 * time (two signatures a submission).
 */
export function siteSecrets(db: Kysely<Database>, clock: Clock) {
  const secrets = new Map<SecretName, Promise<KeyObject>>();
  return function secret(name: SecretName): Promise<KeyObject> {
    const known = secrets.get(name);
    if (known) return known;
    const reading = secretNamed(db, {
      name,
      fresh: randomBytes(32).toString("base64url"),
      at: clock().toISOString(),
    })
      .then((value) => createSecretKey(Buffer.from(value, "base64url")))
      .catch((error: unknown) => {
        secrets.delete(name);
        throw error;
      });
    secrets.set(name, reading);
    return reading;
  };
}

/**
 * A stand-in for an email address where the store must recognise one
 * without keeping it (the daily cap on mail to visitors): HMAC-SHA256 of the
 * address, trimmed and lowercased, under the site's "address" key. Every
 * process gives one address the same stand-in; a copy of the counters alone
 * (an export, a log) cannot be tested against guessed addresses.
 */
export function addressKeyOf(key: KeyObject, address: string): string {
  return createHmac("sha256", key).update(address.trim().toLowerCase()).digest("base64url");
}
