import { type Kysely, sql } from "kysely";
import type { AnsweredLeadKind } from "#common/lead-kinds.ts";
import type { Database } from "../schema.ts";

/*
 * The reads behind the lead desk's overview (issue 32), over demo requests
 * and contact messages alike: the open leads nobody has answered, by when
 * their reply is due (a partial index of exactly those, migration 019);
 * open leads by stage; and the leads of recent weeks with when they were
 * first answered.
 */

export type WaitingLead = {
  kind: AnsweredLeadKind;
  id: string;
  name: string;
  urgent: boolean;
  created_at: string;
  reply_due_at: string | null;
  owner_id: string | null;
};

const waiting = sql<boolean>`status = 'open' and first_response_at is null`;

/*
 * Ordered by every column of the `…_waiting` index in turn (migration 019),
 * the leading ones fixed by the WHERE: PostgreSQL then reads the index in
 * order and stops at the limit (it does not count IS NULL as fixing a
 * column for the order, so ORDER BY reply_due_at alone sorts them all).
 */

/** Up to `limit` of each kind's open, unanswered leads: the urgent, then by when the reply is due. */
export async function listWaitingLeads(db: Kysely<Database>, limit: number): Promise<WaitingLead[]> {
  const [urgent, messages, requests] = await Promise.all([
    db
      .selectFrom("contact_messages")
      .select(["id", "name", "created_at", "reply_due_at", "owner_id"])
      .where(waiting)
      .where("urgent", "=", 1)
      .orderBy(["status", "first_response_at", "urgent", "reply_due_at"])
      .limit(limit)
      .execute(),
    db
      .selectFrom("contact_messages")
      .select(["id", "name", "created_at", "reply_due_at", "owner_id"])
      .where(waiting)
      .where("urgent", "=", 0)
      .orderBy(["status", "first_response_at", "urgent", "reply_due_at"])
      .limit(limit)
      .execute(),
    db
      .selectFrom("demo_requests")
      .select(["id", "full_name as name", "created_at", "reply_due_at", "owner_id"])
      .where(waiting)
      .orderBy(["status", "first_response_at", "reply_due_at"])
      .limit(limit)
      .execute(),
  ]);
  return [
    ...urgent.map((row) => ({ ...row, kind: "contact_message" as const, urgent: true })),
    ...messages.map((row) => ({ ...row, kind: "contact_message" as const, urgent: false })),
    ...requests.map((row) => ({ ...row, kind: "demo_request" as const, urgent: false })),
  ];
}

/** How many open leads nobody has answered, and how many of them are past due at `now`. */
export async function countWaitingLeads(
  db: Kysely<Database>,
  now: string,
): Promise<{ waiting: number; overdue: number }> {
  const counts = await Promise.all(
    (["contact_messages", "demo_requests"] as const).map((table) =>
      db
        .selectFrom(table)
        .where(waiting)
        .select((eb) => [
          eb.fn.countAll<number | string>().as("waiting"),
          eb.fn.count<number | string>(eb.case().when("reply_due_at", "<", now).then(1).end()).as("overdue"),
        ])
        .executeTakeFirstOrThrow(),
    ),
  );
  return {
    waiting: counts.reduce((sum, row) => sum + Number(row.waiting), 0),
    overdue: counts.reduce((sum, row) => sum + Number(row.overdue), 0),
  };
}

/** Open leads of each kind by stage. */
export async function countOpenByStage(
  db: Kysely<Database>,
): Promise<{ kind: AnsweredLeadKind; stage: string; count: number }[]> {
  const [requests, messages] = await Promise.all(
    (["demo_requests", "contact_messages"] as const).map((table) =>
      db
        .selectFrom(table)
        .where("status", "=", "open")
        .select((eb) => ["stage", eb.fn.countAll<number | string>().as("count")])
        .groupBy("stage")
        .execute(),
    ),
  );
  return [
    ...(requests ?? []).map((row) => ({
      kind: "demo_request" as const,
      stage: row.stage,
      count: Number(row.count),
    })),
    ...(messages ?? []).map((row) => ({
      kind: "contact_message" as const,
      stage: row.stage,
      count: Number(row.count),
    })),
  ];
}

/** Every lead of both kinds received from `from` until `to`: when it came and when it was first answered. */
export async function listLeadTimesBetween(
  db: Kysely<Database>,
  from: string,
  to: string,
): Promise<{ created_at: string; first_response_at: string | null }[]> {
  const [requests, messages] = await Promise.all(
    (["demo_requests", "contact_messages"] as const).map((table) =>
      db
        .selectFrom(table)
        .select(["created_at", "first_response_at"])
        .where("created_at", ">=", from)
        .where("created_at", "<", to)
        .execute(),
    ),
  );
  return [...(requests ?? []), ...(messages ?? [])];
}
