import { demoRequestKind as kind } from "#app/components/admin/leads/kinds/demo-requests.tsx";
import { LeadManager } from "#app/components/admin/leads/lead-manager.tsx";
import { LoadFailed } from "#app/components/admin/leads/load-failed.tsx";
import { type MetaArgs, titledMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/demo-requests";
import { leadAction, loadLeadPage } from "./leads.server.ts";

/** Spec §2.20: the demo-request manager, one kind of the lead manager. */
export const meta = ({ matches }: MetaArgs) => titledMeta(kind.pageTitle, matches);

export const loader = (args: Route.LoaderArgs) =>
  loadLeadPage(args, kind, (services) => services.demoRequests);

export const action = (args: Route.ActionArgs) =>
  leadAction(args, kind.outcomes, (services) => services.demoRequests);

export default function DemoRequestsAdmin({ loaderData }: Route.ComponentProps) {
  return loaderData && <LeadManager kind={kind} page={loaderData} />;
}

export const ErrorBoundary = () => <LoadFailed title={kind.loadFailed} retryHref={kind.path} />;
