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

/** Open leads nobody has answered that are past due at `now`, by kind and urgency, for the metrics. */
export async function countOverdueLeads(
  db: Kysely<Database>,
  tables: readonly LeadTable[],
  now: string,
): Promise<{ kind: AnsweredLeadKind; urgent: boolean; count: number }[]> {
  const loose = answeredTables(db);
  const counts = await Promise.all(
    tables.map(async (source) => {
      const query = loose.selectFrom(source.table).where(waiting).where("reply_due_at", "<", now);
      if (!source.urgent) {
        const row = await query
          .select((eb) => eb.fn.countAll<number | string>().as("count"))
          .executeTakeFirstOrThrow();
        return [{ kind: source.kind, urgent: false, count: Number(row.count) }];
      }
      const rows = await query
        .select((eb) => ["urgent", eb.fn.countAll<number | string>().as("count")])
        .groupBy("urgent")
        .execute();
      return [true, false].map((urgent) => ({
        kind: source.kind,
        urgent,
        count: Number(rows.find((row) => Boolean(Number(row.urgent)) === urgent)?.count ?? 0),
      }));
    }),
  );
  return counts.flat();
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

/** An open lead, answered before, whose visitor has written back since the last reply (issue 50). */
export type AnsweredBackLead = {
  kind: AnsweredLeadKind;
  id: string;
  name: string;
  /** One of its waiting answers is urgent. */
  urgent: boolean;
  /** The first of its waiting answers came then, and the soonest is due then. */
  received_at: string;
  due_at: string;
  owner_id: string | null;
};

/*
 * The answers nobody has replied to (the `lead_answers_unanswered` index),
 * each with its lead's row for the name, owner and status. A lead nobody
 * has answered at all is left out: the reads above list and count it, with
 * its own due time, so no lead is counted twice.
 */
const answeredBack = (db: Kysely<Database>, source: LeadTable) =>
  answeredTables(db)
    .selectFrom("lead_answers as a")
    .innerJoin(`${source.table} as t`, "t.id", "a.lead_id")
    .where("a.lead_kind", "=", source.kind)
    .where("a.replied_at", "is", null)
    .where("t.status", "=", "open")
    .where("t.first_response_at", "is not", null);

/** Up to `limit` of each kind's open, answered leads with an answer waiting: the urgent, then by when it is due. */
export async function listAnsweredBackLeads(
  db: Kysely<Database>,
  tables: readonly LeadTable[],
  limit: number,
): Promise<AnsweredBackLead[]> {
  const lists = await Promise.all(
    tables.map(async (source) => {
      const rows = await answeredBack(db, source)
        .select((eb) => [
          sql<string>`a.lead_id`.as("id"),
          sql<string>`${sql.ref(`t.${source.name}`)}`.as("name"),
          sql<string | null>`t.owner_id`.as("owner_id"),
          eb.fn.max<number>(sql.ref("a.urgent")).as("urgent"),
          eb.fn.min<string>(sql.ref("a.received_at")).as("received_at"),
          eb.fn.min<string>(sql.ref("a.due_at")).as("due_at"),
        ])
        .groupBy([sql.ref("a.lead_id"), sql.ref(`t.${source.name}`), sql.ref("t.owner_id")])
        .orderBy(sql`max(a.urgent)`, "desc")
        .orderBy(sql`min(a.due_at)`)
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        kind: source.kind,
        id: row.id,
        name: row.name,
        urgent: Number(row.urgent) === 1,
        received_at: row.received_at,
        due_at: row.due_at,
        owner_id: row.owner_id,
      }));
    }),
  );
  return lists.flat();
}

/** How many open, answered leads have an answer waiting, and how many of those are past due at `now`. */
export async function countAnsweredBackLeads(
  db: Kysely<Database>,
  tables: readonly LeadTable[],
  now: string,
): Promise<{ waiting: number; overdue: number }> {
  const counts = await Promise.all(
    tables.map((source) =>
      answeredBack(db, source)
        .select([
          sql<number | string>`count(distinct a.lead_id)`.as("waiting"),
          sql<number | string>`count(distinct case when a.due_at < ${now} then a.lead_id end)`.as("overdue"),
        ])
        .executeTakeFirstOrThrow(),
    ),
  );
  return {
    waiting: counts.reduce((sum, row) => sum + Number(row.waiting), 0),
    overdue: counts.reduce((sum, row) => sum + Number(row.overdue), 0),
  };
}
