import { type Kysely, sql } from "kysely";
import { insertRows } from "../fixed-sql.ts";
import type { Database, DemoRequestRow, NewDemoRequestRow } from "../schema.ts";
import { anyColumnContains } from "./like.ts";

export async function insertDemoRequest(db: Kysely<Database>, row: NewDemoRequestRow): Promise<void> {
  await insertRows(db, "demo_requests", [row]);
}

export async function findDemoRequest(db: Kysely<Database>, id: string): Promise<DemoRequestRow | undefined> {
  return db.selectFrom("demo_requests").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function countDemoRequests(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom("demo_requests")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function countOpenDemoRequests(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom("demo_requests")
    .where("status", "=", "open")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export type DemoRequestFilter = {
  status?: "open" | "closed";
  product?: string;
  /** A staff account's id: its leads; null: the unassigned ones. */
  ownerId?: string | null;
  /** Case-insensitive substring of name, email, organization or product. */
  search?: string;
};

function filtered(db: Kysely<Database>, filter: DemoRequestFilter) {
  let query = db.selectFrom("demo_requests");
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.ownerId === null) query = query.where("owner_id", "is", null);
  else if (filter.ownerId !== undefined) query = query.where("owner_id", "=", filter.ownerId);
  if (filter.product) query = query.where("inquiry_for", "=", filter.product);
  if (filter.search) {
    const search = filter.search;
    query = query.where((eb) =>
      anyColumnContains(eb, ["full_name", "work_email", "organization", "inquiry_for"], search),
    );
  }
  return query;
}

export async function listDemoRequests(
  db: Kysely<Database>,
  filter: DemoRequestFilter,
  sort: "newest" | "oldest" | "name",
  page: { limit: number; offset: number },
): Promise<{ rows: DemoRequestRow[]; total: number }> {
  let rowsQuery = filtered(db, filter).selectAll();
  rowsQuery =
    sort === "name"
      ? rowsQuery.orderBy(sql`lower(full_name)`, "asc").orderBy("id")
      : rowsQuery
          .orderBy("created_at", sort === "oldest" ? "asc" : "desc")
          .orderBy("id", sort === "oldest" ? "asc" : "desc");
  const [rows, count] = await Promise.all([
    rowsQuery.limit(page.limit).offset(page.offset).execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/** Books the demo at `at`: the stage moves to demo booked and the first response is stamped if it was not. */
export async function bookDemoAt(
  db: Kysely<Database>,
  id: string,
  booking: { at: string; firstResponseAt: string; updatedAt: string },
): Promise<void> {
  await db
    .updateTable("demo_requests")
    .set({
      demo_at: booking.at,
      stage: "demo-booked",
      first_response_at: booking.firstResponseAt,
      updated_at: booking.updatedAt,
    })
    .where("id", "=", id)
    .execute();
}
