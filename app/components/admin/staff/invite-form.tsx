import { useEffect, useRef } from "react";
import { roleNames } from "#app/components/admin/role-names.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { useHtmlId } from "#app/lib/use-html-id.ts";
import { staffRoles } from "#common/constants.ts";
import type { TeamAnswer } from "./staff-screen.ts";
import { inviteLead, profileHint } from "./staff-words.ts";
import { useTeamForm } from "./team-form.ts";

const roleChoices = [
  { value: "", label: "Choose a role" },
  ...staffRoles.map((role) => ({ value: role, label: roleNames[role] })),
];

/**
 * Invite a colleague by email, with a role and, for writers and clinicians,
 * how articles name them. Refused fields are said under each; without
 * JavaScript the page shows them with what was typed (`answer`).
 */
export function InviteForm({ answer }: { answer: TeamAnswer | undefined }) {
  const titleId = useHtmlId();
  const { fetcher, answer: sent, busy, onSubmit } = useTeamForm();
  const form = useRef<HTMLFormElement>(null);
  const shown = sent ?? answer;
  const errors = shown && !shown.ok ? shown.fieldErrors : undefined;
  // Without JavaScript the page is drawn again: what was typed comes back with the refusal.
  const values = answer && !answer.ok ? answer.values : undefined;
  useEffect(() => {
    if (sent?.ok) form.current?.reset();
    else if (sent) form.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [sent]);
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-lg border border-line bg-surface p-5 shadow-sm md:p-6"
    >
      <h2 id={titleId} className="font-bold text-xl">
        Invite a colleague
      </h2>
      <p className="mt-1 text-muted">{inviteLead}</p>
      <fetcher.Form
        ref={form}
        method="post"
        onSubmit={onSubmit}
        aria-labelledby={titleId}
        className="mt-4 grid gap-4"
      >
        <input type="hidden" name="intent" value="invite" />
        <Field
          kind="email"
          id="invite-email"
          name="email"
          label="Email address"
          autoComplete="off"
          required
          maxLength={254}
          defaultValue={values?.email}
          error={errors?.email}
        />
        <Field
          kind="select"
          id="invite-role"
          name="role"
          label="Role"
          options={roleChoices}
          required
          defaultValue={values?.role ?? ""}
          error={errors?.role}
        />
        <Field
          id="invite-name"
          name="displayName"
          label="Name on articles"
          hint={`${profileHint} For example, Dr Meera Iyer.`}
          maxLength={80}
          defaultValue={values?.displayName}
          error={errors?.displayName}
        />
        <Field
          id="invite-credential"
          name="credential"
          label="Clinical credential"
          hint="For clinicians: qualification, council and registration number, e.g. M.Phil Clinical Psychology, RCI A12345."
          maxLength={160}
          defaultValue={values?.credential}
          error={errors?.credential}
        />
        <div>
          <Button type="submit" disabled={busy} className="w-full sm:w-auto">
            {busy ? "Sending…" : "Send invitation"}
          </Button>
        </div>
      </fetcher.Form>
    </section>
  );
}
