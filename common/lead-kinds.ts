import type { ConsentKind } from "./consent.ts";
import { contactMessageStages, demoRequestStages, type LeadStage } from "./lead-desk.ts";
import { leadPaths } from "./staff-paths.ts";

/**
 * The kinds of lead as both sides name them: where each one's staff view is,
 * the parameter that opens one there, its address in the staff API, and its
 * words. The navigation, the audit log, failed mail, the overview and the
 * lead desk's API all read this list, so a new kind is one entry here (and
 * its descriptor in server/services/lead-kinds/), not a line in each.
 */
export type LeadKindNames = {
  /** The staff view that lists them (common/staff-paths.ts). */
  path: string;
  /** The navigation's link text, and the overview's heading of the kind. */
  label: string;
  /** One of them, and all of them, as a sentence names them: "closed inquiry 1a2b", "exported the inquiries". */
  one: string;
  many: string;
};

/** A kind staff answer (stage, owner, outcome, replies): opened one at a time from its view and its API address. */
export type AnsweredLeadKindNames = LeadKindNames & {
  /** The query parameter that opens one in its view: `?request=<id>`. */
  openParam: string;
  /** Its addresses in the staff API: its list at `/api/<slug>`, one lead at `/api/leads/<slug>/<id>`. */
  slug: string;
  /** The name its CSV export is saved under, before the date: `inquiries-2026-12-04.csv`. */
  exportName: string;
  /** The overview's name of one: "Demo request". */
  title: string;
  /** How a lead's "Also sent" names one: "Message from Asha". */
  sentTitle: string;
  /** Its stages while open, in order. */
  stages: readonly LeadStage[];
};

export const answeredLeadKinds = {
  demo_request: {
    path: leadPaths.demoRequests,
    label: "Demo requests",
    one: "demo request",
    many: "demo requests",
    title: "Demo request",
    sentTitle: "Demo request",
    openParam: "request",
    slug: "demo-requests",
    exportName: "demo-requests",
    stages: demoRequestStages,
  },
  contact_message: {
    path: leadPaths.inquiries,
    label: "Inquiries",
    one: "inquiry",
    many: "inquiries",
    title: "Inquiry",
    sentTitle: "Message",
    openParam: "message",
    slug: "contact-messages",
    exportName: "inquiries",
    stages: contactMessageStages,
  },
} as const satisfies Partial<Record<ConsentKind, AnsweredLeadKindNames>>;

/** The kinds staff answer, by their name in the consent ledger, the audit log and the outbox. */
export type AnsweredLeadKind = keyof typeof answeredLeadKinds;

/** Every kind of lead, answered or only listed (the waitlist). */
export const leadKindNames: Record<ConsentKind, LeadKindNames> = {
  ...answeredLeadKinds,
  waitlist: { path: leadPaths.waitlist, label: "Waitlist", one: "waitlist sign-up", many: "the waitlist" },
};

/** The answered kinds in the order the back office shows them. */
export const answeredLeadKindList = Object.keys(answeredLeadKinds) as AnsweredLeadKind[];

/** Whether `name` (an audit row's or a mail's record type) is a kind staff answer. */
export const isAnsweredLeadKind = (name: string): name is AnsweredLeadKind =>
  Object.hasOwn(answeredLeadKinds, name);

/** Where a kind's view is, the parameter that opens one there, its CSV export and its stages: what its staff view takes from here. */
export function viewPlacesOf(kind: AnsweredLeadKind) {
  const names: AnsweredLeadKindNames = answeredLeadKinds[kind];
  return {
    path: names.path,
    openParam: names.openParam,
    exportPath: `/api/${names.slug}/export.csv`,
    stages: names.stages,
  };
}

/** Where one lead opens in the back office: its view with the parameter that opens it. */
export const leadHref = (kind: AnsweredLeadKind, id: string) => {
  const names: AnsweredLeadKindNames = answeredLeadKinds[kind];
  return `${names.path}?${names.openParam}=${encodeURIComponent(id)}`;
};
