import { LockKeyhole } from "lucide-react";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { PasskeySignIn } from "#app/components/admin/passkey-sign-in.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import type { SignInFailure, StaffPageState } from "#app/lib/services.server.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { formatCountdown } from "#common/format-duration.ts";

/** Seconds left of a lock, ticking down once a second in the browser. */
function useLockCountdown(seconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setDeadline(Date.now() + seconds * 1000);
    setLeft(seconds);
  }, [seconds]);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(Math.max(0, Math.ceil((deadline - Date.now()) / 1000))), 1000);
    return () => clearTimeout(timer);
  }, [left, deadline]);
  return left;
}

type SignInGateProps = {
  state: StaffPageState;
  /** The refusal of the last sign-in post, if it failed. */
  failure?: SignInFailure;
};

/**
 * Whether a field holds something: typed, or filled in by a password manager
 * (which Chrome shows but keeps from scripts until the person interacts).
 */
function holdsValue(field: HTMLInputElement | null) {
  if (!field) return false;
  if ((field.type === "password" ? field.value : field.value.trim()) !== "") return true;
  try {
    return field.matches(":autofill");
  } catch {
    return false;
  }
}

/**
 * The sign-in gate of a staff area (spec §2.19, §2.20, §4, §8): a plain form
 * post to the page's own address (the view asked for, its query included, so
 * signing in returns to it), so it works without JavaScript; with it, the
 * button waits for both fields, the password is cleared after a failure, and
 * a lock counts down from the seconds the server gave, then resets the form.
 *
 * The fields are the browser's, not React's (uncontrolled): what the person
 * typed, or a password manager filled in, before the script arrived stays
 * when React hydrates, and the button reads the fields themselves.
 */
export function SignInGate({ state, failure }: SignInGateProps) {
  const waiting = state.challenge;
  if (waiting?.purpose === "second-factor") {
    return <CodeStep state={state} waiting={waiting} failure={failure} />;
  }
  if (waiting?.purpose === "enrol") return <EnrolStep state={state} waiting={waiting} failure={failure} />;
  if (waiting?.purpose === "enrolled") return <RecoveryCodesStep state={state} waiting={waiting} />;
  return <PasswordStep state={state} failure={failure} />;
}

