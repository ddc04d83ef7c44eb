import { KeyRound } from "lucide-react";
import { Form } from "react-router";
import { FormProblem, LinkDone, LinkPage, LinkRefusal } from "#app/components/sections/staff-link.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { type MetaArgs, titledMeta } from "#app/lib/meta.ts";
import { secretLinkHeaders } from "#app/lib/secret-link.ts";
import { newPasswordRule } from "#common/schemas/staff-team.ts";
import type { Route } from "./+types/staff-new-password";
import type { NewPasswordAnswer } from "./staff-new-password.server.ts";

export { action, loader } from "./staff-new-password.server.ts";

/**
 * Where a password link an administrator sent leads (issue 48,
 * `newPasswordPath`): the account's new password, set once. Like the
 * invitation's page: no framework in the browser, the plain frame.
 */
export const handle = { backOffice: true, hydrate: false };

export const meta = ({ matches }: MetaArgs) => [
  ...titledMeta("Choose a new password", matches),
  { name: "robots", content: "noindex, nofollow" },
];

/** The address carries the link's secret (secretLinkHeaders). */
export const headers = () => secretLinkHeaders;

const fields = [
  ["password", "new-password"],
  ["repeat", "new-repeat"],
] as const;

export default function StaffNewPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const answer: NewPasswordAnswer = actionData ?? loaderData;
  if (answer.state === "refused") {
    return (
      <LinkPage icon={KeyRound} eyebrow="Staff password" title="This link cannot be used">
        <LinkRefusal error={answer.error} />
      </LinkPage>
    );
  }
  if (answer.state === "done") {
    return (
      <LinkPage icon={KeyRound} eyebrow="Staff password" title="Your password is changed">
        <LinkDone>
          <p>
            Every session of <strong>{answer.username}</strong> has ended, on every device. Sign in again with
            the new password.
          </p>
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
    <LinkPage icon={KeyRound} eyebrow="Staff password" title="Choose a new password">
      <p className="mt-4 text-ink text-lg">
        For the staff account <strong>{answer.username}</strong>. This link works once; every session of the
        account ends when the new password is saved.
      </p>
      <Form
        method="post"
        aria-labelledby="new-password-title"
        className="mt-6 space-y-5 rounded-lg border border-line bg-surface p-5 shadow-card sm:p-8"
      >
        <h2 id="new-password-title" className="font-bold text-xl">
          Your new password
        </h2>
        {refusal && <FormProblem error={refusal.error} errors={errors} fields={fields} />}
        <input type="hidden" name="token" value={answer.token} />
        {/* For password managers: which account the new password is for. */}
        <input type="text" name="username" value={answer.username} autoComplete="username" readOnly hidden />
        <Field
          id="new-password"
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
          id="new-repeat"
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
          Save the new password
        </Button>
      </Form>
    </LinkPage>
  );
}
