import type { Kysely } from "kysely";
import { insertRows } from "../fixed-sql.ts";
import type { Database, LeadNoteRow } from "../schema.ts";

export async function insertLeadNote(db: Kysely<Database>, note: LeadNoteRow): Promise<void> {
  await insertRows(db, "lead_notes", [note]);
}

/** A lead's notes, oldest first. */
export async function listLeadNotes(
  db: Kysely<Database>,
  kind: string,
  leadId: string,
): Promise<LeadNoteRow[]> {
  return db
    .selectFrom("lead_notes")
    .selectAll()
    .where("lead_kind", "=", kind)
    .where("lead_id", "=", leadId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/** Deletes every note on some leads of a kind. */
export async function deleteLeadNotesOf(
  db: Kysely<Database>,
  kind: string,
  leadIds: readonly string[],
): Promise<void> {
  if (leadIds.length === 0) return;
  await db
    .deleteFrom("lead_notes")
    .where("lead_kind", "=", kind)
    .where("lead_id", "in", [...leadIds])
    .execute();
}
