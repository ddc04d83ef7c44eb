/*
 * Where staff are with a lead (issue 32), as the API, the store and the
 * back office name it. Within open, a stage; on close, an outcome. Each
 * kind names its own (common/lead-kinds.ts): contact messages stop at
 * contacted, as there is nothing to qualify or book.
 */

import {
  answeredLeadKindList,
  answeredLeadKinds,
  type LeadOutcome,
  type LeadStage,
  outcomesOf,
  stagesOf,
} from "./lead-kinds.ts";

export type { LeadOutcome, LeadStage };

/** Every kind's stages, each once, in the order the kinds give them. */
export const leadStages = [...new Set(answeredLeadKindList.flatMap(stagesOf))];

/** Every kind's outcomes, each once: how a closed lead may end. */
export const leadOutcomes = [...new Set(answeredLeadKindList.flatMap(outcomesOf))];

/** The words of every stage, whichever kind has it (a stage means the same in each). */
export const stageLabels = Object.assign(
  {},
  ...answeredLeadKindList.map((kind) => answeredLeadKinds[kind].stages),
) as Record<LeadStage, string>;

/** The words of every outcome, whichever kind has it. */
export const outcomeLabels = Object.assign(
  {},
  ...answeredLeadKindList.map((kind) => answeredLeadKinds[kind].outcomes),
) as Record<LeadOutcome, string>;

/** The stages that mean someone has answered: moving a lead to one records its first response. Every stage but the first. */
export const answeredStages: readonly LeadStage[] = leadStages.filter((stage) => stage !== "new");

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
