import { LoadFailed } from "#app/components/admin/leads/load-failed.tsx";
import { LeadOverviewPage } from "#app/components/admin/overview/lead-overview.tsx";
import { type MetaArgs, titledMeta } from "#app/lib/meta.ts";
import { servicesOf } from "#app/lib/services.server.ts";
import { leadPaths } from "#common/staff-paths.ts";
import type { Route } from "./+types/overview";
import { refused } from "./staff-forms.server.ts";
import { signedIn } from "./staff-layout.server.ts";

export const meta = ({ matches }: MetaArgs) => titledMeta("Overview", matches);

/** The lead desk's overview, behind the leads area's sign-in: what needs an answer now, stages, recent weeks. */
export async function loader({ context }: Route.LoaderArgs) {
  const staff = signedIn(context);
  if (!staff) return null;
  const services = servicesOf(context);
  const [overview, owners] = await Promise.all([
    services.leadOverview.read(),
    services.demoRequests.desk.owners(),
  ]);
  return { overview, owners };
}

/** Nothing posts here but the gate's sign-in and Logout, which the layout answers first. */
export const action = () => refused("Unknown action.", 400);

export default function Overview({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return <LeadOverviewPage overview={loaderData.overview} owners={loaderData.owners} />;
}

export const ErrorBoundary = () => (
  <LoadFailed title="Failed to fetch the overview" retryHref={leadPaths.overview} />
);
