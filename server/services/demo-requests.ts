import type { Kysely } from "kysely";
import type { ConsentKind } from "#common/consent.ts";
import { demoRequestStages } from "#common/lead-desk.ts";
import { type DemoRequestQuery, demoRequestQuerySchema } from "#common/schemas/demo-request-query.ts";
import { leadPaths } from "#common/staff-paths.ts";
import {
  countOpenDemoRequests,
  type DemoRequestFilter,
  findDemoRequest,
  listDemoRequests,
} from "#server/db/repositories/demo-requests.ts";
import type { Database, DemoRequestRow } from "#server/db/schema.ts";
import type { Clock } from "./clock.ts";
import { type CsvColumns, csvLines, sourceCsvColumns } from "./csv.ts";
import { deskCsvColumns, deskFieldsOf, type LeadDeskFields, leadDesk } from "./lead-desk.ts";
import { demoRequestKind } from "./lead-kinds/demo-request.ts";
import {
  type Actor,
  everyPage,
  type LeadEvent,
  ownerFilterOf,
  parseListQuery,
  statusLeadStore,
  withRepeatSenders,
} from "./leads.ts";
import { backOfficeUrl, type MailSettings } from "./mail.ts";
import type { SubmissionOrigin } from "./privacy/consent-ledger.ts";
import type { PrivacyService } from "./privacy.ts";
import type { SubmissionService } from "./submissions.ts";

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
  /** In a list: whether the same person (email or phone) sent other leads too. */
  repeatSender?: boolean;
  sourcePage: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
};

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
    ...deskFieldsOf(row),
    sourcePage: row.source_page,
    utmSource: row.utm_source,
    utmMedium: row.utm_medium,
    utmCampaign: row.utm_campaign,
  };
}

/** A change of a request's status, as its history shows it. */
export type DemoRequestEvent = LeadEvent;

export type { Actor };

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

/** Demo requests as staff handle them; `submit` takes new ones (submissions.ts). */
export function createDemoRequestService(
  db: Kysely<Database>,
  clock: Clock,
  privacy: PrivacyService<ConsentKind>,
  submissions: SubmissionService<ConsentKind>,
  mail?: MailSettings,
) {
  const senderOf = (request: DemoRequestView) => ({ email: request.workEmail, phone: request.phone });
  const desk = leadDesk(
    db,
    clock,
    {
      entry: demoRequestKind,
      stages: demoRequestStages,
      noun: "demo request",
      missing,
      describe: async (trx, id) => {
        const row = await findDemoRequest(trx, id);
        return row && { name: row.full_name, email: row.work_email, createdAt: row.created_at };
      },
      link: (settings, id) => backOfficeUrl(settings, leadPaths.demoRequests, { request: id }),
    },
    mail,
  );
  const leads = statusLeadStore(
    db,
    clock,
    privacy,
    demoRequestKind,
    missing,
    async (id) => {
      const row = await findDemoRequest(db, id);
      return row && toView(row);
    },
    senderOf,
    desk,
  );
  const parseQuery = (input: Record<string, string | undefined>): DemoRequestQuery =>
    parseListQuery(demoRequestQuerySchema, input);
  return {
    /**
     * The one way in for a demo request, from the JSON API and from the
     * no-JavaScript form post alike (submissions.ts: validated, stored once
     * with its consent and mail, under the limits of `demoRequestKind`).
     */
    submit: (input: unknown, client: string, origin?: SubmissionOrigin): Promise<{ id: string }> =>
      submissions.submit(demoRequestKind, input, client, origin),

    /** Spec §5, server-side: filters, search, sorts and paging over any number of rows. */
    async list(input: Record<string, string | undefined>, viewer?: { id: string }) {
      const q = parseQuery(input);
      const { rows, total } = await listDemoRequests(db, filterOf(q, viewer), q.sort, {
        limit: q.limit,
        offset: (q.page - 1) * q.limit,
      });
      const requests = await withRepeatSenders(db, rows.map(toView), senderOf);
      return { requests, total, page: q.page, limit: q.limit };
    },

    /** How many requests wait for an answer, for the manager's headline. */
    countOpen: () => countOpenDemoRequests(db),

    /** One request and who closed or reopened it when, or null. */
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

    /** Permanent delete (spec §4), recorded in the audit log. */
    remove: (actor: Actor, id: string): Promise<void> => leads.remove(actor, id),

    /** The filtered list as CSV lines (header first), read from the store a page at a time. */
    async *exportCsv(actor: Actor, input: Record<string, string | undefined>): AsyncGenerator<string> {
      const q = parseQuery(input);
      const columns = [...csvColumns, ...(await deskCsvColumns(db))];
      await leads.auditExport(actor, { status: q.status, product: q.product, search: Boolean(q.search) });
      yield* csvLines(
        columns,
        everyPage(async (page) =>
          (await listDemoRequests(db, filterOf(q, actor), q.sort, page)).rows.map(toView),
        ),
      );
    },
  };
}

export type DemoRequestService = ReturnType<typeof createDemoRequestService>;
