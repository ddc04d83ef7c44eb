import type { Kysely } from "kysely";
import type { ConsentKind } from "#common/consent.ts";
import { productLabel } from "#common/constants.ts";
import { istInputToIso } from "#common/format-date.ts";
import { type DemoRequestQuery, demoRequestQuerySchema } from "#common/schemas/demo-request-query.ts";
import { recordAudit } from "#server/db/repositories/audit-log.ts";
import {
  bookDemoAt,
  countOpenDemoRequests,
  type DemoRequestFilter,
  findDemoRequest,
  listDemoRequests,
} from "#server/db/repositories/demo-requests.ts";
import { holdLeadRow } from "#server/db/repositories/lead-rows.ts";
import type { Database, DemoRequestRow } from "#server/db/schema.ts";
import type { Clock } from "./clock.ts";
import { type CsvColumns, sourceCsvColumns } from "./csv.ts";
import { InvalidInputError, NotFoundError } from "./errors.ts";
import { isUuid } from "./ids.ts";
import { deskFieldsOf, type LeadDeskFields } from "./lead-desk.ts";
import { demoMinutes, demoRequestKind } from "./lead-kinds/demo-request.ts";
import { demoBookedMail } from "./lead-kinds/demo-request-mails.ts";
import { createDeskLeadService, type DeskLeadKind } from "./lead-service.ts";
import { type Actor, type LeadEvent, ownerFilterOf } from "./leads.ts";
import { companyName, type MailSettings } from "./mail/compose.ts";
import { enqueueMail } from "./mail/outbox.ts";
import type { SubmissionOrigin } from "./privacy/consent-ledger.ts";
import type { PrivacyService } from "./privacy.ts";
import type { IntakeService } from "./submissions.ts";

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

/** A demo time as staff give it: an instant with its zone, or a datetime-local value read in IST. */
function demoTimeOf(input: unknown): string | undefined {
  const value = (input as { at?: unknown } | null)?.at;
  if (typeof value !== "string" || value.length > 40) return undefined;
  const local = istInputToIso(value);
  if (local) return local;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return undefined;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : new Date(at).toISOString();
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

/** What staff see and do with demo requests, for the one lead service (lead-service.ts). */
const demoDesk: DeskLeadKind<DemoRequestRow, DemoRequestView, DemoRequestQuery> = {
  entry: demoRequestKind,
  noun: "demo request",
  missing,
  query: demoRequestQuerySchema,
  find: findDemoRequest,
  view: toView,
  list: (db, q, viewer, page) => listDemoRequests(db, filterOf(q, viewer), q.sort, page),
  counts: async (db) => ({ open: await countOpenDemoRequests(db) }),
  senderOf: (request) => ({ email: request.workEmail, phone: request.phone }),
  describe: (row) => ({ name: row.full_name, email: row.work_email, createdAt: row.created_at }),
  csv: csvColumns,
  exportFilters: (q) => ({ status: q.status, product: q.product, search: Boolean(q.search) }),
};

/** Demo requests as staff handle them, and booking a demo; `submit` takes new ones (submissions.ts). */
export function createDemoRequestService(
  db: Kysely<Database>,
  clock: Clock,
  privacy: PrivacyService<ConsentKind>,
  intake: IntakeService,
  mail?: MailSettings,
) {
  return {
    ...createDeskLeadService({ db, clock, privacy, mail }, demoDesk),

    /**
     * The one way in for a demo request, from the JSON API and from the
     * no-JavaScript form post alike (submissions.ts: validated, stored once
     * with its consent and mail, under the limits of `demoRequestKind`).
     */
    submit: (input: unknown, client: string, origin?: SubmissionOrigin): Promise<{ id: string }> =>
      intake.submit("demo_request", input, client, origin),

    /**
     * Books the demo at `{ at }` (one of the preferred times, or another
     * agreed with the visitor): the stage moves to demo booked, the first
     * response is recorded if it was not, and the visitor is mailed an
     * invitation with a calendar file, in one transaction holding the row.
     * Booking again moves the demo (the calendar event keeps its id, so it
     * replaces the first). Audited with the time.
     */
    async bookDemo(actor: Actor, id: string, input: unknown): Promise<DemoRequestView> {
      if (!isUuid(id)) throw new NotFoundError(missing);
      const at = demoTimeOf(input);
      const now = clock();
      if (!at) {
        throw new InvalidInputError("Give the demo's date and time.", {
          fieldErrors: { at: "Give the demo's date and time, like 2026-11-30T10:30 (IST)." },
        });
      }
      if (Date.parse(at) <= now.getTime()) {
        throw new InvalidInputError("That time has passed.", { fieldErrors: { at: "Choose a time ahead." } });
      }
      const stamp = now.toISOString();
      const booked = await db.transaction().execute(async (trx) => {
        if (!(await holdLeadRow(trx, demoRequestKind.table, id))) return false;
        const row = await findDemoRequest(trx, id);
        if (!row) return false;
        if (row.status === "closed") {
          throw new InvalidInputError("This request is closed: reopen it to book a demo.");
        }
        await bookDemoAt(trx, id, {
          at,
          firstResponseAt: row.first_response_at ?? stamp,
          updatedAt: stamp,
        });
        await recordAudit(trx, {
          actorId: actor.id,
          actorUsername: actor.username,
          action: "book",
          entityType: demoRequestKind.name,
          entityId: id,
          detail: at,
          at: stamp,
        });
        const company = mail?.company ?? companyName;
        await enqueueMail(
          trx,
          [
            demoBookedMail({
              to: row.work_email,
              name: row.full_name,
              replyTo: mail?.companyEmail || mail?.notifyEmail || undefined,
              company,
              product: productLabel(row.inquiry_for),
              start: at,
              minutes: demoMinutes,
              eventId: `demo-${id}`,
              about: { type: demoRequestKind.name, id },
              language: row.language,
            }),
          ],
          now,
        );
        return true;
      });
      if (!booked) throw new NotFoundError(missing);
      const row = await findDemoRequest(db, id);
      if (!row) throw new NotFoundError(missing);
      return toView(row);
    },
  };
}

export type DemoRequestService = ReturnType<typeof createDemoRequestService>;
