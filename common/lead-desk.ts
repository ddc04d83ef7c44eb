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

/** Where a mail from the outbox is: waiting its first try, failing and tried again, sent, or failed for good. */
export const deliveryStates = ["queued", "retrying", "sent", "failed"] as const;

export type DeliveryState = (typeof deliveryStates)[number];

export const deliveryLabels: Record<DeliveryState, string> = {
  queued: "Queued",
  retrying: "Retrying",
  sent: "Sent",
  failed: "Failed",
};

/**
 * The state of an outbox row's mail. A row that is gone was sent: the
 * retention job deletes a failed reply only with its lead.
 */
export function deliveryStateOf(mail: {
  sent_at: string | null;
  dead_at: string | null;
  attempts: number | null;
  present: boolean;
}): DeliveryState {
  if (!mail.present || mail.sent_at !== null) return "sent";
  if (mail.dead_at !== null) return "failed";
  return (mail.attempts ?? 0) > 0 ? "retrying" : "queued";
}

/** What each kind of mail is, as staff read it on a lead and in the Mail view. */
export const mailKindLabels: Record<string, string> = {
  "staff-notification": "Staff notification",
  acknowledgement: "Acknowledgement",
  "waitlist-confirmation": "Waitlist confirmation",
  "lead-reply": "Reply",
  "demo-booked": "Demo invitation",
};
