import { type Kysely, sql } from "kysely";

// Frozen: requests for a phone call (issue 47), with the columns every kind
// staff answer has (status, read state, stage, owner, outcome, due time,
// first response; migrations 014-019) and the indexes the lists, the
// navigation's count, the overview and the linking of one sender's leads
// by phone use.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely (Kysely's guidance)
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("callback_requests")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    // E.164, as demo requests keep theirs: one number links the two.
    .addColumn("phone", "text", (c) => c.notNull())
    // The language to call in, and the window of the day (IST) to call: "any" or "10:00-12:00".
    .addColumn("call_language", "text", (c) => c.notNull())
    .addColumn("call_window", "text", (c) => c.notNull())
    .addColumn("topic", "text", (c) => c.notNull())
    .addColumn("note", "text")
    // 1 when the note holds a risk phrase (common/risk-phrases.ts): called first.
    .addColumn("urgent", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("open"))
    .addColumn("stage", "text", (c) => c.notNull().defaultTo("new"))
    .addColumn("outcome", "text")
    .addColumn("owner_id", "text")
    .addColumn("first_response_at", "text")
    .addColumn("opened_at", "text")
    .addColumn("reply_due_at", "text", (c) => c.notNull())
    // The page's language (the form was in English or Hindi).
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("source_page", "text")
    .addColumn("utm_source", "text")
    .addColumn("utm_medium", "text")
    .addColumn("utm_campaign", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  const index = (name: string, columns: string[]) =>
    db.schema.createIndex(name).ifNotExists().on("callback_requests").columns(columns).execute();
  await index("callback_requests_status_updated", ["status", "updated_at"]);
  await index("callback_requests_waiting", ["status", "first_response_at", "urgent", "reply_due_at"]);
  await index("callback_requests_stage", ["status", "stage"]);
  await index("callback_requests_owner", ["owner_id", "created_at"]);
  await index("callback_requests_created", ["created_at"]);
  await index("callback_requests_phone", ["phone"]);
  await db.schema
    .createIndex("callback_requests_unopened")
    .ifNotExists()
    .on("callback_requests")
    .column("created_at")
    .where(sql.ref("opened_at"), "is", null)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("callback_requests").ifExists().execute();
}
