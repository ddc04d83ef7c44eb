import type { Kysely } from "kysely";
import { insertRows } from "../fixed-sql.ts";
import type { ConsentRow, Database, NewConsentRow } from "../schema.ts";

export async function insertConsent(db: Kysely<Database>, row: NewConsentRow): Promise<void> {
  await insertRows(db, "consents", [row]);
}

/** The first consent given with a record, or undefined. */
export async function findFirstConsent(
  db: Kysely<Database>,
  subjectType: string,
  subjectId: string,
): Promise<ConsentRow | undefined> {
  return db
    .selectFrom("consents")
    .selectAll()
    .where("subject_type", "=", subjectType)
    .where("subject_id", "=", subjectId)
    .orderBy("created_at", "asc")
    .executeTakeFirst();
}

/** Deletes every consent given with some records. */
export async function deleteConsentsOf(
  db: Kysely<Database>,
  subjectType: string,
  subjectIds: readonly string[],
): Promise<void> {
  if (subjectIds.length === 0) return;
  await db
    .deleteFrom("consents")
    .where("subject_type", "=", subjectType)
    .where("subject_id", "in", [...subjectIds])
    .execute();
}
