import type { Kysely } from "kysely";

// Frozen: the public listing's queries, done in the store (issue 16): a
// category's visible posts newest first, and the most viewed for Popular
// Articles. (Visible posts by date use blog_posts_status_publish_date.)
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely (Kysely's guidance)
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("blog_posts_category_publish_date")
    .ifNotExists()
    .on("blog_posts")
    .columns(["category", "publish_date"])
    .execute();
  await db.schema.createIndex("blog_posts_views").ifNotExists().on("blog_posts").column("views").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("blog_posts_views").ifExists().execute();
  await db.schema.dropIndex("blog_posts_category_publish_date").ifExists().execute();
}
