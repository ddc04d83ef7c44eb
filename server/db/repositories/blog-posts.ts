import { type Kysely, type RawBuilder, type SqlBool, sql } from "kysely";
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
  /** Posts carrying this tag (whole tag, any case). */
  tag?: string;
  /** Only featured posts. */
  featured?: boolean;
  /** Only posts in this language. */
  language?: "en" | "hi";
};

function filtered(db: Kysely<Database>, filter: BlogPostFilter) {
  let query = db.selectFrom("blog_posts");
  // First, as the listing's indexes begin with it (migration 023).
  if (filter.language) query = query.where("language", "=", filter.language);
  if (filter.status) query = query.where("status", "=", filter.status);
  // Staff's list without a status: every post but those in the trash (which has its own list).
  else if (!filter.visibleAt) query = query.where("status", "!=", "trashed");
  if (filter.visibleAt) {
    query = query.where("status", "=", "published").where("publish_date", "<=", filter.visibleAt);
  }
  if (filter.category) query = query.where("category", "=", filter.category);
  if (filter.search) {
    const search = filter.search;
    query = query.where((eb) => anyColumnContains(eb, ["title", "excerpt", "author"], search));
  }
  if (filter.tag) query = query.where(tagsInclude(filter.tag));
  if (filter.featured) query = query.where("featured", "=", 1);
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
 * `tags` (a JSON-encoded list) holds `tag`, ignoring case. A JSON string
 * element starts right after `[` or `,` (inside a string a quote is always
 * escaped), so matching the whole encoded tag there matches one element
 * exactly: "sleep" never matches "sleepy" or a tag that merely contains it.
 */
export function tagsInclude(tag: string): RawBuilder<SqlBool> {
  const encoded = JSON.stringify(tag.toLowerCase()).replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<SqlBool>`(lower(tags) like ${`%[${encoded}%`} escape '\\' or lower(tags) like ${`%,${encoded}%`} escape '\\')`;
}

/**
 * Up to `count` published posts visible at `visibleAt`, other than
 * `excludeId`, that share its category or a tag: the most in common first
 * (the category counts as one, each shared tag as one), newest first among equals.
 */
/** How many of the newest posts are scored for "Keep reading". */
export const relatedCandidates = 200;

export async function listRelatedBlogPosts(
  db: Kysely<Database>,
  filter: {
    visibleAt: string;
    excludeId: string;
    category: string;
    tags: readonly string[];
    language: "en" | "hi";
  },
  count: number,
): Promise<BlogPostRow[]> {
  const shared = [
    sql<number>`case when category = ${filter.category} then 1 else 0 end`,
    ...[...new Set(filter.tags.map((tag) => tag.toLowerCase()))].map(
      (tag) => sql<number>`case when ${tagsInclude(tag)} then 1 else 0 end`,
    ),
  ];
  const score = sql<number>`(${sql.join(shared, sql` + `)})`;
  // Scored among the newest posts only: tags are read from each row, and a
  // row's text stands before them, so scoring every post grows with the
  // blog (30 ms at 5,000 posts on SQLite); the newest 200 are plenty to find two.
  const candidates = filtered(db, { visibleAt: filter.visibleAt, language: filter.language })
    .select("id")
    .where("id", "!=", filter.excludeId)
    .orderBy("publish_date", "desc")
    .limit(relatedCandidates);
  return db
    .selectFrom("blog_posts")
    .selectAll()
    .where("id", "in", candidates)
    .where(score, ">", 0)
    .orderBy(score, "desc")
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

/** The post that had `slug` before a rename (its current slug is another). */
export async function findPostByOldSlug(
  db: Kysely<Database>,
  slug: string,
): Promise<BlogPostRow | undefined> {
  return db
    .selectFrom("blog_post_slugs")
    .innerJoin("blog_posts", "blog_posts.id", "blog_post_slugs.post_id")
    .selectAll("blog_posts")
    .where("blog_post_slugs.slug", "=", slug.toLowerCase())
    .executeTakeFirst();
}

/** Keeps `slug` as an old address of `postId` (taken from any post that held it as such). */
export async function keepOldSlug(
  db: Kysely<Database>,
  row: { slug: string; postId: string; at: string },
): Promise<void> {
  await db
    .insertInto("blog_post_slugs")
    .values({ slug: row.slug, post_id: row.postId, created_at: row.at })
    .onConflict((oc) => oc.column("slug").doUpdateSet({ post_id: row.postId, created_at: row.at }))
    .execute();
}

/** `slug` becomes a post's current slug: it no longer redirects anywhere. */
export async function releaseOldSlug(db: Kysely<Database>, slug: string): Promise<void> {
  await db.deleteFrom("blog_post_slugs").where("slug", "=", slug).execute();
}

/** Forgets every old address of a post (it is being deleted). */
export async function deleteOldSlugs(db: Kysely<Database>, postId: string): Promise<void> {
  await db.deleteFrom("blog_post_slugs").where("post_id", "=", postId).execute();
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

export async function countBlogPosts(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom("blog_posts")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** What a feed item shows of a post: no body, no counters. */
const feedColumns = [
  "slug",
  "language",
  "title",
  "excerpt",
  "author",
  "category",
  "tags",
  "image_key",
  "image_width",
  "image_height",
  "image_alt",
  "publish_date",
  "updated_at",
] as const;

export type FeedPostRow = Pick<BlogPostRow, (typeof feedColumns)[number]>;

/** The newest `limit` posts in `language` visible at `visibleAt`, for that language's RSS and JSON feeds. */
export async function listFeedPosts(
  db: Kysely<Database>,
  visibleAt: string,
  limit: number,
  language: "en" | "hi",
): Promise<FeedPostRow[]> {
  return filtered(db, { visibleAt, language })
    .select(feedColumns)
    .orderBy("publish_date", "desc")
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
}

/**
 * Slug and dates of every post visible at `visibleAt`, for the sitemap: one
 * light query (three short columns) even with thousands of posts.
 */
export async function listSitemapPosts(
  db: Kysely<Database>,
  visibleAt: string,
): Promise<Pick<BlogPostRow, "slug" | "language" | "translation_group" | "publish_date" | "updated_at">[]> {
  return filtered(db, { visibleAt })
    .select(["slug", "language", "translation_group", "publish_date", "updated_at"])
    .orderBy("publish_date", "desc")
    .orderBy("created_at", "desc")
    .execute();
}

/**
 * The posts readers see most, most viewed first (the listing's Popular
 * Articles). The date is compared as an expression (`publish_date || ''`)
 * so that the store walks the (status, views, publish_date) index from the
 * most viewed down and stops at `count`, rather than taking every visible
 * post by date and sorting them (SQLite's choice otherwise: 25 ms at 5,000
 * posts, against well under one).
 */
export async function listPopularPosts(
  db: Kysely<Database>,
  visibleAt: string,
  count: number,
  language: "en" | "hi",
) {
  return filtered(db, { status: "published", language })
    .where(sql`publish_date || ''`, "<=", visibleAt)
    .selectAll()
    .orderBy("views", "desc")
    .orderBy("publish_date", "desc")
    .limit(count)
    .execute();
}

/** How many posts in `language` readers see in each category. */
export async function countPostsByCategory(db: Kysely<Database>, visibleAt: string, language: "en" | "hi") {
  const rows = await filtered(db, { visibleAt, language })
    .select((eb) => ["category", eb.fn.countAll<number | string>().as("count")])
    .groupBy("category")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.category, Number(row.count)]));
}

/** The publish date of the next post to come due after `now`: a published post dated later. */
export async function nextPublishDateAfter(db: Kysely<Database>, now: string): Promise<string | null> {
  const row = await db
    .selectFrom("blog_posts")
    .select((eb) => eb.fn.min("publish_date").as("next"))
    .where("status", "=", "published")
    .where("publish_date", ">", now)
    .executeTakeFirst();
  return row?.next ?? null;
}

/** A translations group's posts (not those in the trash), with what a link to each needs. */
export async function listGroupPosts(db: Kysely<Database>, group: string) {
  return db
    .selectFrom("blog_posts")
    .select(["id", "slug", "title", "language", "status", "publish_date"])
    .where("translation_group", "=", group)
    .where("status", "!=", "trashed")
    .execute();
}

/**
 * Makes post `id` the head of its own translations group unless it is in a
 * group already (a concurrent write may just have put it in another), and
 * answers the group it is in now.
 */
export async function openTranslationGroup(db: Kysely<Database>, id: string): Promise<string> {
  await db
    .updateTable("blog_posts")
    .set({ translation_group: id })
    .where("id", "=", id)
    .where("translation_group", "is", null)
    .execute();
  const now = await db
    .selectFrom("blog_posts")
    .select("translation_group")
    .where("id", "=", id)
    .executeTakeFirst();
  return now?.translation_group ?? id;
}
