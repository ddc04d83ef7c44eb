import { type Kysely, sql } from "kysely";

// Frozen: leads from one person are linked by email, whatever its case, and
// demo requests also by phone (stored in E.164), so a lead's detail can say
// what else its sender wrote and the lists can mark repeat senders
// (issue 32) without reading every row.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely (Kysely's guidance)
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("demo_requests_email_lower")
    .ifNotExists()
    .on("demo_requests")
    .expression(sql`lower(work_email)`)
    .execute();
  await db.schema
    .createIndex("demo_requests_phone")
    .ifNotExists()
    .on("demo_requests")
    .column("phone")
    .execute();
  await db.schema
    .createIndex("contact_messages_email_lower")
    .ifNotExists()
    .on("contact_messages")
    .expression(sql`lower(email)`)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ["contact_messages_email_lower", "demo_requests_phone", "demo_requests_email_lower"]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
}
