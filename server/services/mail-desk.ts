import type { Kysely } from "kysely";
import { failedMailQuerySchema } from "#common/schemas/mail-query.ts";
import { recordAudit } from "#server/db/repositories/audit-log.ts";
import { findMail, listDeadMail, reviveMail } from "#server/db/repositories/outbox.ts";
import type { Database } from "#server/db/schema.ts";
import type { Clock } from "./clock.ts";
import { ConflictError, NotFoundError } from "./errors.ts";
import { isUuid } from "./ids.ts";
import type { Actor } from "./leads.ts";
import { parseListQuery } from "./list-query.ts";
import { mailWritten } from "./mail/outbox.ts";

/** A mail that failed for good, as the Mail view lists it. */
export type FailedMailView = {
  id: string;
  kind: string;
  to: string;
  subject: string;
  createdAt: string;
  failedAt: string;
  attempts: number;
  error: string | null;
  /** The record it is about ("demo_request" and its id), for a link to it. */
  about: { type: string; id: string } | null;
};

/** Rows of the Mail view per page. */
export const failedMailPageSize = 50;

/**
 * Mail that failed for good (issue 32), for the admin's Mail view: listed
 * newest first, and sent again (its tries counted from nought), audited.
 */
export function createMailDesk(db: Kysely<Database>, clock: Clock) {
  return {
    async failed(input: Record<string, string | undefined>) {
      const { page } = parseListQuery(failedMailQuerySchema, input);
      const { rows, total } = await listDeadMail(db, {
        limit: failedMailPageSize,
        offset: (page - 1) * failedMailPageSize,
      });
      const mails: FailedMailView[] = rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        to: row.recipient,
        subject: row.subject,
        createdAt: row.created_at,
        failedAt: row.dead_at ?? row.created_at,
        attempts: row.attempts,
        error: row.last_error,
        about: row.subject_type && row.subject_id ? { type: row.subject_type, id: row.subject_id } : null,
      }));
      return { mails, total, page, pageSize: failedMailPageSize };
    },

    /** Makes a failed mail due again; NotFoundError when there is none with that id, ConflictError when it is not failed. */
    async sendAgain(actor: Actor, id: string): Promise<void> {
      const at = clock().toISOString();
      await db.transaction().execute(async (trx) => {
        const found = isUuid(id) ? await findMail(trx, id) : undefined;
        if (!found) throw new NotFoundError("No mail has that id.");
        if (!(await reviveMail(trx, id, at))) {
          throw new ConflictError("That mail is not failed: it was sent, or is already being sent again.");
        }
        await recordAudit(trx, {
          actorId: actor.id,
          actorUsername: actor.username,
          action: "resend",
          entityType: found.subject_type ?? "mail",
          entityId: found.subject_id ?? id,
          detail: found.kind,
          at,
        });
      });
      mailWritten();
    },
  };
}

export type MailDesk = ReturnType<typeof createMailDesk>;
