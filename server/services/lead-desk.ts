import type { Kysely } from "kysely";
import {
  answeredStages,
  type LeadOutcome,
  type LeadStage,
  outcomeLabels,
  stageLabels,
} from "#common/lead-desk.ts";
import { fieldErrorsOf } from "#common/schemas/field-errors.ts";
import { leadDeskChangeSchema } from "#common/schemas/lead-desk.ts";
import { leadReplySchema } from "#common/schemas/lead-reply.ts";
import { recordAudit } from "#server/db/repositories/audit-log.ts";
import { markLeadAnswersReplied } from "#server/db/repositories/lead-answers.ts";
import { insertLeadReply } from "#server/db/repositories/lead-replies.ts";
import { holdLeadRow, readLeadDesk, updateLeadDesk } from "#server/db/repositories/lead-rows.ts";
import { findMail, reviveMail } from "#server/db/repositories/outbox.ts";
import { findUserById, listLeadOwners, listUsers } from "#server/db/repositories/users.ts";
import type { Database } from "#server/db/schema.ts";
import type { Clock } from "./clock.ts";
import type { CsvColumns } from "./csv.ts";
import { ConflictError, InvalidInputError, NotFoundError } from "./errors.ts";
import { isUuid, orderedUuid } from "./ids.ts";
import type { LeadKindEntry } from "./lead-kinds/lead-kind.ts";
import { ownerNamed } from "./lead-owner.ts";
import { type LeadReply, leadThread } from "./lead-thread.ts";
import { companyName, type MailSettings } from "./mail/compose.ts";
import { leadAssignedMail, leadReplyMail } from "./mail/lead-desk.ts";
import { enqueueMail, mailWritten } from "./mail/outbox.ts";

/** Who acts, for the audit log. */
type Actor = { id: string; username: string };

/** Where staff are with a lead, as its detail and the API show it. */
export type LeadDeskState = {
  stage: LeadStage;
  outcome: LeadOutcome | null;
  owner: { id: string; username: string } | null;
  /** When it was first answered; null until then. */
  firstResponseAt: string | null;
  /** When its first reply is due (its target: urgent 15 min, … demo requests one business day). */
  dueAt: string | null;
};

export type { LeadAnswer, LeadReply, UndeliveredMail } from "./lead-thread.ts";

/** What the desk needs to know of a kind of lead beyond its descriptor. */
export type LeadDeskKind = {
  entry: LeadKindEntry;
  /** Its stages, in order, and how one can end (common/lead-kinds.ts). */
  stages: readonly LeadStage[];
  outcomes: readonly LeadOutcome[];
  /** How a mail names one ("demo request"). */
  noun: string;
  /** Said when an id names nothing. */
  missing: string;
  /** The sender's name, address and when it came, for the mail to a new owner and replies. */
  describe: (
    db: Kysely<Database>,
    id: string,
  ) => Promise<{ name: string; email: string | null; createdAt: string } | undefined>;
  /** Where a lead of the kind opens in the back office. */
  link: (mail: MailSettings, id: string) => string;
};

/**
 * Stage, owner and outcome of one kind of lead (issue 32). A change is
 * checked against the lead as it is, inside one transaction that holds its
 * row, so two staff changing it at once are applied one after the other.
 * Each change is audited; assigning a lead to someone else mails them
 * (through the outbox, in the same transaction) when their account has an
 * address and mail is set up.
 */
