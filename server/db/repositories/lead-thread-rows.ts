import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

/**
 * The two tables of a lead's thread, named like a note by their lead's kind
 * and id: staff's replies and the visitor's answers (issues 32 and 50).
 * What they share is written here once.
 */
export type ThreadTable = "lead_replies" | "lead_answers";

/** Deletes every row of `table` on some leads of a kind (erasure, retention). */
export async function deleteThreadRowsOf(
  db: Kysely<Database>,
  table: ThreadTable,
  kind: string,
  leadIds: readonly string[],
): Promise<void> {
  if (leadIds.length === 0) return;
  await db
    .deleteFrom(table)
    .where("lead_kind", "=", kind)
    .where("lead_id", "in", [...leadIds])
    .execute();
}

/** How many rows of `table` each of `leadIds` has (those with none are absent). */
export async function countThreadRowsOf(
  db: Kysely<Database>,
  table: ThreadTable,
  kind: string,
  leadIds: readonly string[],
): Promise<Map<string, number>> {
  if (leadIds.length === 0) return new Map();
  const rows = await db
    .selectFrom(table)
    .select((eb) => ["lead_id", eb.fn.countAll<number | string>().as("count")])
    .where("lead_kind", "=", kind)
    .where("lead_id", "in", [...leadIds])
    .groupBy("lead_id")
    .execute();
  return new Map(rows.map((row) => [row.lead_id, Number(row.count)]));
}
