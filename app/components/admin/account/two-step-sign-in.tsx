import { useEffect, useRef } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { useConfirm } from "#app/components/admin/confirm-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import type { TwoFactorStatus } from "#app/lib/services.server.ts";
import { useHtmlId } from "#app/lib/use-html-id.ts";
import {
  type AccountAnswer,
  type AccountIntent,
  AnswerLine,
  answerTo,
  useFocusWhen,
} from "./account-answer.tsx";
import { recoveryCodesLeft } from "./account-words.ts";

/** An enrolment begun and not yet confirmed: the key, its address, and its QR code (SVG drawn by our server). */
export type PendingTotp = { secret: string; otpauthUrl: string; qrSvg: string };

const sectionClass = "rounded-lg border border-line bg-surface p-5 shadow-sm md:p-6";

/** Is the post of this form on its way? */
function useSending(intent: AccountIntent) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

type CodeFormProps = {
  intent: AccountIntent;
  answer: AccountAnswer | undefined;
  /** The heading that names the form, when it has one. */
  labelledBy?: string;
  hint: string;
  submitLabel: string;
  sendingLabel: string;
  /** A recovery code is letters too: a full keyboard then, not the digits pad. */
  recoveryCodeToo?: boolean;
  /** Asked before the post, with JavaScript; without it the form posts at once. */
  confirmFirst?: { title: string; message: string; confirmLabel: string };
  danger?: boolean;
};

/** One field for a code and its button: the error by the field, the field cleared once the code is used. */
function CodeForm(props: CodeFormProps) {
  const { intent, answer, labelledBy, hint, submitLabel, sendingLabel, recoveryCodeToo, confirmFirst } =
    props;
  const sending = useSending(intent);
  const submit = useSubmit();
  const { confirm, dialog } = useConfirm();
  const formRef = useRef<HTMLFormElement>(null);
  const fieldId = useHtmlId();
  const mine = answerTo(answer, intent);
  const error = mine && !mine.ok ? (mine.fieldErrors?.code ?? mine.message) : undefined;
  useEffect(() => {
    if (!mine) return;
    if (mine.ok) formRef.current?.reset();
    else document.getElementById(fieldId)?.focus();
  }, [mine, fieldId]);

  return (
    <>
      <Form
        ref={formRef}
        method="post"
        preventScrollReset
        aria-labelledby={labelledBy}
        className="mt-3 max-w-md"
        onSubmit={
          confirmFirst &&
          (async (event) => {
            event.preventDefault();
            const form = event.currentTarget;
            if (await confirm({ ...confirmFirst, danger: props.danger })) {
              submit(form, { preventScrollReset: true });
            }
          })
        }
      >
        <input type="hidden" name="intent" value={intent} />
        <Field
          id={fieldId}
          name="code"
          label="Code from the app"
          hint={hint}
          error={error}
          autoComplete="one-time-code"
          inputMode={recoveryCodeToo ? "text" : "numeric"}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          end={
            <Button
              type="submit"
              variant={props.danger ? "secondary" : "primary"}
              disabled={sending}
              className="shrink-0"
            >
              {sending ? sendingLabel : submitLabel}
            </Button>
          }
        />
      </Form>
      {confirmFirst && dialog}
    </>
  );
}

/** The key as the person types it: groups of four, with no space in what is copied. */
function TotpKey({ secret }: { secret: string }) {
  const groups = secret.match(/.{1,4}/g) ?? [secret];
  return (
    <code
      data-testid="totp-key"
      className="mt-2 block w-fit max-w-full rounded-md border border-line bg-canvas px-3 py-2 font-mono text-ink text-lg tracking-wider"
    >
      {groups.map((group, index) => (
        // Each group a span with room after it; <wbr> lets the key wrap on a phone.
        <span key={index} className="mr-3 inline-block last:mr-0">
          {group}
          <wbr />
        </span>
      ))}
    </code>
  );
}

