import { data, useLocation, useNavigation } from "react-router";
import {
  type AccountAnswer,
  type AccountIntent,
  AnswerLine,
} from "#app/components/admin/account/account-answer.tsx";
import { AccountPasskeys } from "#app/components/admin/account/account-passkeys.tsx";
import { AccountSessions } from "#app/components/admin/account/account-sessions.tsx";
import { TwoStepSignIn } from "#app/components/admin/account/two-step-sign-in.tsx";
import { formAnswerOf, useAnswerToast } from "#app/components/admin/form-answer.ts";
import { LoadFailed } from "#app/components/admin/leads/load-failed.tsx";
import { roleNames } from "#app/components/admin/role-names.ts";
import { type MetaArgs, titledMeta } from "#app/lib/meta.ts";
import { attempt, servicesOf } from "#app/lib/services.server.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { adminAreaNames } from "#common/constants.ts";
import type { Route } from "./+types/account";
import { refused, sessionEnded } from "./staff-forms.server.ts";
import { signedIn, staffPageState } from "./staff-layout.server.ts";

export const meta = ({ matches }: MetaArgs) => titledMeta("My account", matches);

/**
 * My account (issue 34), for every role, in either area: two-step sign-in
 * with an authenticator app (set up, turned on with a code, ten recovery
 * codes shown once, new ones, turned off) and the account's live sessions
 * in both areas, any but this one ended here. Every form posts to this
 * page, so it all works without JavaScript.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const staff = signedIn(context);
  if (!staff) return null;
  const area = staffPageState(context)?.area ?? "leads";
  const { account } = servicesOf(context);
  const actor = { id: staff.id, username: staff.username };
  const status = await account.status(actor);
  // Shown again on a reload until a code confirms it.
  const pending = status.totpPending && !status.totp ? await account.pendingTotp(actor) : null;
  const sessions = await account.sessions(actor, staff.sessionId);
  const passkeys = await servicesOf(context).passkeys.list(actor);
  return {
    username: staff.username,
    role: staff.role,
    area,
    status,
    passkeys,
    pending: pending && { secret: pending.secret, otpauthUrl: pending.otpauthUrl, qrSvg: pending.qrSvg },
    sessions: sessions.map(({ id, area, device, address, signedInAt, lastSeenAt, current }) => ({
      id,
      area,
      device,
      address,
      signedInAt,
      lastSeenAt,
      current,
    })),
  };
}

const intents: readonly AccountIntent[] = [
  "totp-setup",
  "totp-enable",
  "totp-disable",
  "recovery-codes",
  "end-session",
  "passkey-rename",
  "passkey-remove",
];
const isIntent = (value: unknown): value is AccountIntent => intents.includes(value as AccountIntent);

/** The posts whose one field is a code: a refusal is said by that field. */
const codeIntents: readonly AccountIntent[] = ["totp-enable", "totp-disable", "recovery-codes"];

export async function action({ context, request }: Route.ActionArgs) {
  const staff = signedIn(context);
  if (!staff) return sessionEnded();
  const form = await request.formData();
  const intent = form.get("intent");
  if (!isIntent(intent)) return refused("Unknown action.", 400);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const actor = { id: staff.id, username: staff.username };
  const { account } = servicesOf(context);

  const done = (message: string, recoveryCodes?: string[]) =>
    data<AccountAnswer>({ ok: true, intent, message, ...(recoveryCodes ? { recoveryCodes } : {}) });
  const failed = (result: { status: number; error: string; fieldErrors?: Record<string, string> }) =>
    data<AccountAnswer>(
      {
        ok: false,
        intent,
        message: result.error,
        fieldErrors: codeIntents.includes(intent)
          ? { code: result.fieldErrors?.code ?? result.error }
          : result.fieldErrors,
      },
      { status: result.status },
    );

  switch (intent) {
    case "totp-setup": {
      const result = await attempt(() => account.setupTotp(actor));
      return result.ok
        ? done("Scan the QR code or type the key into your authenticator app, then type the code it shows.")
        : failed(result);
    }
    case "totp-enable": {
      const result = await attempt(() => account.enableTotp(actor, text("code")));
      return result.ok
        ? done("Two-step sign-in is on. Store your recovery codes now.", result.value.recoveryCodes)
        : failed(result);
    }
    case "recovery-codes": {
      const result = await attempt(() => account.regenerateRecoveryCodes(actor, text("code")));
      return result.ok
        ? done("New recovery codes made. The old ones no longer work.", result.value.recoveryCodes)
        : failed(result);
    }
    case "totp-disable": {
      const result = await attempt(() => account.disableTotp(actor, text("code")));
      return result.ok ? done("Two-step sign-in is off.") : failed(result);
    }
    case "passkey-rename": {
      const result = await attempt(() =>
        servicesOf(context).passkeys.rename(actor, text("passkeyId"), { name: text("name") }),
      );
      return result.ok ? done("Passkey renamed.") : failed(result);
    }
    case "passkey-remove": {
      const result = await attempt(() => servicesOf(context).passkeys.remove(actor, text("passkeyId")));
      return result.ok ? done("Passkey removed.") : failed(result);
    }
    case "end-session": {
      const result = await attempt(() => account.endSession(actor, text("sessionId")));
      return result.ok ? done("Session ended.") : failed(result);
    }
  }
}

/** Either area's My account: Try again opens the one that failed. */
export function ErrorBoundary() {
  const { pathname } = useLocation();
  return <LoadFailed title="Error loading your account" retryHref={pathname} />;
}

export default function MyAccount({ loaderData, actionData }: Route.ComponentProps) {
  // The router shows an action's answer while the page's data is still being
  // read again: the answer waits for that data, so "Session ended." never
  // stands beside the session it ended, nor new codes beside the old status.
  const settled = useNavigation().state === "idle";
  const answer = settled ? (formAnswerOf(actionData) as AccountAnswer | undefined) : undefined;
  useAnswerToast(answer, { ok: 4000, failed: 8000 });
  const hydrated = useHydrated();
  if (!loaderData) return null;
  const { username, role, area, status, pending, sessions, passkeys } = loaderData;
  return (
    <>
      <h1 className="font-bold text-3xl">My account</h1>
      <p className="mt-1 max-w-3xl text-muted">
        Signed in as <span className="font-semibold text-ink">{username}</span> to the {adminAreaNames[area]}.
        Role: {roleNames[role] ?? role}. How you sign in, and where you are signed in.
      </p>
      {/* An answer to no one form: a session that ended before the post. */}
      <AnswerLine answer={answer && !answer.intent ? answer : undefined} hydrated={hydrated} />
      <div className="mt-6 grid max-w-5xl grid-cols-1 gap-6">
        <TwoStepSignIn
          status={status}
          pending={pending}
          username={username}
          answer={answer}
          hydrated={hydrated}
        />
        <AccountPasskeys passkeys={passkeys} answer={answer} hydrated={hydrated} />
        <AccountSessions sessions={sessions} answer={answer} hydrated={hydrated} />
      </div>
    </>
  );
}
