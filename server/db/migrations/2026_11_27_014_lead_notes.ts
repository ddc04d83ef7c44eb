import type { Kysely } from "kysely";

// Frozen: staff's internal notes on a lead (issue 32), never mailed to the
// visitor. A note names its lead by kind and id (demo requests and contact
// messages live in tables of their own), is read oldest first with its lead,
// and is erased with it (server/services/privacy/erasure.ts).
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely (Kysely's guidance)
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("lead_notes")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("lead_kind", "text", (c) => c.notNull())
    .addColumn("lead_id", "text", (c) => c.notNull())
    .addColumn("author_id", "text")
    .addColumn("author_username", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("lead_notes_lead")
    .ifNotExists()
    .on("lead_notes")
    .columns(["lead_kind", "lead_id", "created_at"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("lead_notes_lead").ifExists().execute();
  await db.schema.dropTable("lead_notes").ifExists().execute();
}
