import { type Kysely, sql } from "kysely";

// Frozen: the lead desk's stage, owner and outcome (issue 32) on demo
// requests and contact messages. Within open, a stage (new, contacted,
// qualified, demo booked; contact messages stop at contacted); on close, an
// outcome (won, lost, not a fit, spam; null for leads closed before this
// release, whose outcome nobody recorded); an owner, a staff account (null:
// unassigned; the account's deletion unassigns); when it was first answered.
// Staff accounts get an email address, where a lead assigned to them is
// announced. Leads closed before this release count as contacted (someone
// handled them), with no first-response time (nobody recorded it).
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely (Kysely's guidance)
export async function up(db: Kysely<any>): Promise<void> {
  const tables = await db.introspection.getTables();
  const has = (table: string, column: string) =>
    (tables.find((t) => t.name === table)?.columns ?? []).some((c) => c.name === column);
  for (const table of ["demo_requests", "contact_messages"]) {
    if (!has(table, "stage")) {
      await db.schema
        .alterTable(table)
        .addColumn("stage", "text", (col) => col.notNull().defaultTo("new"))
        .execute();
      await db.updateTable(table).set({ stage: "contacted" }).where("status", "=", "closed").execute();
    }
    if (!has(table, "outcome")) await db.schema.alterTable(table).addColumn("outcome", "text").execute();
    if (!has(table, "owner_id")) {
      await db.schema
        .alterTable(table)
        .addColumn("owner_id", "text", (col) => col.references("users.id").onDelete("set null"))
        .execute();
    }
    if (!has(table, "first_response_at")) {
      await db.schema.alterTable(table).addColumn("first_response_at", "text").execute();
    }
    await db.schema
      .createIndex(`${table}_owner`)
      .ifNotExists()
      .on(table)
      .columns(["owner_id", "created_at"])
      .where(sql.ref("owner_id"), "is not", null)
      .execute();
  }
  if (!has("users", "email")) await db.schema.alterTable("users").addColumn("email", "text").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["demo_requests", "contact_messages"]) {
    await db.schema.dropIndex(`${table}_owner`).ifExists().execute();
    for (const column of ["first_response_at", "owner_id", "outcome", "stage"]) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
  await db.schema.alterTable("users").dropColumn("email").execute();
}
