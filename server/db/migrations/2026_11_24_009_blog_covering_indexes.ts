import type { Kysely } from "kysely";

// Frozen: the public listing's side queries answered from indexes alone.
// A post's row holds its text before the columns these queries read
// (category, featured, views), so reading one of them from the row walks
// past the whole text: with 5,000 posts, Popular Articles, the featured
// pair and the category counts each took about 15 ms on SQLite. Each index
// here holds what its query filters and sorts by.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely (Kysely's guidance)
export async function up(db: Kysely<any>): Promise<void> {
  // Category counts of the visible posts: status, date, category.
  await db.schema
    .createIndex("blog_posts_status_publish_date_category")
    .ifNotExists()
    .on("blog_posts")
    .columns(["status", "publish_date", "category"])
    .execute();
  // The most recent featured posts.
  await db.schema
    .createIndex("blog_posts_featured_status_publish_date")
    .ifNotExists()
    .on("blog_posts")
    .columns(["featured", "status", "publish_date"])
    .execute();
  // Popular Articles: the most viewed visible posts.
  await db.schema
    .createIndex("blog_posts_status_views_publish_date")
    .ifNotExists()
    .on("blog_posts")
    .columns(["status", "views", "publish_date"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    "blog_posts_status_views_publish_date",
    "blog_posts_featured_status_publish_date",
    "blog_posts_status_publish_date_category",
  ]) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
}
