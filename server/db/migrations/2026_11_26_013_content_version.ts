import type { Kysely } from "kysely";

// Frozen: `site_settings.content_version` goes up by one with every change a
// reader can see in the blog (a post published, edited while published,
// unpublished or deleted), in the same transaction as the change. Each
// process reads it with the settings' version (one row, every second), so
// the pages it keeps rendered (server/http/page-cache.ts) are renewed when
// another process publishes.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely (Kysely's guidance)
export async function up(db: Kysely<any>): Promise<void> {
  // As 003: look first, so a second run finds nothing to do.
  const tables = await db.introspection.getTables();
  const settings = tables.find((table) => table.name === "site_settings");
  if (settings?.columns.some((column) => column.name === "content_version")) return;
  await db.schema
    .alterTable("site_settings")
    .addColumn("content_version", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("site_settings").dropColumn("content_version").execute();
}
