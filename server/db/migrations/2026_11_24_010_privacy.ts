import type { Kysely } from "kysely";

// Frozen: the consent ledger and retried submissions.
// - `privacy_notices`: every version of the privacy notice the site has
//   published (common/privacy-notice.ts), by the hash of its text, so any
//   consent can show the notice it was given under.
// - `consents`: one row per consent given through a form: which record, the
//   notice version, the words of the checkbox, the purpose, the channel and
//   the page. No personal data: the record holds that. Erasing the record
//   erases its consents.
// - `idempotency_keys`: the key a form sent with a submission and the record
//   it created, so the same submission sent twice (a retry after a dropped
//   answer) stores one record. Kept a day.
// - Closed leads are purged by `updated_at` (the time they were closed), so
//   the purge reads an index on (status, updated_at).
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely (Kysely's guidance)
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("privacy_notices")
    .ifNotExists()
    .addColumn("version", "text", (c) => c.primaryKey())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("published_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("consents")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("subject_type", "text", (c) => c.notNull())
    .addColumn("subject_id", "text", (c) => c.notNull())
    .addColumn("notice_version", "text", (c) => c.notNull())
    .addColumn("consent_text", "text", (c) => c.notNull())
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("page", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("consents_subject")
    .ifNotExists()
    .on("consents")
    .columns(["subject_type", "subject_id"])
    .execute();

  await db.schema
    .createTable("idempotency_keys")
    .ifNotExists()
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("subject_id", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("idempotency_keys_pk", ["kind", "key"])
    .execute();
  await db.schema
    .createIndex("idempotency_keys_created_at")
    .ifNotExists()
    .on("idempotency_keys")
    .column("created_at")
    .execute();

  for (const table of ["demo_requests", "contact_messages"]) {
    await db.schema
      .createIndex(`${table}_status_updated_at`)
      .ifNotExists()
      .on(table)
      .columns(["status", "updated_at"])
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["demo_requests", "contact_messages"]) {
    await db.schema.dropIndex(`${table}_status_updated_at`).ifExists().execute();
  }
  for (const table of ["idempotency_keys", "consents", "privacy_notices"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
