import type { Kysely } from "kysely";
import { z } from "zod";
import { pageOfAudit } from "#server/db/repositories/audit-log.ts";
import type { Database } from "#server/db/schema.ts";
import { parseListQuery } from "./list-query.ts";

/** What the audit log records, by the `action` its rows carry. */
export const auditActions = [
  "export",
  "close",
  "reopen",
  "delete",
  "erase",
  "purge",
  "publish",
  "draft",
  "update",
  "note",
  "stage",
  "assign",
  "reply",
  "resend",
] as const;

export type AuditAction = (typeof auditActions)[number];

const auditQuerySchema = z.object({
  action: z.enum(auditActions, { error: "Choose one of the listed actions." }).optional(),
  page: z
    .string()
    .regex(/^\d{1,6}$/, "Page is a whole number.")
    .transform(Number)
    .pipe(z.number().int().min(1, "Page starts at 1."))
    .optional()
    .default(1),
});

export type AuditEntryView = {
  id: string;
  at: string;
  by: string;
  action: string;
  entityType: string;
  entityId: string;
  detail: string | null;
};

/** Rows of the log a page of the Audit view shows. */
export const auditPageSize = 50;

/**
 * The audit log as the admin reads it: who exported, closed, reopened,
 * erased, deleted or published what, and when, newest first, filtered by
 * action and paged by the store. Rows hold ids and filters, never a name,
 * email or message; the retention job keeps a year of them.
 */
export function createAuditService(db: Kysely<Database>) {
  return {
    async list(input: Record<string, string | undefined>) {
      const q = parseListQuery(auditQuerySchema, input);
      const { rows, total } = await pageOfAudit(db, {
        action: q.action,
        limit: auditPageSize,
        offset: (q.page - 1) * auditPageSize,
      });
      const entries: AuditEntryView[] = rows.map((row) => ({
        id: row.id,
        at: row.created_at,
        by: row.actor_username,
        action: row.action,
        entityType: row.entity_type,
        entityId: row.entity_id,
        detail: row.detail,
      }));
      return { entries, total, page: q.page, action: q.action ?? null };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
