import { useCallback, useMemo, useRef, useState } from "react";
import { useConfirm } from "#app/components/admin/confirm-dialog.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { AccountCard } from "./account-card.tsx";
import { ConfirmBanner } from "./confirm-banner.tsx";
import { InviteForm } from "./invite-form.tsx";
import { PendingInvitations } from "./pending-invitations.tsx";
import type { TeamAnswer, TeamScreen } from "./staff-screen.ts";
import { teamQuestions } from "./staff-words.ts";
import { SudoDialog } from "./sudo-dialog.tsx";
import { type TeamDialogs, TeamDialogsContext, useLastingForm, useTeamForm } from "./team-form.ts";

/**
 * A page answer without JavaScript, where no toast shows: the same words at
 * the top of the page, where the browser opens it after the post.
 */
function AnswerLine({ answer }: { answer: TeamAnswer | undefined }) {
  const hydrated = useHydrated();
  if (!answer || hydrated) return null;
  return answer.ok ? (
    <p role="status" className="mt-4 max-w-3xl rounded-md bg-success-tint px-4 py-3 text-success">
      {answer.message}
    </p>
  ) : (
    <p role="alert" className="mt-4 max-w-3xl rounded-md bg-danger-tint px-4 py-3 text-danger">
      {answer.message}
    </p>
  );
}

/**
 * The Staff screen (issue 48): confirming it is you when the page was read
 * outside sudo mode, inviting a colleague, the pending invitations, and
 * every account. The two dialogs (a question before a change; "Confirm it's
 * you" when a change asks for it) are the page's, reached by every form
 * through `TeamDialogsContext`.
 */
export function StaffTeam({ screen, answer }: { screen: TeamScreen; answer: TeamAnswer | undefined }) {
  const { confirm, dialog } = useConfirm();
  const [opening, setOpening] = useState(0);
  const again = useRef<(() => void) | null>(null);
  const confirmFirst = useCallback((next: () => void) => {
    again.current = next;
    setOpening((count) => count + 1);
  }, []);
  const dialogs = useMemo<TeamDialogs>(() => ({ ask: confirm, confirmFirst }), [confirm, confirmFirst]);
  const close = () => {
    again.current = null;
    setOpening(0);
  };
  return (
    <TeamDialogsContext.Provider value={dialogs}>
      <TeamLists screen={screen} answer={answer} />
      {dialog}
      <SudoDialog
        opening={opening}
        hasAuthenticator={screen.viewer.hasAuthenticator}
        onCancel={close}
        onConfirmed={() => {
          const next = again.current;
          close();
          next?.();
        }}
      />
    </TeamDialogsContext.Provider>
  );
}

const sent = (form: FormData, name: string) => String(form.get(name) ?? "");

/** What the screen lists, below its dialogs: the forms that remove a row are held here, where they outlive it. */
function TeamLists({ screen, answer }: { screen: TeamScreen; answer: TeamAnswer | undefined }) {
  const removal = useLastingForm((form) => teamQuestions.remove(sent(form, "username")));
  const withdrawal = useLastingForm((form) => teamQuestions.withdraw(sent(form, "email")));
  const confirming = useTeamForm();
  const { viewer, accounts, invitations } = screen;
  return (
    <>
      <AnswerLine answer={answer} />
      {!viewer.confirmed && (
        <ConfirmBanner
          viewer={viewer}
          answer={answer?.intent === "confirm" ? answer : undefined}
          form={confirming}
        />
      )}
      <div className="mt-6 grid max-w-6xl gap-6 lg:grid-cols-2 lg:items-start">
        <InviteForm answer={answer?.intent === "invite" ? answer : undefined} />
        <PendingInvitations invitations={invitations} withdrawal={withdrawal} />
      </div>
      <h2 className="mt-10 font-bold text-2xl">Accounts</h2>
      <p className="mt-1 text-muted">
        {accounts.length} {accounts.length === 1 ? "account" : "accounts"}, by username.
      </p>
      <ul className="mt-4 grid max-w-6xl gap-4">
        {accounts.map((account) => (
          <AccountCard key={account.id} account={account} answer={answer} removal={removal} />
        ))}
      </ul>
    </>
  );
}
