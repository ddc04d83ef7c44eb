import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";

// Frozen: what the leads area's Inquiries and Waitlist views need (issue 15).
// - Demo requests and waitlist sign-ups keep where the lead came from (the
//   page that led to the form, the visit's campaign), as contact messages do.
// - Each waitlist sign-up gets an id, so staff act on it (and the audit log
//   names it) without repeating the address.
// - A contact message keeps when its promised reply is due, so the list can
//   sort the one closest to breaking its promise first, in the store.

const sourceColumns = ["source_page", "utm_source", "utm_medium", "utm_campaign"];

/** Hours promised per inquiry type when this migration was written (15 minutes when urgent). */
const replyHours: Record<string, number> = {
  general: 24,
  therapy: 4,
  insurance: 24,
  technical: 2,
  partnership: 24,
  feedback: 24,
};

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely (Kysely's guidance)
type Db = Kysely<any>;

/** Adds the columns a table lacks (a second run, or one after a partial run, adds only what is missing). */
async function addMissingColumns(db: Db, table: string, names: string[]) {
  const tables = await db.introspection.getTables();
  const present = new Set(tables.find((t) => t.name === table)?.columns.map((c) => c.name));
  for (const name of names) {
    if (!present.has(name)) await db.schema.alterTable(table).addColumn(name, "text").execute();
  }
}

export async function up(db: Db): Promise<void> {
  await addMissingColumns(db, "demo_requests", sourceColumns);
  await addMissingColumns(db, "waitlist", [...sourceColumns, "id"]);
  await addMissingColumns(db, "contact_messages", ["reply_due_at"]);

  const unnamed = await db.selectFrom("waitlist").select("email").where("id", "is", null).execute();
  for (const { email } of unnamed) {
    await db
      .updateTable("waitlist")
      .set({ id: randomUUID() })
      .where("email", "=", email)
      .where("id", "is", null)
      .execute();
  }
  await db.schema.createIndex("waitlist_id").ifNotExists().unique().on("waitlist").column("id").execute();
  await db.schema.createIndex("waitlist_created").ifNotExists().on("waitlist").column("created_at").execute();

  const undated = await db
    .selectFrom("contact_messages")
    .select(["id", "inquiry_type", "urgent", "created_at"])
    .where("reply_due_at", "is", null)
    .execute();
  for (const row of undated) {
    const minutes = Number(row.urgent) ? 15 : (replyHours[row.inquiry_type] ?? 24) * 60;
    const due = new Date(Date.parse(row.created_at) + minutes * 60_000).toISOString();
    await db.updateTable("contact_messages").set({ reply_due_at: due }).where("id", "=", row.id).execute();
  }
  await db.schema
    .createIndex("contact_messages_reply_due")
    .ifNotExists()
    .on("contact_messages")
    .columns(["status", "urgent", "reply_due_at"])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex("contact_messages_reply_due").ifExists().execute();
  await db.schema.dropIndex("waitlist_created").ifExists().execute();
  await db.schema.dropIndex("waitlist_id").ifExists().execute();
}
