import type { DemoRequestQuery } from "#common/schemas/demo-request-query.ts";
import { demoRequestQuerySchema } from "#common/schemas/demo-request-query.ts";
import {
  countOpenDemoRequests,
  type DemoRequestFilter,
  findDemoRequest,
  listDemoRequests,
} from "#server/db/repositories/demo-requests.ts";
import type { DemoRequestRow } from "#server/db/schema.ts";
import { type CsvColumns, sourceCsvColumns } from "../csv.ts";
import { deskFieldsOf, type LeadDeskFields } from "../lead-desk.ts";
import type { DeskLeadKind } from "../lead-service.ts";
import { ownerFilterOf } from "../list-query.ts";

/*
 * The staff half of demo requests: how staff see them (the view, its CSV
 * columns) and how the one lead service (lead-service.ts) reads, lists and
 * counts them.
 */

/** The API's shape of a demo request (spec §3 field names). */
export type DemoRequestView = LeadDeskFields & {
  id: string;
  fullName: string;
  workEmail: string;
  organization: string;
  roleTitle: string;
  phone: string;
  inquiryFor: string;
  message: string;
  agreeToContact: boolean;
  status: "open" | "closed";
  createdAt: string;
  updatedAt: string;
  /** When a staff member first opened it; null while nobody has (the list marks it new). */
  openedAt: string | null;
  /** When the reply is due (one business day on, IST); null on requests closed before it was kept. */
  replyDueAt: string | null;
  /** The visitor's preferred demo times (UTC), earliest first; empty when none was given. */
  preferredSlots: string[];
  /** The demo time staff booked (UTC); null until then. */
  demoAt: string | null;
  /** In a list: whether the same person (email or phone) sent other leads too. */
  repeatSender?: boolean;
  /** The language the visitor wrote in (issue 36). */
  language: "en" | "hi";
  sourcePage: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
};

/** The stored list of preferred times; anything unreadable counts as none. */
function slotsOf(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((slot): slot is string => typeof slot === "string") : [];
  } catch {
    return [];
  }
}

function toView(row: DemoRequestRow): DemoRequestView {
  return {
    id: row.id,
    fullName: row.full_name,
    workEmail: row.work_email,
    organization: row.organization,
    roleTitle: row.role_title,
    phone: row.phone,
    inquiryFor: row.inquiry_for,
    message: row.message,
    agreeToContact: Boolean(row.agree_to_contact),
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    openedAt: row.opened_at,
    replyDueAt: row.reply_due_at,
    preferredSlots: slotsOf(row.preferred_slots),
    demoAt: row.demo_at,
    ...deskFieldsOf(row),
    language: row.language,
    sourcePage: row.source_page,
    utmSource: row.utm_source,
    utmMedium: row.utm_medium,
    utmCampaign: row.utm_campaign,
  };
}

const filterOf = (q: DemoRequestQuery, viewer?: { id: string }): DemoRequestFilter => ({
  status: q.status,
  ownerId: ownerFilterOf(q.owner, viewer),
  product: q.product,
  search: q.search || undefined,
});

const csvColumns: CsvColumns<DemoRequestView> = [
  ["Received", (r) => r.createdAt],
  ["Status", (r) => r.status],
  ["Full name", (r) => r.fullName],
  ["Work email", (r) => r.workEmail],
  ["Organization", (r) => r.organization],
  ["Role", (r) => r.roleTitle],
  ["Phone", (r) => r.phone],
  ["Product", (r) => r.inquiryFor],
  ["Message", (r) => r.message],
  ...sourceCsvColumns,
];

const missing = "That demo request no longer exists.";

/** What staff see and do with demo requests, for the one lead service (lead-service.ts). */
export const demoDesk: DeskLeadKind<DemoRequestRow, DemoRequestView, DemoRequestQuery> = {
  noun: "demo request",
  missing,
  query: demoRequestQuerySchema,
  api: {
    names: { one: "DemoRequest", many: "DemoRequests" },
    list: "List demo requests, newest first by default; `data` is the list",
    export: "The filtered list as CSV (same filters and sort as the list, every page)",
    status: "Close or reopen a request",
    delete: "Delete a request permanently",
    search: "name, email, organization or product",
  },
  find: findDemoRequest,
  view: toView,
  list: (db, q, viewer, page) => listDemoRequests(db, filterOf(q, viewer), q.sort, page),
  counts: async (db) => ({ open: await countOpenDemoRequests(db) }),
  senderOf: (request) => ({ email: request.workEmail, phone: request.phone }),
  describe: (row) => ({ name: row.full_name, email: row.work_email, createdAt: row.created_at }),
  csv: csvColumns,
  exportFilters: (q) => ({ status: q.status, product: q.product, search: Boolean(q.search) }),
};
