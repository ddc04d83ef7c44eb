import type { Kysely } from "kysely";
import type { Database, WaitlistRow } from "../schema.ts";
import { anyColumnContains } from "./like.ts";

export async function countWaitlist(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom("waitlist")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export type WaitlistFilter = {
  /** Case-insensitive substring of the address. */
  search?: string;
};

function filtered(db: Kysely<Database>, filter: WaitlistFilter) {
  const search = filter.search;
  const query = db.selectFrom("waitlist");
  return search ? query.where((eb) => anyColumnContains(eb, ["email"], search)) : query;
}

/** One page of sign-ups, newest or oldest first. */
export async function listWaitlistPage(
  db: Kysely<Database>,
  filter: WaitlistFilter,
  sort: "newest" | "oldest",
  page: { limit: number; offset: number },
): Promise<WaitlistRow[]> {
  const direction = sort === "oldest" ? "asc" : "desc";
  return filtered(db, filter)
    .selectAll()
    .orderBy("created_at", direction)
    .orderBy("id", direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** One page of sign-ups and how many match in all. */
export async function listWaitlist(
  db: Kysely<Database>,
  filter: WaitlistFilter,
  sort: "newest" | "oldest",
  page: { limit: number; offset: number },
): Promise<{ rows: WaitlistRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    listWaitlistPage(db, filter, sort, page),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}
