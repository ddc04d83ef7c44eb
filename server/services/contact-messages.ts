import type { Kysely } from "kysely";
import type { ConsentKind } from "#common/consent.ts";
import { contactMessageStages } from "#common/lead-desk.ts";
import { declaresUnder18 } from "#common/schemas/contact.ts";
import { type ContactMessageQuery, contactMessageQuerySchema } from "#common/schemas/lead-queries.ts";
import { leadPaths } from "#common/staff-paths.ts";
import {
  type ContactMessageFilter,
  countOpenContactMessages,
  findContactMessage,
  listContactMessages,
} from "#server/db/repositories/contact-messages.ts";
import type { ContactMessageRow, Database } from "#server/db/schema.ts";
import type { Clock } from "./clock.ts";
import { type CsvColumns, csvLines, sourceCsvColumns } from "./csv.ts";
import { ReferredError } from "./errors.ts";
import { deskCsvColumns, deskFieldsOf, type LeadDeskFields, leadDesk } from "./lead-desk.ts";
import { type ContactReceipt, contactMessageKind } from "./lead-kinds/contact-message.ts";
import {
  type Actor,
  everyPage,
  ownerFilterOf,
  parseListQuery,
  statusLeadStore,
  withRepeatSenders,
} from "./leads.ts";
import { backOfficeUrl, type MailSettings } from "./mail/compose.ts";
import type { SubmissionOrigin } from "./privacy/consent-ledger.ts";
import type { PrivacyService } from "./privacy.ts";
import type { SubmissionService } from "./submissions.ts";

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

/** What a person under 18 asking about therapy is told, by the API and the form alike. */
export const under18Referral =
  "Nothing was stored. We can only arrange therapy through this form for people aged 18 or over, so we have not kept your message. Please call Tele-MANAS on 14416 or 1-800-891-4416: it is free, open 24×7, and there for young people and their families. Tell a parent or another adult you trust, and if you are in danger, call 112.";

/**
 * Contact messages (spec §2.13): stored, so none is lost, whatever the
 * visitor's device can do. A message whose words suggest the person may be
 * at risk is marked urgent (common/contact-intake.ts), so staff answer it
 * first and the visitor is shown the crisis helplines.
 */
export function createContactMessageService(
  db: Kysely<Database>,
  clock: Clock,
  privacy: PrivacyService<ConsentKind>,
  submissions: SubmissionService<ConsentKind>,
  mail?: MailSettings,
) {
  const senderOf = (message: ContactMessageView) => ({ email: message.email, phone: null });
  const desk = leadDesk(
    db,
    clock,
    {
      entry: contactMessageKind,
      stages: contactMessageStages,
      noun: "contact message",
      missing,
      describe: async (trx, id) => {
        const row = await findContactMessage(trx, id);
        return row && { name: row.name, email: row.email, createdAt: row.created_at };
      },
      link: (settings, id) => backOfficeUrl(settings, leadPaths.inquiries, { message: id }),
    },
    mail,
  );
  const leads = statusLeadStore(
    db,
    clock,
    privacy,
    contactMessageKind,
    missing,
    async (id) => {
      const row = await findContactMessage(db, id);
      return row && toView(row);
    },
    senderOf,
    desk,
  );
  const parseQuery = (input: Record<string, string | undefined>) =>
    parseListQuery(contactMessageQuerySchema, input);
  return {
    /**
     * The one way in, from the JSON API and the no-JavaScript post alike
     * (submissions.ts, under the limits of `contactMessageKind`); a retry
     * of a stored message is answered from its record. A person under 18
     * on the therapy path is referred to Tele-MANAS before any of that:
     * no row, no consent, no mail, no audit, no count against a limit.
     */
    async submit(input: unknown, client: string, origin?: SubmissionOrigin): Promise<ContactReceipt> {
      if (declaresUnder18(input)) throw new ReferredError("under-18", under18Referral);
      return submissions.submit(contactMessageKind, input, client, origin);
    },

    /** The Inquiries view: filters, search, sorts (the most pressing first by default) and paging. */
    async list(input: Record<string, string | undefined>, viewer?: { id: string }) {
      const q = parseQuery(input);
      const { rows, total } = await listContactMessages(db, filterOf(q, viewer), q.sort, {
        limit: q.limit,
        offset: (q.page - 1) * q.limit,
      });
      const messages = await withRepeatSenders(db, rows.map(toView), senderOf);
      return { messages, total, page: q.page, limit: q.limit };
    },

    /** How many wait for an answer, and how many of those are past their promised time. */
    countOpen: () => countOpenContactMessages(db, clock().toISOString()),

    /** One message and who closed or reopened it when, or null. */
    detail: leads.detail,

    /** Close or reopen, recorded in the audit log. */
    setStatus: leads.changeStatus,

    /** Staff's internal note (`{ text }`), never mailed; recorded in the audit log without its text. */
    addNote: leads.addNote,

    /** Stage, owner and outcome (issue 32). */
    desk,

    /** Marks the lead opened by staff, the first time only (its detail was shown). */
    markOpened: leads.markOpened,

    /** How many nobody has opened yet, for the navigation. */
    countUnopened: leads.countUnopened,

    /** Permanent delete, recorded in the audit log. */
    remove: (actor: Actor, id: string): Promise<void> => leads.remove(actor, id),

    /** The filtered list as CSV lines (header first), read a page at a time; the export is audited. */
    async *exportCsv(actor: Actor, input: Record<string, string | undefined>): AsyncGenerator<string> {
      const q = parseQuery(input);
      const columns = [...csvColumns, ...(await deskCsvColumns(db))];
      await leads.auditExport(actor, { status: q.status, type: q.type, search: Boolean(q.search) });
      yield* csvLines(
        columns,
        everyPage(async (page) =>
          (await listContactMessages(db, filterOf(q, actor), q.sort, page)).rows.map(toView),
        ),
      );
    },
  };
}

export type ContactMessageService = ReturnType<typeof createContactMessageService>;
