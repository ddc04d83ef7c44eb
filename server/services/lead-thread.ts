/**
 * A lead's thread (issues 32 and 50): the replies staff sent the visitor,
 * with where each one's mail is, the visitor's answers to them, and any
 * mail about the lead that failed for good.
 */
import type { Kysely } from "kysely";
import { type DeliveryState, deliveryStateOf } from "#common/lead-desk.ts";
import { listLeadAnswers } from "#server/db/repositories/lead-answers.ts";
import { listLeadReplies } from "#server/db/repositories/lead-replies.ts";
import { countThreadRowsOf } from "#server/db/repositories/lead-thread-rows.ts";
import { listMailAbout } from "#server/db/repositories/outbox.ts";
import type { Database } from "#server/db/schema.ts";
import type { CsvColumns } from "./csv.ts";
import { isUuid } from "./ids.ts";

/** A reply staff sent the visitor, with where its mail is. */
export type LeadReply = {
  id: string;
  by: string;
  at: string;
  to: string;
  subject: string;
  text: string;
  /** The outbox row carrying it, for "send again". */
  mailId: string;
  delivery: DeliveryState;
  /** Why the last try failed, without any address; null once sent. */
  error: string | null;
};

/** A visitor's answer to a reply, as mail brought it (issue 50): text only, the quoted history apart. */
export type LeadAnswer = {
  id: string;
  from: string;
  at: string;
  subject: string;
  text: string;
  /** The history their mailer quoted below it, folded away on the desk; null: none. */
  quoted: string | null;
  /** Listed by name and size; never stored. */
  attachments: { name: string; size: number; type: string }[];
  /** Not yet seen by staff (the lead has not been opened since it came). */
  unread: boolean;
  /** Its words suggest the person may be at risk: due within 15 minutes. */
  urgent: boolean;
  /** When staff should answer it; null once a reply from the desk has. */
  dueAt: string | null;
};

/** A mail about the lead that failed for good (an acknowledgement, a reply, …), which staff may send again. */
export type UndeliveredMail = {
  id: string;
  kind: string;
  subject: string;
  failedAt: string;
  attempts: number;
  error: string | null;
};

/** The thread of lead `id` of the kind `entityType`, oldest first. */
export async function leadThread(
  db: Kysely<Database>,
  entityType: string,
  id: string,
): Promise<{ replies: LeadReply[]; answers: LeadAnswer[]; undelivered: UndeliveredMail[] }> {
  if (!isUuid(id)) return { replies: [], answers: [], undelivered: [] };
  const [rows, answerRows, mail] = await Promise.all([
    listLeadReplies(db, entityType, id),
    listLeadAnswers(db, entityType, id),
    listMailAbout(db, entityType, id),
  ]);
  const answers = answerRows.map((row) => ({
    id: row.id,
    from: row.sender,
    at: row.received_at,
    subject: row.subject,
    text: row.body,
    quoted: row.quoted,
    attachments: JSON.parse(row.attachments) as LeadAnswer["attachments"],
    unread: row.read_at === null,
    urgent: row.urgent === 1,
    dueAt: row.replied_at === null ? row.due_at : null,
  }));
  const replies = rows.map((row) => {
    const delivery = deliveryStateOf({ ...row, present: row.mail_present !== null });
    return {
      id: row.id,
      by: row.author_username,
      at: row.created_at,
      to: row.recipient,
      subject: row.subject,
      text: row.body,
      mailId: row.mail_id,
      delivery,
      error: delivery === "sent" ? null : row.last_error,
    };
  });
  const undelivered = mail
    .filter((row) => row.dead_at !== null && row.sent_at === null)
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      subject: row.subject,
      failedAt: row.dead_at ?? row.created_at,
      attempts: row.attempts,
      error: row.last_error,
    }));
  return { replies, answers, undelivered };
}

/** How many messages a lead's thread holds: the replies staff sent, and the visitor's answers. */
export type ThreadCounts = { replies: number; answers: number };

/** `leads` (a page of an export) each with how many replies and answers its thread holds: two grouped reads. */
export async function withThreadCounts<Lead extends { id: string }>(
  db: Kysely<Database>,
  entityType: string,
  leads: readonly Lead[],
): Promise<(Lead & ThreadCounts)[]> {
  const ids = leads.map((lead) => lead.id);
  const [replies, answers] = await Promise.all([
    countThreadRowsOf(db, "lead_replies", entityType, ids),
    countThreadRowsOf(db, "lead_answers", entityType, ids),
  ]);
  return leads.map((lead) => ({
    ...lead,
    replies: replies.get(lead.id) ?? 0,
    answers: answers.get(lead.id) ?? 0,
  }));
}

/** The columns every answered kind's export ends with: how many messages went each way (issue 50). */
export const threadCsvColumns: CsvColumns<ThreadCounts> = [
  ["Replies", (lead) => String(lead.replies)],
  ["Answers", (lead) => String(lead.answers)],
];
