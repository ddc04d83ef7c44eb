import { useCallback } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { useConfirm } from "#app/components/admin/confirm-dialog.tsx";
import { type FormAnswer, useAnswerToast } from "#app/components/admin/form-answer.ts";
import type { LeadOutcomes } from "#app/components/admin/leads/lead-outcomes.ts";

/** What a lead action asks before it runs, and what a toast says when the server cannot be reached. */
export type LeadActionCopy = {
  question: (name: string) => { title: string; message: string; confirmLabel: string; danger?: boolean };
  unreachable: string;
};

/** How long a lead action's outcome stays on screen. */
const answerToast = { ok: 3000, failed: 6000 };

/** The lead an action applies to: its id, and a name to ask about. */
export type LeadRef = { id: string; name: string };

/**
 * A lead view's actions (Close, Reopen, Delete, …): each after a
 * confirmation, posted (`intent`, `id`) to the page's action, which parses
 * them with the shared schema (common/schemas/lead-action.ts) and reloads
 * the list; its answer (a `FormAnswer`) as a toast. One change at a time:
 * `busy` holds while one is in flight.
 */
export function useLeadActions<Intent extends string>(copy: Record<Intent, LeadActionCopy>) {
  const fetcher = useFetcher<FormAnswer>();
  const { confirm, dialog } = useConfirm();
  const busy = fetcher.state !== "idle";

  useAnswerToast(fetcher.data, answerToast);

  const run = useCallback(
    async (intent: Intent, lead: LeadRef) => {
      if (busy) return;
      if (!(await confirm(copy[intent].question(lead.name)))) return;
      try {
        await fetcher.submit({ intent, id: lead.id }, { method: "post" });
      } catch {
        toast.error(copy[intent].unreachable);
      }
    },
    [busy, confirm, fetcher, copy],
  );

  return { run, busy, dialog };
}

/**
 * The questions of Close, Reopen and Delete for a kind of lead: `noun` names
 * it in titles and buttons ("Close this inquiry?", "Close inquiry"), `item`
 * in sentences ("the message from Asha"); `outcomes` says what a toast says
 * when the server cannot be reached.
 */
export function statusLeadCopy(noun: string, item: string, outcomes: LeadOutcomes) {
  return {
    close: {
      question: (name: string) => ({
        title: `Close this ${noun}?`,
        message: `Mark the ${item} from ${name} as answered. You can reopen it later.`,
        confirmLabel: `Close ${noun}`,
      }),
      unreachable: outcomes.closeFailed,
    },
    reopen: {
      question: (name: string) => ({
        title: `Reopen this ${noun}?`,
        message: `Put the ${item} from ${name} back among the open ones.`,
        confirmLabel: `Reopen ${noun}`,
      }),
      unreachable: outcomes.reopenFailed,
    },
    delete: {
      question: (name: string) => ({
        title: `Delete this ${noun}?`,
        message: `The ${item} from ${name} will be deleted permanently. This cannot be undone.`,
        confirmLabel: "Delete permanently",
        danger: true,
      }),
      unreachable: outcomes.deleteFailed,
    },
  } satisfies Record<string, LeadActionCopy>;
}

export type StatusIntent = keyof ReturnType<typeof statusLeadCopy>;
