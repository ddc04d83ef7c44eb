import { RequestCard } from "#app/components/admin/demo-requests/request-card.tsx";
import { RequestDetailBody } from "#app/components/admin/demo-requests/request-detail.tsx";
import { InquiryCard } from "#app/components/admin/inquiries/inquiry-card.tsx";
import { InquiryDetailBody } from "#app/components/admin/inquiries/inquiry-detail.tsx";
import type { ContactMessageView, DemoRequestView } from "#app/lib/services.server.ts";
import { inquiryOptions } from "#common/constants.ts";
import { contactInquiryOptions } from "#common/schemas/contact.ts";
import { leadPaths } from "#common/staff-paths.ts";
import { leadStatusOptions } from "./lead-actions.tsx";
import type { LeadKind, LeadKindId } from "./lead-kind.ts";
import { demoRequestOutcomes, inquiryOutcomes } from "./lead-outcomes.ts";
import { statusLeadCopy } from "./use-lead-actions.ts";

/** The status filter, the same for every lead with a status. */
const statusFilter = {
  kind: "select",
  name: "status",
  label: "Status",
  options: leadStatusOptions,
  fallback: "",
} as const;

/** Spec §2.20: the demo-request manager (`?request=<id>` opens one; the staff mail links there). */
export const demoRequestKind: LeadKind<DemoRequestView> = {
  id: "demoRequests",
  path: leadPaths.demoRequests,
  pageTitle: "Demo Requests",
  title: "Demo requests",
  listNoun: "Requests",
  openParam: "request",
  exportPath: "/api/demo-requests/export.csv",
  summary: ({ open }) => (
    <>
      <span className="font-bold text-brand-deep">{open}</span> open{" "}
      {open === 1 ? "request waits" : "requests wait"} for an answer
    </>
  ),
  empty: "No demo requests found.",
  listError: "Error fetching requests",
  loadFailed: "Failed to fetch demo requests",
  // Spec §5's filters and sorts.
  filters: {
    label: "Filter demo requests",
    idPrefix: "request",
    className: "md:grid-cols-[2fr_1fr_1fr_1fr_auto]",
    fields: [
      {
        kind: "search",
        name: "search",
        label: "Search",
        placeholder: "Name, email, organisation or product",
      },
      {
        kind: "select",
        name: "product",
        label: "Product",
        options: [{ value: "", label: "All products" }, ...inquiryOptions],
        fallback: "",
      },
      statusFilter,
      {
        kind: "select",
        name: "sort",
        label: "Sort",
        options: [
          { value: "newest", label: "Newest first" },
          { value: "oldest", label: "Oldest first" },
          { value: "name", label: "Name A-Z" },
        ],
        fallback: "newest",
      },
    ],
  },
  copy: statusLeadCopy("request", "request", demoRequestOutcomes),
  outcomes: demoRequestOutcomes,
  nameOf: (request) => request.fullName,
  detailTitle: (request) => `Request from ${request.fullName}`,
  noun: "request",
  Card: RequestCard,
  DetailBody: RequestDetailBody,
};

/**
 * The contact messages (spec §2.13) as staff answer them, the most urgent
 * first; `?message=<id>` opens one (the staff mail links there).
 */
export const inquiryKind: LeadKind<ContactMessageView> = {
  id: "inquiries",
  path: leadPaths.inquiries,
  pageTitle: "Inquiries",
  title: "Inquiries",
  listNoun: "Inquiries",
  openParam: "message",
  exportPath: "/api/contact-messages/export.csv",
  summary: ({ open, overdue = 0 }) => (
    <>
      <span className="font-bold text-brand-deep">{open}</span> open{" "}
      {open === 1 ? "inquiry waits" : "inquiries wait"} for an answer
      {overdue > 0 && (
        <>
          , <span className="font-bold text-danger">{overdue} overdue</span>
        </>
      )}
    </>
  ),
  empty: "No inquiries found.",
  listError: "Error fetching inquiries",
  loadFailed: "Failed to fetch inquiries",
  filters: {
    label: "Filter inquiries",
    idPrefix: "inquiry",
    className: "md:grid-cols-[2fr_1fr_1fr_1fr_auto]",
    fields: [
      { kind: "search", name: "search", label: "Search", placeholder: "Name, email or subject" },
      {
        kind: "select",
        name: "type",
        label: "Type",
        options: [{ value: "", label: "All types" }, ...contactInquiryOptions],
        fallback: "",
      },
      statusFilter,
      {
        kind: "select",
        name: "sort",
        label: "Sort",
        options: [
          { value: "priority", label: "Most urgent first" },
          { value: "newest", label: "Newest first" },
          { value: "oldest", label: "Oldest first" },
        ],
        fallback: "priority",
      },
    ],
  },
  copy: statusLeadCopy("inquiry", "message", inquiryOutcomes),
  outcomes: inquiryOutcomes,
  nameOf: (inquiry) => inquiry.name,
  detailTitle: (inquiry) => `Inquiry from ${inquiry.name}`,
  noun: "inquiry",
  Card: InquiryCard,
  DetailBody: InquiryDetailBody,
};

export const leadKinds = { demoRequests: demoRequestKind, inquiries: inquiryKind } as const;

/**
 * Which kind of lead a view at `path` shows (its address, without regard to
 * case, as routes match), or null: one route module serves both addresses.
 */
export function leadKindAt(path: string): LeadKindId | null {
  const at = path.toLowerCase().replace(/\/+$/, "");
  for (const kind of Object.values(leadKinds)) if (kind.path === at) return kind.id;
  return null;
}
