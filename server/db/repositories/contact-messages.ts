import { type Kysely, sql, type Transaction } from "kysely";
import type { ContactMessageSort } from "#common/constants.ts";
import { insertRows } from "../fixed-sql.ts";
import type { ContactMessageRow, Database, NewContactMessageRow } from "../schema.ts";
import { anyColumnContains } from "./like.ts";

export async function insertContactMessage(
  db: Kysely<Database> | Transaction<Database>,
  row: NewContactMessageRow,
): Promise<void> {
  await insertRows(db, "contact_messages", [row]);
}

export async function findContactMessage(
  db: Kysely<Database>,
  id: string,
): Promise<ContactMessageRow | undefined> {
  return db.selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function countContactMessages(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom("contact_messages")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** How many messages are open, and how many of them are past their promised reply time. */
export async function countOpenContactMessages(
  db: Kysely<Database>,
  now: string,
): Promise<{ open: number; overdue: number }> {
  const row = await db
    .selectFrom("contact_messages")
    .where("status", "=", "open")
    .select((eb) => [
      eb.fn.countAll<number | string>().as("open"),
      eb.fn.sum<number | string | null>(sql`case when reply_due_at < ${now} then 1 else 0 end`).as("overdue"),
    ])
    .executeTakeFirstOrThrow();
  return { open: Number(row.open), overdue: Number(row.overdue ?? 0) };
}

export type ContactMessageFilter = {
  status?: "open" | "closed";
  type?: string;
  /** A staff account's id: its leads; null: the unassigned ones. */
  ownerId?: string | null;
  /** Case-insensitive substring of name, email or subject. */
  search?: string;
};

function filtered(db: Kysely<Database>, filter: ContactMessageFilter) {
  let query = db.selectFrom("contact_messages");
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.ownerId === null) query = query.where("owner_id", "is", null);
  else if (filter.ownerId !== undefined) query = query.where("owner_id", "=", filter.ownerId);
  if (filter.type) query = query.where("inquiry_type", "=", filter.type);
  if (filter.search) {
    const search = filter.search;
    query = query.where((eb) => anyColumnContains(eb, ["name", "email", "subject"], search));
  }
  return query;
}

export async function listContactMessages(
  db: Kysely<Database>,
  filter: ContactMessageFilter,
  sort: ContactMessageSort,
  page: { limit: number; offset: number },
): Promise<{ rows: ContactMessageRow[]; total: number }> {
  let rows = filtered(db, filter).selectAll();
  if (sort === "priority") {
    // Open before closed; among the open, a possible risk first, then the
    // promise closest to breaking (so the overdue rise to the top); the
    // closed, newest first. Each CASE gives every row a value, so the order
    // is the same on SQLite and PostgreSQL, whatever their NULL ordering.
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
