import { Button } from "#app/components/ui/button.tsx";
import type { TeamAccount } from "./staff-screen.ts";
import { type TeamQuestion, teamQuestions } from "./staff-words.ts";
import { type LastingForm, useTeamForm } from "./team-form.ts";

/**
 * One button of an account, in a form of its own: `intent` posted with the
 * account's id and username; a question first where it is given. The
 * button's name says whose account it acts on.
 */
function ActionButton({
  account,
  intent,
  label,
  busyLabel,
  question,
  danger = false,
  lasting,
}: {
  account: TeamAccount;
  intent: string;
  label: string;
  busyLabel: string;
  question?: TeamQuestion;
  danger?: boolean;
  /** The page's form for a change that removes this row (its question is the page's). */
  lasting?: LastingForm;
}) {
  const own = useTeamForm(question && (() => question));
  const onSubmit = lasting ? lasting.onSubmit : own.onSubmit;
  const busy = lasting ? lasting.busyFor(account.id) : own.busy;
  return (
    <form method="post" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={account.id} />
      <input type="hidden" name="username" value={account.username} />
      <Button
        type="submit"
        variant={danger ? "danger-outline" : "secondary"}
        disabled={busy}
        className="w-full sm:w-auto"
      >
        {busy ? busyLabel : label}
        <span className="sr-only"> of {account.username}</span>
      </Button>
    </form>
  );
}

/**
 * What an administrator does to a colleague's account: deactivate or
 * reactivate it, mail a password link, reset two-step sign-in, end its
 * sessions, remove it. Their own account offers only what the service
 * allows them on it (a password link, ending its sessions). A password
 * link needs an address to go to, and an active account.
 */
export function AccountActions({ account, removal }: { account: TeamAccount; removal: LastingForm }) {
  const { username, self, active } = account;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      {!self &&
        (active ? (
          <ActionButton
            account={account}
            intent="deactivate"
            label="Deactivate"
            busyLabel="Deactivating…"
            question={teamQuestions.deactivate(username)}
            danger
          />
        ) : (
          <ActionButton account={account} intent="reactivate" label="Reactivate" busyLabel="Reactivating…" />
        ))}
      {active && account.email && (
        <ActionButton
          account={account}
          intent="password-link"
          label="Send password reset link"
          busyLabel="Sending…"
        />
      )}
      {!self && account.hasSecondFactor && (
        <ActionButton
          account={account}
          intent="reset-two-step"
          label="Reset two-step sign-in"
          busyLabel="Resetting…"
          question={teamQuestions.resetTwoStep(username)}
          danger
        />
      )}
      <ActionButton
        account={account}
        intent="end-sessions"
        label="End all sessions"
        busyLabel="Ending sessions…"
        question={{
          title: `End all sessions of ${username}?`,
          message: `Whoever is signed in as ${username} is signed out of both areas, on every device, and must sign in again.`,
          confirmLabel: "End all sessions",
          danger: true,
        }}
      />
      {!self && (
        <ActionButton
          account={account}
          intent="remove"
          label="Remove account"
          busyLabel="Removing…"
          lasting={removal}
          danger
        />
      )}
    </div>
  );
}
