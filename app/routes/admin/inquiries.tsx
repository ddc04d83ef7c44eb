import { inquiryKind as kind } from "#app/components/admin/leads/kinds/inquiries.tsx";
import { LeadManager } from "#app/components/admin/leads/lead-manager.tsx";
import { LoadFailed } from "#app/components/admin/leads/load-failed.tsx";
import { type MetaArgs, titledMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/inquiries";
import { leadAction, loadLeadPage } from "./leads.server.ts";

/** The contact messages, one kind of the lead manager; `?message=<id>` opens one (the staff mail links there). */
export const meta = ({ matches }: MetaArgs) => titledMeta(kind.pageTitle, matches);

export const loader = (args: Route.LoaderArgs) =>
  loadLeadPage(args, kind, (services) => services.contactMessages);

export const action = (args: Route.ActionArgs) =>
  leadAction(args, kind.outcomes, (services) => services.contactMessages);

export default function InquiriesAdmin({ loaderData }: Route.ComponentProps) {
  return loaderData && <LeadManager kind={kind} page={loaderData} />;
}

export const ErrorBoundary = () => <LoadFailed title={kind.loadFailed} retryHref={kind.path} />;