/** A step's form: a plain post to the page's own address (its query kept), with the step's intent. */
function GateForm({ intent, children }: { intent: string; children: React.ReactNode }) {
  // Named, not left to the closest route: a layout route without a path of its own may draw the gate.
  const { pathname, search } = useLocation();
  return (
    <Form
      method="post"
      action={pathname + search}
      className="mt-6 space-y-5 rounded-lg border border-line bg-surface p-5 shadow-sm"
    >
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}

/** The heading every step of the gate shares. */
function StepHeading({ state, children }: { state: StaffPageState; children: React.ReactNode }) {
  return (
    <>
      <p className="flex items-center gap-2 font-semibold text-brand">
        <LockKeyhole aria-hidden="true" className="size-5" />
        Staff sign-in
      </p>
      <h1 id="gate-title" className="mt-2 font-bold text-3xl">
        {state.areaName}
      </h1>
      {children}
    </>
  );
}

/** "Start again": back to the username and password, the waiting sign-in ended. */
function StartAgain() {
  const { pathname, search } = useLocation();
  return (
    <Form method="post" action={pathname + search} className="mt-4 text-center">
      <input type="hidden" name="intent" value="login-cancel" />
      <button
        type="submit"
        className="min-h-11 font-semibold text-brand underline decoration-1 underline-offset-4 hover:decoration-2"
      >
        Start again
      </button>
    </Form>
  );
}

/** A base32 key in groups of four, as people type it into an authenticator app. */
export const groupedKey = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

type Waiting<P> = Extract<NonNullable<StaffPageState["challenge"]>, { purpose: P }>;

/**
 * Enrolment at sign-in, when Settings require two-step sign-in and the
 * account has no second factor yet: the QR code (drawn on the server) or the
 * key to type, then a code from the app. The back office stays closed until then.
 */
function EnrolStep({
  state,
  waiting,
  failure,
}: {
  state: StaffPageState;
  waiting: Waiting<"enrol">;
  failure?: SignInFailure;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "login-code";
  const error = (failure ?? state.refusal)?.error;
  return (
    <section aria-labelledby="gate-title" className="mx-auto w-full max-w-xl px-4 py-12 md:py-20">
      <StepHeading state={state}>
        <p className="mt-2 text-muted">
          Your account (<strong className="text-ink">{waiting.username}</strong>) needs two-step sign-in. Set
          up an authenticator app to continue.
        </p>
      </StepHeading>
      <GateForm intent="login-code">
        <ol className="list-decimal space-y-4 pl-5">
          <li>
            Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password
            or similar) and scan this code:
            <div
              role="img"
              aria-label="QR code for your authenticator app"
              className="mt-3 size-48 rounded-md border border-line bg-white p-2 [&_svg]:size-full"
              dangerouslySetInnerHTML={{ __html: waiting.qrSvg }}
            />
          </li>
          <li>
            Or type this key into the app:{" "}
            <code className="mt-1 block break-all rounded-md bg-brand-tint px-3 py-2 font-mono text-ink">
              {groupedKey(waiting.secret)}
            </code>
          </li>
          <li>
            <Field
              kind="code"
              id="gate-enrol-code"
              name="code"
              label="Code from the app"
              inputMode="numeric"
              required
              browserChecks
              error={error}
              alert
            />
          </li>
        </ol>
        <Button type="submit" disabled={submitting} className="w-full">
          {submitting ? "Checking..." : "Turn on"}
        </Button>
      </GateForm>
      <StartAgain />
    </section>
  );
}

/** The ten recovery codes made at enrolment, shown this once; Continue opens the session. */
function RecoveryCodesStep({ state, waiting }: { state: StaffPageState; waiting: Waiting<"enrolled"> }) {
  const { pathname, search } = useLocation();
  return (
    <section aria-labelledby="gate-title" className="mx-auto w-full max-w-xl px-4 py-12 md:py-20">
      <StepHeading state={state}>
        <p role="status" className="mt-4 rounded-md bg-brand-tint px-4 py-3 text-ink">
          Two-step sign-in is on for {waiting.username}.
        </p>
      </StepHeading>
      <div className="mt-6 rounded-lg border border-line bg-surface p-5 shadow-sm">
        <h2 className="font-bold text-xl">Your recovery codes</h2>
        <p className="mt-2 text-muted">
          Keep them somewhere safe, apart from your phone. If you lose the phone, each code signs you in once.
          They are shown only now.
        </p>
        <ul aria-label="Recovery codes" className="mt-4 grid grid-cols-2 gap-2 font-mono sm:text-lg">
          {waiting.recoveryCodes.map((code) => (
            <li key={code} className="whitespace-nowrap rounded-md bg-canvas px-2 py-2 text-center">
              {code}
            </li>
          ))}
        </ul>
        <Form method="post" action={pathname + search} className="mt-5">
          <input type="hidden" name="intent" value="login-code" />
          <Button type="submit" className="w-full">
            I have saved them: continue
          </Button>
        </Form>
      </div>
    </section>
  );
}

/**
 * The second step of sign-in for an account with a second factor (issue
 * 34): one field for the code from the authenticator app or a recovery
 * code, a plain form post like the first step (no JavaScript needed), and
 * "Start again" to go back to the username and password.
 */
function CodeStep({ state, waiting, failure }: SignInGateProps & { waiting: Waiting<"second-factor"> }) {
  const username = waiting.username;
  const codes = waiting.factors.includes("totp");
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "login-code";
  const refusal = failure ?? state.refusal;
  const error = refusal?.error;
  // A refused code is cleared, with the field focused for the next one (each refusal is a new object).
  const codeField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!refusal || !codeField.current) return;
    codeField.current.value = "";
    codeField.current.focus();
  }, [refusal]);
  return (
    <section aria-labelledby="gate-title" className="mx-auto w-full max-w-md px-4 py-12 md:py-20">
      <StepHeading state={state}>
        <p className="mt-2 text-muted">
          Two-step sign-in for <strong className="text-ink">{username}</strong>.
        </p>
      </StepHeading>
      {codes ? (
        <GateForm intent="login-code">
          <Field
            kind="code"
            id="gate-code"
            name="code"
            label="Authentication code"
            hint="The 6-digit code from your authenticator app, or one of your recovery codes."
            required
            browserChecks
            ref={codeField}
            // The one field of this step, reached right after the password: focused at once.
            autoFocus
            error={error}
            alert
          />
          <Button type="submit" disabled={submitting} className="w-full">
            {submitting ? "Checking..." : "Verify"}
          </Button>
        </GateForm>
      ) : (
        <p className="mt-6 rounded-md bg-brand-tint px-4 py-3 text-ink">
          Use your passkey to finish signing in.
        </p>
      )}
      {waiting.factors.includes("passkey") && (
        <PasskeySignIn area={state.area} label={codes ? "Use a passkey instead" : "Use your passkey"} />
      )}
      <StartAgain />
    </section>
  );
}