export function leadDesk(
  db: Kysely<Database>,
  clock: Clock,
  kind: LeadDeskKind,
  mail: MailSettings | undefined,
  /** The Reply-To that names this lead (REPLY_ADDRESS, issue 50); undefined: the company's address. */
  leadReplyTo?: (kind: string, id: string, at: Date) => Promise<string | undefined>,
) {
  const schema = leadDeskChangeSchema(kind.stages, kind.outcomes);
  const { table, name: entityType } = kind.entry;

  /** Records `action` on lead `id` by `actor` at `at`, in the caller's transaction. */
  const auditOf =
    (trx: Kysely<Database>, actor: Actor, id: string, at: string) => (action: string, detail: string) =>
      recordAudit(trx, {
        actorId: actor.id,
        actorUsername: actor.username,
        action,
        entityType,
        entityId: id,
        detail,
        at,
      });

  async function state(id: string): Promise<LeadDeskState | null> {
    const row = await readLeadDesk(db, table, id);
    if (!row) return null;
    const owner = row.owner_id ? await findUserById(db, row.owner_id) : undefined;
    return {
      stage: row.stage as LeadStage,
      outcome: row.outcome as LeadOutcome | null,
      owner: owner ? { id: owner.id, username: owner.username } : null,
      firstResponseAt: row.first_response_at,
      dueAt: row.reply_due_at,
    };
  }

  return {
    state,

    /** The accounts a lead may be assigned to (leads and admin roles). */
    owners: () => listLeadOwners(db),

    /** The replies sent to the visitor and their answers, oldest first, and mail about the lead that failed for good. */
    thread: (id: string) => leadThread(db, entityType, id),

    /**
     * Sends the visitor `{ subject, body }` from MAIL_FROM through the
     * outbox, answers to the company's contact address (or the staff
     * member's, or NOTIFY_EMAIL), and keeps it in the lead's thread. The
     * first reply records the first response, and moves a new lead to
     * contacted. The lead's row is held throughout, so a delete at the same
     * moment either erases the reply with the lead or answers NotFoundError.
     * Audited without its text.
     */
    async reply(actor: Actor, id: string, input: unknown): Promise<LeadReply> {
      if (!isUuid(id)) throw new NotFoundError(kind.missing);
      const parsed = leadReplySchema.safeParse(input);
      if (!parsed.success) {
        throw new InvalidInputError(parsed.error.issues[0]?.message ?? "Write the reply first.", {
          fieldErrors: fieldErrorsOf(parsed.error),
        });
      }
      const { subject, body } = parsed.data;
      const now = clock();
      const at = now.toISOString();
      const replyId = orderedUuid();
      const mailId = orderedUuid();
      // Read before the transaction: the signing key may come from the store.
      const ownReplyTo = await leadReplyTo?.(entityType, id, now);
      const sent = await db.transaction().execute(async (trx) => {
        if (!(await holdLeadRow(trx, table, id))) return undefined;
        const [current, lead, author] = await Promise.all([
          readLeadDesk(trx, table, id),
          kind.describe(trx, id),
          findUserById(trx, actor.id),
        ]);
        if (!current || !lead) return undefined;
        if (lead.email === null) {
          throw new InvalidInputError("This lead has no email address to reply to: answer by phone.");
        }
        const replyTo = ownReplyTo || mail?.companyEmail || author?.email || mail?.notifyEmail || undefined;
        const message = leadReplyMail({
          to: lead.email,
          replyTo,
          subject,
          body,
          from: { staff: actor.username, company: mail?.company ?? companyName },
          about: { type: entityType, id },
        });
        await enqueueMail(trx, [{ ...message, id: mailId }], now);
        await insertLeadReply(trx, {
          id: replyId,
          lead_kind: entityType,
          lead_id: id,
          author_id: actor.id,
          author_username: actor.username,
          recipient: lead.email,
          subject: message.subject,
          body,
          mail_id: mailId,
          created_at: at,
        });
        // It answers whatever the visitor wrote back until now.
        await markLeadAnswersReplied(trx, entityType, id, at);
        const audit = auditOf(trx, actor, id, at);
        await audit("reply", "to the visitor");
        const set: Parameters<typeof updateLeadDesk>[3] = { updated_at: at };
        if (current.first_response_at === null) set.first_response_at = at;
        // A reply answers it: a new lead moves to its kind's next stage (contacted).
        const next = kind.stages[1];
        if (current.stage === "new" && current.status === "open" && next) {
          set.stage = next;
          await audit("stage", `new → ${next}`);
        }
        await updateLeadDesk(trx, table, id, set);
        return { to: lead.email, subject: message.subject };
      });
      if (!sent) throw new NotFoundError(kind.missing);
      return {
        id: replyId,
        by: actor.username,
        at,
        to: sent.to,
        subject: sent.subject,
        text: body,
        mailId,
        delivery: "queued",
        error: null,
      };
    },

    /**
     * Makes a mail about the lead that failed for good due again (tries
     * counted from nought); audited. NotFoundError when the lead or the mail
     * is gone, or the mail is about another record; ConflictError when it is
     * not failed (already sent again, by someone else a moment before).
     */
    async sendAgain(actor: Actor, id: string, mailId: string): Promise<void> {
      if (!isUuid(id)) throw new NotFoundError(kind.missing);
      const at = clock().toISOString();
      await db.transaction().execute(async (trx) => {
        if (!(await holdLeadRow(trx, table, id))) throw new NotFoundError(kind.missing);
        const found = isUuid(mailId) ? await findMail(trx, mailId) : undefined;
        if (!found || found.subject_type !== entityType || found.subject_id !== id) {
          throw new NotFoundError("No mail about this lead has that id.");
        }
        if (!(await reviveMail(trx, mailId, at))) {
          throw new ConflictError("That mail is not failed: it was sent, or is already being sent again.");
        }
        await auditOf(trx, actor, id, at)("resend", found.kind);
      });
      mailWritten();
    },

    /**
     * Applies `{ stage?, owner? or ownerUsername?, outcome? }` to the lead; its state as it
     * now is. An outcome closes the lead; a closed lead's stage stays as it
     * was until it is reopened; moving to contacted or beyond records the
     * first response, once.
     */
    async change(actor: Actor, id: string, input: unknown): Promise<LeadDeskState> {
      if (!isUuid(id)) throw new NotFoundError(kind.missing);
      const parsed = schema.safeParse(input);
      if (!parsed.success) {
        throw new InvalidInputError(parsed.error.issues[0]?.message ?? "Check the change.", {
          fieldErrors: fieldErrorsOf(parsed.error),
        });
      }
      const change = parsed.data;
      const now = clock();
      const at = now.toISOString();
      const found = await db.transaction().execute(async (trx) => {
        if (!(await holdLeadRow(trx, table, id))) return false;
        const current = await readLeadDesk(trx, table, id);
        if (!current) return false;
        const audit = auditOf(trx, actor, id, at);
        const set: Parameters<typeof updateLeadDesk>[3] = { updated_at: at };
        if (change.stage !== undefined && change.stage !== current.stage) {
          if (current.status === "closed") {
            throw new InvalidInputError("This lead is closed: reopen it to change its stage.", {
              fieldErrors: { stage: "Reopen the lead to change its stage." },
            });
          }
          set.stage = change.stage;
          await audit("stage", `${current.stage} → ${change.stage}`);
          if (answeredStages.includes(change.stage) && current.first_response_at === null) {
            set.first_response_at = at;
          }
        }
        const owner = await ownerNamed(trx, change);
        if (owner !== undefined && (owner?.id ?? null) !== current.owner_id) {
          set.owner_id = owner?.id ?? null;
          await audit("assign", owner ? owner.username : "unassigned");
          if (owner?.email && owner.id !== actor.id && mail) {
            const lead = await kind.describe(trx, id);
            if (lead) {
              await enqueueMail(
                trx,
                [
                  leadAssignedMail({
                    to: owner.email,
                    assignedBy: actor.username,
                    lead: { kind: kind.noun, name: lead.name, createdAt: lead.createdAt },
                    url: kind.link(mail, id),
                    about: { type: entityType, id },
                  }),
                ],
                now,
              );
            }
          }
        }
        if (
          change.outcome !== undefined &&
          (current.status !== "closed" || current.outcome !== change.outcome)
        ) {
          set.outcome = change.outcome;
          set.status = "closed";
          await audit("close", change.outcome);
        }
        if (Object.keys(set).length > 1) await updateLeadDesk(trx, table, id, set);
        return true;
      });
      const after = found ? await state(id) : null;
      if (!after) throw new NotFoundError(kind.missing);
      return after;
    },
  };
}

