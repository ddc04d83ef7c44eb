import type { Kysely, Transaction } from "kysely";
import type { GroupCommit } from "#server/db/group-commit.ts";
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
 * Subjects remembered past their limit, per limiter: enough for a flood from
 * thousands of addresses. Forgetting one costs only a store hit, so the
 * oldest is dropped when full.
 */
export const maxRememberedRefusals = 10_000;

/**
 * Fixed-window counters kept in the database, so the limit holds across
 * processes and restarts (several server processes may share one PostgreSQL).
 *
 * A window is stored by its start, in whole minutes since 1970, so one sweep
 * serves every rule. (It used to be the window's number, which means
 * something else under each window length: a ten-minute rule's sweep deleted
 * the fifteen-minute sign-in counters while they still counted.)
 *
 * A subject the store has counted past its limit stays past it until its
 * window ends (a window's count only grows), so the limiter remembers it
 * and refuses it again from memory, without touching the store: a flood
 * from an address past its limit costs no write. Each process learns it
 * from the store, on the first hit it sees past the limit; the store alone
 * decides who passes, so concurrent hits in one process or several never
 * let more than the limit through.
 *
 * With `writes` (SQLite's group commit, shared with the lead writes), a
 * `hit` is counted in the next shared transaction instead of one of its own:
 * a flood of refused forms then costs one sync per batch, not one per form
 * (docs/benchmarks.md, "Refusals share the leads' commits").
 *
 * `onRefused` is told of each refusal it gives, by rule (the metrics):
 * each one counted from the store and each one repeated from memory;
 * `committed` only repeats the decision a `hitWithin` or `counter` gave, so
 * it tells nothing again.
 */
export function createRateLimiter(
  db: Kysely<Database>,
  clock: Clock,
  { onRefused, writes }: { onRefused?: (rule: RateRule) => void; writes?: GroupCommit } = {},
) {
  let lastSweep = 0;
  /** `rule:subject` → when the window in which it went past its limit ends (ms). */
  const refusedUntil = new Map<string, number>();
  /** The window end of each decision `hitWithin` gave, for `committed`: a window may end in between. */
  const windowEndOf = new WeakMap<RateDecision, number>();

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

  const decision = (rule: RateRule, hits: number, endsMs: number, now: number): RateDecision => {
    const allowed = hits <= rule.limit;
    if (!allowed) onRefused?.(rule);
    return { allowed, retryAfterSeconds: Math.max(1, Math.ceil((endsMs - now) / 1000)) };
  };

  /** The refusal remembered for `key` under `rule`, or null (never refused, or its window has ended). */
  const remembered = (rule: RateRule, key: string, now: number): RateDecision | null => {
    const until = refusedUntil.get(key);
    if (until === undefined) return null;
    if (until <= now) {
      refusedUntil.delete(key);
      return null;
    }
    onRefused?.(rule);
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)) };
  };

  const remember = (key: string, answer: RateDecision, endsMs: number) => {
    if (answer.allowed) return answer;
    if (refusedUntil.size >= maxRememberedRefusals && !refusedUntil.has(key)) {
      const oldest = refusedUntil.keys().next().value;
      if (oldest !== undefined) refusedUntil.delete(oldest);
    }
    refusedUntil.set(key, endsMs);
    return answer;
  };

  /** Old windows are swept from the store, and ended refusals from memory, at most once a minute per process. */
  const sweep = async (now: number) => {
    if (now - lastSweep <= minuteMs) return;
    lastSweep = now;
    for (const [key, until] of refusedUntil) if (until <= now) refusedUntil.delete(key);
    await deleteWindowsBefore(db, Math.floor((now - keptMs) / minuteMs));
  };

  return {
    /** Counts one hit of `subject` (a client's address, say) and says whether it is within the rule. */
    async hit(rule: RateRule, subject: string): Promise<RateDecision> {
      const now = clock().getTime();
      const window = windowOf(rule, now);
      const key = window.key(subject);
      const known = remembered(rule, key, now);
      if (known) return known;
      const hits = writes
        ? await writes((trx) => recordHit(trx, key, window.start))
        : await recordHit(db, key, window.start);
      await sweep(now);
      return remember(key, decision(rule, hits, window.endsMs, now), window.endsMs);
    },

    /**
     * The refusal of `subject` if this process already knows it is past the
     * rule's limit in the current window, or null; reads nothing from the
     * store. For a caller that wants to refuse before spending anything
     * else, then `hit` the store.
     */
    knownRefusal(rule: RateRule, subject: string): RateDecision | null {
      const now = clock().getTime();
      return remembered(rule, windowOf(rule, now).key(subject), now);
    },

    /**
     * As `hit`, counted in the caller's transaction: the hit stands only if
     * that transaction commits, and the counter's row, locked until it ends,
     * makes concurrent callers for one subject take turns, so no two of them
     * both take the last place. Sweeps nothing: it must not touch anything
     * but `trx` (SQLite has one connection, held by the transaction), and
     * `hit` sweeps often enough. Remembers nothing either: the count it saw
     * is not the store's until the transaction commits (then `committed`).
     */
    async hitWithin(trx: Transaction<Database>, rule: RateRule, subject: string): Promise<RateDecision> {
      const now = clock().getTime();
      const window = windowOf(rule, now);
      const hits = await recordHit(trx, window.key(subject), window.start);
      const answer = decision(rule, hits, window.endsMs, now);
      windowEndOf.set(answer, window.endsMs);
      return answer;
    },

    /**
     * Once the transaction of a `hitWithin` has committed: remembers the
     * refusal it gave (before then the count it saw was not the store's),
     * and sweeps as `hit` does. Returns the same decision.
     */
    async committed(rule: RateRule, subject: string, answer: RateDecision): Promise<RateDecision> {
      const now = clock().getTime();
      await sweep(now);
      const endsMs = windowEndOf.get(answer);
      if (endsMs === undefined || endsMs <= now) return answer;
      return remember(windowOf(rule, now).key(subject), answer, endsMs);
    },

    /**
     * Where a hit of `subject` counts now, for a statement that counts it
     * itself (a submission's one statement on PostgreSQL,
     * db/repositories/submission-statement.ts), and the decision from the
     * count it returns: null when it counts only below the limit and was
     * at it, so counted nothing. As with `hitWithin`, nothing is remembered until
     * `committed`.
     */
    counter(rule: RateRule, subject: string) {
      const now = clock().getTime();
      const window = windowOf(rule, now);
      return {
        key: window.key(subject),
        windowStart: window.start,
        limit: rule.limit,
        decide(hits: number | null): RateDecision {
          const answer = decision(rule, hits ?? rule.limit + 1, window.endsMs, now);
          windowEndOf.set(answer, window.endsMs);
          return answer;
        },
      };
    },

    /** Whether `subject` is still within the rule (has not gone past its limit), counting nothing. */
    async check(rule: RateRule, subject: string): Promise<RateDecision> {
      const now = clock().getTime();
      const window = windowOf(rule, now);
      const key = window.key(subject);
      const known = remembered(rule, key, now);
      if (known) return known;
      const hits = await readHits(db, key, window.start);
      return remember(key, decision(rule, hits, window.endsMs, now), window.endsMs);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
