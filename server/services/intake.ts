import type { Transaction } from "kysely";
import { HONEYPOT_FIELD } from "#common/constants.ts";
import type { Database } from "#server/db/schema.ts";
import { InvalidInputError, RefusedError } from "./errors.ts";
import type { RateDecision, RateLimiter, RateRule } from "./rate-limits.ts";

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

/** A public form's limits per client (its address), each over its own window. */
export type IntakeLimits = {
  /** Submissions stored (or, for the waitlist, accepted): counted in the transaction that stores one. */
  stored: RateRule;
  /** Submissions refused as invalid (a filled honeypot too): far more, so mistakes never cost a person. */
  refused: RateRule;
  /** What a client past either limit is told. */
  tooMany: string;
};

/**
 * The rate limits of a public form (issue "Works wherever it is started").
 * A person who gets fields wrong and corrects them must never be refused
 * for the tries, so only stored submissions count against the lead limit
 * (five in ten minutes); refused ones count against a limit of their own,
 * high enough for any person and low enough to cut off a bot hammering bad
 * bodies, after which the client is refused everything until the window ends.
 *
 * The lead limit is hit inside the transaction that stores the lead, not
 * before it: a refused or failed store then rolls its hit back with it, and
 * the counter's upsert locks its row until the commit, so of two concurrent
 * submissions for the last place one waits and then finds it taken
 * (PostgreSQL's row lock; SQLite has one writer at a time). Hitting it after
 * validation but before the transaction would count a store that then fails,
 * and needs no less care to stay atomic.
 */
export function formIntake(rateLimiter: RateLimiter, limits: IntakeLimits) {
  const tooMany = (decision: RateDecision) =>
    new RefusedError("too-many", limits.tooMany, { retryAfterSeconds: decision.retryAfterSeconds });
  return {
    /**
     * Runs a check of the body; a refusal (`InvalidInputError`) is counted
     * against the client, and past the refused limit it becomes a 429.
     */
    async screen<T>(client: string, check: () => T): Promise<T> {
      try {
        return check();
      } catch (error) {
        if (!(error instanceof InvalidInputError)) throw error;
        const decision = await rateLimiter.hit(limits.refused, client);
        if (!decision.allowed) throw tooMany(decision);
        throw error;
      }
    },

    /** Refuses a client past its refused limit, whatever it sends now (a retry is answered before this). */
    async notCutOff(client: string): Promise<void> {
      const decision = await rateLimiter.check(limits.refused, client);
      if (!decision.allowed) throw tooMany(decision);
    },

    /**
     * `notCutOff` for a statement that reads the refused count itself (a
     * submission's one statement on PostgreSQL, `storeSubmission`): a client
     * this process already knows is cut off is refused at once; else where
     * the statement reads the count, and `refuseIf` for what it found.
     */
    cutOffCheck(client: string) {
      const known = rateLimiter.knownRefusal(limits.refused, client);
      if (known) throw tooMany(known);
      const counter = rateLimiter.counter(limits.refused, client);
      return {
        ...counter,
        async refuseIf(cutOff: boolean): Promise<void> {
          if (!cutOff) return;
          // Past the limit in the store: remembered from here on, as `notCutOff` does.
          throw tooMany(await rateLimiter.committed(limits.refused, client, counter.decide(null)));
        },
      };
    },

    /** In the transaction that stores the submission: counts it, or refuses it and so rolls the store back. */
    async admit(trx: Transaction<Database>, client: string): Promise<void> {
      const decision = await rateLimiter.hitWithin(trx, limits.stored, client);
      if (!decision.allowed) throw tooMany(decision);
    },

    /**
     * The same count made by a statement that stores the submission only
     * under the limit (`storeSubmission`): where it counts, and `refuseIf`
     * for the count it returned (null: at the limit, nothing stored).
     */
    counter(client: string) {
      const counter = rateLimiter.counter(limits.stored, client);
      return {
        ...counter,
        refuseIf(hits: number | null): void {
          const decision = counter.decide(hits);
          if (!decision.allowed) throw tooMany(decision);
        },
      };
    },
  };
}
