import { type ContactMessageQuery, contactMessageQuerySchema } from "#common/schemas/lead-queries.ts";
import {
  type ContactMessageFilter,
  countOpenContactMessages,
  findContactMessage,
  listContactMessages,
} from "#server/db/repositories/contact-messages.ts";
import type { ContactMessageRow } from "#server/db/schema.ts";
import { type CsvColumns, sourceCsvColumns } from "../csv.ts";
import { deskFieldsOf, type LeadDeskFields } from "../lead-desk.ts";
import type { DeskLeadKind } from "../lead-service.ts";
import { ownerFilterOf } from "../list-query.ts";

/*
 * The staff half of contact messages: how staff see them (the view, its CSV
 * columns) and how the one lead service (lead-service.ts) reads, lists and
 * counts them.
 */

/** A contact message as staff see it. */
export type ContactMessageView = LeadDeskFields & {
  id: string;
  inquiryType: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  urgent: boolean;
  status: "open" | "closed";
  createdAt: string;
  updatedAt: string;
  /** When a staff member first opened it; null while nobody has (the list marks it new). */
  openedAt: string | null;
  /** In a list: whether the same person (email) sent other leads too. */
  repeatSender?: boolean;
  /** When the reply promised for its type (15 minutes when urgent) is due. */
  replyDueAt: string;
  /** The language the visitor wrote in (issue 36). */
  language: "en" | "hi";
  sourcePage: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
};

function toView(row: ContactMessageRow): ContactMessageView {
  return {
    id: row.id,
    inquiryType: row.inquiry_type,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    urgent: Boolean(row.urgent),
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    openedAt: row.opened_at,
    ...deskFieldsOf(row),
    replyDueAt: row.reply_due_at,
    language: row.language,
    sourcePage: row.source_page,
    utmSource: row.utm_source,
    utmMedium: row.utm_medium,
    utmCampaign: row.utm_campaign,
  };
}

const filterOf = (q: ContactMessageQuery, viewer?: { id: string }): ContactMessageFilter => ({
  status: q.status,
  ownerId: ownerFilterOf(q.owner, viewer),
  type: q.type,
  search: q.search || undefined,
});

const csvColumns: CsvColumns<ContactMessageView> = [
  ["Received", (m) => m.createdAt],
  ["Status", (m) => m.status],
  ["Urgent", (m) => (m.urgent ? "yes" : "no")],
  ["Reply due", (m) => m.replyDueAt],
  ["Type", (m) => m.inquiryType],
  ["Name", (m) => m.name],
  ["Email", (m) => m.email],
  ["Subject", (m) => m.subject],
  ["Message", (m) => m.message],
  ...sourceCsvColumns,
];

const missing = "That inquiry no longer exists.";

/**
 * What staff see and do with contact messages (spec §2.13), for the one
 * lead service (lead-service.ts): stored, so none is lost, whatever the
 * visitor's device can do. A message whose words suggest the person may be
 * at risk is marked urgent (common/contact-intake.ts), so staff answer it
 * first and the visitor is shown the crisis helplines. The Inquiries view
 * lists them the most pressing first by default.
 */
export const contactDesk: DeskLeadKind<ContactMessageRow, ContactMessageView, ContactMessageQuery> = {
  noun: "contact message",
  missing,
  query: contactMessageQuerySchema,
  api: {
    names: { one: "ContactMessage", many: "ContactMessages" },
    list: "List contact messages; by default open before closed, urgent first, then by the reply due soonest; `data` is the list",
    export: "The filtered messages as CSV (same filters and sort as the list, every page)",
    status: "Close or reopen a contact message",
    delete: "Delete a contact message permanently",
    search: "name, email or subject",
  },
  find: findContactMessage,
  view: toView,
  list: (db, q, viewer, page) => listContactMessages(db, filterOf(q, viewer), q.sort, page),
  counts: countOpenContactMessages,
  senderOf: (message) => ({ email: message.email, phone: null }),
  describe: (row) => ({ name: row.name, email: row.email, createdAt: row.created_at }),
  csv: csvColumns,
  exportFilters: (q) => ({ status: q.status, type: q.type, search: Boolean(q.search) }),
};