function Pending({
  pending,
  username,
  answer,
}: {
  pending: PendingTotp;
  username: string;
  answer: AccountAnswer | undefined;
}) {
  const titleId = useHtmlId();
  const stepThreeId = useHtmlId();
  const heading = useFocusWhen<HTMLHeadingElement>(answer, answerTo(answer, "totp-setup")?.ok === true);
  return (
    <div className="mt-5">
      <h3 id={titleId} ref={heading} tabIndex={-1} className="font-bold text-lg outline-none">
        Set up your authenticator app
      </h3>
      <ol className="mt-3 grid list-decimal gap-6 pl-6 marker:font-bold">
        <li>
          <p className="font-semibold">Scan this QR code with the authenticator app on your phone.</p>
          <p className="text-muted text-sm">
            Google Authenticator, Microsoft Authenticator, 1Password and the like all read it.
          </p>
          <figure className="mt-3 w-fit rounded-md border border-line bg-white p-3">
            <div
              role="img"
              aria-label="QR code for your authenticator app"
              className="size-48 [&_svg]:size-full"
              // The SVG comes from our own server (the qrcode package), never from input.
              dangerouslySetInnerHTML={{ __html: pending.qrSvg }}
            />
            <figcaption className="mt-2 max-w-48 text-center text-muted text-sm">
              Adds <span className="font-semibold text-ink">{username}</span> to the app
            </figcaption>
          </figure>
          <p className="mt-3 text-sm">
            Reading this on your phone?{" "}
            <a href={pending.otpauthUrl} className="font-semibold text-brand underline">
              Open the key in your authenticator app
            </a>
          </p>
        </li>
        <li>
          <p className="font-semibold">Or type this key into the app instead.</p>
          <p className="text-muted text-sm">Choose “time-based” if the app asks. Spaces do not matter.</p>
          <TotpKey secret={pending.secret} />
        </li>
        <li>
          <p id={stepThreeId} className="font-semibold">
            Type the 6-digit code the app now shows, to check it works.
          </p>
          <CodeForm
            intent="totp-enable"
            answer={answer}
            labelledBy={stepThreeId}
            hint="A new code comes every 30 seconds; use the newest."
            submitLabel="Turn on"
            sendingLabel="Turning on…"
          />
        </li>
      </ol>
    </div>
  );
}

/** The ten recovery codes, just made: shown in this answer only, never again. */
function RecoveryCodes({ answer }: { answer: AccountAnswer }) {
  const titleId = useHtmlId();
  const heading = useFocusWhen<HTMLHeadingElement>(answer, true);
  const codes = answer.recoveryCodes ?? [];
  return (
    <section
      aria-labelledby={titleId}
      className="mt-5 rounded-md border-2 border-accent bg-accent-tint p-4 md:p-5"
    >
      <h3 id={titleId} ref={heading} tabIndex={-1} className="font-bold text-lg outline-none">
        Your recovery codes
      </h3>
      <p className="mt-1 max-w-prose">
        Store them somewhere safe now, such as a password manager or on paper kept locked away: this is the
        only time they are shown. Each code works once. If you lose your phone, sign in with one of them in
        place of a code from the app.
        {answer.intent === "recovery-codes" && " The codes you had before no longer work."}
      </p>
      <ol className="mt-4 grid grid-cols-2 gap-2 font-mono text-base sm:max-w-md sm:text-lg">
        {codes.map((code) => (
          <li key={code} className="whitespace-nowrap rounded-md bg-surface px-2 py-1.5 text-center">
            {code}
          </li>
        ))}
      </ol>
    </section>
  );
}

function StatusLine({ on, pending, left }: { on: boolean; pending: boolean; left: number }) {
  const [label, look] = on
    ? ["On", "bg-success-tint text-success"]
    : pending
      ? ["Being set up", "bg-accent-tint text-ink"]
      : ["Off", "bg-line text-ink"];
  return (
    <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="font-semibold">Status:</span>
      <span
        data-testid="two-step-status"
        className={`inline-flex items-center rounded-full px-2.5 py-0.5 font-semibold text-sm ${look}`}
      >
        {label}
      </span>
      {on && (
        <span className="text-muted" data-testid="recovery-codes-left">
          · {recoveryCodesLeft(left)}
        </span>
      )}
    </p>
  );
}

