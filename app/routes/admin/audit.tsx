import { data } from "react-router";
import { AuditLog } from "#app/components/admin/audit/audit-log.tsx";
import { LoadFailed } from "#app/components/admin/leads/load-failed.tsx";
import { type MetaArgs, titledMeta } from "#app/lib/meta.ts";
import { attempt, auditPageSize, servicesOf } from "#app/lib/services.server.ts";
import { leadPaths } from "#common/staff-paths.ts";
import type { Route } from "./+types/audit";
import { refused } from "./staff-forms.server.ts";
import { signedIn } from "./staff-layout.server.ts";

export const meta = ({ matches }: MetaArgs) => titledMeta("Audit log", matches);

/**
 * The audit log, behind the leads area's sign-in and for the admin role only:
 * a leads account sees that it is not theirs (403), not the log.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = signedIn(context);
  if (!staff) return null;
  if (staff.role !== "admin") return data({ log: null, forbidden: true }, { status: 403 });
  const listed = await attempt(() => servicesOf(context).audit.list(Object.fromEntries(url.searchParams)));
  return {
    forbidden: false,
    log: listed.ok
      ? { ...listed.value, pageSize: auditPageSize, listError: null, fieldErrors: {} }
      : {
          entries: [],
          total: 0,
          page: 1,
          action: null,
          pageSize: auditPageSize,
          listError: `Error fetching the audit log: ${listed.error}`,
          fieldErrors: listed.fieldErrors ?? {},
        },
  };
}

/**
 * The log is read-only: no post does anything here. The action still has to
 * exist, since the browser sends a page's posts (the gate's sign-in and
 * Logout, which the layout's middleware answers first) only to a route with one.
 */
export const action = () => refused("Unknown action.", 400);

export default function AuditAdmin({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  if (loaderData.forbidden) {
    return (
      <>
        <h1 className="font-bold text-3xl">Audit log</h1>
        <p role="alert" className="mt-4 rounded-md bg-danger-tint px-4 py-3 text-danger">
          The audit log is open to administrators only.
        </p>
      </>
    );
  }
  return loaderData.log && <AuditLog {...loaderData.log} />;
}

export const ErrorBoundary = () => (
  <LoadFailed title="Failed to fetch the audit log" retryHref={leadPaths.audit} />
);
