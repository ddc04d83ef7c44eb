import type { Kysely } from "kysely";
import { productLabel } from "#common/constants.ts";
import { istInputToIso } from "#common/format-date.ts";
import { recordAudit } from "#server/db/repositories/audit-log.ts";
import { bookDemoAt, findDemoRequest } from "#server/db/repositories/demo-requests.ts";
import { holdLeadRow } from "#server/db/repositories/lead-rows.ts";
import type { Database } from "#server/db/schema.ts";
import type { Clock } from "./clock.ts";
import { InvalidInputError, NotFoundError } from "./errors.ts";
import { isUuid } from "./ids.ts";
import { demoMinutes, demoRequestKind } from "./lead-kinds/demo-request.ts";
import { type DemoRequestView, demoDesk } from "./lead-kinds/demo-request-desk.ts";
import { demoBookedMail } from "./lead-kinds/demo-request-mails.ts";
import type { AnsweredLeadService } from "./lead-service.ts";
import type { Actor, LeadEvent } from "./leads.ts";
import { companyName, type MailSettings } from "./mail/compose.ts";
import { enqueueMail } from "./mail/outbox.ts";

export type { DemoRequestView };

const { missing, view: toView } = demoDesk;

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

/** A change of a request's status, as its history shows it. */
export type DemoRequestEvent = LeadEvent;

export type { Actor };

/**
 * Demo requests as staff handle them (`requests`, the one lead service made
 * from the descriptor's staff half, with its `submit`), and booking a demo.
 */
export function createDemoRequestService(
  requests: AnsweredLeadService<"demo_request">,
  db: Kysely<Database>,
  clock: Clock,
  mail?: MailSettings,
) {
  return {
    ...requests,

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
