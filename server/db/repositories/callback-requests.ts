import { type Generated, type Insertable, type Kysely, type Selectable, sql } from "kysely";
import type { LeadOutcome, LeadStage } from "#common/lead-desk.ts";
import type { Database } from "../schema.ts";
import { anyColumnContains } from "./like.ts";

/** A request for a phone call (migration 024): who, which number, when and in which language, about what. */
export interface CallbackRequestsTable {
  id: string;
  name: string;
  /** E.164. */
  phone: string;
  call_language: "en" | "hi";
  /** "any", or a window of the day in IST: "10:00-12:00". */
  call_window: string;
  topic: string;
  note: string | null;
  urgent: number;
  status: "open" | "closed";
  stage: Generated<LeadStage>;
  outcome: LeadOutcome | null;
  owner_id: string | null;
  first_response_at: string | null;
  /** When a staff member first opened it; null while nobody has (the list marks it new). */
  opened_at: string | null;
  /** Two business hours after it came, or the end of the window asked for. */
  reply_due_at: string;
  language: Generated<"en" | "hi">;
  source_page: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  created_at: string;
  updated_at: string;
}

// The kind's table joins the store's schema here, beside its queries.
declare module "../schema.ts" {
  interface Database {
    callback_requests: CallbackRequestsTable;
  }
}

export type CallbackRequestRow = Selectable<CallbackRequestsTable>;
export type NewCallbackRequestRow = Insertable<CallbackRequestsTable>;

export async function findCallbackRequest(
  db: Kysely<Database>,
  id: string,
): Promise<CallbackRequestRow | undefined> {
  return db.selectFrom("callback_requests").selectAll().where("id", "=", id).executeTakeFirst();
}

/** How many are open, and how many of them are past their due time. */
export async function countOpenCallbackRequests(
  db: Kysely<Database>,
  now: string,
): Promise<{ open: number; overdue: number }> {
  const row = await db
    .selectFrom("callback_requests")
    .where("status", "=", "open")
    .select((eb) => [
      eb.fn.countAll<number | string>().as("open"),
      eb.fn.sum<number | string | null>(sql`case when reply_due_at < ${now} then 1 else 0 end`).as("overdue"),
    ])
    .executeTakeFirstOrThrow();
  return { open: Number(row.open), overdue: Number(row.overdue ?? 0) };
}

export type CallbackRequestFilter = {
  status?: "open" | "closed";
  topic?: string;
  /** A staff account's id: its leads; null: the unassigned ones. */
  ownerId?: string | null;
  /** Case-insensitive substring of the name or the number. */
  search?: string;
};

function filtered(db: Kysely<Database>, filter: CallbackRequestFilter) {
  let query = db.selectFrom("callback_requests");
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.ownerId === null) query = query.where("owner_id", "is", null);
  else if (filter.ownerId !== undefined) query = query.where("owner_id", "=", filter.ownerId);
  if (filter.topic) query = query.where("topic", "=", filter.topic);
  if (filter.search) {
    const search = filter.search;
    query = query.where((eb) => anyColumnContains(eb, ["name", "phone"], search));
  }
  return query;
}

/**
 * A page of requests. "priority": open before closed; among the open, a
 * possible risk first, then the soonest due; the closed, newest first.
 */
export async function listCallbackRequests(
  db: Kysely<Database>,
  filter: CallbackRequestFilter,
  sort: "priority" | "newest" | "oldest",
  page: { limit: number; offset: number },
): Promise<{ rows: CallbackRequestRow[]; total: number }> {
  let rows = filtered(db, filter).selectAll();
  if (sort === "priority") {
    rows = rows
      .orderBy(sql`case when status = 'open' then 0 else 1 end`)
      .orderBy(sql`case when status = 'open' and urgent = 1 then 0 else 1 end`)
      .orderBy(sql`case when status = 'open' then reply_due_at else '' end`, "asc")
      .orderBy("created_at", "desc")
      .orderBy("id");
  } else {
    const direction = sort === "oldest" ? "asc" : "desc";
    rows = rows.orderBy("created_at", direction).orderBy("id", direction);
  }
  const [list, count] = await Promise.all([
    rows.limit(page.limit).offset(page.offset).execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: list, total: Number(count.count) };
}
