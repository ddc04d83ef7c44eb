import { roleNames } from "#app/components/admin/role-names.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { staffRoles } from "#common/constants.ts";
import { answerTo, type TeamAccount, type TeamAnswer } from "./staff-screen.ts";
import { teamQuestions } from "./staff-words.ts";
import { useTeamForm } from "./team-form.ts";

const roleChoices = staffRoles.map((role) => ({ value: role, label: roleNames[role] }));

/** How an article names the account when it reviewed it, and its clinical credential (issue 33). */
export function ProfileForm({ account, titleId }: { account: TeamAccount; titleId: string }) {
  const { fetcher, busy, onSubmit } = useTeamForm();
  // By the account's id: a username may hold a dot, which an element id may not.
  const id = `staff-${account.id}`;
  return (
    <fetcher.Form
      method="post"
      onSubmit={onSubmit}
      aria-labelledby={titleId}
      className="grid gap-4 md:grid-cols-2"
    >
      <input type="hidden" name="intent" value="profile" />
      <input type="hidden" name="username" value={account.username} />
      <Field
        id={`${id}-name`}
        name="displayName"
        label="Name on articles"
        hint="As the review line names them, e.g. Dr Meera Iyer."
        defaultValue={account.name ?? ""}
        maxLength={80}
      />
      <Field
        id={`${id}-credential`}
        name="credential"
        label="Clinical credential"
        hint="Qualification, council and registration number, e.g. M.Phil Clinical Psychology, RCI A12345."
        defaultValue={account.credential ?? ""}
        maxLength={160}
      />
      <div>
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? "Saving…" : "Save"}
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** Where the account's links and lead mail go; emptied, it gets none. */
export function EmailForm({ account, answer }: { account: TeamAccount; answer: TeamAnswer | undefined }) {
  const { fetcher, answer: sent, busy, onSubmit } = useTeamForm();
  const shown = sent ?? answerTo(answer, "email", account.id);
  const error = shown && !shown.ok ? (shown.fieldErrors?.email ?? shown.message) : undefined;
  // By the account's id: a username may hold a dot, which an element id may not.
  const id = `staff-${account.id}`;
  return (
    <fetcher.Form method="post" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="email" />
      <input type="hidden" name="id" value={account.id} />
      <input type="hidden" name="username" value={account.username} />
      <Field
        kind="email"
        id={`${id}-email`}
        name="email"
        label="Email"
        hint={
          account.email
            ? "Where password links and lead mail go."
            : "Where password links and lead mail go. Add one to send a password reset link."
        }
        autoComplete="off"
        maxLength={254}
        defaultValue={account.email ?? ""}
        error={error}
      />
      <Button type="submit" variant="secondary" disabled={busy} className="mt-3">
        {busy ? "Saving…" : "Save email"}
      </Button>
    </fetcher.Form>
  );
}

/** A new role, after a confirmation: the account is signed out and signs in with the new role's access. */
export function RoleForm({ account }: { account: TeamAccount }) {
  const { fetcher, busy, onSubmit } = useTeamForm((sent) => {
    const role = String(sent.get("role") ?? "");
    return role === account.role ? null : teamQuestions.role(account.username, role);
  });
  // By the account's id: a username may hold a dot, which an element id may not.
  const id = `staff-${account.id}`;
  return (
    <fetcher.Form method="post" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="id" value={account.id} />
      <input type="hidden" name="username" value={account.username} />
      <Field
        kind="select"
        id={`${id}-role`}
        name="role"
        label="Role"
        hint="What the account may open."
        options={roleChoices}
        defaultValue={account.role}
      />
      <Button type="submit" variant="secondary" disabled={busy} className="mt-3">
        {busy ? "Changing…" : "Change role"}
      </Button>
    </fetcher.Form>
  );
}
