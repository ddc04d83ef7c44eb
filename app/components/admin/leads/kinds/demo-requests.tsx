import { RequestCard } from "#app/components/admin/demo-requests/request-card.tsx";
import { RequestDetailBody } from "#app/components/admin/demo-requests/request-detail.tsx";
import type { LeadKind } from "#app/components/admin/leads/lead-kind.ts";
import { demoRequestOutcomes } from "#app/components/admin/leads/lead-outcomes.ts";
import { statusLeadCopy } from "#app/components/admin/leads/use-lead-actions.ts";
import type { DemoRequestView } from "#app/lib/services.server.ts";
import { inquiryOptions } from "#common/constants.ts";
import { viewPlacesOf } from "#common/lead-kinds.ts";
import { ownerFilter, statusFilter } from "./status-filter.ts";

/** Spec §2.20: the demo-request manager (`?request=<id>` opens one; the staff mail links there). */
export const leadKind: LeadKind<DemoRequestView> = {
  name: "demo_request",
  ...viewPlacesOf("demo_request"),
  pageTitle: "Demo Requests",
  title: "Demo requests",
  listNoun: "Requests",
  summary: ({ open }) => (
    <>
      <span className="font-bold text-brand-deep">{open}</span> open{" "}
      {open === 1 ? "request waits" : "requests wait"} for an answer
    </>
  ),
  empty: "No demo requests found.",
  listError: (message) => `Error fetching requests: ${message}`,
  loadFailed: "Failed to fetch demo requests",
  // Spec §5's filters and sorts.
  filters: {
    label: "Filter demo requests",
    idPrefix: "request",
    className: "md:grid-cols-3 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto]",
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
      ownerFilter,
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
  replySubject: () => "Your demo request",
  emailOf: (request) => request.workEmail,
  Card: RequestCard,
  DetailBody: RequestDetailBody,
};
