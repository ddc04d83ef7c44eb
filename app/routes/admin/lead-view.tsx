import { useLocation } from "react-router";
import { leadKindAt } from "#app/components/admin/leads/kinds/index.ts";
import { LeadManager } from "#app/components/admin/leads/lead-manager.tsx";
import { LoadFailed } from "#app/components/admin/leads/load-failed.tsx";
import { type MetaArgs, titledMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/lead-view";
import { leadAction, loadLeadPage } from "./leads.server.ts";

/*
 * The view of every kind staff answer (spec §2.20 for demo requests; the
 * contact messages alike): app/routes.ts gives each kind of
 * common/lead-kinds.ts its own route to this module at the kind's path, and
 * each export finds its kind from the address. `?request=<id>`,
 * `?message=<id>` (the kind's open parameter) opens one; the staff mail links there.
 */

export const meta = ({ location, matches }: MetaArgs & { location: { pathname: string } }) =>
  titledMeta(leadKindAt(location.pathname).pageTitle, matches);

export const loader = (args: Route.LoaderArgs) => loadLeadPage(args, leadKindAt(args.url.pathname));

export const action = (args: Route.ActionArgs) => leadAction(args, leadKindAt(args.url.pathname));

export default function LeadView({ loaderData }: Route.ComponentProps) {
  const kind = leadKindAt(useLocation().pathname);
  return loaderData && <LeadManager kind={kind} page={loaderData} />;
}

export function ErrorBoundary() {
  const kind = leadKindAt(useLocation().pathname);
  return <LoadFailed title={kind.loadFailed} retryHref={kind.path} />;
}
