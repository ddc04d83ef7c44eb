import type { Kysely } from "kysely";

// Frozen: a post's language and its translations group (issue 36).
// `language` is "en" or "hi"; existing posts, and posts an earlier release
// writes during a rolling upgrade, are English. `translation_group` is the
// original's id, shared by the original and each translation of it; the
// unique index lets a group hold one post per language, so two editors
// linking a translation to one original at once cannot both succeed.
// Every public listing query now names a language, so the covering indexes
// of 009 gain it as their first column (the old ones are dropped: an
// earlier release still runs, only without them).
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely (Kysely's guidance)
export async function up(db: Kysely<any>): Promise<void> {
  const tables = await db.introspection.getTables();
  const columns = (tables.find((t) => t.name === "blog_posts")?.columns ?? []).map((c) => c.name);
  if (!columns.includes("language")) {
    await db.schema
      .alterTable("blog_posts")
      .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
      .execute();
  }
  if (!columns.includes("translation_group")) {
    await db.schema.alterTable("blog_posts").addColumn("translation_group", "text").execute();
  }
  await db.schema
    .createIndex("blog_posts_translation_group_language")
    .ifNotExists()
    .unique()
    .on("blog_posts")
    .columns(["translation_group", "language"])
    .execute();
  // The listing, its count and the category counts: language, status, date, category.
  await db.schema
    .createIndex("blog_posts_language_status_publish_date_category")
    .ifNotExists()
    .on("blog_posts")
    .columns(["language", "status", "publish_date", "category"])
    .execute();
  // The most recent featured posts.
  await db.schema
    .createIndex("blog_posts_language_featured_status_publish_date")
    .ifNotExists()
    .on("blog_posts")
    .columns(["language", "featured", "status", "publish_date"])
    .execute();
  // Popular Articles: the most viewed visible posts.
  await db.schema
    .createIndex("blog_posts_language_status_views_publish_date")
    .ifNotExists()
    .on("blog_posts")
    .columns(["language", "status", "views", "publish_date"])
    .execute();
  for (const name of [
    "blog_posts_status_views_publish_date",
    "blog_posts_featured_status_publish_date",
    "blog_posts_status_publish_date_category",
  ]) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
}
