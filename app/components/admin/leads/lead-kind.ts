import type { ComponentType, ReactNode } from "react";
import type { DeskView, LeadCounts, LeadDetail, Services } from "#app/lib/services.server.ts";
import type { LeadOutcome, LeadStage } from "#common/lead-desk.ts";
import type { AnsweredLeadKind } from "#common/lead-kinds.ts";
import type { FilterSet } from "./lead-filters.tsx";
import type { LeadOutcomes } from "./lead-outcomes.ts";
import type { LeadActionCopy, LeadRef, StatusIntent } from "./use-lead-actions.ts";

/** What staff see of one lead of kind `K`, as its service lists it: a kind's view needs no type of its own on this side. */
export type ViewOf<K extends AnsweredLeadKind> = Awaited<
  ReturnType<Services["answeredLeads"][K]["list"]>
>["items"][number];

/** What every lead with a status has: an id, open or closed, and where the desk is with it. */
export type StatusLead = DeskView;

export type { LeadCounts };

/** One lead in the list. */
export type LeadCardProps<V> = {
  lead: V;
  /** The server's time when the page was read: waits are measured from it. */
  now: Date;
  /** The address of this view with the lead opened. */
  detailHref: string;
  onAction: (intent: StatusIntent, lead: LeadRef) => void;
  busy: boolean;
  /** Who handles it, by name; null when unassigned. */
  ownerName: string | null;
  /** The visitor has written back and nobody has read it yet (issue 50): marked "New answer". */
  newAnswer: boolean;
};

/** What a lead's detail dialog shows of it, above its consent and history. */
export type LeadDetailBodyProps<V> = { detail: LeadDetail<V>; now: Date };

/**
 * One kind of lead as the lead manager shows it: its words, its address and
 * the parameter that opens one, its filters, its card and detail, and what
 * its actions say (one file each in ./kinds/, found by `name`). The manager,
 * the route, its loader and its action are the same for every kind; only
 * this differs. (Its data comes from the service of the same name:
 * app/routes/admin/leads.server.ts.)
 */
export type LeadKind<V extends StatusLead> = {
  /** The kind it shows, as common/lead-kinds.ts names it: its service and its entry there have the same name. */
  name: AnsweredLeadKind;
  /** The view's address (common/staff-paths.ts): the staff mail links there. */
  path: string;
  /** The document's title: "Demo Requests | …". */
  pageTitle: string;
  /** The view's heading. */
  title: string;
  /** The list's hidden heading and pager: "Requests". */
  listNoun: string;
  /** The query parameter that opens one lead: `?request=`, `?message=`. */
  openParam: string;
  /** The CSV export of the current view. */
  exportPath: string;
  /** The headline under the title: how many wait. */
  summary: (counts: LeadCounts) => ReactNode;
  /** The line shown when nothing matches. */
  empty: string;
  /** The list's error line (spec §8): "Error fetching requests: {message}". */
  listError: (message: string) => string;
  /** The error boundary's heading when the view cannot be loaded at all. */
  loadFailed: string;
  filters: FilterSet;
  /** Close, Reopen and Delete: their questions, and what a toast says when the server cannot be reached. */
  copy: Record<StatusIntent, LeadActionCopy>;
  /** What the action answers ("Request closed successfully", "Error closing request: …"). */
  outcomes: LeadOutcomes;
  /** The lead's name, for questions and accessible names. */
  nameOf: (lead: V) => string;
  /** The detail dialog's title: "Request from Asha". */
  detailTitle: (lead: V) => string;
  /** The word in "Close request", "Reopen inquiry". */
  noun: string;
  /** Its stages while open, in order, and how one can end (common/lead-kinds.ts). */
  stages: readonly LeadStage[];
  deskOutcomes: readonly LeadOutcome[];
  /** The subject a reply to the visitor starts with: "Re: your message about …". */
  replySubject: (lead: V) => string;
  /** The address a reply goes to; null for a kind that asks for none (no reply is offered). */
  emailOf: (lead: V) => string | null;
  Card: ComponentType<LeadCardProps<V>>;
  DetailBody: ComponentType<LeadDetailBodyProps<V>>;
};

/**
 * A kind's descriptor as the one lead route holds it, whichever its leads:
 * each file in ./kinds/ checks its own against its leads' view, and the
 * route gives it the leads of the service of the same name.
 */
export type SomeLeadKind = LeadKind<StatusLead>;

/** A page of a lead view, as its loader reads it. */
export type LeadPage<V> = {
  items: V[];
  total: number;
  page: number;
  pageSize: number;
  counts: LeadCounts;
  detail: LeadDetail<V> | null;
  /** The accounts a lead may be assigned to (the owner filter and the detail's Owner). */
  owners: { id: string; username: string }[];
  listError: string | null;
  /** What the list's schema refused of the address, by parameter. */
  fieldErrors: Record<string, string>;
  /** The server's time when the page was read (ISO). */
  now: string;
};
