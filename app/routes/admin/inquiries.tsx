import { data } from "react-router";
import { InquiryManager } from "#app/components/admin/inquiries/inquiry-manager.tsx";
import { inquiryOutcomes } from "#app/components/admin/leads/lead-outcomes.ts";
import { LoadFailed } from "#app/components/admin/leads/load-failed.tsx";
import { StaffPage } from "#app/components/admin/staff-page.tsx";
import type { MetaArgs } from "#app/lib/meta.ts";
import { attempt, servicesOf } from "#app/lib/services.server.ts";
import { siteOf } from "#app/lib/site.ts";
import { leadPaths } from "#common/staff-paths.ts";
import type { Route } from "./+types/inquiries";
import { leadStatusAction, loadStaffPage, staffHeaders } from "./staff-route.server.ts";

export const handle = { backOffice: true };

export const meta = ({ matches }: MetaArgs) => [
  { title: `Inquiries | ${siteOf(matches).name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers = () => staffHeaders;

/** Inquiries a page of the list shows. */
const pageSize = 20;

/**
 * The contact messages in the leads area: search, type, status, sort and
 * page live in the address (`?search=&type=&status=&sort=&page=`), and
 * `?message=<id>` opens one (the staff mail links there).
 */
export async function loader(args: Route.LoaderArgs) {
  const { state, headers } = await loadStaffPage(args, "leads");
  if (!state.staff) return data({ state, manager: null }, { headers });
  const { contactMessages } = servicesOf(args.context);
  const params = new URL(args.request.url).searchParams;
  const listed = await attempt(() =>
    contactMessages.list({ ...Object.fromEntries(params), limit: String(pageSize) }),
  );
  const openId = params.get("message");
  const [counts, detail] = await Promise.all([
    contactMessages.countOpen(),
    openId ? contactMessages.detail(openId) : null,
  ]);
  return data(
    {
      state,
      manager: {
        messages: listed.ok ? listed.value.messages : [],
        total: listed.ok ? listed.value.total : 0,
        page: listed.ok ? listed.value.page : 1,
        pageSize,
        counts,
        detail,
        listError: listed.ok ? null : `Error fetching inquiries: ${listed.error}`,
        now: new Date().toISOString(),
      },
    },
    { headers },
  );
}

/** The gate's sign-in and logout, and Close, Reopen and Delete (spec §4). */
export const action = (args: Route.ActionArgs) =>
  leadStatusAction(args, servicesOf(args.context).contactMessages, inquiryOutcomes);

export const ErrorBoundary = () => (
  <LoadFailed title="Failed to fetch inquiries" retryHref={leadPaths.inquiries} />
);

export default function InquiriesAdmin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StaffPage state={loaderData.state} actionData={actionData}>
      {loaderData.manager && <InquiryManager {...loaderData.manager} />}
    </StaffPage>
  );
}
