import type { Kysely } from "kysely";
import { type WaitlistQuery, waitlistQuerySchema } from "#common/schemas/lead-queries.ts";
import { countWaitlist, listWaitlist, listWaitlistPage } from "#server/db/repositories/waitlist.ts";
import type { Database, WaitlistRow } from "#server/db/schema.ts";
import type { Clock } from "./clock.ts";
import { type CsvColumns, csvLines, sourceCsvColumns } from "./csv.ts";
import { waitlistKind } from "./lead-kinds/waitlist.ts";
import type { LeadList } from "./lead-service.ts";
import { type Actor, everyPage, leadStore } from "./leads.ts";
import { parseListQuery } from "./list-query.ts";
import type { SubmissionOrigin } from "./privacy/consent-ledger.ts";
import type { IntakeService } from "./submissions.ts";

/** A sign-up as staff see it. */
export type WaitlistEntryView = {
  id: string;
  email: string;
  createdAt: string;
  /** The language the visitor wrote in (issue 36). */
  language: "en" | "hi";
  sourcePage: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
};

const toView = (row: WaitlistRow): WaitlistEntryView => ({
  id: row.id,
  email: row.email,
  createdAt: row.created_at,
  language: row.language,
  sourcePage: row.source_page,
  utmSource: row.utm_source,
  utmMedium: row.utm_medium,
  utmCampaign: row.utm_campaign,
});

const csvColumns: CsvColumns<WaitlistEntryView> = [
  ["Joined", (entry) => entry.createdAt],
  ["Email", (entry) => entry.email],
  ...sourceCsvColumns,
];

/**
 * The coming-soon page's sign-up. The spec's page stored nothing yet thanked
 * people with a promise to notify them; we keep the address so that promise
 * can be kept. Joining twice is fine and changes nothing. A new address gets
 * a short confirmation by mail (when the services write mail; most tests and scripts do not).
 */
export function createWaitlistService(db: Kysely<Database>, clock: Clock, intake: IntakeService) {
  const leads = leadStore(db, clock, waitlistKind, "That sign-up no longer exists.");
  const filterOf = (q: WaitlistQuery) => ({ search: q.search || undefined });

  return {
    /**
     * Joins once: a second sign-up of an address, or the same one sent again
     * with its idempotency key, changes nothing (submissions.ts, under the
     * limits of `waitlistKind`).
     */
    async join(input: unknown, client: string, origin?: SubmissionOrigin): Promise<void> {
      await intake.submit("waitlist", input, client, origin);
    },

    count: (): Promise<number> => countWaitlist(db),

    /** The Waitlist view: search over the address, newest or oldest first, paged. */
    async list(input: Record<string, string | undefined>): Promise<LeadList<WaitlistEntryView>> {
      const q = parseListQuery(waitlistQuerySchema, input);
      const { rows, total } = await listWaitlist(db, filterOf(q), q.sort, {
        limit: q.limit,
        offset: (q.page - 1) * q.limit,
      });
      return { items: rows.map(toView), total, page: q.page, limit: q.limit };
    },

    /** Permanent delete, audited by the sign-up's id (never its address). */
    remove: (actor: Actor, id: string): Promise<void> => leads.remove(actor, id),

    /** The matching sign-ups as CSV lines (header first); the export is audited. */
    async *exportCsv(actor: Actor, input: Record<string, string | undefined>): AsyncGenerator<string> {
      const q = parseListQuery(waitlistQuerySchema, input);
      await leads.auditExport(actor, { search: Boolean(q.search) });
      yield* csvLines(
        csvColumns,
        everyPage(async (range) => (await listWaitlistPage(db, filterOf(q), q.sort, range)).map(toView)),
      );
    },
  };
}
