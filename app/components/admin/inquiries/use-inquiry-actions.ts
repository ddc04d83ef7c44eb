import { type LeadActionCopy, useLeadActions } from "#app/components/admin/leads/use-lead-actions.ts";

const copy = {
  close: {
    question: (name: string) => ({
      title: "Close this inquiry?",
      message: `Mark the message from ${name} as answered. You can reopen it later.`,
      confirmLabel: "Close inquiry",
    }),
    unreachable: "Failed to close inquiry",
  },
  reopen: {
    question: (name: string) => ({
      title: "Reopen this inquiry?",
      message: `Put the message from ${name} back among the open ones.`,
      confirmLabel: "Reopen inquiry",
    }),
    unreachable: "Failed to reopen inquiry",
  },
  delete: {
    question: (name: string) => ({
      title: "Delete this inquiry?",
      message: `The message from ${name} will be deleted permanently. This cannot be undone.`,
      confirmLabel: "Delete permanently",
      danger: true,
    }),
    unreachable: "Failed to delete inquiry",
  },
} satisfies Record<string, LeadActionCopy>;

export type InquiryIntent = keyof typeof copy;

/** Close, Reopen and Delete of a contact message, each after a confirmation. */
export const useInquiryActions = () => useLeadActions(copy);
