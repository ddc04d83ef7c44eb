import type { Kysely } from "kysely";

// Frozen: clinical review of the blog (issue 33).
// - `users.display_name`, `users.credential`: how an account is named on an
//   article it reviewed ("Dr Asha Rao") and its clinical qualification
//   ("M.Phil Clinical Psychology, RCI A12345"); null when not given.
// - `blog_posts`: where the post is in review (`review_state`: none,
//   submitted, returned, approved) and which revision that concerns; who
//   last approved it, as the article names them (a copy, so a later change
//   of the account leaves the record as it was), when, and when the next
//   review is due; the account that created it; the edit of a live post
//   waiting for review or publishing (`staged_revision_id`); and when it
//   went to the trash (`deleted_at`, with `status` "trashed": readers see
//   nothing of it from then, the retention job erases it 30 days later).
// - `blog_post_revisions`: every save of a post, whole (who, when, which
//   fields changed), numbered per post.
// - `blog_post_reviews`: each step of a review (submit, approve, return)
//   with its comment; an approval keeps the reviewer's name and credential
//   as they were, and the next review date it set.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely (Kysely's guidance)
export async function up(db: Kysely<any>): Promise<void> {
  const tables = await db.introspection.getTables();
  const columnsOf = (table: string) =>
    (tables.find((t) => t.name === table)?.columns ?? []).map((c) => c.name);
  const users = columnsOf("users");
  for (const column of ["display_name", "credential"]) {
    if (!users.includes(column)) await db.schema.alterTable("users").addColumn(column, "text").execute();
  }
  const posts = columnsOf("blog_posts");
  if (!posts.includes("review_state")) {
    await db.schema
      .alterTable("blog_posts")
      .addColumn("review_state", "text", (c) => c.notNull().defaultTo("none"))
      .execute();
  }
  for (const column of [
    "review_revision_id",
    "reviewed_by",
    "reviewer_name",
    "reviewer_credential",
    "last_reviewed_at",
    "next_review_at",
    "created_by",
    "staged_revision_id",
    "deleted_at",
  ]) {
    if (!posts.includes(column)) await db.schema.alterTable("blog_posts").addColumn(column, "text").execute();
  }

  await db.schema
    .createTable("blog_post_revisions")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("post_id", "text", (c) => c.notNull().references("blog_posts.id").onDelete("cascade"))
    .addColumn("number", "integer", (c) => c.notNull())
    .addColumn("author_id", "text")
    .addColumn("author_username", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("changed", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("excerpt", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("author", "text", (c) => c.notNull())
    .addColumn("author_role", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("tags", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("featured", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("image_key", "text")
    .addColumn("image_width", "integer")
    .addColumn("image_height", "integer")
    .addColumn("image_alt", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("blog_post_revisions_post_number", ["post_id", "number"])
    .execute();

  await db.schema
    .createTable("blog_post_reviews")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("post_id", "text", (c) => c.notNull().references("blog_posts.id").onDelete("cascade"))
    .addColumn("revision_id", "text")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("actor_id", "text")
    .addColumn("actor_username", "text", (c) => c.notNull())
    .addColumn("actor_name", "text")
    .addColumn("actor_credential", "text")
    .addColumn("next_review_at", "text")
    .addColumn("comment", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("blog_post_reviews_post")
    .ifNotExists()
    .on("blog_post_reviews")
    .columns(["post_id", "created_at"])
    .execute();
  // The back office's lists: posts due for review, and the trash by age.
  await db.schema
    .createIndex("blog_posts_next_review")
    .ifNotExists()
    .on("blog_posts")
    .columns(["status", "next_review_at"])
    .execute();
  await db.schema
    .createIndex("blog_posts_deleted_at")
    .ifNotExists()
    .on("blog_posts")
    .column("deleted_at")
    .execute();

  // Every existing post starts its history with what it is now.
  const existing: Record<string, unknown>[] = await db.selectFrom("blog_posts").selectAll().execute();
  for (const post of existing) {
    await db
      .insertInto("blog_post_revisions")
      .values({
        id: `${post.id}-r1`,
        post_id: post.id,
        number: 1,
        author_id: null,
        author_username: "(before revisions)",
        kind: "create",
        changed: "[]",
        title: post.title,
        excerpt: post.excerpt,
        content: post.content,
        author: post.author,
        author_role: post.author_role,
        category: post.category,
        tags: post.tags,
        featured: post.featured,
        image_key: post.image_key,
        image_width: post.image_width,
        image_height: post.image_height,
        image_alt: post.image_alt,
        created_at: post.updated_at,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("blog_post_reviews").ifExists().execute();
  await db.schema.dropTable("blog_post_revisions").ifExists().execute();
  await db.schema.dropIndex("blog_posts_deleted_at").ifExists().execute();
  await db.schema.dropIndex("blog_posts_next_review").ifExists().execute();
  for (const column of [
    "review_state",
    "review_revision_id",
    "reviewed_by",
    "reviewer_name",
    "reviewer_credential",
    "last_reviewed_at",
    "next_review_at",
    "created_by",
    "staged_revision_id",
    "deleted_at",
  ]) {
    await db.schema.alterTable("blog_posts").dropColumn(column).execute();
  }
  for (const column of ["display_name", "credential"]) {
    await db.schema.alterTable("users").dropColumn(column).execute();
  }
}
