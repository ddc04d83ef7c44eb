import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

export type AuditEntry = {
  actorId: string | null;
  actorUsername: string;
  action: string;
  entityType: string;
  entityId: string;
  detail?: string;
  at: string;
};

/** Who did what to which record, and when. Never holds the record's personal data. */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      actor_id: entry.actorId,
      actor_username: entry.actorUsername,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      detail: entry.detail ?? null,
      created_at: entry.at,
    })
    .execute();
}

/** Deletes the rows written before `cutoff`; how many. */
export async function deleteAuditBefore(db: Kysely<Database>, cutoff: string): Promise<number> {
  const result = await db.deleteFrom("audit_log").where("created_at", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function listAudit(db: Kysely<Database>, limit = 100) {
  return db.selectFrom("audit_log").selectAll().orderBy("created_at", "desc").limit(limit).execute();
}

/**
 * One page of the log, newest first, with the number of rows that match:
 * all of them, or those of one action.
 */
export async function pageOfAudit(
  db: Kysely<Database>,
  page: { action?: string; limit: number; offset: number },
) {
  const matching = () => {
    const query = db.selectFrom("audit_log");
    return page.action ? query.where("action", "=", page.action) : query;
  };
  const [rows, count] = await Promise.all([
    matching()
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    matching()
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/** What happened to one record, oldest first. */
export async function listAuditFor(db: Kysely<Database>, entityType: string, entityId: string, limit = 50) {
  return db
    .selectFrom("audit_log")
    .select(["action", "actor_username", "created_at"])
    .where("entity_type", "=", entityType)
    .where("entity_id", "=", entityId)
    .orderBy("created_at", "asc")
    .limit(limit)
    .execute();
}
