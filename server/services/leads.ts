import type { Kysely } from "kysely";
import type { ConsentKind, ConsentView } from "#common/consent.ts";
import { demoRequestStatusSchema } from "#common/schemas/demo-request-query.ts";
import { fieldErrorsOf } from "#common/schemas/field-errors.ts";
import { leadNoteSchema } from "#common/schemas/lead-note.ts";
import { listAuditFor, recordAudit } from "#server/db/repositories/audit-log.ts";
import { countUnreadAnswers, markLeadAnswersRead } from "#server/db/repositories/lead-answers.ts";
import { insertLeadNote, listLeadNotes } from "#server/db/repositories/lead-notes.ts";
import {
  countUnopened,
  deleteLeadRow,
  holdLeadRow,
  markLeadOpened,
  setLeadStatus,
} from "#server/db/repositories/lead-rows.ts";
import {
  leadsFromSender,
  repeatSenders,
  type Sender,
  type SenderLead,
} from "#server/db/repositories/lead-senders.ts";
import type { Database } from "#server/db/schema.ts";
import type { Clock } from "./clock.ts";
import { InvalidInputError, NotFoundError } from "./errors.ts";
import { isUuid, orderedUuid } from "./ids.ts";
import type { LeadAnswer, LeadDesk, LeadDeskState, LeadReply, UndeliveredMail } from "./lead-desk.ts";
import type { LeadKindEntry } from "./lead-kinds/lead-kind.ts";
import { leadKinds } from "./lead-kinds/registry.ts";
import { eraseTraces } from "./privacy/erasure.ts";
import type { PrivacyService } from "./privacy.ts";
import { purgeDateOf } from "./retention.ts";

/*
 * What the three kinds of lead (demo requests, contact messages, waitlist
 * sign-ups) share as staff handle them: a list query parsed the same way,
 * close and reopen, notes, permanent delete, and an audit trail of each.
 */

/** A lead as its detail dialog shows it. */
export type LeadDetail<View> = {
  lead: View;
  history: LeadEvent[];
  /** Staff's internal notes, oldest first. */
  notes: LeadNote[];
  /** The other leads from the same person (same email, or same phone), newest first. */
  alsoSent: RelatedLead[];
  consent: ConsentView | null;
  /** When the retention job deletes it: set once it is closed. */
  purgeAt: string | null;
  /** Its stage, owner, outcome and first response (issue 32); null for a kind without them. */
  desk: LeadDeskState | null;
  /** The replies staff sent the visitor, oldest first, with their delivery. */
  replies: LeadReply[];
  /** What the visitor wrote back to them, oldest first (issue 50). */
  answers: LeadAnswer[];
  /** Mail about the lead that failed for good, for "send again". */
  undelivered: UndeliveredMail[];
};

/** Who acts, for the audit log. */
export type Actor = { id: string; username: string };

/** Another lead from the same person, as a lead's detail links to it. */
export type RelatedLead = {
  kind: SenderLead["kind"];
  id: string;
  name: string;
  status: "open" | "closed";
  at: string;
};

/**
 * `views` (a page of a list) with `repeatSender` set on each lead whose
 * sender (its email in any case, or its phone) sent more than one lead.
 */
export async function withRepeatSenders<View>(
  db: Kysely<Database>,
  views: readonly View[],
  senderOf: (view: View) => Sender,
): Promise<(View & { repeatSender: boolean })[]> {
  const repeated = await repeatSenders(db, leadKinds.answered, views.map(senderOf));
  return views.map((view) => {
    const { email, phone } = senderOf(view);
    return {
      ...view,
      repeatSender:
        (email !== null && repeated.emails.has(email.toLowerCase())) ||
        (phone !== null && repeated.phones.has(phone)),
    };
  });
}

/** Staff's internal note on a lead: never mailed to the visitor, erased with the lead. */
export type LeadNote = { id: string; by: string; at: string; text: string };

/** A change of a lead's status, as its history shows it. */
export type LeadEvent = { action: "close" | "reopen"; by: string; at: string };

/**
 * Close, reopen, delete and history of one kind of lead (its descriptor,
 * lead-kinds/), each change audited in its transaction. `missing` is said
 * when an id names nothing (gone, or never was).
 */
