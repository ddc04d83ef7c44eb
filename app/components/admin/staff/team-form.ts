import { createContext, type FormEvent, useContext, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import type { TeamAnswer } from "./staff-screen.ts";
import type { TeamQuestion } from "./staff-words.ts";

/** What every form of the Staff screen reaches through the page: its two dialogs. */
export type TeamDialogs = {
  /** Asks a question in the confirmation dialog: true once confirmed. */
  ask: (question: TeamQuestion) => Promise<boolean>;
  /** Opens "Confirm it's you"; runs `again` once the administrator has confirmed. */
  confirmFirst: (again: () => void) => void;
};

export const TeamDialogsContext = createContext<TeamDialogs | null>(null);

/**
 * One form of the Staff screen, sent with JavaScript through its own
 * fetcher (without it, the form posts to the page, whose action answers the
 * same): asks `question` first where it gives one, shows the answer as a
 * toast, and when the change waits for sudo mode (403,
 * `confirmationNeeded`), opens "Confirm it's you" and sends the same form
 * again once confirmed. The answer is read when it arrives, while the page's
 * data is still being read again, so a removed account's form still says
 * it was removed.
 */
export function useTeamForm(question?: (sent: FormData) => TeamQuestion | null) {
  const dialogs = useRef<TeamDialogs | null>(null);
  dialogs.current = useContext(TeamDialogsContext);
  const fetcher = useFetcher<TeamAnswer>();
  const submit = useRef(fetcher.submit);
  submit.current = fetcher.submit;
  const sent = useRef<FormData | null>(null);
  const answer = fetcher.data;

  useEffect(() => {
    if (!answer) return;
    const again = sent.current;
    if (answer.confirmationNeeded && again && dialogs.current) {
      dialogs.current.confirmFirst(() => submit.current(again, { method: "post" }));
      return;
    }
    if (answer.ok) toast.success(answer.message, { duration: 4000 });
    else toast.error(answer.message, { duration: 8000 });
  }, [answer]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const asked = question?.(form);
    if (asked && dialogs.current && !(await dialogs.current.ask(asked))) return;
    sent.current = form;
    await submit.current(form, { method: "post" });
  }

  return {
    fetcher,
    /** The latest answer to this form, unless it is only asking to confirm first. */
    answer: answer?.confirmationNeeded ? undefined : answer,
    busy: fetcher.state !== "idle",
    onSubmit,
  };
}

/** A form that outlives what it removes: held by the page, sent by any row's button. */
export type LastingForm = {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Whether the form is on its way for this account or invitation. */
  busyFor: (id: string) => boolean;
};

/**
 * `useTeamForm` for a change whose form disappears with its row (removing
 * an account, withdrawing an invitation): held by the page, which stays,
 * so its answer is always shown, however fast the list is read again.
 */
export function useLastingForm(question: (sent: FormData) => TeamQuestion | null): LastingForm {
  const { fetcher, onSubmit } = useTeamForm(question);
  return {
    onSubmit,
    busyFor: (id) => fetcher.state !== "idle" && fetcher.formData?.get("id") === id,
  };
}