function PasswordStep({ state, failure }: SignInGateProps) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "login";
  const usernameField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const [filled, setFilled] = useState(false);
  const checkFilled = useCallback(
    () => setFilled(holdsValue(usernameField.current) && holdsValue(passwordField.current)),
    [],
  );
  const [shownFailure, setShownFailure] = useState(failure);
  const lockedFor = useLockCountdown(failure?.lockedSeconds ?? state.lockedSeconds);
  const locked = lockedFor > 0;

  // Once hydrated, before the button is drawn enabled or not: what the fields already hold.
  useLayoutEffect(checkFilled, [checkFilled]);

  // A refusal that arrives after hydration clears the password (one the server rendered
  // already came with an empty one, and the person may be typing the next meanwhile).
  const seenFailure = useRef(failure);
  useEffect(() => {
    setShownFailure(failure);
    if (failure === seenFailure.current) return;
    seenFailure.current = failure;
    if (failure && passwordField.current) {
      passwordField.current.value = "";
      checkFilled();
    }
  }, [failure, checkFilled]);

  // At zero the lock and the count are over (spec §4): start afresh.
  const [wasLocked, setWasLocked] = useState(locked);
  useEffect(() => {
    if (wasLocked && !locked) {
      for (const field of [usernameField.current, passwordField.current]) if (field) field.value = "";
      checkFilled();
      setShownFailure(undefined);
    }
    setWasLocked(locked);
  }, [locked, wasLocked, checkFilled]);

  const disabled = hydrated && (!filled || locked || submitting);
  const error = locked && !shownFailure?.error.startsWith("Too many") ? undefined : shownFailure?.error;

  return (
    <section aria-labelledby="gate-title" className="mx-auto w-full max-w-md px-4 py-12 md:py-20">
      <p className="flex items-center gap-2 font-semibold text-brand">
        <LockKeyhole aria-hidden="true" className="size-5" />
        Staff sign-in
      </p>
      <h1 id="gate-title" className="mt-2 font-bold text-3xl">
        {state.areaName}
      </h1>
      <p className="mt-2 text-muted">Sign in with your staff account to continue.</p>
      {state.notice && (
        <p role="status" className="mt-6 rounded-md bg-brand-tint px-4 py-3 text-ink">
          {state.notice}
        </p>
      )}
      <GateForm intent="login">
        <Field
          id="gate-username"
          name="username"
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          browserChecks
          maxLength={200}
          ref={usernameField}
          onChange={checkFilled}
        />
        <Field
          id="gate-password"
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          browserChecks
          maxLength={200}
          ref={passwordField}
          onChange={checkFilled}
          // The refusal of the pair, said under the password, which it clears.
          error={error}
          alert
        />
        {locked && (
          <p
            className="rounded-md bg-accent-tint px-4 py-3 font-medium text-ink"
            data-testid="lock-countdown"
          >
            Account temporarily locked. Try again in {formatCountdown(lockedFor)}
          </p>
        )}
        <Button type="submit" disabled={disabled} className="w-full">
          {submitting ? "Signing in..." : "Sign in"}
        </Button>
      </GateForm>
      <PasskeySignIn area={state.area} label="Use a passkey instead" />
    </section>
  );
}
