import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

export async function findLoginAttempts(db: Kysely<Database>, username: string, area: string) {
  return db
    .selectFrom("login_attempts")
    .selectAll()
    .where("username", "=", username)
    .where("area", "=", area)
    .executeTakeFirst();
}

/**
 * Takes one attempt for a username in an area before its password is
 * checked, counted as a failure until it proves right. One conditional
 * statement, so concurrent attempts (in one process or several) can never
 * take more than `max`: it succeeds only while the count is under `max` and
 * no lock holds, and an expired lock starts the count again. Returns the
 * attempt's number (1 to `max`), or null when none is left.
 *
 * A count at `max` with no lock is the last attempts still being checked
 * (the lock, or the clearing, follows the password check). If the process
 * checking them died in between, nothing would ever set or clear it: so once
 * the last attempt was taken before `staleBefore` (the lockout's length ago),
 * the count starts again, as it would have when the lock those attempts
 * earned ran out.
 */
export async function takeLoginAttempt(
  db: Kysely<Database>,
  username: string,
  area: string,
  max: number,
  now: string,
  staleBefore: string,
): Promise<number | null> {
  const row = await db
    .insertInto("login_attempts")
    .values({ username, area, failures: 1, locked_until: null, updated_at: now })
    .onConflict((oc) =>
      oc
        .columns(["username", "area"])
        .doUpdateSet((eb) => ({
          failures: eb
            .case()
            .when(
              eb.or([
                eb("login_attempts.locked_until", "is not", null),
                eb("login_attempts.failures", ">=", max),
              ]),
            )
            .then(1)
            .else(eb("login_attempts.failures", "+", 1))
            .end(),
          locked_until: null,
          updated_at: now,
        }))
        .where((eb) =>
          eb.or([
            eb.and([eb("login_attempts.locked_until", "is", null), eb("login_attempts.failures", "<", max)]),
            eb("login_attempts.locked_until", "<=", now),
            eb.and([
              eb("login_attempts.locked_until", "is", null),
              eb("login_attempts.updated_at", "<=", staleBefore),
            ]),
          ]),
        ),
    )
    .returning("failures")
    .executeTakeFirst();
  return row ? Number(row.failures) : null;
}

/** Locks the username in the area once its failures reach `max`; the row as it now is. */
export async function lockIfExhausted(
  db: Kysely<Database>,
  username: string,
  area: string,
  max: number,
  until: string,
) {
  await db
    .updateTable("login_attempts")
    .set({ locked_until: until })
    .where("username", "=", username)
    .where("area", "=", area)
    .where("failures", ">=", max)
    .where("locked_until", "is", null)
    .execute();
  return findLoginAttempts(db, username, area);
}

/**
 * Clears the count after a right password, unless a lock holds: a lock set
 * by a concurrent failure while this attempt ran is never lifted by it.
 * Returns false when a lock holds.
 */
export async function clearUnlessLocked(
  db: Kysely<Database>,
  username: string,
  area: string,
  now: string,
): Promise<boolean> {
  await db
    .deleteFrom("login_attempts")
    .where("username", "=", username)
    .where("area", "=", area)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now)]))
    .execute();
  const left = await findLoginAttempts(db, username, area);
  return !left?.locked_until || left.locked_until <= now;
}

export async function clearLoginAttempts(
  db: Kysely<Database>,
  username: string,
  area: string,
): Promise<void> {
  await db.deleteFrom("login_attempts").where("username", "=", username).where("area", "=", area).execute();
}

/**
 * Gives back an attempt taken for a right password that still needs its
 * second factor: it neither failed nor succeeded, so it counts for nothing
 * (and, unlike a success, it clears nothing: a password alone never resets
 * the count of wrong codes).
 */
export async function releaseLoginAttempt(db: Kysely<Database>, username: string, area: string) {
  await db
    .updateTable("login_attempts")
    .set((eb) => ({ failures: eb("failures", "-", 1) }))
    .where("username", "=", username)
    .where("area", "=", area)
    .where("failures", ">", 0)
    .where("locked_until", "is", null)
    .execute();
}
