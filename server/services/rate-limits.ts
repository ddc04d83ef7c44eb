import type { Kysely, Transaction } from "kysely";
import { deleteWindowsBefore, readHits, recordHit } from "#server/db/repositories/rate-limits.ts";
import type { Database } from "#server/db/schema.ts";
import type { Clock } from "./clock.ts";

/** `windowMs` is whole minutes, at most a day. */
export type RateRule = { name: string; limit: number; windowMs: number };

export type RateDecision = { allowed: boolean; retryAfterSeconds: number };

const minuteMs = 60_000;
/** A window is kept until a day after it started: no rule's window is longer. */
const keptMs = 24 * 60 * minuteMs;

/**
 * Fixed-window counters kept in the database, so the limit holds across
 * processes and restarts (several server processes may share one PostgreSQL).
 *
 * A window is stored by its start, in whole minutes since 1970, so one sweep
 * serves every rule. (It used to be the window's number, which means
 * something else under each window length: a ten-minute rule's sweep deleted
 * the fifteen-minute sign-in counters while they still counted.)
 */
export function createRateLimiter(db: Kysely<Database>, clock: Clock) {
  let lastSweep = 0;

  const windowOf = (rule: RateRule, now: number) => {
    if (rule.windowMs % minuteMs !== 0 || rule.windowMs > keptMs) {
      throw new Error(`Rate rule ${rule.name}: the window must be whole minutes, at most a day.`);
    }
    const startMs = Math.floor(now / rule.windowMs) * rule.windowMs;
    return {
      key: (subject: string) => `${rule.name}:${subject}`,
      start: startMs / minuteMs,
      endsMs: startMs + rule.windowMs,
    };
  };

  const decision = (rule: RateRule, hits: number, endsMs: number, now: number): RateDecision => ({
    allowed: hits <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((endsMs - now) / 1000)),
  });

  return {
    /** Counts one hit of `subject` (a client's address, say) and says whether it is within the rule. */
    async hit(rule: RateRule, subject: string): Promise<RateDecision> {
      const now = clock().getTime();
      const window = windowOf(rule, now);
      const hits = await recordHit(db, window.key(subject), window.start);
      // Old windows are swept at most once a minute per process.
      if (now - lastSweep > minuteMs) {
        lastSweep = now;
        await deleteWindowsBefore(db, Math.floor((now - keptMs) / minuteMs));
      }
      return decision(rule, hits, window.endsMs, now);
    },

    /**
     * As `hit`, counted in the caller's transaction: the hit stands only if
     * that transaction commits, and the counter's row, locked until it ends,
     * makes concurrent callers for one subject take turns, so no two of them
     * both take the last place. Sweeps nothing: it must not touch anything
     * but `trx` (SQLite has one connection, held by the transaction), and
     * `hit` sweeps often enough.
     */
    async hitWithin(trx: Transaction<Database>, rule: RateRule, subject: string): Promise<RateDecision> {
      const now = clock().getTime();
      const window = windowOf(rule, now);
      const hits = await recordHit(trx, window.key(subject), window.start);
      return decision(rule, hits, window.endsMs, now);
    },

    /** Whether `subject` is still within the rule (has not gone past its limit), counting nothing. */
    async check(rule: RateRule, subject: string): Promise<RateDecision> {
      const now = clock().getTime();
      const window = windowOf(rule, now);
      const hits = await readHits(db, window.key(subject), window.start);
      return decision(rule, hits, window.endsMs, now);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
