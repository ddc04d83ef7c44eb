import { InquiryCard } from "#app/components/admin/inquiries/inquiry-card.tsx";
import { InquiryDetailBody } from "#app/components/admin/inquiries/inquiry-detail.tsx";
import type { LeadKind } from "#app/components/admin/leads/lead-kind.ts";
import { inquiryOutcomes } from "#app/components/admin/leads/lead-outcomes.ts";
import { statusLeadCopy } from "#app/components/admin/leads/use-lead-actions.ts";
import type { ContactMessageView } from "#app/lib/services.server.ts";
import { contactInquiryOptions } from "#common/constants.ts";
import { viewPlacesOf } from "#common/lead-kinds.ts";
import { ownerFilter, statusFilter } from "./status-filter.ts";

/**
 * The contact messages (spec §2.13) as staff answer them, the most urgent
 * first; `?message=<id>` opens one (the staff mail links there).
 */
export const leadKind: LeadKind<ContactMessageView> = {
  name: "contact_message",
  ...viewPlacesOf("contact_message"),
  pageTitle: "Inquiries",
  title: "Inquiries",
  listNoun: "Inquiries",
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
  listError: (message) => `Error fetching inquiries: ${message}`,
  loadFailed: "Failed to fetch inquiries",
  filters: {
    label: "Filter inquiries",
    idPrefix: "inquiry",
    className: "md:grid-cols-3 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto]",
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
      ownerFilter,
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
  replySubject: (inquiry) => `Re: ${inquiry.subject}`,
  emailOf: (inquiry) => inquiry.email,
  Card: InquiryCard,
  DetailBody: InquiryDetailBody,
};
