import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import type { TeamAnswer } from "./staff-screen.ts";
import { sudoReason } from "./staff-words.ts";
import { SudoFields } from "./sudo-fields.tsx";

/**
 * "Confirm it's you", opened when a change came back asking for it (sudo
 * mode): the password (or a code) goes to the page's action as intent
 * "confirm"; once it is right, the dialog closes and `onConfirmed` sends the
 * change again. A wrong one is said under its field, with the attempts left.
 */
export function SudoDialog({
  opening,
  hasAuthenticator,
  onCancel,
  onConfirmed,
}: {
  /** Counts the openings, 0 closed: each opening starts empty. */
  opening: number;
  hasAuthenticator: boolean;
  onCancel: () => void;
  onConfirmed: () => void;
}) {
  return (
    <Dialog open={opening > 0} onClose={onCancel} title="Confirm it's you" description={sudoReason}>
      {opening > 0 && (
        <SudoForm
          key={opening}
          hasAuthenticator={hasAuthenticator}
          onCancel={onCancel}
          onConfirmed={onConfirmed}
        />
      )}
    </Dialog>
  );
}

function SudoForm({
  hasAuthenticator,
  onCancel,
  onConfirmed,
}: {
  hasAuthenticator: boolean;
  onCancel: () => void;
  onConfirmed: () => void;
}) {
  const fetcher = useFetcher<TeamAnswer>();
  const answer = fetcher.data;
  const confirmed = useRef(onConfirmed);
  confirmed.current = onConfirmed;
  useEffect(() => {
    if (answer?.ok) confirmed.current();
  }, [answer]);
  const busy = fetcher.state !== "idle";
  const failed = answer && !answer.ok ? answer : undefined;
  return (
    <fetcher.Form method="post" aria-label="Confirm it's you">
      <input type="hidden" name="intent" value="confirm" />
      <SudoFields
        idPrefix="sudo-dialog"
        autoFocus
        hasAuthenticator={hasAuthenticator}
        errors={failed?.fieldErrors}
        codeFirst={Boolean(failed?.fieldErrors?.code)}
      />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? "Confirming…" : "Confirm"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
