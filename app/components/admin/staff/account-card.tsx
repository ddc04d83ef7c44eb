import { roleNames } from "#app/components/admin/role-names.ts";
import { useHtmlId } from "#app/lib/use-html-id.ts";
import { formatIstDateTime } from "#common/format-date.ts";
import { AccountActions } from "./account-actions.tsx";
import { EmailForm, ProfileForm, RoleForm } from "./account-forms.tsx";
import type { TeamAccount, TeamAnswer } from "./staff-screen.ts";
import type { LastingForm } from "./team-form.ts";

const pill = "inline-flex items-center rounded-full px-2.5 py-0.5 font-semibold text-sm";

/** Active or Deactivated, and "You" on the administrator's own account. */
function StatusPills({ account }: { account: TeamAccount }) {
  return (
    <>
      {account.self && <span className={`${pill} bg-brand-tint text-brand-deep`}>You</span>}
      {account.active ? (
        <span className={`${pill} bg-success-tint text-success`}>Active</span>
      ) : (
        <span className={`${pill} bg-danger-tint text-danger`}>Deactivated</span>
      )}
    </>
  );
}

/**
 * One account on the Staff screen: who it is (role, active or not, last
 * sign-in, two-step sign-in), how articles name it, where its mail goes,
 * its role, and what an administrator may do to it.
 */
export function AccountCard({
  account,
  answer,
  removal,
}: {
  account: TeamAccount;
  answer: TeamAnswer | undefined;
  removal: LastingForm;
}) {
  const titleId = useHtmlId();
  return (
    <li className="rounded-lg border border-line bg-surface p-5 shadow-sm md:p-6">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 id={titleId} className="break-all font-bold text-xl">
          {account.username}
        </h3>
        <StatusPills account={account} />
      </div>
      <p className="mt-1 text-muted">
        {roleNames[account.role] ?? account.role} ·{" "}
        {account.lastSignInAt
          ? `Last signed in ${formatIstDateTime(account.lastSignInAt)}`
          : "Never signed in"}{" "}
        · Two-step sign-in {account.hasSecondFactor ? "on" : "off"}
      </p>
      <div className="mt-4">
        <ProfileForm account={account} titleId={titleId} />
      </div>
      <div className="mt-5 grid gap-4 border-line border-t pt-5 md:grid-cols-2">
        <EmailForm account={account} answer={answer} />
        {account.self ? (
          <p className="text-muted md:self-end">
            Your own role, and whether your account is active, are changed by another administrator.
          </p>
        ) : (
          <RoleForm account={account} />
        )}
      </div>
      <div className="mt-5 border-line border-t pt-5">
        <AccountActions account={account} removal={removal} />
      </div>
    </li>
  );
}