export function leadStore(
  db: Kysely<Database>,
  clock: Clock,
  kind: LeadKindEntry<ConsentKind>,
  missing: string,
) {
  const audit = (
    trx: Kysely<Database>,
    actor: Actor,
    action: string,
    entityId: string,
    at: string,
    detail?: string,
  ) =>
    recordAudit(trx, {
      actorId: actor.id,
      actorUsername: actor.username,
      action,
      entityType: kind.name,
      entityId,
      detail,
      at,
    });

  return {
    /** Sets the status; throws NotFoundError when the lead is gone. */
    async setStatus(actor: Actor, id: string, status: "open" | "closed"): Promise<void> {
      if (!isUuid(id)) throw new NotFoundError(missing);
      const now = clock().toISOString();
      const changed = await db.transaction().execute(async (trx) => {
        const done = await setLeadStatus(trx, kind.table, { id, status, at: now });
        if (done) await audit(trx, actor, status === "closed" ? "close" : "reopen", id, now);
        return done;
      });
      if (!changed) throw new NotFoundError(missing);
    },

    /**
     * Deletes for good, with its consent, its idempotency key and its mail,
     * sent or not; throws NotFoundError when the lead is already gone (of two
     * at once, one wins). The audit row keeps only the id.
     */
    async remove(actor: Actor, id: string): Promise<void> {
      if (!isUuid(id)) throw new NotFoundError(missing);
      const now = clock().toISOString();
      const deleted = await db.transaction().execute(async (trx) => {
        const gone = await deleteLeadRow(trx, kind.table, id);
        if (gone) {
          await eraseTraces(trx, kind.name, [id]);
          await audit(trx, actor, "delete", id, now);
        }
        return gone;
      });
      if (!deleted) throw new NotFoundError(missing);
    },

    /**
     * Adds staff's note `{ text }` to the lead; the note as stored. The lead's
     * row is held until the note is in, so a delete at the same moment either
     * finds the note and erases it with the lead, or comes first and this
     * answers NotFoundError. Audited without its text.
     */
    async addNote(actor: Actor, id: string, input: unknown): Promise<LeadNote> {
      if (!isUuid(id)) throw new NotFoundError(missing);
      const parsed = leadNoteSchema.safeParse(input);
      if (!parsed.success) {
        throw new InvalidInputError(parsed.error.issues[0]?.message ?? "Write the note first.", {
          fieldErrors: fieldErrorsOf(parsed.error),
        });
      }
      const note = {
        id: orderedUuid(),
        lead_kind: kind.name,
        lead_id: id,
        author_id: actor.id,
        author_username: actor.username,
        body: parsed.data.text,
        created_at: clock().toISOString(),
      };
      const added = await db.transaction().execute(async (trx) => {
        if (!(await holdLeadRow(trx, kind.table, id))) return false;
        await insertLeadNote(trx, note);
        await audit(trx, actor, "note", id, note.created_at);
        return true;
      });
      if (!added) throw new NotFoundError(missing);
      return { id: note.id, by: note.author_username, at: note.created_at, text: note.body };
    },

    /** The lead's notes, oldest first. */
    async notes(id: string): Promise<LeadNote[]> {
      const rows = await listLeadNotes(db, kind.name, id);
      return rows.map((row) => ({ id: row.id, by: row.author_username, at: row.created_at, text: row.body }));
    },

    /**
     * Records that staff opened the lead (its detail), the first time only:
     * until then the list marks it new and the navigation counts it; and
     * marks the visitor's answers read (issue 50). The ids of the answers it
     * marked read; an id that names nothing changes nothing.
     */
    async markOpened(id: string): Promise<string[]> {
      if (!isUuid(id)) return [];
      const at = clock().toISOString();
      await markLeadOpened(db, kind.table, id, at);
      return markLeadAnswersRead(db, kind.name, id, at);
    },

    /** How many leads of the kind nobody has opened yet. */
    countUnopened: () => countUnopened(db, kind.table),

    /** How many leads of the kind have an answer nobody has read (issue 50). */
    countNewAnswers: () => countUnreadAnswers(db, kind.name),

    /** Who closed or reopened the lead when, oldest first. */
    async history(id: string): Promise<LeadEvent[]> {
      const events = await listAuditFor(db, kind.name, id);
      return events
        .filter((event) => event.action === "close" || event.action === "reopen")
        .map((event) => ({
          action: event.action as LeadEvent["action"],
          by: event.actor_username,
          at: event.created_at,
        }));
    },

    /** Records an export; the filters, never a search text (it may be a name or an email). */
    async auditExport(actor: Actor, filters: Record<string, unknown>): Promise<void> {
      await audit(db, actor, "export", "*", clock().toISOString(), JSON.stringify(filters));
    },
  };
}

