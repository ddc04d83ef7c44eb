import { type Kysely, sql } from "kysely";

// Frozen: replies staff write to a visitor from the back office, and mail
// that failed for good (issue 32).
// - `lead_replies`: one per reply, named by its lead's kind and id like a
//   note, with its author as they were, its subject and text, and the
//   outbox row that carries it (`mail_id`), whose state is the reply's
//   delivery state. Kept with the lead and erased with it; the outbox row
//   may go first (the retention job deletes sent mail), and then the reply
//   was sent.
// - `outbox.dead_at`: set when a mail has failed for good (rejected
//   outright, or out of tries); the worker no longer claims it, and staff
//   may send it again.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely (Kysely's guidance)
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("lead_replies")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("lead_kind", "text", (c) => c.notNull())
    .addColumn("lead_id", "text", (c) => c.notNull())
    .addColumn("author_id", "text")
    .addColumn("author_username", "text", (c) => c.notNull())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("mail_id", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("lead_replies_lead")
    .ifNotExists()
    .on("lead_replies")
    .columns(["lead_kind", "lead_id", "created_at"])
    .execute();
  const tables = await db.introspection.getTables();
  const outbox = tables.find((table) => table.name === "outbox")?.columns ?? [];
  if (!outbox.some((column) => column.name === "dead_at")) {
    await db.schema.alterTable("outbox").addColumn("dead_at", "text").execute();
  }
  // The Mail view: what failed for good, newest first.
  await db.schema
    .createIndex("outbox_dead")
    .ifNotExists()
    .on("outbox")
    .column("dead_at")
    .where(sql.ref("dead_at"), "is not", null)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("outbox_dead").ifExists().execute();
  await db.schema.alterTable("outbox").dropColumn("dead_at").execute();
  await db.schema.dropIndex("lead_replies_lead").ifExists().execute();
  await db.schema.dropTable("lead_replies").ifExists().execute();
}
