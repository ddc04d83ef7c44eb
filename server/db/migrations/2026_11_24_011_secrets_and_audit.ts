import type { Kysely } from "kysely";

// Frozen: keys the site makes for itself and every process shares.
// - `site_secrets`: a random key by name, made by the first process that
//   needs it (insert-or-ignore) and read by the others: "withdrawal" signs
//   the links in mails that let a visitor withdraw consent and erase their
//   details.
// - The audit log is read newest first (the Audit view, by action) and
//   purged by age, and a record's history is read by its id.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely (Kysely's guidance)
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("site_secrets")
    .ifNotExists()
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("audit_log_created_at")
    .ifNotExists()
    .on("audit_log")
    .column("created_at")
    .execute();
  await db.schema
    .createIndex("audit_log_action_created_at")
    .ifNotExists()
    .on("audit_log")
    .columns(["action", "created_at"])
    .execute();
  await db.schema
    .createIndex("audit_log_entity")
    .ifNotExists()
    .on("audit_log")
    .columns(["entity_type", "entity_id"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ["audit_log_entity", "audit_log_action_created_at", "audit_log_created_at"]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  await db.schema.dropTable("site_secrets").ifExists().execute();
}
