import { inquiryOutcomes } from "#app/components/admin/leads/lead-outcomes.ts";
import { statusLeadCopy, useLeadActions } from "#app/components/admin/leads/use-lead-actions.ts";

const copy = statusLeadCopy("inquiry", "message", inquiryOutcomes);

export type InquiryIntent = keyof typeof copy;

/** Close, Reopen and Delete of a contact message, each after a confirmation. */
export const useInquiryActions = () => useLeadActions(copy);
