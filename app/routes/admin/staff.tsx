import { data, useFetcher } from "react-router";
import { sessionsEnded } from "#app/components/admin/account/account-words.ts";
import { useConfirm } from "#app/components/admin/confirm-dialog.tsx";
import { type FormAnswer, useAnswerToast } from "#app/components/admin/form-answer.ts";
import { LoadFailed } from "#app/components/admin/leads/load-failed.tsx";
import { roleNames } from "#app/components/admin/role-names.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { type MetaArgs, titledMeta } from "#app/lib/meta.ts";
import { attempt, servicesOf } from "#app/lib/services.server.ts";
import { leadPaths } from "#common/staff-paths.ts";
import type { Route } from "./+types/staff";
import { refused, sessionEnded } from "./staff-forms.server.ts";
import { signedIn } from "./staff-layout.server.ts";

export const meta = ({ matches }: MetaArgs) => titledMeta("Staff", matches);

const adminsOnly = "Staff accounts are open to administrators only.";

/**
 * Staff accounts (issue 33), for the admin role: each account's role, and
 * how an article names it when it reviewed a post with its clinical
 * credential; ending every session of an account (issue 34: a lost phone,
 * someone leaving). Accounts are added and removed with `npm run users`.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const staff = signedIn(context);
  if (!staff) return null;
  if (staff.role !== "admin") return data({ accounts: null, forbidden: true }, { status: 403 });
  return { accounts: await servicesOf(context).account.listUsers(), forbidden: false };
}

export async function action({ context, request }: Route.ActionArgs) {
  const staff = signedIn(context);
  if (!staff) return sessionEnded();
  if (staff.role !== "admin") return refused(adminsOnly, 403);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent !== "profile" && intent !== "end-sessions") return refused("Unknown action.", 400);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const username = text("username");
  if (intent === "end-sessions") {
    const ended = await attempt(() => servicesOf(context).account.endAllSessions(staff, username));
    if (!ended.ok) return refused(ended.error, ended.status);
    return data<FormAnswer>({ ok: true, message: sessionsEnded(ended.value, username) });
  }
  const saved = await attempt(() =>
    servicesOf(context).account.setProfile(
      username,
      { displayName: text("displayName") || null, credential: text("credential") || null },
      staff,
    ),
  );
  if (!saved.ok) return refused(saved.error, saved.status);
  return data<FormAnswer>({ ok: true, message: `Saved ${username}'s name and credential.` });
}

export const ErrorBoundary = () => (
  <LoadFailed title="Error loading staff accounts" retryHref={leadPaths.staff} />
);

type Account = NonNullable<NonNullable<Route.ComponentProps["loaderData"]>["accounts"]>[number];

type Confirm = ReturnType<typeof useConfirm>["confirm"];

function AccountRow({ account, confirm }: { account: Account; confirm: Confirm }) {
  const fetcher = useFetcher<FormAnswer>();
  useAnswerToast(fetcher.data, { ok: 4000, failed: 8000 });
  const sessions = useFetcher<FormAnswer>();
  useAnswerToast(sessions.data, { ok: 4000, failed: 8000 });
  const id = `staff-${account.username}`;
  return (
    <li className="rounded-lg border border-line bg-surface p-5 shadow-sm">
      <h2 id={`${id}-title`} className="font-bold text-xl">
        {account.username}
      </h2>
      <p className="text-muted">{roleNames[account.role] ?? account.role}</p>
      <fetcher.Form method="post" aria-labelledby={`${id}-title`} className="mt-4 grid gap-4 md:grid-cols-2">
        <input type="hidden" name="intent" value="profile" />
        <input type="hidden" name="username" value={account.username} />
        <Field
          id={`${id}-name`}
          name="displayName"
          label="Name on articles"
          hint="As the review line names them, e.g. Dr Meera Iyer."
          defaultValue={account.displayName ?? ""}
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
          <Button type="submit" variant="secondary" disabled={fetcher.state !== "idle"}>
            {fetcher.state === "idle" ? "Save" : "Saving…"}
          </Button>
        </div>
      </fetcher.Form>
      <sessions.Form
        method="post"
        className="mt-4 border-line border-t pt-4"
        onSubmit={async (event) => {
          event.preventDefault();
          const form = event.currentTarget;
          const sure = await confirm({
            title: `End all sessions of ${account.username}?`,
            message: `Whoever is signed in as ${account.username} is signed out of both areas, on every device, and must sign in again.`,
            confirmLabel: "End all sessions",
            danger: true,
          });
          if (sure) sessions.submit(form);
        }}
      >
        <input type="hidden" name="intent" value="end-sessions" />
        <input type="hidden" name="username" value={account.username} />
        <Button type="submit" variant="secondary" disabled={sessions.state !== "idle"}>
          {sessions.state === "idle" ? "End all sessions" : "Ending sessions…"}
          <span className="sr-only"> of {account.username}</span>
        </Button>
      </sessions.Form>
    </li>
  );
}

export default function StaffAdmin({ loaderData }: Route.ComponentProps) {
  const { confirm, dialog } = useConfirm();
  if (!loaderData) return null;
  if (loaderData.forbidden || !loaderData.accounts) {
    return (
      <>
        <h1 className="font-bold text-3xl">Staff</h1>
        <p role="alert" className="mt-4 rounded-md bg-danger-tint px-4 py-3 text-danger">
          {adminsOnly}
        </p>
      </>
    );
  }
  return (
    <>
      <h1 className="font-bold text-3xl">Staff</h1>
      <p className="mt-1 max-w-3xl text-muted">
        Each account's role, and how an article names a clinician who reviewed it. A clinician approves posts
        only once their credential is here. Add or remove accounts with <code>npm run users</code>.
      </p>
      <ul className="mt-6 grid max-w-4xl gap-4">
        {loaderData.accounts.map((account) => (
          <AccountRow key={account.id} account={account} confirm={confirm} />
        ))}
      </ul>
      {dialog}
    </>
  );
}
