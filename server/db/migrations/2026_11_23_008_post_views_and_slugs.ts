import type { Kysely } from "kysely";

// Frozen: views counted once per visitor per article per day, and the old
// addresses of renamed posts.
// - `blog_post_slugs`: a slug a post had before a rename, answered with a 301
//   to the post's current one. A post may have several; a slug belongs to at
//   most one post, and leaves this table when a post takes it as its own.
// - `post_view_marks`: one row per counted view: the post, the IST day and a
//   keyed hash of the visitor (never the address or the user agent). The key
//   makes a second view of the day a no-op (insert-or-ignore).
// - `post_view_salts`: the hash key of each IST day, random, shared by every
//   process on the store; deleted with that day's marks, after which no
//   mark can be tied to a visitor again.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely (Kysely's guidance)
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("blog_post_slugs")
    .ifNotExists()
    .addColumn("slug", "text", (c) => c.primaryKey())
    .addColumn("post_id", "text", (c) => c.notNull().references("blog_posts.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("blog_post_slugs_post_id")
    .ifNotExists()
    .on("blog_post_slugs")
    .column("post_id")
    .execute();

  await db.schema
    .createTable("post_view_marks")
    .ifNotExists()
    .addColumn("post_id", "text", (c) => c.notNull())
    .addColumn("visitor_hash", "text", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("post_view_marks_pk", ["post_id", "visitor_hash", "day"])
    .execute();
  // The purge deletes by day.
  await db.schema
    .createIndex("post_view_marks_day")
    .ifNotExists()
    .on("post_view_marks")
    .column("day")
    .execute();

  await db.schema
    .createTable("post_view_salts")
    .ifNotExists()
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("salt", "text", (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["post_view_salts", "post_view_marks", "blog_post_slugs"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
