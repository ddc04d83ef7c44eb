import { useEffect } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";

/**
 * What a staff page's action answers a form, whichever form it is (Settings'
 * save, a lead's Close, a sign-up's Delete): a line for the toast and, when
 * refused, the errors by field name (shown under each field) and the values
 * sent (so a page drawn without JavaScript shows them again, not the stored
 * ones). The same shape as the API's failures, read by one hook.
 */
export type FormAnswer<Values = never> = {
  ok: boolean;
  message: string;
  fieldErrors?: Record<string, string>;
  values?: Values;
};

/** An action's data as a form answer, if that is what it is. */
export function formAnswerOf<Values = never>(actionData: unknown): FormAnswer<Values> | undefined {
  return actionData && typeof actionData === "object" && "ok" in actionData && "message" in actionData
    ? (actionData as FormAnswer<Values>)
    : undefined;
}

/** How long a toast stays: a failure longer, to be read. */
export type ToastDurations = { ok: number; failed: number };

/** The answers already shown, so that a form drawn afresh with its fetcher's answer does not show it again. */
const shown = new WeakSet<FormAnswer<unknown>>();

/**
 * Shows each new answer once as a toast: success or error (spec §8's lines).
 * Once, even where the form is drawn afresh: a form keyed by what it saves
 * (the lead desk, a demo's booking) is replaced by the very answer that
 * changed it, and keeps that answer only through a keyed fetcher
 * (`useFetcher({ key })`), whose answer its new copy sees.
 */
export function useAnswerToast(answer: FormAnswer<unknown> | undefined, durations: ToastDurations) {
  const { ok, failed } = durations;
  useEffect(() => {
    if (!answer || shown.has(answer)) return;
    shown.add(answer);
    if (answer.ok) toast.success(answer.message, { duration: ok });
    else toast.error(answer.message, { duration: failed });
  }, [answer, ok, failed]);
}

/**
 * The answers of the keyed fetcher `key` as toasts, for a component that
 * stays while the forms posting through that fetcher come and go: a form
 * whose success removes it (a restored post's row, a queued mail's line, an
 * approved post's Approve) lost its own answer when React drew the answer
 * and its removal at once, as a slow device can. Each such form uses
 * `useFetcher({ key })` with the same key and shows no toast itself.
 */
export function useKeyedAnswerToast(key: string, durations: ToastDurations) {
  useAnswerToast(useFetcher<FormAnswer>({ key }).data, durations);
}
