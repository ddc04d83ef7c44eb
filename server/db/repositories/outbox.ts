import type { ExpressionBuilder, Kysely } from "kysely";
import { insertRows } from "../fixed-sql.ts";
import type { Database, NewOutboxRow, OutboxRow } from "../schema.ts";

export async function insertOutboxRows(db: Kysely<Database>, rows: readonly NewOutboxRow[]): Promise<void> {
  await insertRows(db, "outbox", rows);
}

/** Unsent, and nobody holds it: never leased, or the lease ran out (its worker died or stalled). */
const claimable = (now: string) => (eb: ExpressionBuilder<Database, "outbox">) =>
  eb.and([eb("sent_at", "is", null), eb.or([eb("lease_until", "is", null), eb("lease_until", "<=", now)])]);

/**
 * Leases up to `limit` due, unsent rows to `owner` until `leaseUntil` and
 * returns them. One conditional UPDATE: the subquery picks candidates, and
 * the outer WHERE repeats the condition, so a row another worker leased in
 * the meantime is left alone. PostgreSQL re-checks that condition on the row
 * as committed after waiting for the other writer's lock; SQLite runs one
 * writer at a time. Either way two workers never hold one row.
 */
export async function claimDueMail(
  db: Kysely<Database>,
  claim: { owner: string; now: string; leaseUntil: string; limit: number },
): Promise<OutboxRow[]> {
  const { owner, now, leaseUntil, limit } = claim;
  return db
    .updateTable("outbox")
    .set({ lease_owner: owner, lease_until: leaseUntil })
    .where("id", "in", (eb) =>
      eb
        .selectFrom("outbox")
        .select("id")
        .where(claimable(now))
        .where("next_attempt_at", "<=", now)
        .orderBy("next_attempt_at")
        .orderBy("created_at")
        .orderBy("id")
        .limit(limit),
    )
    .where(claimable(now))
    .where("next_attempt_at", "<=", now)
    .returningAll()
    .execute();
}

/** Marks a leased row sent. False when `owner` no longer holds it (its lease ran out and another took it). */
export async function markMailSent(
  db: Kysely<Database>,
  sent: { id: string; owner: string; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable("outbox")
    .set((eb) => ({
      sent_at: sent.at,
      attempts: eb("attempts", "+", 1),
      last_error: null,
      lease_owner: null,
      lease_until: null,
    }))
    .where("id", "=", sent.id)
    .where("lease_owner", "=", sent.owner)
    .where("sent_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Records a failed attempt on a leased row, sets its next try and frees it. */
export async function markMailFailed(
  db: Kysely<Database>,
  failed: { id: string; owner: string; error: string; nextAttemptAt: string },
): Promise<boolean> {
  const result = await db
    .updateTable("outbox")
    .set((eb) => ({
      attempts: eb("attempts", "+", 1),
      last_error: failed.error,
      next_attempt_at: failed.nextAttemptAt,
      lease_owner: null,
      lease_until: null,
    }))
    .where("id", "=", failed.id)
    .where("lease_owner", "=", failed.owner)
    .where("sent_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Gives back leased rows that were not tried (the worker is stopping), so another can take them at once. */
export async function releaseMail(
  db: Kysely<Database>,
  release: { ids: readonly string[]; owner: string },
): Promise<void> {
  if (release.ids.length === 0) return;
  await db
    .updateTable("outbox")
    .set({ lease_owner: null, lease_until: null })
    .where("id", "in", [...release.ids])
    .where("lease_owner", "=", release.owner)
    .where("sent_at", "is", null)
    .execute();
}

/** How many mails wait to be sent. */
export async function countWaitingMail(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom("outbox")
    .where("sent_at", "is", null)
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The mail about one record, oldest first. */
export async function listMailAbout(
  db: Kysely<Database>,
  subjectType: string,
  subjectId: string,
): Promise<OutboxRow[]> {
  return db
    .selectFrom("outbox")
    .selectAll()
    .where("subject_type", "=", subjectType)
    .where("subject_id", "=", subjectId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/** Deletes the mail about some records, sent or not (erasing a person erases what we wrote to or about them). */
export async function deleteMailAbout(
  db: Kysely<Database>,
  subjectType: string,
  subjectIds: readonly string[],
): Promise<number> {
  if (subjectIds.length === 0) return 0;
  const result = await db
    .deleteFrom("outbox")
    .where("subject_type", "=", subjectType)
    .where("subject_id", "in", [...subjectIds])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes mail sent before `cutoff`; how many. */
export async function deleteSentMailBefore(db: Kysely<Database>, cutoff: string): Promise<number> {
  const result = await db
    .deleteFrom("outbox")
    .where("sent_at", "is not", null)
    .where("sent_at", "<", cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
