import { data } from "react-router";
import { DemoRequestManager } from "#app/components/admin/demo-requests/demo-request-manager.tsx";
import { demoRequestOutcomes } from "#app/components/admin/leads/lead-outcomes.ts";
import { LoadFailed } from "#app/components/admin/leads/load-failed.tsx";
import { StaffPage } from "#app/components/admin/staff-page.tsx";
import type { MetaArgs } from "#app/lib/meta.ts";
import { attempt, servicesOf } from "#app/lib/services.server.ts";
import { siteOf } from "#app/lib/site.ts";
import { leadPaths } from "#common/staff-paths.ts";
import type { Route } from "./+types/demo-requests";
import { leadStatusAction, loadStaffPage, staffHeaders } from "./staff-route.server.ts";

export const handle = { backOffice: true };

export const meta = ({ matches }: MetaArgs) => [
  { title: `Demo Requests | ${siteOf(matches).name}` },
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

/** The gate's sign-in and logout, and Close, Reopen and Delete (spec §4). */
export const action = (args: Route.ActionArgs) =>
  leadStatusAction(args, servicesOf(args.context).demoRequests, demoRequestOutcomes);

export const ErrorBoundary = () => (
  <LoadFailed title="Failed to fetch demo requests" retryHref={leadPaths.demoRequests} />
);

export default function DemoRequestsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StaffPage state={loaderData.state} actionData={actionData}>
      {loaderData.manager && <DemoRequestManager {...loaderData.manager} />}
    </StaffPage>
  );
}
