import { type Kysely, sql } from "kysely";

// Frozen: a visitor's answers to staff replies (issue 50), named by their
// lead's kind and id like a reply. `message_key` is the mail's Message-ID
// (or the SHA-256 of the raw message when it has none): unique, so a
// message read twice (a restart mid-read, the webhook and the mailbox both)
// is stored once. `due_at` is when staff should have answered it;
// `replied_at` is set by the next reply from the desk, `read_at` when staff
// open the lead. Kept with the lead and erased with it.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely (Kysely's guidance)
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("lead_answers")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("lead_kind", "text", (c) => c.notNull())
    .addColumn("lead_id", "text", (c) => c.notNull())
    .addColumn("message_key", "text", (c) => c.notNull().unique())
    .addColumn("sender", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("quoted", "text")
    // JSON: [{name, size, type}], never the bytes.
    .addColumn("attachments", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("urgent", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("received_at", "text", (c) => c.notNull())
    .addColumn("due_at", "text", (c) => c.notNull())
    .addColumn("read_at", "text")
    .addColumn("replied_at", "text")
    .execute();
  await db.schema
    .createIndex("lead_answers_lead")
    .ifNotExists()
    .on("lead_answers")
    .columns(["lead_kind", "lead_id", "received_at"])
    .execute();
  // The desk's "waiting for us" and the navigation's count of unread answers.
  await db.schema
    .createIndex("lead_answers_unanswered")
    .ifNotExists()
    .on("lead_answers")
    .columns(["due_at"])
    .where(sql.ref("replied_at"), "is", null)
    .execute();
  await db.schema
    .createIndex("lead_answers_unread")
    .ifNotExists()
    .on("lead_answers")
    .columns(["lead_kind", "lead_id"])
    .where(sql.ref("read_at"), "is", null)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("lead_answers").ifExists().execute();
}
