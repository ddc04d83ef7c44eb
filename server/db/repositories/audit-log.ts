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
