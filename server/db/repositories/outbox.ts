import type { ExpressionBuilder, Kysely } from "kysely";
import { insertRows } from "../fixed-sql.ts";
import type { Database, NewOutboxRow, OutboxRow } from "../schema.ts";

export async function insertOutboxRows(db: Kysely<Database>, rows: readonly NewOutboxRow[]): Promise<void> {
  await insertRows(db, "outbox", rows);
}

/**
 * Unsent, not failed for good, and nobody holds it: never leased, or the
 * lease ran out (its worker died or stalled).
 */
const claimable = (now: string) => (eb: ExpressionBuilder<Database, "outbox">) =>
  eb.and([
    eb("sent_at", "is", null),
    eb("dead_at", "is", null),
    eb.or([eb("lease_until", "is", null), eb("lease_until", "<=", now)]),
  ]);

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

/**
 * Records a failed attempt on a leased row, sets its next try and frees it;
 * with `deadAt`, it failed for good and is not tried again.
 */
export async function markMailFailed(
  db: Kysely<Database>,
  failed: { id: string; owner: string; error: string; nextAttemptAt: string; deadAt?: string },
): Promise<boolean> {
  const result = await db
    .updateTable("outbox")
    .set((eb) => ({
      attempts: eb("attempts", "+", 1),
      last_error: failed.error,
      next_attempt_at: failed.nextAttemptAt,
      dead_at: failed.deadAt ?? null,
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

/** How many mails wait to be sent (not those failed for good). */
export async function countWaitingMail(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom("outbox")
    .where("sent_at", "is", null)
    .where("dead_at", "is", null)
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** How many mails wait to be sent, and when the oldest of them was written (null: none waits), for the metrics. */
export async function waitingMailSummary(
  db: Kysely<Database>,
): Promise<{ count: number; oldest: string | null }> {
  const row = await db
    .selectFrom("outbox")
    .where("sent_at", "is", null)
    .where("dead_at", "is", null)
    .select((eb) => [eb.fn.countAll<number | string>().as("count"), eb.fn.min("created_at").as("oldest")])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest ?? null };
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

/**
 * Deletes mail sent, or failed for good, before `cutoff`; how many. A
 * reply that failed stays with its lead (its thread says it failed, and a
 * reply whose mail is gone reads as sent).
 */
export async function deleteSentMailBefore(db: Kysely<Database>, cutoff: string): Promise<number> {
  const result = await db
    .deleteFrom("outbox")
    .where((eb) =>
      eb.or([
        eb.and([eb("sent_at", "is not", null), eb("sent_at", "<", cutoff)]),
        eb.and([eb("dead_at", "is not", null), eb("dead_at", "<", cutoff), eb("kind", "<>", "lead-reply")]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Mail that failed for good, newest first, a page at a time, with how many there are. */
export async function listDeadMail(
  db: Kysely<Database>,
  page: { limit: number; offset: number },
): Promise<{ rows: OutboxRow[]; total: number }> {
  const [rows, counted] = await Promise.all([
    db
      .selectFrom("outbox")
      .selectAll()
      .where("dead_at", "is not", null)
      .orderBy("dead_at", "desc")
      .orderBy("id")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    countDeadMail(db),
  ]);
  return { rows, total: counted };
}

/** How many mails failed for good. */
export async function countDeadMail(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom("outbox")
    .where("dead_at", "is not", null)
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** One mail by id. */
export async function findMail(db: Kysely<Database>, id: string): Promise<OutboxRow | undefined> {
  return db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Makes a mail that failed for good due again, with its tries counted from
 * nought. Only a dead row changes, so of two at once one does; false when
 * it is not dead (sent again already, or gone).
 */
export async function reviveMail(db: Kysely<Database>, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable("outbox")
    .set({ dead_at: null, attempts: 0, next_attempt_at: now, lease_owner: null, lease_until: null })
    .where("id", "=", id)
    .where("dead_at", "is not", null)
    .where("sent_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
