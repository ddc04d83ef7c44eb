import { Field } from "#app/components/ui/field.tsx";

/**
 * What confirming it is you asks (sudo mode, issue 48): the password, or,
 * for an administrator with an authenticator app, a code from it instead,
 * behind a disclosure that works without JavaScript. The action reads the
 * password when one is typed, the code otherwise.
 */
export function SudoFields({
  idPrefix,
  hasAuthenticator,
  errors,
  codeFirst = false,
  autoFocus = false,
}: {
  idPrefix: string;
  hasAuthenticator: boolean;
  errors?: Record<string, string>;
  /** The last try was a code: show its field open. */
  codeFirst?: boolean;
  /** In a dialog: the password takes focus as it opens. */
  autoFocus?: boolean;
}) {
  return (
    <>
      <Field
        id={`${idPrefix}-password`}
        type="password"
        name="password"
        label="Password"
        autoComplete="current-password"
        error={errors?.password}
        alert
        controlClassName="max-w-sm"
        {...(autoFocus ? { "data-autofocus": true } : {})}
      />
      {hasAuthenticator && (
        <details className="mt-3" open={codeFirst || undefined}>
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-brand underline decoration-1 hover:decoration-2">
            Use a code from your authenticator app instead
          </summary>
          <Field
            id={`${idPrefix}-code`}
            kind="code"
            name="code"
            label="Code from your authenticator app"
            hint="Or one of your recovery codes. Leave the password empty."
            error={errors?.code}
            alert
            className="mt-2"
            controlClassName="max-w-xs"
          />
        </details>
      )}
    </>
  );
}
