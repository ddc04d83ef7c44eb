import { z } from "zod/mini";
import type { LeadOutcome, LeadStage } from "#common/lead-desk.ts";

/**
 * A change to a lead's stage, owner or outcome, as the API
 * (`PATCH /api/leads/{kind}/{id}`) and the detail's form send it: any of
 * the three, at least one. The owner is named by a staff account's id
 * (`owner`) or its username (`ownerUsername`, for a client that knows only
 * that), not both; null unassigns. An outcome closes the lead.
 */
export function leadDeskChangeSchema(stages: readonly LeadStage[], outcomes: readonly LeadOutcome[]) {
  return z
    .strictObject(
      {
        stage: z.optional(
          z.enum(stages as [LeadStage, ...LeadStage[]], { error: `Stage is one of: ${stages.join(", ")}.` }),
        ),
        owner: z.optional(
          z.nullable(
            z
              .string({ error: "Owner is a staff account's id, or null to unassign." })
              .check(z.maxLength(100)),
          ),
        ),
        ownerUsername: z.optional(
          z.nullable(
            z
              .string({ error: "ownerUsername is a staff account's username, or null to unassign." })
              .check(z.maxLength(100)),
          ),
        ),
        outcome: z.optional(
          z.enum(outcomes as [LeadOutcome, ...LeadOutcome[]], {
            error: `Outcome is one of: ${outcomes.join(", ")}.`,
          }),
        ),
      },
      { error: "Send stage, owner (or ownerUsername) or outcome, and nothing else." },
    )
    .check(
      z.refine((change) => Object.keys(change).length > 0, { error: "Send stage, owner or outcome." }),
      z.refine((change) => change.owner === undefined || change.ownerUsername === undefined, {
        error: "Name the owner once: by owner (an id) or by ownerUsername, not both.",
        path: ["ownerUsername"],
      }),
    );
}

export type LeadDeskChange = z.infer<ReturnType<typeof leadDeskChangeSchema>>;
