import { type Kysely, sql } from "kysely";
import type { AnsweredLeadKind } from "#common/lead-kinds.ts";
import type { Database } from "../schema.ts";
import { answeredTables, type LeadTable } from "./lead-tables.ts";

/*
 * The reads behind the lead desk's overview (issue 32), over every kind staff
 * answer (`tables`, from their descriptors): the open leads nobody has answered, by when
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
export async function listWaitingLeads(
  db: Kysely<Database>,
  tables: readonly LeadTable[],
  limit: number,
): Promise<WaitingLead[]> {
  const loose = answeredTables(db);
  const read = (source: LeadTable, urgent: boolean | null) => {
    let query = loose
      .selectFrom(source.table)
      .select([
        "id",
        sql<string>`${sql.ref(source.name)}`.as("name"),
        "created_at",
        "reply_due_at",
        "owner_id",
      ])
      .where(waiting);
    query =
      urgent === null
        ? query.orderBy(["status", "first_response_at", "reply_due_at"])
        : query
            .where("urgent", "=", urgent ? 1 : 0)
            .orderBy(["status", "first_response_at", "urgent", "reply_due_at"]);
    return query
      .limit(limit)
      .execute()
      .then((rows) => rows.map((row) => ({ ...row, kind: source.kind, urgent: urgent === true })));
  };
  const lists = await Promise.all(
    tables.flatMap((source) =>
      source.urgent ? [read(source, true), read(source, false)] : [read(source, null)],
    ),
  );
  return lists.flat();
}

/** How many open leads nobody has answered, and how many of them are past due at `now`. */
export async function countWaitingLeads(
  db: Kysely<Database>,
  tables: readonly LeadTable[],
  now: string,
): Promise<{ waiting: number; overdue: number }> {
  const loose = answeredTables(db);
  const counts = await Promise.all(
    tables.map((source) =>
      loose
        .selectFrom(source.table)
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
  tables: readonly LeadTable[],
): Promise<{ kind: AnsweredLeadKind; stage: string; count: number }[]> {
  const loose = answeredTables(db);
  const counts = await Promise.all(
    tables.map(async (source) => {
      const rows = await loose
        .selectFrom(source.table)
        .where("status", "=", "open")
        .select((eb) => ["stage", eb.fn.countAll<number | string>().as("count")])
        .groupBy("stage")
        .execute();
      return rows.map((row) => ({ kind: source.kind, stage: String(row.stage), count: Number(row.count) }));
    }),
  );
  return counts.flat();
}

/** Every lead of the kinds in `tables` received from `from` until `to`: when it came and when it was first answered. */
export async function listLeadTimesBetween(
  db: Kysely<Database>,
  tables: readonly LeadTable[],
  from: string,
  to: string,
): Promise<{ created_at: string; first_response_at: string | null }[]> {
  const loose = answeredTables(db);
  const lists = await Promise.all(
    tables.map((source) =>
      loose
        .selectFrom(source.table)
        .select(["created_at", "first_response_at"])
        .where("created_at", ">=", from)
        .where("created_at", "<", to)
        .execute(),
    ),
  );
  return lists.flat();
}