/**
 * What staff do with one open-or-closed lead: read it with its history, and
 * close or reopen it from a request's body. Its table has `status` and
 * `updated_at`; `find` reads one lead as staff see it, `senderOf` says who
 * sent it (email, and phone when the kind has one) to link their other leads.
 */
export function statusLeadStore<View extends { status: "open" | "closed"; updatedAt: string }>(
  db: Kysely<Database>,
  clock: Clock,
  privacy: PrivacyService<ConsentKind>,
  kind: LeadKindEntry<ConsentKind>,
  missing: string,
  find: (id: string) => Promise<View | undefined>,
  senderOf: (view: View) => Sender,
  desk?: Pick<LeadDesk, "state" | "thread">,
) {
  const leads = leadStore(db, clock, kind, missing);

  /** One lead, who closed or reopened it when (from the audit log) and the consent it came with, or null. */
  async function detail(id: string): Promise<LeadDetail<View> | null> {
    if (!isUuid(id)) return null;
    const lead = await find(id);
    if (!lead) return null;
    const [history, notes, consent, others, deskState, thread] = await Promise.all([
      leads.history(id),
      leads.notes(id),
      privacy.consentOf(kind.name, id),
      leadsFromSender(db, leadKinds.answered, senderOf(lead), {
        kind: kind.name as SenderLead["kind"],
        id,
      }),
      desk ? desk.state(id) : null,
      desk ? desk.thread(id) : { replies: [], answers: [], undelivered: [] },
    ]);
    const purgeAt = lead.status === "closed" ? purgeDateOf(lead.updatedAt, privacy.retentionDays) : null;
    const alsoSent = others.map((other) => ({
      kind: other.kind,
      id: other.id,
      name: other.name,
      status: other.status,
      at: other.created_at,
    }));
    return { lead, history, notes, alsoSent, consent, purgeAt, desk: deskState, ...thread };
  }

  return {
    ...leads,

    detail,

    /**
     * Staff open the lead (its detail is shown): it is marked opened and its
     * answers read, and its detail shows the answers that were unread until
     * now still marked unread, so the page says what is new once. An answer
     * that comes a moment later stays unread.
     */
    async open(id: string): Promise<LeadDetail<View> | null> {
      const justRead = new Set(await leads.markOpened(id));
      const found = await detail(id);
      if (!found || justRead.size === 0) return found;
      const answers = found.answers.map((answer) =>
        justRead.has(answer.id) ? { ...answer, unread: true } : answer,
      );
      return { ...found, answers };
    },

    /** Close or reopen from `{ status }`, recorded in the audit log; the lead as it now is. */
    async changeStatus(actor: Actor, id: string, input: unknown): Promise<View> {
      if (!isUuid(id)) throw new NotFoundError(missing);
      const parsed = demoRequestStatusSchema.safeParse(input);
      if (!parsed.success) throw new InvalidInputError("Status is open or closed.");
      await leads.setStatus(actor, id, parsed.data.status);
      const lead = await find(id);
      if (!lead) throw new NotFoundError(missing);
      return lead;
    },
  };
}

/** Every matching row, a page at a time, for an export. */
export async function* everyPage<T>(read: (page: { limit: number; offset: number }) => Promise<T[]>) {
  const size = 1000;
  for (let offset = 0; ; offset += size) {
    const rows = await read({ limit: size, offset });
    yield* rows;
    if (rows.length < size) return;
  }
}
