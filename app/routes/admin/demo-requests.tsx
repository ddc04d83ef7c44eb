import { data } from "react-router";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import { DemoRequestManager } from "#app/components/admin/demo-requests/demo-request-manager.tsx";
import { GateFrame } from "#app/components/admin/gate-frame.tsx";
import { SignInGate, signInFailureOf } from "#app/components/admin/sign-in-gate.tsx";
import { siteConfig } from "#app/content/site-config.ts";
import { attempt, servicesOf } from "#app/lib/services.server.ts";
import type { Route } from "./+types/demo-requests";
import { gateAction, loadStaffPage, requireStaff, staffHeaders } from "./staff-route.server.ts";

export const handle = { backOffice: true };

export const meta = () => [
  { title: `Demo Requests | ${siteConfig.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers = () => staffHeaders;

/** Requests a page of the manager shows. */
const pageSize = 20;

/**
 * Spec §2.20: the demo-request manager, behind its own sign-in gate. Filters,
 * search, sort and page live in the address (`?status=&product=&search=&sort=&page=`),
 * so a reload or a shared link shows the same view; `?request=<id>` opens one.
 */
export async function loader(args: Route.LoaderArgs) {
  const { state, headers } = await loadStaffPage(args, "leads");
  if (!state.staff) return data({ state, manager: null }, { headers });
  const { demoRequests } = servicesOf(args.context);
  const params = new URL(args.request.url).searchParams;
  const query = Object.fromEntries(params);
  const listed = await attempt(() => demoRequests.list({ ...query, limit: String(pageSize) }));
  const openId = params.get("request");
  const [openCount, detail] = await Promise.all([
    demoRequests.countOpen(),
    openId ? demoRequests.detail(openId) : null,
  ]);
  return data(
    {
      state,
      manager: {
        requests: listed.ok ? listed.value.requests : [],
        total: listed.ok ? listed.value.total : 0,
        page: listed.ok ? listed.value.page : 1,
        pageSize,
        openCount,
        detail,
        listError: listed.ok ? null : `Error fetching requests: ${listed.error}`,
      },
    },
    { headers },
  );
}

const intents = {
  close: { status: "closed", done: "Request closed successfully", failed: "Error closing request" },
  reopen: { status: "open", done: "Request reopened successfully", failed: "Error reopening request" },
} as const;

/** The gate's sign-in and logout, and Close, Reopen and Delete (spec §4). */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const handled = await gateAction(args, form, "leads");
  if (handled) return handled;
  const { state } = await loadStaffPage(args, "leads");
  const staff = requireStaff(state);
  const actor = { id: staff.id, username: staff.username };
  const { demoRequests } = servicesOf(args.context);
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");
  if (intent === "close" || intent === "reopen") {
    const { status, done, failed } = intents[intent];
    const result = await attempt(() => demoRequests.setStatus(actor, id, { status }));
    return result.ok
      ? { ok: true as const, message: done }
      : data({ ok: false as const, message: `${failed}: ${result.error}` }, { status: result.status });
  }
  if (intent === "delete") {
    const result = await attempt(() => demoRequests.remove(actor, id));
    return result.ok
      ? { ok: true as const, message: "Request deleted successfully" }
      : data(
          { ok: false as const, message: `Failed to delete request: ${result.error}` },
          { status: result.status },
        );
  }
  return data({ ok: false as const, message: "Unknown action." }, { status: 400 });
}

/** The list could not be loaded at all (the server did not answer): say so, offer a retry. */
export function ErrorBoundary() {
  return (
    <GateFrame>
      <section className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="font-bold text-2xl">Failed to fetch demo requests</h1>
        <p className="mt-3 text-muted">The server did not answer. Check your connection and try again.</p>
        <a
          href="/admin-only-demo-requests"
          className="mt-6 inline-flex min-h-11 items-center font-semibold text-brand underline"
        >
          Try again
        </a>
      </section>
    </GateFrame>
  );
}

export default function DemoRequestsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { state, manager } = loaderData;
  if (!state.staff || !manager) {
    return (
      <GateFrame>
        <SignInGate state={state} failure={signInFailureOf(actionData)} />
      </GateFrame>
    );
  }
  return (
    <AdminShell state={state}>
      <DemoRequestManager {...manager} />
    </AdminShell>
  );
}
