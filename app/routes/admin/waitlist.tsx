import { data } from "react-router";
import { LoadFailed } from "#app/components/admin/leads/load-failed.tsx";
import { StaffPage } from "#app/components/admin/staff-page.tsx";
import { WaitlistManager } from "#app/components/admin/waitlist/waitlist-manager.tsx";
import type { MetaArgs } from "#app/lib/meta.ts";
import { attempt, servicesOf } from "#app/lib/services.server.ts";
import { siteOf } from "#app/lib/site.ts";
import { leadPaths } from "#common/staff-paths.ts";
import type { Route } from "./+types/waitlist";
import {
  loadStaffPage,
  staffAction,
  staffAnswer,
  staffHeaders,
  unknownIntent,
} from "./staff-route.server.ts";

export const handle = { backOffice: true };

export const meta = ({ matches }: MetaArgs) => [
  { title: `Waitlist | ${siteOf(matches).name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers = () => staffHeaders;

/** Sign-ups a page of the list shows. */
const pageSize = 50;

/** The coming-soon sign-ups in the leads area; search, sort and page live in the address. */
export async function loader(args: Route.LoaderArgs) {
  const { state, headers } = await loadStaffPage(args, "leads");
  if (!state.staff) return data({ state, manager: null }, { headers });
  const { waitlist } = servicesOf(args.context);
  const params = new URL(args.request.url).searchParams;
  const [listed, count] = await Promise.all([
    attempt(() => waitlist.list({ ...Object.fromEntries(params), limit: String(pageSize) })),
    waitlist.count(),
  ]);
  return data(
    {
      state,
      manager: {
        entries: listed.ok ? listed.value.entries : [],
        total: listed.ok ? listed.value.total : 0,
        page: listed.ok ? listed.value.page : 1,
        pageSize,
        count,
        listError: listed.ok ? null : `Error fetching the waitlist: ${listed.error}`,
      },
    },
    { headers },
  );
}

/** The gate's sign-in and logout, and Delete. */
export async function action(args: Route.ActionArgs) {
  return staffAction(args, "leads", async (actor, intent, form) => {
    if (intent !== "delete") return unknownIntent();
    const id = String(form.get("id") ?? "");
    const result = await attempt(() => servicesOf(args.context).waitlist.remove(actor, id));
    return staffAnswer(result, "Removed from the waitlist", "Failed to delete sign-up");
  });
}

export const ErrorBoundary = () => (
  <LoadFailed title="Failed to fetch the waitlist" retryHref={leadPaths.waitlist} />
);

export default function WaitlistAdmin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StaffPage state={loaderData.state} actionData={actionData}>
      {loaderData.manager && <WaitlistManager {...loaderData.manager} />}
    </StaffPage>
  );
}
