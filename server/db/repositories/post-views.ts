import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

/** One view as stored: the post, the visitor's keyed hash and the IST day (YYYY-MM-DD). */
export type ViewMark = { postId: string; visitorHash: string; day: string };

/** Rows per INSERT, well inside SQLite's and PostgreSQL's limits on bound parameters. */
const chunkSize = 300;

/**
 * Stores the marks that are new and adds one view to a post for each of them,
 * in one transaction. A mark already there (the same visitor, post and day)
 * is ignored by the unique key, not by a prior look, so views recorded at once
 * by several requests or processes count once. Returns how many counted.
 */
export async function countNewViews(db: Kysely<Database>, marks: readonly ViewMark[]): Promise<number> {
  if (marks.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    const perPost = new Map<string, number>();
    for (let start = 0; start < marks.length; start += chunkSize) {
      const inserted = await trx
        .insertInto("post_view_marks")
        .values(
          marks
            .slice(start, start + chunkSize)
            .map((mark) => ({ post_id: mark.postId, visitor_hash: mark.visitorHash, day: mark.day })),
        )
        .onConflict((oc) => oc.columns(["post_id", "visitor_hash", "day"]).doNothing())
        // Only the rows inserted come back, on both stores.
        .returning("post_id")
        .execute();
      for (const { post_id } of inserted) perPost.set(post_id, (perPost.get(post_id) ?? 0) + 1);
    }
    for (const [postId, added] of perPost) {
      await trx
        .updateTable("blog_posts")
        .set((eb) => ({ views: eb("views", "+", added) }))
        .where("id", "=", postId)
        .execute();
    }
    return [...perPost.values()].reduce((sum, added) => sum + added, 0);
  });
}

/** The salt of one day, or undefined when none was made yet. */
export async function findViewSalt(db: Kysely<Database>, day: string): Promise<string | undefined> {
  const row = await db.selectFrom("post_view_salts").select("salt").where("day", "=", day).executeTakeFirst();
  return row?.salt;
}

/** Stores a day's salt unless another process stored one first; the stored one is what counts. */
export async function insertViewSalt(db: Kysely<Database>, day: string, salt: string): Promise<void> {
  await db
    .insertInto("post_view_salts")
    .values({ day, salt })
    .onConflict((oc) => oc.column("day").doNothing())
    .execute();
}

/** Forgets the marks and salts of the days before `day`. */
export async function purgeViewMarksBefore(db: Kysely<Database>, day: string): Promise<void> {
  await db.deleteFrom("post_view_marks").where("day", "<", day).execute();
  await db.deleteFrom("post_view_salts").where("day", "<", day).execute();
}
