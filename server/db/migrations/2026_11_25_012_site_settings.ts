import type { Kysely } from "kysely";

// Frozen: the company's details, kept by staff in the Settings screen.
// - `site_settings`: one row (id 1). `data` is the JSON of the settings
//   (common/site-settings.ts), null until the first process writes the
//   defaults; `version` goes up by one with every save, so each process can
//   tell cheaply whether its copy (and the pages it rendered from it) is
//   current, and a save made from a stale form is refused.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely (Kysely's guidance)
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("site_settings")
    .ifNotExists()
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("data", "text")
    .addColumn("updated_at", "text")
    .addColumn("updated_by", "text")
    .execute();
  await db
    .insertInto("site_settings")
    .values({ id: 1, version: 0, data: null, updated_at: null, updated_by: null })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("site_settings").ifExists().execute();
}
