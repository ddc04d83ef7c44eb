import type { Kysely } from "kysely";

// Frozen: the language a visitor wrote in (issue 36). Each lead table gets
// `language`, "en" or "hi": the language of the page (or the API body) the
// lead came from, so staff see it and the acknowledgement mail goes out in
// it. Existing rows, and rows an earlier release writes during a rolling
// upgrade, are English.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely (Kysely's guidance)
export async function up(db: Kysely<any>): Promise<void> {
  const tables = await db.introspection.getTables();
  for (const table of ["demo_requests", "contact_messages", "waitlist"]) {
    const columns = (tables.find((t) => t.name === table)?.columns ?? []).map((c) => c.name);
    if (columns.includes("language")) continue;
    await db.schema
      .alterTable(table)
      .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
      .execute();
  }
}
