import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { type DemoRequest, demoRequestSchema } from "#common/schemas/demo-request.ts";
import {
  type DemoRequestQuery,
  demoRequestQuerySchema,
  demoRequestStatusSchema,
} from "#common/schemas/demo-request-query.ts";
import { fieldErrorsOf } from "#common/schemas/field-errors.ts";
import { listAuditFor, recordAudit } from "#server/db/repositories/audit-log.ts";
import {
  countOpenDemoRequests,
  type DemoRequestFilter,
  deleteDemoRequest,
  findDemoRequest,
  insertDemoRequest,
  listDemoRequests,
  setDemoRequestStatus,
  streamDemoRequests,
} from "#server/db/repositories/demo-requests.ts";
import type { Database, DemoRequestRow } from "#server/db/schema.ts";
import type { Clock } from "./clock.ts";
import { InvalidInputError, NotFoundError, RefusedError } from "./errors.ts";
import { isUuid } from "./ids.ts";
import { publicFormInput } from "./intake.ts";
import { demoRequestMails, enqueueMail, type MailSettings } from "./mail.ts";
import type { RateLimiter } from "./rate-limits.ts";

/** Five requests per client per ten minutes is plenty for a person. */
export const demoRequestRate = { name: "demo-request", limit: 5, windowMs: 10 * 60_000 };

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
  };
}

/** A change of a request's status, as its history shows it. */
export type DemoRequestEvent = { action: "close" | "reopen"; by: string; at: string };

/** Who acts, for the audit log. */
export type Actor = { id: string; username: string };

/** The manager's query; an empty parameter (`?status=`, a form's "all" option) counts as absent. */
function parseQuery(input: Record<string, string | undefined>): DemoRequestQuery {
  const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== ""));
  const parsed = demoRequestQuerySchema.safeParse(given);
  if (!parsed.success) {
    throw new InvalidInputError(parsed.error.issues[0]?.message ?? "Check the filters.", {
      fieldErrors: fieldErrorsOf(parsed.error),
    });
  }
  return parsed.data;
}

const filterOf = (q: DemoRequestQuery): DemoRequestFilter => ({
  status: q.status,
  product: q.product,
  search: q.search || undefined,
});

/** One CSV cell: quoted, and defused against spreadsheet formulas (=, +, -, @). */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

const csvColumns: [keyof DemoRequestView, string][] = [
  ["createdAt", "Received"],
  ["status", "Status"],
  ["fullName", "Full name"],
  ["workEmail", "Work email"],
  ["organization", "Organization"],
  ["roleTitle", "Role"],
  ["phone", "Phone"],
  ["inquiryFor", "Product"],
  ["message", "Message"],
];

/** `mail`: where staff hear of requests and the site's address; without it no mail is written (tests, scripts). */
export function createDemoRequestService(
  db: Kysely<Database>,
  clock: Clock,
  rateLimiter: RateLimiter,
  mail?: MailSettings,
) {
  return {
    /**
     * The one way in for a demo request, from the JSON API and from the
     * no-JavaScript form post alike: rate limit per client, honeypot, the
     * form's own schema, then store. Nothing is stored from a refused request.
     */
    async submit(input: unknown, client: string): Promise<{ id: string }> {
      const decision = await rateLimiter.hit(demoRequestRate, client);
      if (!decision.allowed) {
        throw new RefusedError(
          "too-many",
          "Too many requests from your connection. Please wait a few minutes and try again, or email us.",
          { retryAfterSeconds: decision.retryAfterSeconds },
        );
      }
      // The schema also refuses a NUL character in any field (PostgreSQL cannot store one).
      const parsed = demoRequestSchema.safeParse(publicFormInput(input));
      if (!parsed.success) {
        throw new InvalidInputError("Please check the highlighted fields.", {
          fieldErrors: fieldErrorsOf(parsed.error),
        });
      }
      const request: DemoRequest = parsed.data;
      const id = randomUUID();
      const at = clock();
      const now = at.toISOString();
      // The request and its mail are stored together or not at all; the mail
      // server is the outbox worker's business, never the visitor's wait.
      await db.transaction().execute(async (trx) => {
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
          created_at: now,
          updated_at: now,
        });
        if (mail) await enqueueMail(trx, demoRequestMails(mail, { id, ...request, createdAt: now }), at);
      });
      return { id };
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

    /** One request and who closed or reopened it when (from the audit log), or null. */
    async detail(id: string): Promise<{ request: DemoRequestView; history: DemoRequestEvent[] } | null> {
      if (!isUuid(id)) return null;
      const row = await findDemoRequest(db, id);
      if (!row) return null;
      const events = await listAuditFor(db, "demo_request", id);
      return {
        request: toView(row),
        history: events
          .filter((event) => event.action === "close" || event.action === "reopen")
          .map((event) => ({
            action: event.action as DemoRequestEvent["action"],
            by: event.actor_username,
            at: event.created_at,
          })),
      };
    },

    /** Close or reopen (spec §4), recorded in the audit log. */
    async setStatus(actor: Actor, id: string, input: unknown): Promise<DemoRequestView> {
      if (!isUuid(id)) throw new NotFoundError("That demo request no longer exists.");
      const parsed = demoRequestStatusSchema.safeParse(input);
      if (!parsed.success) throw new InvalidInputError("Status is open or closed.");
      const now = clock().toISOString();
      const changed = await db.transaction().execute(async (trx) => {
        const count = await setDemoRequestStatus(trx, id, parsed.data.status, now);
        if (count > 0) {
          await recordAudit(trx, {
            actorId: actor.id,
            actorUsername: actor.username,
            action: parsed.data.status === "closed" ? "close" : "reopen",
            entityType: "demo_request",
            entityId: id,
            at: now,
          });
        }
        return count;
      });
      const row = changed > 0 ? await findDemoRequest(db, id) : undefined;
      if (!row) throw new NotFoundError("That demo request no longer exists.");
      return toView(row);
    },

    /** Permanent delete (spec §4), recorded in the audit log. */
    async remove(actor: Actor, id: string): Promise<void> {
      if (!isUuid(id)) throw new NotFoundError("That demo request no longer exists.");
      const now = clock().toISOString();
      const deleted = await db.transaction().execute(async (trx) => {
        const count = await deleteDemoRequest(trx, id);
        if (count > 0) {
          await recordAudit(trx, {
            actorId: actor.id,
            actorUsername: actor.username,
            action: "delete",
            entityType: "demo_request",
            entityId: id,
            at: now,
          });
        }
        return count;
      });
      if (deleted === 0) throw new NotFoundError("That demo request no longer exists.");
    },

    /** The filtered list as CSV lines (header first), read from the store a page at a time. */
    async *exportCsv(actor: Actor, input: Record<string, string | undefined>): AsyncGenerator<string> {
      const q = parseQuery(input);
      await recordAudit(db, {
        actorId: actor.id,
        actorUsername: actor.username,
        action: "export",
        entityType: "demo_request",
        entityId: "*",
        // The search text may be someone's name or email: the log keeps only that there was one.
        detail: JSON.stringify({ status: q.status, product: q.product, search: Boolean(q.search) }),
        at: clock().toISOString(),
      });
      yield `${csvColumns.map(([, label]) => csvCell(label)).join(",")}\r\n`;
      for await (const row of streamDemoRequests(db, filterOf(q), q.sort)) {
        const view = toView(row);
        yield `${csvColumns.map(([key]) => csvCell(String(view[key]))).join(",")}\r\n`;
      }
    },
  };
}

export type DemoRequestService = ReturnType<typeof createDemoRequestService>;
