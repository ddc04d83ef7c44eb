import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import { GateFrame } from "#app/components/admin/gate-frame.tsx";
import { SignInGate } from "#app/components/admin/sign-in-gate.tsx";
import { servicesOf } from "#app/lib/services.server.ts";
import { answeredLeadKindList, answeredLeadKinds } from "#common/lead-kinds.ts";
import type { Route } from "./+types/layout";
import { staffMiddleware, staffPageState } from "./staff-layout.server.ts";

/**
 * The frame of every page behind a staff sign-in (the leads area's views):
 * the gate until someone is signed in to the page's area, then the page in
 * the staff frame (navigation, who is signed in, Logout, the toaster).
 * The pages below load and act on their own data only; see
 * staff-layout.server.ts for the gate's posts, the session and the headers.
 */

export const handle = { backOffice: true };

export const middleware: Route.MiddlewareFunction[] = [staffMiddleware];

/** Staff pages are never indexed; each page adds its title (`staffMeta`). */
export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

/**
 * The gate's state as the middleware read it (who is signed in, a notice, a
 * lock, a refusal) and, in the leads area, for each kind's link in the
 * navigation: how many leads nobody has opened yet, and how many have an
 * answer from the visitor nobody has read (issue 50).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const state = staffPageState(context);
  if (state?.area !== "leads" || !state.staff) return { state, unopened: null, newAnswers: null };
  const { answeredLeads } = servicesOf(context);
  const counts = await Promise.all(
    answeredLeadKindList.map(async (kind) => {
      const { path } = answeredLeadKinds[kind];
      const service = answeredLeads[kind];
      const [unopened, answers] = await Promise.all([service.countUnopened(), service.countNewAnswers()]);
      return { path, unopened, answers };
    }),
  );
  return {
    state,
    unopened: Object.fromEntries(counts.map((count) => [count.path, count.unopened])),
    newAnswers: Object.fromEntries(counts.map((count) => [count.path, count.answers])),
  };
}

/**
 * Read again on every request that reaches the server: a session that ended
 * while moving between views brings the gate back at once. Costs nothing:
 * the middleware has read the session already. The one exception is a post
 * its page answered "session ended" (401): the page stays, so what was typed
 * is not lost under the gate; the page says how to sign in again.
 */
export const shouldRevalidate = ({ actionStatus }: ShouldRevalidateFunctionArgs) => actionStatus !== 401;

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  const { state, unopened, newAnswers } = loaderData;
  // The session could not be read: the page's own error boundary says what failed.
  if (!state) {
    return (
      <GateFrame>
        <Outlet />
      </GateFrame>
    );
  }
  if (!state.staff) {
    return (
      <GateFrame>
        <SignInGate state={state} failure={state.refusal ?? undefined} />
      </GateFrame>
    );
  }
  return (
    <AdminShell state={state} unopened={unopened ?? {}} newAnswers={newAnswers ?? {}}>
      <Outlet />
    </AdminShell>
  );
}
