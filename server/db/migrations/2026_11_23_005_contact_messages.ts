import type { Kysely } from "kysely";

// Frozen: messages sent through the contact form (spec §2.13, §3), stored
// rather than handed to the visitor's mail app, so none is lost.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely (Kysely's guidance)
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("contact_messages")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("inquiry_type", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    // 1 when the text holds a risk phrase (common/contact-intake.ts): answered first.
    .addColumn("urgent", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("open"))
    // Where the visit began and its campaign, when known (no cookie involved).
    .addColumn("source_page", "text")
    .addColumn("utm_source", "text")
    .addColumn("utm_medium", "text")
    .addColumn("utm_campaign", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("contact_messages_status_created")
    .ifNotExists()
    .on("contact_messages")
    .columns(["status", "urgent", "created_at"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("contact_messages").ifExists().execute();
}
