import { z } from "zod/mini";
import type { LeadOutcome, LeadStage } from "#common/lead-desk.ts";

/**
 * A change to a lead's stage, owner or outcome, as the API
 * (`PATCH /api/leads/{kind}/{id}`) and the detail's form send it: any of
 * the three, at least one. `owner` is a staff account's id, or null to
 * unassign; an outcome closes the lead.
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
        outcome: z.optional(
          z.enum(outcomes as [LeadOutcome, ...LeadOutcome[]], {
            error: `Outcome is one of: ${outcomes.join(", ")}.`,
          }),
        ),
      },
      { error: "Send stage, owner or outcome, and nothing else." },
    )
    .check(z.refine((change) => Object.keys(change).length > 0, { error: "Send stage, owner or outcome." }));
}

export type LeadDeskChange = z.infer<ReturnType<typeof leadDeskChangeSchema>>;