type TwoStepProps = {
  status: TwoFactorStatus;
  pending: PendingTotp | null;
  username: string;
  answer: AccountAnswer | undefined;
  hydrated: boolean;
};

/**
 * Two-step sign-in (issue 34): off (why, and Set up), being set up (the QR
 * code, the key, and the code that turns it on), or on (recovery codes left,
 * new recovery codes, turning it off), each change proved by a code.
 */
export function TwoStepSignIn({ status, pending, username, answer, hydrated }: TwoStepProps) {
  const titleId = useHtmlId();
  const newCodesId = useHtmlId();
  const offId = useHtmlId();
  const setupSending = useSending("totp-setup");
  const heading = useFocusWhen<HTMLHeadingElement>(answer, answerTo(answer, "totp-disable")?.ok === true);
  const shownCodes = answer?.ok && answer.recoveryCodes?.length ? answer : undefined;
  const left = status.recoveryCodesLeft;
  const ownAnswer = answer?.intent && answer.intent !== "end-session" ? answer : undefined;

  return (
    <section aria-labelledby={titleId} className={sectionClass}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className="font-bold text-xl outline-none">
        Two-step sign-in
      </h2>
      <StatusLine on={status.totp} pending={Boolean(pending)} left={left} />
      <AnswerLine answer={ownAnswer} hydrated={hydrated} />

      {!status.totp && !pending && (
        <>
          <p className="mt-3 max-w-prose text-muted">
            After your password, sign-in also asks for a code from an app on your phone, so a password that
            leaks is not enough to open this account. Setting it up takes a minute.
          </p>
          <Form method="post" preventScrollReset className="mt-4">
            <input type="hidden" name="intent" value="totp-setup" />
            <Button type="submit" disabled={setupSending}>
              {setupSending ? "Setting up…" : "Set up an authenticator app"}
            </Button>
          </Form>
        </>
      )}

      {!status.totp && pending && <Pending pending={pending} username={username} answer={answer} />}

      {shownCodes && <RecoveryCodes answer={shownCodes} />}

      {status.totp && (
        <>
          {left <= 3 && (
            <p className="mt-3 max-w-prose font-medium text-danger">
              Few recovery codes are left: make new ones, so that a lost phone does not lock you out.
            </p>
          )}
          <div className="mt-6 grid gap-8 lg:grid-cols-2">
            <div>
              <h3 id={newCodesId} className="font-bold text-lg">
                New recovery codes
              </h3>
              <p className="mt-1 max-w-prose text-muted">
                Ten new codes, shown once; the ones you have now stop working.
              </p>
              <CodeForm
                intent="recovery-codes"
                answer={answer}
                labelledBy={newCodesId}
                hint="6 digits from the app, or one of your recovery codes."
                submitLabel="Make new codes"
                sendingLabel="Making codes…"
                recoveryCodeToo
              />
            </div>
            <div>
              <h3 id={offId} className="font-bold text-lg">
                Turn off two-step sign-in
              </h3>
              <p className="mt-1 max-w-prose text-muted">
                Sign-in then asks for your password only, and your recovery codes stop working.
              </p>
              <CodeForm
                intent="totp-disable"
                answer={answer}
                labelledBy={offId}
                hint="6 digits from the app, or one of your recovery codes."
                submitLabel="Turn off"
                sendingLabel="Turning off…"
                recoveryCodeToo
                danger
                confirmFirst={{
                  title: "Turn off two-step sign-in?",
                  message: "Your password alone will open this account again.",
                  confirmLabel: "Turn off",
                }}
              />
            </div>
          </div>
        </>
      )}
    </section>
  );
}
