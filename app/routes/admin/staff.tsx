import { data } from "react-router";
import { formAnswerOf } from "#app/components/admin/form-answer.ts";
import { LoadFailed } from "#app/components/admin/leads/load-failed.tsx";
import type { TeamAnswer } from "#app/components/admin/staff/staff-screen.ts";
import { StaffTeam } from "#app/components/admin/staff/staff-team.tsx";
import { type MetaArgs, titledMeta } from "#app/lib/meta.ts";
import { clientOf, servicesOf } from "#app/lib/services.server.ts";
import { leadPaths } from "#common/staff-paths.ts";
import type { Route } from "./+types/staff";
import { loadTeamScreen, teamAction } from "./staff.server.ts";
import { refused, sessionEnded } from "./staff-forms.server.ts";
import { noteConfirmed, signedInSession } from "./staff-layout.server.ts";

export const meta = ({ matches }: MetaArgs) => titledMeta("Staff", matches);

const adminsOnly = "Staff accounts are open to administrators only.";

/**
 * The team (issues 33, 34, 48), for the admin role: invitations by email,
 * and each account's role, name on articles and credential, address,
 * active or not, password link, two-step sign-in, sessions and removal.
 * The dangerous changes ask the administrator to confirm it is them every
 * 10 minutes (sudo mode). Every form posts here, so it all works without
 * JavaScript.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const staff = signedInSession(context);
  if (!staff) return null;
  if (staff.role !== "admin") return data({ screen: null, forbidden: true }, { status: 403 });
  return { screen: await loadTeamScreen(servicesOf(context), staff), forbidden: false };
}

export async function action({ context, request }: Route.ActionArgs) {
  const staff = signedInSession(context);
  if (!staff) return sessionEnded();
  if (staff.role !== "admin") return refused(adminsOnly, 403);
  return teamAction(servicesOf(context), staff, clientOf(context), await request.formData(), (at) =>
    noteConfirmed(context, at),
  );
}

export const ErrorBoundary = () => (
  <LoadFailed title="Error loading staff accounts" retryHref={leadPaths.staff} />
);

export default function StaffAdmin({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return (
    <>
      <h1 className="font-bold text-3xl">Staff</h1>
      {loaderData.forbidden || !loaderData.screen ? (
        <p role="alert" className="mt-4 rounded-md bg-danger-tint px-4 py-3 text-danger">
          {adminsOnly}
        </p>
      ) : (
        <>
          <p className="mt-1 max-w-3xl text-muted">
            Everyone who works in the back office. Invite a colleague by email: they choose their own username
            and password from the link. A role says what an account may open; a clinician approves posts only
            once their credential is here. The <code>npm run users</code> command on the server is for the
            first administrator, and for a server that sends no mail.
          </p>
          <StaffTeam screen={loaderData.screen} answer={formAnswerOf(actionData) as TeamAnswer | undefined} />
        </>
      )}
    </>
  );
}
