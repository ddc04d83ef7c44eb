import { type LeadActionCopy, useLeadActions } from "#app/components/admin/leads/use-lead-actions.ts";

const copy = {
  close: {
    question: (name: string) => ({
      title: "Close this request?",
      message: `Mark the request from ${name} as answered. You can reopen it later.`,
      confirmLabel: "Close request",
    }),
    unreachable: "Failed to close request",
  },
  reopen: {
    question: (name: string) => ({
      title: "Reopen this request?",
      message: `Put the request from ${name} back among the open ones.`,
      confirmLabel: "Reopen request",
    }),
    unreachable: "Failed to reopen request",
  },
  delete: {
    question: (name: string) => ({
      title: "Delete this request?",
      message: `The request from ${name} will be deleted permanently. This cannot be undone.`,
      confirmLabel: "Delete permanently",
      danger: true,
    }),
    unreachable: "Failed to delete request",
  },
} satisfies Record<string, LeadActionCopy>;

export type RequestIntent = keyof typeof copy;

/** Close, Reopen and Delete of a demo request (spec §4), with the spec's messages. */
export const useRequestActions = () => useLeadActions(copy);
