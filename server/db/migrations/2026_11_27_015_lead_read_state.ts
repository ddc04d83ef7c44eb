import { type Kysely, sql } from "kysely";

// Frozen: when a staff member first opened a demo request or a contact
// message (issue 32's read state); null while nobody has, which the lists
// mark "New" and the navigation counts through a partial index. Leads that
// were closed before this release count as read (someone handled them); open
// ones stay new, so none of them is missed.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely (Kysely's guidance)
export async function up(db: Kysely<any>): Promise<void> {
  const tables = await db.introspection.getTables();
  for (const table of ["demo_requests", "contact_messages"]) {
    const columns = tables.find((t) => t.name === table)?.columns ?? [];
    if (!columns.some((column) => column.name === "opened_at")) {
      await db.schema.alterTable(table).addColumn("opened_at", "text").execute();
      await db
        .updateTable(table)
        .set({ opened_at: sql.ref("updated_at") })
        .where("status", "=", "closed")
        .execute();
    }
    await db.schema
      .createIndex(`${table}_unopened`)
      .ifNotExists()
      .on(table)
      .column("created_at")
      .where(sql.ref("opened_at"), "is", null)
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["demo_requests", "contact_messages"]) {
    await db.schema.dropIndex(`${table}_unopened`).ifExists().execute();
    await db.schema.alterTable(table).dropColumn("opened_at").execute();
  }
}
