import type { Kysely } from "kysely";
import type { BlogPostRow, Database, NewBlogPostRow } from "../schema.ts";
import { anyColumnContains } from "./like.ts";

export type BlogPostFilter = {
  /** Only posts with this status. */
  status?: "draft" | "published";
  /** Only published posts whose publish date has come (what anonymous readers see). */
  visibleAt?: string;
  category?: string;
  /** Case-insensitive substring of title, excerpt or author. */
  search?: string;
};

function filtered(db: Kysely<Database>, filter: BlogPostFilter) {
  let query = db.selectFrom("blog_posts");
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.visibleAt) {
    query = query.where("status", "=", "published").where("publish_date", "<=", filter.visibleAt);
  }
  if (filter.category) query = query.where("category", "=", filter.category);
  if (filter.search) {
    const search = filter.search;
    query = query.where((eb) => anyColumnContains(eb, ["title", "excerpt", "author"], search));
  }
  return query;
}

export async function listBlogPosts(
  db: Kysely<Database>,
  filter: BlogPostFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: BlogPostRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .selectAll()
      .orderBy("publish_date", "desc")
      .orderBy("created_at", "desc")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/**
 * Up to `count` published posts visible at `visibleAt`, other than
 * `excludeId`: those in `category` first, then the rest, newest first in each.
 */
export async function listRelatedBlogPosts(
  db: Kysely<Database>,
  filter: { visibleAt: string; excludeId: string; category: string },
  count: number,
): Promise<BlogPostRow[]> {
  return filtered(db, { visibleAt: filter.visibleAt })
    .selectAll()
    .where("id", "!=", filter.excludeId)
    .orderBy((eb) => eb.case().when("category", "=", filter.category).then(0).else(1).end())
    .orderBy("publish_date", "desc")
    .orderBy("created_at", "desc")
    .limit(count)
    .execute();
}

export async function findBlogPost(db: Kysely<Database>, slugOrId: string): Promise<BlogPostRow | undefined> {
  return db
    .selectFrom("blog_posts")
    .selectAll()
    .where((eb) => eb.or([eb("id", "=", slugOrId), eb("slug", "=", slugOrId.toLowerCase())]))
    .executeTakeFirst();
}

export async function slugTaken(db: Kysely<Database>, slug: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom("blog_posts").select("id").where("slug", "=", slug);
  if (exceptId) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertBlogPost(db: Kysely<Database>, row: NewBlogPostRow): Promise<void> {
  await db.insertInto("blog_posts").values(row).execute();
}

export async function updateBlogPost(
  db: Kysely<Database>,
  id: string,
  changes: Partial<NewBlogPostRow>,
): Promise<number> {
  const result = await db.updateTable("blog_posts").set(changes).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteBlogPost(db: Kysely<Database>, id: string): Promise<number> {
  const result = await db.deleteFrom("blog_posts").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function countViews(db: Kysely<Database>, id: string): Promise<void> {
  await db
    .updateTable("blog_posts")
    .set((eb) => ({ views: eb("views", "+", 1) }))
    .where("id", "=", id)
    .execute();
}

export async function countBlogPosts(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom("blog_posts")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}
