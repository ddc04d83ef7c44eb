import type { Kysely } from "kysely";
import { insertRows } from "../fixed-sql.ts";
import type { Database, LeadReplyRow } from "../schema.ts";

export async function insertLeadReply(db: Kysely<Database>, reply: LeadReplyRow): Promise<void> {
  await insertRows(db, "lead_replies", [reply]);
}

/** A reply with the state of the mail carrying it (null columns: that mail is gone, deleted as sent). */
export type LeadReplyWithMail = LeadReplyRow & {
  sent_at: string | null;
  dead_at: string | null;
  attempts: number | null;
  last_error: string | null;
  mail_present: string | null;
};

/** A lead's replies, oldest first, each with its mail's delivery state. */
export async function listLeadReplies(
  db: Kysely<Database>,
  kind: string,
  leadId: string,
): Promise<LeadReplyWithMail[]> {
  return db
    .selectFrom("lead_replies")
    .leftJoin("outbox", "outbox.id", "lead_replies.mail_id")
    .selectAll("lead_replies")
    .select([
      "outbox.sent_at",
      "outbox.dead_at",
      "outbox.attempts",
      "outbox.last_error",
      "outbox.id as mail_present",
    ])
    .where("lead_replies.lead_kind", "=", kind)
    .where("lead_replies.lead_id", "=", leadId)
    .orderBy("lead_replies.created_at")
    .orderBy("lead_replies.id")
    .execute();
}