export type LeadDesk = ReturnType<typeof leadDesk>;

/** The lead desk's fields as a lead's view carries them. */
export type LeadDeskFields = {
  stage: LeadStage;
  outcome: LeadOutcome | null;
  ownerId: string | null;
  firstResponseAt: string | null;
};

/** A row's lead desk columns, for its view. */
export const deskFieldsOf = (row: {
  stage: LeadStage;
  outcome: LeadOutcome | null;
  owner_id: string | null;
  first_response_at: string | null;
}): LeadDeskFields => ({
  stage: row.stage,
  outcome: row.outcome,
  ownerId: row.owner_id,
  firstResponseAt: row.first_response_at,
});

/** The export's lead desk columns, owners by name (read once per export). */
export async function deskCsvColumns(db: Kysely<Database>): Promise<CsvColumns<LeadDeskFields>> {
  const names = new Map((await listUsers(db)).map((user) => [user.id, user.username]));
  return [
    ["Stage", (lead) => stageLabels[lead.stage]],
    ["Owner", (lead) => (lead.ownerId ? (names.get(lead.ownerId) ?? "") : "")],
    ["Outcome", (lead) => lead.outcome && outcomeLabels[lead.outcome]],
    ["First response", (lead) => lead.firstResponseAt],
  ];
}
