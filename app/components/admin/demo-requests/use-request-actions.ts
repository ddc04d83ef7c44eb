import { demoRequestOutcomes } from "#app/components/admin/leads/lead-outcomes.ts";
import { statusLeadCopy, useLeadActions } from "#app/components/admin/leads/use-lead-actions.ts";

const copy = statusLeadCopy("request", "request", demoRequestOutcomes);

export type RequestIntent = keyof typeof copy;

/** Close, Reopen and Delete of a demo request (spec §4), each after a confirmation. */
export const useRequestActions = () => useLeadActions(copy);
