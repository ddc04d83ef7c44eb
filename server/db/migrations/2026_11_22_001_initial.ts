import type { Kysely } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely (Kysely's guidance)
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("demo_requests")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("full_name", "text", (c) => c.notNull())
    .addColumn("work_email", "text", (c) => c.notNull())
    .addColumn("organization", "text", (c) => c.notNull())
    .addColumn("role_title", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("inquiry_for", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("agree_to_contact", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("open"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("demo_requests_created_at")
    .ifNotExists()
    .on("demo_requests")
    .columns(["created_at", "id"])
    .execute();
  await db.schema
    .createIndex("demo_requests_status_created_at")
    .ifNotExists()
    .on("demo_requests")
    .columns(["status", "created_at"])
    .execute();

  await db.schema
    .createTable("blog_posts")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("excerpt", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("author", "text", (c) => c.notNull())
    .addColumn("author_role", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("tags", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("featured", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("read_time", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("publish_date", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("draft"))
    .addColumn("views", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("image_key", "text")
    .addColumn("image_width", "integer")
    .addColumn("image_height", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("blog_posts_status_publish_date")
    .ifNotExists()
    .on("blog_posts")
    .columns(["status", "publish_date"])
    .execute();

  await db.schema
    .createTable("users")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("username", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("sessions")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("area", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_user_id").ifNotExists().on("sessions").column("user_id").execute();

  await db.schema
    .createTable("login_attempts")
    .ifNotExists()
    .addColumn("username", "text", (c) => c.notNull())
    .addColumn("area", "text", (c) => c.notNull())
    .addColumn("failures", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("locked_until", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("login_attempts_pk", ["username", "area"])
    .execute();

  await db.schema
    .createTable("audit_log")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("actor_id", "text")
    .addColumn("actor_username", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("entity_type", "text", (c) => c.notNull())
    .addColumn("entity_id", "text", (c) => c.notNull())
    .addColumn("detail", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("rate_limits")
    .ifNotExists()
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("window_start", "integer", (c) => c.notNull())
    .addColumn("hits", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("rate_limits_pk", ["key", "window_start"])
    .execute();

  await db.schema
    .createTable("outbox")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_error", "text")
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely (Kysely's guidance)
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "outbox",
    "rate_limits",
    "audit_log",
    "login_attempts",
    "sessions",
    "users",
    "blog_posts",
    "demo_requests",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
