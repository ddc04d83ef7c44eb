import { useCallback, useEffect } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { useConfirm } from "#app/components/admin/confirm-dialog.tsx";
import type { DemoRequestView } from "#app/lib/services.server.ts";

type ActionResult = { ok: boolean; message: string };

const questions = {
  close: (name: string) => ({
    title: "Close this request?",
    message: `Mark the request from ${name} as answered. You can reopen it later.`,
    confirmLabel: "Close request",
  }),
  reopen: (name: string) => ({
    title: "Reopen this request?",
    message: `Put the request from ${name} back among the open ones.`,
    confirmLabel: "Reopen request",
  }),
  delete: (name: string) => ({
    title: "Delete this request?",
    message: `The request from ${name} will be deleted permanently. This cannot be undone.`,
    confirmLabel: "Delete permanently",
    danger: true,
  }),
};

const networkFailures = {
  close: "Failed to close request",
  reopen: "Failed to reopen request",
  delete: "Failed to delete request",
};

export type RequestIntent = keyof typeof questions;

/**
 * Close, Reopen and Delete (spec §4): each after a confirmation, posted to the
 * page's action, which reloads the list; the spec's messages as toasts. One
 * change at a time: `busy` holds while one is in flight.
 */
export function useRequestActions() {
  const fetcher = useFetcher<ActionResult>();
  const { confirm, dialog } = useConfirm();
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) toast.success(fetcher.data.message, { duration: 3000 });
    else toast.error(fetcher.data.message, { duration: 6000 });
  }, [fetcher.state, fetcher.data]);

  const run = useCallback(
    async (intent: RequestIntent, request: DemoRequestView) => {
      if (busy) return;
      if (!(await confirm(questions[intent](request.fullName)))) return;
      try {
        await fetcher.submit({ intent, id: request.id }, { method: "post" });
      } catch {
        toast.error(networkFailures[intent]);
      }
    },
    [busy, confirm, fetcher],
  );

  return { run, busy, dialog };
}
