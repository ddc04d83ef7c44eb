/*
 * Where staff are with a lead (issue 32), as the API, the store and the
 * back office name it. Within open, a stage; contact messages stop at
 * contacted (there is nothing to qualify or book). On close, an outcome.
 */

/** A demo request's stages, in order. */
export const demoRequestStages = ["new", "contacted", "qualified", "demo-booked"] as const;
/** A contact message's stages, in order. */
export const contactMessageStages = ["new", "contacted"] as const;

export type LeadStage = (typeof demoRequestStages)[number];

/** How a closed lead ended. */
export const leadOutcomes = ["won", "lost", "not-a-fit", "spam"] as const;

export type LeadOutcome = (typeof leadOutcomes)[number];

export const stageLabels: Record<LeadStage, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  "demo-booked": "Demo booked",
};

export const outcomeLabels: Record<LeadOutcome, string> = {
  won: "Won",
  lost: "Lost",
  "not-a-fit": "Not a fit",
  spam: "Spam",
};

/** The stages that mean someone has answered: moving a lead to one records its first response. */
export const answeredStages: readonly LeadStage[] = ["contacted", "qualified", "demo-booked"];
