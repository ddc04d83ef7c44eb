import type { ColumnDefinitionBuilder, Kysely } from "kysely";

// Frozen: what delivering the outbox needs (issue 15).
// - `body` stays the plain-text part; `html` is the HTML part.
// - `kind` and `subject_type` + `subject_id` say what a mail is and which
//   record it is about, so erasing a person can delete their mail too.
// - `reply_to`: staff can answer a visitor straight from the notification,
//   and a visitor's reply to an acknowledgement reaches staff.
// - `next_attempt_at` (retries with backoff) and `lease_owner` + `lease_until`
//   (a worker claims rows for a while, so two processes never send one mail twice).
// Nothing wrote the outbox before this migration; were a row there, it is
// due at once (next_attempt_at at the epoch).
type Column = [
  name: string,
  type: "text",
  build?: (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder,
];

const columns: Column[] = [
  ["html", "text"],
  ["reply_to", "text"],
  ["kind", "text", (c) => c.notNull().defaultTo("other")],
  ["subject_type", "text"],
  ["subject_id", "text"],
  ["next_attempt_at", "text", (c) => c.notNull().defaultTo("1970-01-01T00:00:00.000Z")],
  ["lease_owner", "text"],
  ["lease_until", "text"],
];

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely (Kysely's guidance)
export async function up(db: Kysely<any>): Promise<void> {
  // Neither SQLite nor older PostgreSQL has ADD COLUMN IF NOT EXISTS in a
  // form both accept, and SQLite runs no DDL in a transaction here: look at
  // each column first, so a second run (or a run after a partial one) adds
  // only what is missing.
  const tables = await db.introspection.getTables();
  const present = new Set(tables.find((table) => table.name === "outbox")?.columns.map((c) => c.name));
  for (const [name, type, build] of columns) {
    if (present.has(name)) continue;
    await db.schema
      .alterTable("outbox")
      .addColumn(name, type, build ?? ((c) => c))
      .execute();
  }
  // The worker's claim: unsent rows whose time has come, oldest first.
  await db.schema
    .createIndex("outbox_due")
    .ifNotExists()
    .on("outbox")
    .columns(["sent_at", "next_attempt_at"])
    .execute();
  // Erasure and "what did we send about this record".
  await db.schema
    .createIndex("outbox_subject")
    .ifNotExists()
    .on("outbox")
    .columns(["subject_type", "subject_id"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("outbox_subject").ifExists().execute();
  await db.schema.dropIndex("outbox_due").ifExists().execute();
  for (const [name] of [...columns].reverse()) {
    await db.schema.alterTable("outbox").dropColumn(name).execute();
  }
}
