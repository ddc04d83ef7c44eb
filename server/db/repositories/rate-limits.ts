import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

/**
 * Counts one hit for `key` in the window starting at `windowStart` and
 * returns the window's total. One statement, so concurrent processes never
 * lose a count.
 */
export async function recordHit(db: Kysely<Database>, key: string, windowStart: number): Promise<number> {
  const row = await db
    .insertInto("rate_limits")
    .values({ key, window_start: windowStart, hits: 1 })
    .onConflict((oc) =>
      oc.columns(["key", "window_start"]).doUpdateSet((eb) => ({ hits: eb("rate_limits.hits", "+", 1) })),
    )
    .returning("hits")
    .executeTakeFirstOrThrow();
  return Number(row.hits);
}

export async function deleteWindowsBefore(db: Kysely<Database>, windowStart: number): Promise<void> {
  await db.deleteFrom("rate_limits").where("window_start", "<", windowStart).execute();
}
