import { KeyRound, UsersRound } from "lucide-react";
import { Form } from "react-router";
import { FormProblem, LinkDone, LinkPage, LinkRefusal } from "#app/components/sections/staff-link.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { type MetaArgs, titledMeta } from "#app/lib/meta.ts";
import { secretLinkHeaders } from "#app/lib/secret-link.ts";
import { useSite } from "#app/lib/site.ts";
import { formatIstDateTime } from "#common/format-date.ts";
import { newPasswordRule, roleDescriptions, usernameRule } from "#common/schemas/staff-team.ts";
import type { Route } from "./+types/staff-invitation";
import type { InvitationAnswer } from "./staff-invitation.server.ts";

export { action, loader } from "./staff-invitation.server.ts";

/**
 * Where an invitation's mailed link leads (issue 48, `invitationPath`):
 * the person chooses a username and a password, and so makes their staff
 * account. Outside both staff areas, so it loads no framework: a plain form
 * that posts to this page. `backOffice` draws the plain frame, not the
 * site's header and footer.
 */
export const handle = { backOffice: true, hydrate: false };

export const meta = ({ matches }: MetaArgs) => [
  ...titledMeta("Join the back office", matches),
  { name: "robots", content: "noindex, nofollow" },
];

/** The address carries the link's secret (secretLinkHeaders). */
export const headers = () => secretLinkHeaders;

/** The form's fields and their controls' ids, in order, for the problem summary. */
const fields = [
  ["username", "join-username"],
  ["password", "join-password"],
  ["repeat", "join-repeat"],
] as const;

const twoStepNotice =
  "Your role needs two-step sign-in: the first time you sign in, you set up an authenticator app on your phone (Google Authenticator, Microsoft Authenticator or similar) before anything else. Have your phone at hand.";

export default function StaffInvitationPage({ loaderData, actionData }: Route.ComponentProps) {
  const answer: InvitationAnswer = actionData ?? loaderData;
  const company = useSite().name;
  if (answer.state === "refused") {
    return (
      <LinkPage icon={UsersRound} eyebrow="Staff invitation" title="This invitation cannot be used">
        <LinkRefusal error={answer.error} />
      </LinkPage>
    );
  }
  if (answer.state === "done") {
    return (
      <LinkPage icon={UsersRound} eyebrow="Staff invitation" title="Your account is ready">
        <LinkDone>
          <p>
            Your username is <strong>{answer.username}</strong>. Sign in with it and the password you chose.
          </p>
          {answer.twoStep && <p>{twoStepNotice}</p>}
          <ButtonLink to={answer.signInPath} className="w-full sm:w-auto">
            Sign in
          </ButtonLink>
        </LinkDone>
      </LinkPage>
    );
  }
  const { refusal } = answer;
  const errors = refusal?.errors ?? {};
  return (
    <LinkPage icon={UsersRound} eyebrow="Staff invitation" title={`Join the ${company} back office`}>
      <p className="mt-4 text-ink text-lg">
        <strong>{answer.invitedBy}</strong> invited you ({answer.email}) with the role{" "}
        {roleDescriptions[answer.role]}.
      </p>
      <p className="mt-2 text-muted">
        This link works once, until{" "}
        <time dateTime={answer.expiresAt}>{formatIstDateTime(answer.expiresAt)}</time>.
      </p>
      {answer.twoStep && (
        <p className="mt-4 flex items-start gap-3 rounded-md bg-brand-tint px-4 py-3 text-ink">
          <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
          <span>{twoStepNotice}</span>
        </p>
      )}
      <Form
        method="post"
        aria-labelledby="join-form-title"
        className="mt-6 space-y-5 rounded-lg border border-line bg-surface p-5 shadow-card sm:p-8"
      >
        <h2 id="join-form-title" className="font-bold text-xl">
          Choose how you sign in
        </h2>
        {refusal && <FormProblem error={refusal.error} errors={errors} fields={fields} />}
        <input type="hidden" name="token" value={answer.token} />
        <Field
          id="join-username"
          name="username"
          label="Username"
          hint={usernameRule}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
          required
          browserChecks
          defaultValue={refusal?.username}
          error={errors.username}
        />
        <Field
          id="join-password"
          name="password"
          label="Password"
          type="password"
          hint={newPasswordRule}
          autoComplete="new-password"
          maxLength={200}
          required
          browserChecks
          error={errors.password}
        />
        <Field
          id="join-repeat"
          name="repeat"
          label="Repeat the password"
          type="password"
          autoComplete="new-password"
          maxLength={200}
          required
          browserChecks
          error={errors.repeat}
        />
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          Create my account
        </Button>
      </Form>
    </LinkPage>
  );
}
