import { useLocation } from "react-router";
import { leadKindAt, leadKinds } from "#app/components/admin/leads/kinds.tsx";
import type { LeadKind, LeadKindId, LeadPage, StatusLead } from "#app/components/admin/leads/lead-kind.ts";
import { LeadManager } from "#app/components/admin/leads/lead-manager.tsx";
import { LoadFailed } from "#app/components/admin/leads/load-failed.tsx";
import { type MetaArgs, titledMeta } from "#app/lib/meta.ts";
import { attempt, servicesOf } from "#app/lib/services.server.ts";
import { statusLeadActionSchema } from "#common/schemas/lead-action.ts";
import type { Route } from "./+types/leads";
import { type LeadSource, leadSources } from "./lead-sources.server.ts";
import { answerOf, fieldsOf, formRefused, parseForm, sessionEnded } from "./staff-forms.server.ts";
import { signedIn } from "./staff-layout.server.ts";

/*
 * The lead views with a status, one module at two addresses (routes.ts
 * names it twice): demo requests at /admin-only-demo-requests, where
 * `?request=<id>` opens one (spec §2.20), and contact messages at
 * /admin-only-demo-requests/inquiries, where `?message=<id>` does. The
 * address says which kind; the kind's descriptor (kinds.tsx) and its source
 * (lead-sources.server.ts) say the rest. Behind the staff layout's sign-in.
 */

/** Leads a page of the list shows. */
const pageSize = 20;

/** The kind of lead the view at `path` shows: this module is mounted at the kinds' addresses only. */
function kindAt(path: string): LeadKindId {
  const kind = leadKindAt(path);
  if (!kind) throw new Error(`${path} shows no kind of lead`);
  return kind;
}

export const meta = ({ location, matches }: MetaArgs & { location: { pathname: string } }) =>
  titledMeta(leadKinds[kindAt(location.pathname)].pageTitle, matches);

/**
 * A page of the list as the address says: filters, search, sort and page
 * (`?status=&search=&sort=&page=`, and the kind's own: `product`, `type`),
 * parsed by the kind's schema in common/ (a value it refuses is said under
 * its filter), the counts of what waits, and the lead the address opens.
 */
async function pageOf<V extends StatusLead>(
  kind: LeadKind<V>,
  source: LeadSource<V>,
  params: URLSearchParams,
): Promise<LeadPage<V>> {
  const listed = await attempt(() => source.list({ ...Object.fromEntries(params), limit: String(pageSize) }));
  const openId = params.get(kind.openParam);
  const [counts, detail] = await Promise.all([source.counts(), openId ? source.detail(openId) : null]);
  return {
    items: listed.ok ? listed.value.items : [],
    total: listed.ok ? listed.value.total : 0,
    page: listed.ok ? listed.value.page : 1,
    pageSize,
    counts,
    detail,
    listError: listed.ok ? null : `${kind.listError}: ${listed.error}`,
    fieldErrors: listed.ok ? {} : (listed.fieldErrors ?? {}),
    now: new Date().toISOString(),
  };
}

/** Nothing for a visitor who is not signed in (the layout shows the gate). */
export async function loader({ context, url }: Route.LoaderArgs) {
  if (!signedIn(context)) return null;
  const services = servicesOf(context);
  if (kindAt(url.pathname) === "inquiries") {
    const page = await pageOf(leadKinds.inquiries, leadSources.inquiries(services), url.searchParams);
    return { kind: "inquiries" as const, page };
  }
  const page = await pageOf(leadKinds.demoRequests, leadSources.demoRequests(services), url.searchParams);
  return { kind: "demoRequests" as const, page };
}

/** Close, Reopen and Delete of one lead (spec §4), answered with the kind's lines ("Request closed successfully"). */
export async function action({ context, request, url }: Route.ActionArgs) {
  const staff = signedIn(context);
  if (!staff) return sessionEnded();
  const parsed = parseForm(statusLeadActionSchema, fieldsOf(await request.formData()));
  if (!parsed.ok) return formRefused(parsed.fieldErrors);
  const { intent, id } = parsed.value;
  const kind = kindAt(url.pathname);
  const { outcomes } = leadKinds[kind];
  const source: LeadSource<StatusLead> = leadSources[kind](servicesOf(context));
  if (intent === "delete") {
    return answerOf(await attempt(() => source.remove(staff, id)), outcomes.deleted, outcomes.deleteFailed);
  }
  const result = await attempt(() => source.setStatus(staff, id, intent === "close" ? "closed" : "open"));
  return intent === "close"
    ? answerOf(result, outcomes.closed, outcomes.closeError)
    : answerOf(result, outcomes.reopened, outcomes.reopenError);
}

export default function LeadView({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return loaderData.kind === "inquiries" ? (
    <LeadManager kind={leadKinds.inquiries} page={loaderData.page} />
  ) : (
    <LeadManager kind={leadKinds.demoRequests} page={loaderData.page} />
  );
}

export function ErrorBoundary() {
  const kind = leadKinds[leadKindAt(useLocation().pathname) ?? "demoRequests"];
  return <LoadFailed title={kind.loadFailed} retryHref={kind.path} />;
}
