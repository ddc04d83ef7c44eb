import type { Kysely } from "kysely";

// Frozen: when a demo request's reply is due, and its preferred demo slots
// (issue 32).
// - `demo_requests.reply_due_at`: one business day in IST from Settings'
//   hours, set when it arrives. Open requests from before this release are
//   due a day after they came (their hours were not known); closed ones
//   need none (null).
// - `demo_requests.preferred_slots`: up to three starts the visitor chose
//   (a JSON list of UTC instants), null when none; `demo_at`: the one staff
//   confirmed.
// - `outbox.calendar`: an iCalendar text sent with the mail as its
//   calendar part and an .ics file (a booked demo's invitation); null for
//   every other mail.
// - For the overview: on both kinds, the open leads nobody has answered
//   yet by when their reply is due (contact messages: urgent first), and
//   open leads by stage; contact messages by when they came.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely (Kysely's guidance)
export async function up(db: Kysely<any>): Promise<void> {
  const tables = await db.introspection.getTables();
  const has = (column: string) =>
    (tables.find((t) => t.name === "demo_requests")?.columns ?? []).some((c) => c.name === column);
  for (const column of ["reply_due_at", "preferred_slots", "demo_at"]) {
    if (!has(column)) await db.schema.alterTable("demo_requests").addColumn(column, "text").execute();
  }
  const outbox = tables.find((t) => t.name === "outbox")?.columns ?? [];
  if (!outbox.some((c) => c.name === "calendar")) {
    await db.schema.alterTable("outbox").addColumn("calendar", "text").execute();
  }
  const open: { id: string; created_at: string }[] = await db
    .selectFrom("demo_requests")
    .select(["id", "created_at"])
    .where("status", "=", "open")
    .where("reply_due_at", "is", null)
    .execute();
  for (const row of open) {
    const due = new Date(Date.parse(row.created_at) + 24 * 60 * 60_000).toISOString();
    await db.updateTable("demo_requests").set({ reply_due_at: due }).where("id", "=", row.id).execute();
  }
  // Equalities first, then the order: SQLite picks these without statistics
  // (a partial index it would not), and PostgreSQL reads IS NULL from a btree.
  await db.schema
    .createIndex("demo_requests_waiting")
    .ifNotExists()
    .on("demo_requests")
    .columns(["status", "first_response_at", "reply_due_at"])
    .execute();
  await db.schema
    .createIndex("contact_messages_waiting")
    .ifNotExists()
    .on("contact_messages")
    .columns(["status", "first_response_at", "urgent", "reply_due_at"])
    .execute();
  for (const table of ["demo_requests", "contact_messages"]) {
    await db.schema
      .createIndex(`${table}_stage`)
      .ifNotExists()
      .on(table)
      .columns(["status", "stage"])
      .execute();
  }
  // The overview's weeks: leads by when they came (demo requests have had one since the start).
  await db.schema
    .createIndex("contact_messages_created")
    .ifNotExists()
    .on("contact_messages")
    .columns(["created_at"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("contact_messages_created").ifExists().execute();
  for (const table of ["demo_requests", "contact_messages"]) {
    await db.schema.dropIndex(`${table}_stage`).ifExists().execute();
    await db.schema.dropIndex(`${table}_waiting`).ifExists().execute();
  }
  await db.schema.alterTable("outbox").dropColumn("calendar").execute();
  for (const column of ["demo_at", "preferred_slots", "reply_due_at"]) {
    await db.schema.alterTable("demo_requests").dropColumn(column).execute();
  }
}
