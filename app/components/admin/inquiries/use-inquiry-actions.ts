import { statusLeadCopy, useLeadActions } from "#app/components/admin/leads/use-lead-actions.ts";

const copy = statusLeadCopy("inquiry", "message");

export type InquiryIntent = keyof typeof copy;

/** Close, Reopen and Delete of a contact message, each after a confirmation. */
export const useInquiryActions = () => useLeadActions(copy);
