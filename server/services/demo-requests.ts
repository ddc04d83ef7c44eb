import type { Kysely } from "kysely";
import type { ConsentKind } from "#common/consent.ts";
import { toE164 } from "#common/phone.ts";
import { attributionOf } from "#common/schemas/attribution.ts";
import { type DemoRequest, demoRequestSchema } from "#common/schemas/demo-request.ts";
import { type DemoRequestQuery, demoRequestQuerySchema } from "#common/schemas/demo-request-query.ts";
import { fieldErrorsOf } from "#common/schemas/field-errors.ts";
import {
  countOpenDemoRequests,
  type DemoRequestFilter,
  findDemoRequest,
  insertDemoRequest,
  listDemoRequests,
} from "#server/db/repositories/demo-requests.ts";
import type { Database, DemoRequestRow } from "#server/db/schema.ts";
import type { Clock } from "./clock.ts";
import { type CsvColumns, csvLines, sourceCsvColumns } from "./csv.ts";
import { InvalidInputError } from "./errors.ts";
import { formIntake, publicFormInput } from "./intake.ts";
import { type Actor, everyPage, type LeadEvent, parseListQuery, statusLeadStore } from "./leads.ts";
import { demoRequestMails, enqueueSubmissionMail, type MailSettings } from "./mail.ts";
import type { SubmissionOrigin } from "./privacy/consent-ledger.ts";
import { idempotencyKeyOf } from "./privacy/idempotency.ts";
import type { PrivacyService } from "./privacy.ts";
import type { RateLimiter } from "./rate-limits.ts";

/** Five stored requests per client per ten minutes is plenty for a person. */
export const demoRequestRate = { name: "demo-request", limit: 5, windowMs: 10 * 60_000 };

/** Refused requests per client per ten minutes: no person gets sixty wrong, a bot soon does. */
export const demoRequestRefusedRate = { name: "demo-request-refused", limit: 60, windowMs: 10 * 60_000 };

/** The form's own schema over the checks every public form shares; the phone is kept in E.164. */
function demoRequestOf(input: unknown): DemoRequest {
  // The schema also refuses a NUL character in any field (PostgreSQL cannot store one).
  const parsed = demoRequestSchema.safeParse(publicFormInput(input));
  if (!parsed.success) {
    throw new InvalidInputError("Please check the highlighted fields.", {
      fieldErrors: fieldErrorsOf(parsed.error),
    });
  }
  // The schema has checked the phone number.
  return { ...parsed.data, phone: toE164(parsed.data.phone) ?? parsed.data.phone };
}

/** The API's shape of a demo request (spec §3 field names). */
export type DemoRequestView = {
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
    sourcePage: row.source_page,
    utmSource: row.utm_source,
    utmMedium: row.utm_medium,
    utmCampaign: row.utm_campaign,
  };
}

/** A change of a request's status, as its history shows it. */
export type DemoRequestEvent = LeadEvent;

export type { Actor };

const filterOf = (q: DemoRequestQuery): DemoRequestFilter => ({
  status: q.status,
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

/** `mail`: where staff hear of requests and the site's address; without it no mail is written (tests, scripts). */
export function createDemoRequestService(
  db: Kysely<Database>,
  clock: Clock,
  rateLimiter: RateLimiter,
  privacy: PrivacyService<ConsentKind>,
  mail?: MailSettings,
) {
  const leads = statusLeadStore(
    db,
    clock,
    privacy,
    { table: "demo_requests", entityType: "demo_request", missing },
    async (id) => {
      const row = await findDemoRequest(db, id);
      return row && toView(row);
    },
  );
  const parseQuery = (input: Record<string, string | undefined>): DemoRequestQuery =>
    parseListQuery(demoRequestQuerySchema, input);
  const intake = formIntake(rateLimiter, {
    stored: demoRequestRate,
    refused: demoRequestRefusedRate,
    tooMany: "Too many requests from your connection. Please wait a few minutes and try again, or email us.",
  });
  return {
    /**
     * The one way in for a demo request, from the JSON API and from the
     * no-JavaScript form post alike: honeypot, the form's own schema, then
     * store with its consent and mail. Nothing is stored from a refused
     * request; a submission sent again with the same idempotency key is
     * stored once and answered before any limit. The limits are
     * `formIntake`'s: stored requests per client, counted in the store's
     * transaction, and refused ones apart.
     */
    async submit(
      input: unknown,
      client: string,
      origin: SubmissionOrigin = { json: true },
    ): Promise<{ id: string }> {
      const key = await intake.screen(client, () => idempotencyKeyOf(input));
      const earlier = await privacy.storedUnder("demo_request", key);
      if (earlier) return { id: earlier };
      await intake.notCutOff(client);
      const request = await intake.screen(client, () => demoRequestOf(input));
      const record = input as Record<string, unknown>;
      const source = attributionOf(record);
      const at = clock();
      const now = at.toISOString();
      const addressKey = mail && (await privacy.addressKey(request.workEmail));
      // The request, its consent, its place under the limit and its mail are
      // stored together or not at all; the mail server is the outbox worker's
      // business, never the visitor's wait.
      const stored = await privacy.storeOnce(
        { kind: "demo_request", key, input: record, origin, at },
        async (trx, id, links) => {
          await intake.admit(trx, client);
          await insertDemoRequest(trx, {
            id,
            full_name: request.fullName,
            work_email: request.workEmail,
            organization: request.organization,
            role_title: request.roleTitle,
            phone: request.phone,
            inquiry_for: request.inquiryFor,
            message: request.message,
            agree_to_contact: 1,
            status: "open",
            source_page: source.sourcePage,
            utm_source: source.utmSource,
            utm_medium: source.utmMedium,
            utm_campaign: source.utmCampaign,
            created_at: now,
            updated_at: now,
          });
          if (mail && addressKey)
            await enqueueSubmissionMail(
              trx,
              demoRequestMails(mail, { id, ...request, createdAt: now, withdrawToken: links.withdrawToken }),
              at,
              { limiter: rateLimiter, addressKey },
            );
          return true;
        },
      );
      return { id: stored.id };
    },

    /** Spec §5, server-side: filters, search, sorts and paging over any number of rows. */
    async list(input: Record<string, string | undefined>) {
      const q = parseQuery(input);
      const { rows, total } = await listDemoRequests(db, filterOf(q), q.sort, {
        limit: q.limit,
        offset: (q.page - 1) * q.limit,
      });
      return { requests: rows.map(toView), total, page: q.page, limit: q.limit };
    },

    /** How many requests wait for an answer, for the manager's headline. */
    countOpen: () => countOpenDemoRequests(db),

    /** One request and who closed or reopened it when, or null. */
    detail: leads.detail,

    /** Close or reopen, recorded in the audit log. */
    setStatus: leads.changeStatus,

    /** Permanent delete (spec §4), recorded in the audit log. */
    remove: (actor: Actor, id: string): Promise<void> => leads.remove(actor, id),

    /** The filtered list as CSV lines (header first), read from the store a page at a time. */
    async *exportCsv(actor: Actor, input: Record<string, string | undefined>): AsyncGenerator<string> {
      const q = parseQuery(input);
      await leads.auditExport(actor, { status: q.status, product: q.product, search: Boolean(q.search) });
      yield* csvLines(
        csvColumns,
        everyPage(async (page) => (await listDemoRequests(db, filterOf(q), q.sort, page)).rows.map(toView)),
      );
    },
  };
}

export type DemoRequestService = ReturnType<typeof createDemoRequestService>;
