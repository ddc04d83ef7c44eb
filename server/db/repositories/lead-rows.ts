import type { Kysely } from "kysely";
import { insertRows } from "../fixed-sql.ts";
import type { Database } from "../schema.ts";

/*
 * What every kind of lead's table has in common, for the code that handles
 * any kind by the table its descriptor names (server/services/lead-kinds):
 * erasure, and close and reopen. A kind added later has a table that
 * `Database` does not list, hence the one view of the store as tables of
 * such rows.
 */

/** Any lead's row: a UUID id. */
type LeadRow = { id: string };
/** A lead that staff close and reopen. */
type StatusLeadRow = LeadRow & { status: "open" | "closed"; updated_at: string };

const leadTables = <Row>(db: Kysely<Database>) => db as unknown as Kysely<Record<string, Row>>;

/**
 * Stores a public form's lead in its kind's table: false when nothing new
 * was stored, which only a kind that keeps one row per address
 * (`keepsFirst`, the waitlist) can meet.
 */
export async function insertLeadRow(
  db: Kysely<Database>,
  table: string,
  row: Readonly<Record<string, unknown>>,
  keepsFirst = false,
): Promise<boolean> {
  return (await insertRows(db, table as keyof Database & string, [row], { keepExisting: keepsFirst })) > 0;
}

/** Deletes one lead from its kind's table; false when it was already gone. */
export async function deleteLeadRow(db: Kysely<Database>, table: string, id: string): Promise<boolean> {
  const result = await leadTables<LeadRow>(db).deleteFrom(table).where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Up to `limit` leads closed (last changed) before `cutoff`: their ids. */
export async function listClosedBefore(
  db: Kysely<Database>,
  table: string,
  cutoff: string,
  limit: number,
): Promise<string[]> {
  const rows = await leadTables<StatusLeadRow>(db)
    .selectFrom(table)
    .select("id")
    .where("status", "=", "closed")
    .where("updated_at", "<", cutoff)
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Deletes those of `ids` that are still closed before `cutoff` (one reopened
 * in the meantime is kept); the ids it deleted.
 */
export async function deleteClosedBefore(
  db: Kysely<Database>,
  table: string,
  ids: readonly string[],
  cutoff: string,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await leadTables<StatusLeadRow>(db)
    .deleteFrom(table)
    .where("id", "in", [...ids])
    .where("status", "=", "closed")
    .where("updated_at", "<", cutoff)
    .returning("id")
    .execute();
  return rows.map((row) => row.id);
}

/** Opens or closes one lead; false when it is gone. */
export async function setLeadStatus(
  db: Kysely<Database>,
  table: string,
  change: { id: string; status: "open" | "closed"; at: string },
): Promise<boolean> {
  // Reopened, a lead has no outcome any more (its stage stays where it was).
  const result = await leadTables<StatusLeadRow & { outcome: string | null }>(db)
    .updateTable(table)
    .set(
      change.status === "open"
        ? { status: "open", outcome: null, updated_at: change.at }
        : { status: "closed", updated_at: change.at },
    )
    .where("id", "=", change.id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * In a transaction: holds one lead's row until the transaction ends, so that
 * a delete of it waits (PostgreSQL's row lock; SQLite has one writer at a
 * time) and then erases what the transaction added with it; false when the
 * lead is gone. A write that changes nothing: `id` set to itself.
 */
export async function holdLeadRow(db: Kysely<Database>, table: string, id: string): Promise<boolean> {
  const result = await leadTables<LeadRow>(db)
    .updateTable(table)
    .set((eb) => ({ id: eb.ref("id") }))
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Marks a lead opened by staff at `at`, unless someone opened it before; false when nothing changed. */
export async function markLeadOpened(
  db: Kysely<Database>,
  table: string,
  id: string,
  at: string,
): Promise<boolean> {
  const result = await leadTables<StatusLeadRow & { opened_at: string | null }>(db)
    .updateTable(table)
    .set({ opened_at: at })
    .where("id", "=", id)
    .where("opened_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** How many leads of a kind nobody has opened yet. */
export async function countUnopened(db: Kysely<Database>, table: string): Promise<number> {
  const { count } = await leadTables<StatusLeadRow & { opened_at: string | null; created_at: string }>(db)
    .selectFrom(table)
    .where("opened_at", "is", null)
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Where staff are with a lead (issue 32), as its row holds it. */
export type LeadDeskRow = {
  status: "open" | "closed";
  stage: string;
  outcome: string | null;
  owner_id: string | null;
  first_response_at: string | null;
  /** When its reply is due (both kinds keep it; null on demo requests closed before it was kept). */
  reply_due_at: string | null;
};

/** The lead desk's columns of one lead, or undefined when it is gone. */
export async function readLeadDesk(
  db: Kysely<Database>,
  table: string,
  id: string,
): Promise<LeadDeskRow | undefined> {
  return leadTables<LeadDeskRow & LeadRow>(db)
    .selectFrom(table)
    .select(["status", "stage", "outcome", "owner_id", "first_response_at", "reply_due_at"])
    .where("id", "=", id)
    .executeTakeFirst() as Promise<LeadDeskRow | undefined>;
}

/** Changes a lead's desk columns (and `updated_at`). */
export async function updateLeadDesk(
  db: Kysely<Database>,
  table: string,
  id: string,
  changes: Partial<Omit<LeadDeskRow, "reply_due_at">> & { updated_at: string },
): Promise<void> {
  await leadTables<LeadDeskRow & LeadRow & { updated_at: string }>(db)
    .updateTable(table)
    .set(changes)
    .where("id", "=", id)
    .execute();
}
