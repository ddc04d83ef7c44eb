import { LoadFailed } from "#app/components/admin/leads/load-failed.tsx";
import { WaitlistManager } from "#app/components/admin/waitlist/waitlist-manager.tsx";
import { type MetaArgs, titledMeta } from "#app/lib/meta.ts";
import { attempt, servicesOf } from "#app/lib/services.server.ts";
import { waitlistActionSchema } from "#common/schemas/lead-action.ts";
import { leadPaths } from "#common/staff-paths.ts";
import type { Route } from "./+types/waitlist";
import { answerOf, fieldsOf, formRefused, parseForm, sessionEnded } from "./staff-forms.server.ts";
import { signedIn } from "./staff-layout.server.ts";

export const meta = ({ matches }: MetaArgs) => titledMeta("Waitlist", matches);

/** Sign-ups a page of the list shows. */
const pageSize = 50;

/**
 * The coming-soon sign-ups in the leads area; search, sort and page live in
 * the address, parsed by the waitlist's schema in common/. Nothing for a
 * visitor who is not signed in (the layout shows the gate).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  if (!signedIn(context)) return null;
  const { waitlist } = servicesOf(context);
  const [listed, count] = await Promise.all([
    attempt(() => waitlist.list({ ...Object.fromEntries(url.searchParams), limit: String(pageSize) })),
    waitlist.count(),
  ]);
  return {
    entries: listed.ok ? listed.value.items : [],
    total: listed.ok ? listed.value.total : 0,
    page: listed.ok ? listed.value.page : 1,
    pageSize,
    count,
    listError: listed.ok ? null : `Error fetching the waitlist: ${listed.error}`,
    fieldErrors: listed.ok ? {} : (listed.fieldErrors ?? {}),
  };
}

/** Delete of one sign-up, after a confirmation; audited by its id, never its address. */
export async function action({ context, request }: Route.ActionArgs) {
  const staff = signedIn(context);
  if (!staff) return sessionEnded();
  const parsed = parseForm(waitlistActionSchema, fieldsOf(await request.formData()));
  if (!parsed.ok) return formRefused(parsed.fieldErrors);
  const result = await attempt(() => servicesOf(context).waitlist.remove(staff, parsed.value.id));
  return answerOf(result, "Removed from the waitlist", "Failed to delete sign-up");
}

export default function WaitlistAdmin({ loaderData }: Route.ComponentProps) {
  return loaderData && <WaitlistManager {...loaderData} />;
}

export const ErrorBoundary = () => (
  <LoadFailed title="Failed to fetch the waitlist" retryHref={leadPaths.waitlist} />
);
