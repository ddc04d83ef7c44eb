import { type Insertable, type Kysely, sql } from "kysely";
import type { Database, LeadAnswersTable } from "../schema.ts";
import { answeredTables, type LeadTable } from "./lead-tables.ts";

/*
 * Visitors' answers to staff replies (issue 50): kept per lead, once per
 * message (its key is unique), read and replied to from the desk.
 */

/** Stores an answer unless one with its message key is stored already; false: it was (a message read twice). */
export async function insertLeadAnswer(
  db: Kysely<Database>,
  row: Insertable<LeadAnswersTable>,
): Promise<boolean> {
  const result = await db
    .insertInto("lead_answers")
    .values(row)
    .onConflict((oc) => oc.column("message_key").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Whether a message with this key has been stored. */
export async function hasLeadAnswer(db: Kysely<Database>, messageKey: string): Promise<boolean> {
  const row = await db
    .selectFrom("lead_answers")
    .select("id")
    .where("message_key", "=", messageKey)
    .executeTakeFirst();
  return row !== undefined;
}

/** A lead's answers, oldest first. */
export async function listLeadAnswers(db: Kysely<Database>, kind: string, leadId: string) {
  return db
    .selectFrom("lead_answers")
    .selectAll()
    .where("lead_kind", "=", kind)
    .where("lead_id", "=", leadId)
    .orderBy("received_at")
    .orderBy("id")
    .execute();
}

/** Marks a lead's unread answers read (staff opened it); the ids of those it marked. */
export async function markLeadAnswersRead(
  db: Kysely<Database>,
  kind: string,
  leadId: string,
  at: string,
): Promise<string[]> {
  const rows = await db
    .updateTable("lead_answers")
    .set({ read_at: at })
    .where("lead_kind", "=", kind)
    .where("lead_id", "=", leadId)
    .where("read_at", "is", null)
    .returning("id")
    .execute();
  return rows.map((row) => row.id);
}

/** Marks a lead's unanswered answers replied to (a reply from the desk answers them). */
export async function markLeadAnswersReplied(db: Kysely<Database>, kind: string, leadId: string, at: string) {
  await db
    .updateTable("lead_answers")
    .set({ replied_at: at, read_at: sql`coalesce(read_at, ${at})` })
    .where("lead_kind", "=", kind)
    .where("lead_id", "=", leadId)
    .where("replied_at", "is", null)
    .execute();
}

/** How many leads of a kind have an answer nobody has read: the navigation's count (the `lead_answers_unread` index). */
export async function countUnreadAnswers(db: Kysely<Database>, kind: string): Promise<number> {
  const { count } = await db
    .selectFrom("lead_answers")
    .select((eb) => eb.fn.count<number | string>("lead_id").distinct().as("count"))
    .where("lead_kind", "=", kind)
    .where("read_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Those of `leadIds` (a page of a kind's list) with an answer nobody has read. */
export async function withUnreadAnswers(
  db: Kysely<Database>,
  kind: string,
  leadIds: readonly string[],
): Promise<Set<string>> {
  if (leadIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("lead_answers")
    .select("lead_id")
    .distinct()
    .where("lead_kind", "=", kind)
    .where("lead_id", "in", [...leadIds])
    .where("read_at", "is", null)
    .execute();
  return new Set(rows.map((row) => row.lead_id));
}

/**
 * Flags a lead urgent, in the caller's transaction, where its kind's table
 * has an `urgent` column (an answer whose words suggest a risk, issue 50).
 */
export async function flagLeadUrgent(db: Kysely<Database>, source: LeadTable, id: string): Promise<void> {
  if (!source.urgent) return;
  await answeredTables(db).updateTable(source.table).set({ urgent: 1 }).where("id", "=", id).execute();
}

/** Whether the lead exists in its kind's table (an answer to an erased lead is refused). */
export async function leadExists(db: Kysely<Database>, table: string, id: string): Promise<boolean> {
  const row = await answeredTables(db).selectFrom(table).select("id").where("id", "=", id).executeTakeFirst();
  return row !== undefined;
}

/**
 * The newest open lead sent from `email`, across the kinds that ask for an
 * address, or undefined: where a mail without a reply address goes.
 */
export async function findOpenLeadFrom(db: Kysely<Database>, tables: readonly LeadTable[], email: string) {
  const loose = answeredTables(db);
  const found = await Promise.all(
    tables.flatMap((source) =>
      source.email
        ? [
            loose
              .selectFrom(source.table)
              .select(["id", "created_at"])
              .where((eb) => eb(eb.fn("lower", [sql.ref(source.email as string)]), "=", email))
              .where("status", "=", "open")
              .orderBy("created_at", "desc")
              .limit(1)
              .executeTakeFirst()
              .then((row) =>
                row ? { kind: source.kind, id: row.id, createdAt: row.created_at } : undefined,
              ),
          ]
        : [],
    ),
  );
  return found.filter((one) => one !== undefined).sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))[0];
}
