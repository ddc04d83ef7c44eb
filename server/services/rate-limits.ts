import type { Kysely } from "kysely";
import { deleteWindowsBefore, recordHit } from "#server/db/repositories/rate-limits.ts";
import type { Database } from "#server/db/schema.ts";
import type { Clock } from "./clock.ts";

export type RateRule = { name: string; limit: number; windowMs: number };

export type RateDecision = { allowed: boolean; retryAfterSeconds: number };

/**
 * Fixed-window counters kept in the database, so the limit holds across
 * processes and restarts (several server processes may share one PostgreSQL).
 */
export function createRateLimiter(db: Kysely<Database>, clock: Clock) {
  let lastSweep = 0;
  return {
    async hit(rule: RateRule, client: string): Promise<RateDecision> {
      const now = clock().getTime();
      const window = Math.floor(now / rule.windowMs);
      const hits = await recordHit(db, `${rule.name}:${client}`, window);
      // Old windows are swept at most once a minute per process.
      if (now - lastSweep > 60_000) {
        lastSweep = now;
        await deleteWindowsBefore(db, Math.floor((now - 24 * 3_600_000) / rule.windowMs));
      }
      const windowEnds = (window + 1) * rule.windowMs;
      return {
        allowed: hits <= rule.limit,
        retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - now) / 1000)),
      };
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
