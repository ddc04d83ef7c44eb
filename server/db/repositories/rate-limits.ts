import type { Kysely } from "kysely";
import { fixedStatement } from "../fixed-sql.ts";
import type { Database } from "../schema.ts";

const upsertHit = fixedStatement("rate-limits:hit", (db, key: string, windowStart: number) =>
  db
    .insertInto("rate_limits")
    .values({ key, window_start: windowStart, hits: 1 })
    .onConflict((oc) =>
      oc.columns(["key", "window_start"]).doUpdateSet((eb) => ({ hits: eb("rate_limits.hits", "+", 1) })),
    )
    .returning("hits"),
);

const selectHits = fixedStatement("rate-limits:read", (db, key: string, windowStart: number) =>
  db.selectFrom("rate_limits").select("hits").where("key", "=", key).where("window_start", "=", windowStart),
);

/**
 * Counts one hit for `key` in the window starting at `windowStart` and
 * returns the window's total. One statement, so concurrent processes never
 * lose a count. Run in a transaction, the row stays locked until it ends (on
 * PostgreSQL, and SQLite has one writer at a time): a second writer of the
 * same key waits, then counts on top of what the first committed, or of
 * nothing if the first rolled back.
 */
export async function recordHit(db: Kysely<Database>, key: string, windowStart: number): Promise<number> {
  const [row] = (await upsertHit(db, key, windowStart)).rows;
  if (!row) throw new Error("The rate-limit upsert returned no row.");
  return Number(row.hits);
}

/** The hits counted for `key` in the window starting at `windowStart` (0 when none), counting none. */
export async function readHits(db: Kysely<Database>, key: string, windowStart: number): Promise<number> {
  const [row] = (await selectHits(db, key, windowStart)).rows;
  return Number(row?.hits ?? 0);
}

export async function deleteWindowsBefore(db: Kysely<Database>, windowStart: number): Promise<void> {
  await db.deleteFrom("rate_limits").where("window_start", "<", windowStart).execute();
}
