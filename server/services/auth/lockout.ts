/**
 * Spec §4's lockout and the limit on sign-ins per address: the attempts an
 * account has left in an area, held in the store, and the locks this
 * process has already seen, refused from memory.
 */
import type { Kysely } from "kysely";
import { type AdminArea, lockedMessage, lockoutSeconds, maxLoginFailures } from "#common/constants.ts";
import { formatCountdown } from "#common/format-duration.ts";
import {
  clearLoginAttempts,
  clearUnlessLocked,
  findLoginAttempts,
  lockIfExhausted,
  takeLoginAttempt,
} from "#server/db/repositories/login-attempts.ts";
import type { Database } from "#server/db/schema.ts";
import type { Clock } from "../clock.ts";
import { RefusedError } from "../errors.ts";
import type { RateLimiter, RateRule } from "../rate-limits.ts";
import { LoginRefused } from "./refusals.ts";

/**
 * Sign-ins per client address, whatever the usernames: a flood of guesses
 * from one address is refused before any password is hashed. An office of
 * staff behind one address stays well under it.
 */
export const loginRate: RateRule = { name: "login", limit: 30, windowMs: 15 * 60_000 };

/** Locks remembered per process: forgetting one costs a store read on its next guess. */
const maxRememberedLocks = 10_000;

/** The refusal of an address past its limit of sign-ins. */
export const connectionRefusal = (retryAfterSeconds: number) =>
  new RefusedError("too-many", "Too many sign-in attempts from your connection. Please wait and try again.", {
    retryAfterSeconds,
  });

/** The lock of an account in an area, and the attempts it has left, for sign-ins and their codes. */
export function createLockout(
  db: Kysely<Database>,
  clock: Clock,
  rateLimiter: RateLimiter,
  /** Told of each failed attempt, and of each lock one brings. */
  events?: { failed(): void; locked(): void },
) {
  const secondsUntil = (iso: string) => Math.max(1, Math.ceil((Date.parse(iso) - clock().getTime()) / 1000));

  /**
   * Locks this process has seen in the store, `area` + username → until (ms).
   * A lock is never lifted early (only time ends it), so while it holds a
   * guess is refused from here, reading and writing nothing; another process
   * learns it from the store on its first guess.
   */
  const lockedUntil = new Map<string, number>();
  const lockKey = (username: string, area: AdminArea) => `${area}\n${username}`;
  const rememberLock = (username: string, area: AdminArea, until: string) => {
    const key = lockKey(username, area);
    if (lockedUntil.size >= maxRememberedLocks && !lockedUntil.has(key)) {
      const oldest = lockedUntil.keys().next().value;
      if (oldest !== undefined) lockedUntil.delete(oldest);
    }
    lockedUntil.set(key, Date.parse(until));
  };
  /** Seconds left of a lock this process knows of (0: none known). */
  const knownLockSeconds = (username: string, area: AdminArea) => {
    const key = lockKey(username, area);
    const until = lockedUntil.get(key);
    if (until === undefined) return 0;
    const ms = until - clock().getTime();
    if (ms > 0) return Math.ceil(ms / 1000);
    lockedUntil.delete(key);
    return 0;
  };
  const lockRefusal = (seconds: number) =>
    new LoginRefused("too-many", `Account temporarily locked. Try again in ${formatCountdown(seconds)}`, {
      lockedSeconds: seconds,
    });

  /** The refusal of an attempt while a lock holds, or while the last attempts are being checked. */
  async function lockedRefusal(username: string, area: AdminArea): Promise<LoginRefused> {
    const attempts = await findLoginAttempts(db, username, area);
    if (!attempts?.locked_until || Date.parse(attempts.locked_until) <= clock().getTime()) {
      return new LoginRefused("too-many", "Too many sign-in attempts at once. Please try again in a moment.");
    }
    rememberLock(username, area, attempts.locked_until);
    return lockRefusal(secondsUntil(attempts.locked_until));
  }

  async function lockState(username: string, area: AdminArea) {
    const known = knownLockSeconds(username, area);
    if (known > 0) return { lockedSeconds: known };
    const attempts = await findLoginAttempts(db, username, area);
    if (!attempts?.locked_until) return { lockedSeconds: 0 };
    const remaining = (Date.parse(attempts.locked_until) - clock().getTime()) / 1000;
    if (remaining > 0) {
      rememberLock(username, area, attempts.locked_until);
      return { lockedSeconds: Math.ceil(remaining) };
    }
    // The lock has run out: the count starts again (spec §4).
    await clearLoginAttempts(db, username, area);
    return { lockedSeconds: 0 };
  }

  /**
   * Counts the address's hit and takes the account's attempt, in one
   * transaction: one commit (one fsync on SQLite) for both. The attempt is
   * taken before the password (or the code) is checked, so that concurrent
   * guesses cannot all be checked while the count is low. Throws the
   * refusal when the address is past its limit or no attempt is left.
   */
  async function takeAttempt(username: string, area: AdminArea, client: string) {
    const counted = await db.transaction().execute(async (trx) => {
      const decision = await rateLimiter.hitWithin(trx, loginRate, client);
      if (!decision.allowed) return { decision, taken: null };
      const at = clock();
      const staleBefore = new Date(at.getTime() - lockoutSeconds * 1000).toISOString();
      return {
        decision,
        taken: await takeLoginAttempt(trx, username, area, maxLoginFailures, at.toISOString(), staleBefore),
      };
    });
    const decision = await rateLimiter.committed(loginRate, client, counted.decision);
    if (!decision.allowed) throw connectionRefusal(decision.retryAfterSeconds);
    if (counted.taken === null) throw await lockedRefusal(username, area);
  }

  /**
   * Counts a failed attempt (a wrong password or code): the refusal to
   * throw, saying how many are left in `words`, or a lock once they run out.
   */
  async function failedAttempt(
    username: string,
    area: AdminArea,
    words: (remaining: number) => string,
  ): Promise<LoginRefused> {
    const until = new Date(clock().getTime() + lockoutSeconds * 1000).toISOString();
    const attempts = await lockIfExhausted(db, username, area, maxLoginFailures, until);
    events?.failed();
    if (attempts?.locked_until) {
      events?.locked();
      rememberLock(username, area, attempts.locked_until);
      return new LoginRefused("too-many", lockedMessage, {
        lockedSeconds: secondsUntil(attempts.locked_until),
        attemptsRemaining: 0,
      });
    }
    const remaining = Math.max(1, maxLoginFailures - (attempts?.failures ?? 0));
    return new LoginRefused("sign-in", words(remaining), { attemptsRemaining: remaining });
  }

  /** A right sign-in clears the count; a lock set by a concurrent failure while it ran holds: no session. */
  async function succeededAttempt(username: string, area: AdminArea) {
    if (!(await clearUnlessLocked(db, username, area, clock().toISOString()))) {
      throw await lockedRefusal(username, area);
    }
  }

  return {
    secondsUntil,
    rememberLock,
    knownLockSeconds,
    lockRefusal,
    lockedRefusal,
    lockState,
    takeAttempt,
    failedAttempt,
    succeededAttempt,
  };
}

export type Lockout = ReturnType<typeof createLockout>;
