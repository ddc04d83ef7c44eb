import type { Kysely } from "kysely";

// Frozen: the featured image's alt text (null: the title stands for it).
// The blog categories were reconciled into one list without changing any
// stored id (common/constants.ts), so no post needs mapping here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely (Kysely's guidance)
export async function up(db: Kysely<any>): Promise<void> {
  // Neither SQLite nor older PostgreSQL has ADD COLUMN IF NOT EXISTS in a
  // form both accept; look first, so a second run finds nothing to do.
  const tables = await db.introspection.getTables();
  const posts = tables.find((table) => table.name === "blog_posts");
  if (posts?.columns.some((column) => column.name === "image_alt")) return;
  await db.schema.alterTable("blog_posts").addColumn("image_alt", "text").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("blog_posts").dropColumn("image_alt").execute();
}
