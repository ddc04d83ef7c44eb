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
import { recordAudit } from "#server/db/repositories/audit-log.ts";
import { holdLeadRow, readLeadDesk, updateLeadDesk } from "#server/db/repositories/lead-rows.ts";
import { findUserById, listLeadOwners, listUsers } from "#server/db/repositories/users.ts";
import type { Database } from "#server/db/schema.ts";
import type { Clock } from "./clock.ts";
import type { CsvColumns } from "./csv.ts";
import { InvalidInputError, NotFoundError } from "./errors.ts";
import { isUuid } from "./ids.ts";
import type { LeadKindEntry } from "./lead-kinds/lead-kind.ts";
import { enqueueMail, leadAssignedMail, type MailSettings } from "./mail.ts";

/** Who acts, for the audit log. */
type Actor = { id: string; username: string };

/** Where staff are with a lead, as its detail and the API show it. */
export type LeadDeskState = {
  stage: LeadStage;
  outcome: LeadOutcome | null;
  owner: { id: string; username: string } | null;
  /** When it was first answered; null until then. */
  firstResponseAt: string | null;
};

/** What the desk needs to know of a kind of lead beyond its descriptor. */
export type LeadDeskKind = {
  entry: LeadKindEntry;
  /** Its stages, in order (common/lead-desk.ts). */
  stages: readonly LeadStage[];
  /** How a mail names one ("demo request"). */
  noun: "demo request" | "contact message";
  /** Said when an id names nothing. */
  missing: string;
  /** The sender's name and when it came, for the mail to a new owner. */
  describe: (db: Kysely<Database>, id: string) => Promise<{ name: string; createdAt: string } | undefined>;
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
) {
  const schema = leadDeskChangeSchema(kind.stages);
  const { table, name: entityType } = kind.entry;

  async function state(id: string): Promise<LeadDeskState | null> {
    const row = await readLeadDesk(db, table, id);
    if (!row) return null;
    const owner = row.owner_id ? await findUserById(db, row.owner_id) : undefined;
    return {
      stage: row.stage as LeadStage,
      outcome: row.outcome as LeadOutcome | null,
      owner: owner ? { id: owner.id, username: owner.username } : null,
      firstResponseAt: row.first_response_at,
    };
  }

  return {
    state,

    /** The accounts a lead may be assigned to (leads and admin roles). */
    owners: () => listLeadOwners(db),

    /**
     * Applies `{ stage?, owner?, outcome? }` to the lead; its state as it
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
        const audit = (action: string, detail: string) =>
          recordAudit(trx, {
            actorId: actor.id,
            actorUsername: actor.username,
            action,
            entityType,
            entityId: id,
            detail,
            at,
          });
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
        if (change.owner !== undefined && change.owner !== current.owner_id) {
          const owner = change.owner === null ? undefined : await findUserById(trx, change.owner);
          if (change.owner !== null && (!owner || owner.role === "blog")) {
            throw new InvalidInputError("No staff account of the leads or admin role has that id.", {
              fieldErrors: { owner: "Choose a staff account that handles leads." },
            });
          }
          set.owner_id = change.owner;
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
                    lead: { kind: kind.noun, ...lead },
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
