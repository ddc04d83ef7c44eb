import { roleNames } from "#app/components/admin/role-names.ts";
import { Button } from "#app/components/ui/button.tsx";
import { useHtmlId } from "#app/lib/use-html-id.ts";
import { formatIstDateTime } from "#common/format-date.ts";
import type { PendingInvitation } from "./staff-screen.ts";
import { type LastingForm, useTeamForm } from "./team-form.ts";

function InvitationItem({
  invitation,
  withdrawal,
}: {
  invitation: PendingInvitation;
  withdrawal: LastingForm;
}) {
  const titleId = useHtmlId();
  const resend = useTeamForm();
  const withdrawing = withdrawal.busyFor(invitation.id);
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={invitation.id} />
      <input type="hidden" name="email" value={invitation.email} />
    </>
  );
  return (
    <li className="rounded-md border border-line p-4">
      <h3 id={titleId} className="break-all font-bold">
        {invitation.email}
      </h3>
      <p className="mt-1 text-muted text-sm">
        {roleNames[invitation.role] ?? invitation.role} · Invited by {invitation.invitedBy},{" "}
        {formatIstDateTime(invitation.sentAt)}
      </p>
      <p className={invitation.expired ? "mt-1 font-semibold text-danger text-sm" : "mt-1 text-sm"}>
        {invitation.expired ? "Expired" : "Expires"} {formatIstDateTime(invitation.expiresAt)}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <resend.fetcher.Form method="post" onSubmit={resend.onSubmit}>
          {hidden("resend")}
          <Button type="submit" variant="secondary" disabled={resend.busy} aria-describedby={titleId}>
            {resend.busy ? "Sending…" : "Send again"}
          </Button>
        </resend.fetcher.Form>
        <form method="post" onSubmit={withdrawal.onSubmit}>
          {hidden("withdraw")}
          <Button type="submit" variant="secondary" disabled={withdrawing} aria-describedby={titleId}>
            {withdrawing ? "Withdrawing…" : "Withdraw"}
          </Button>
        </form>
      </div>
    </li>
  );
}

/** The invitations neither accepted nor withdrawn, newest first, each sent again or withdrawn here. */
export function PendingInvitations({
  invitations,
  withdrawal,
}: {
  invitations: PendingInvitation[];
  /** The page's form that withdraws one: it outlives the row it removes. */
  withdrawal: LastingForm;
}) {
  const titleId = useHtmlId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-lg border border-line bg-surface p-5 shadow-sm md:p-6"
    >
      <h2 id={titleId} className="font-bold text-xl">
        Pending invitations
      </h2>
      {invitations.length === 0 ? (
        <p className="mt-2 text-muted">No invitations are pending.</p>
      ) : (
        <ul aria-labelledby={titleId} className="mt-4 grid gap-3">
          {invitations.map((invitation) => (
            <InvitationItem key={invitation.id} invitation={invitation} withdrawal={withdrawal} />
          ))}
        </ul>
      )}
    </section>
  );
}
