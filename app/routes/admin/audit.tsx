import { data } from "react-router";
import { AuditLog } from "#app/components/admin/audit/audit-log.tsx";
import { LoadFailed } from "#app/components/admin/leads/load-failed.tsx";
import { StaffPage } from "#app/components/admin/staff-page.tsx";
import type { MetaArgs } from "#app/lib/meta.ts";
import { attempt, auditPageSize, servicesOf } from "#app/lib/services.server.ts";
import { siteOf } from "#app/lib/site.ts";
import { leadPaths } from "#common/staff-paths.ts";
import type { Route } from "./+types/audit";
import { loadStaffPage, staffAction, staffHeaders, unknownIntent } from "./staff-route.server.ts";

export const handle = { backOffice: true };

export const meta = ({ matches }: MetaArgs) => [
  { title: `Audit log | ${siteOf(matches).name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers = () => staffHeaders;

/**
 * The audit log, behind the leads area's sign-in and for the admin role only:
 * a leads account sees that it is not theirs (403), not the log.
 */
export async function loader(args: Route.LoaderArgs) {
  const { state, headers } = await loadStaffPage(args, "leads");
  if (!state.staff) return data({ state, log: null, forbidden: false }, { headers });
  if (state.staff.role !== "admin")
    return data({ state, log: null, forbidden: true }, { status: 403, headers });
  const params = new URL(args.request.url).searchParams;
  const listed = await attempt(() => servicesOf(args.context).audit.list(Object.fromEntries(params)));
  return data(
    {
      state,
      forbidden: false,
      log: listed.ok
        ? { ...listed.value, pageSize: auditPageSize, listError: null }
        : {
            entries: [],
            total: 0,
            page: 1,
            action: null,
            pageSize: auditPageSize,
            listError: `Error fetching the audit log: ${listed.error}`,
          },
    },
    { headers },
  );
}

/** Only the gate's sign-in and logout: the log itself is read-only. */
export async function action(args: Route.ActionArgs) {
  return staffAction(args, "leads", async () => unknownIntent());
}

export const ErrorBoundary = () => (
  <LoadFailed title="Failed to fetch the audit log" retryHref={leadPaths.audit} />
);

export default function AuditAdmin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StaffPage state={loaderData.state} actionData={actionData}>
      {loaderData.forbidden && (
        <>
          <h1 className="font-bold text-3xl">Audit log</h1>
          <p role="alert" className="mt-4 rounded-md bg-danger-tint px-4 py-3 text-danger">
            The audit log is open to administrators only.
          </p>
        </>
      )}
      {loaderData.log && <AuditLog {...loaderData.log} />}
    </StaffPage>
  );
}
