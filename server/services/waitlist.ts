import type { Kysely } from "kysely";
import type { ConsentKind } from "#common/consent.ts";
import { attributionOf, noAttribution } from "#common/schemas/attribution.ts";
import { fieldErrorsOf } from "#common/schemas/field-errors.ts";
import { type WaitlistQuery, waitlistQuerySchema } from "#common/schemas/lead-queries.ts";
import { waitlistSchema } from "#common/schemas/waitlist.ts";
import { anyColumnContains } from "#server/db/repositories/like.ts";
import type { Database, WaitlistTable } from "#server/db/schema.ts";
import type { Clock } from "./clock.ts";
import { type CsvColumns, csvLines, sourceCsvColumns } from "./csv.ts";
import { InvalidInputError } from "./errors.ts";
import { formIntake } from "./intake.ts";
import { type Actor, everyPage, leadStore, parseListQuery } from "./leads.ts";
import { enqueueSubmissionMail, type MailSettings, waitlistConfirmationMail } from "./mail.ts";
import type { SubmissionOrigin } from "./privacy/consent-ledger.ts";
import { idempotencyKeyOf } from "./privacy/idempotency.ts";
import type { PrivacyService } from "./privacy.ts";
import type { RateLimiter } from "./rate-limits.ts";

/** Accepted sign-ups per client per ten minutes (one that finds its address already there counts too). */
export const waitlistRate = { name: "waitlist", limit: 10, windowMs: 10 * 60_000 };

/** Refused sign-ups per client per ten minutes: no person gets sixty wrong, a bot soon does. */
export const waitlistRefusedRate = { name: "waitlist-refused", limit: 60, windowMs: 10 * 60_000 };

/** The address to keep, lowercased; the schema also refuses a NUL character (PostgreSQL cannot store one). */
function waitlistEmailOf(input: unknown): string {
  const parsed = waitlistSchema.safeParse(input);
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error);
    const message = errors.email ?? errors.agreeToContact ?? "Enter your email address.";
    throw new InvalidInputError(message, {
      fieldErrors: errors.email || errors.agreeToContact ? errors : { email: message },
    });
  }
  return parsed.data.email.toLowerCase();
}

/** A sign-up as staff see it. */
export type WaitlistEntryView = {
  id: string;
  email: string;
  createdAt: string;
  sourcePage: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
};

const toView = (row: WaitlistTable): WaitlistEntryView => ({
  id: row.id,
  email: row.email,
  createdAt: row.created_at,
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

const isRecord = (input: unknown): input is Record<string, unknown> =>
  input !== null && typeof input === "object" && !Array.isArray(input);

/**
 * The coming-soon page's sign-up. The spec's page stored nothing yet thanked
 * people with a promise to notify them; we keep the address so that promise
 * can be kept. Joining twice is fine and changes nothing. A new address gets
 * a short confirmation by mail (when `mail` is given; tests and scripts leave it out).
 */
export function createWaitlistService(
  db: Kysely<Database>,
  clock: Clock,
  rateLimiter: RateLimiter,
  privacy: PrivacyService<ConsentKind>,
  mail?: MailSettings,
) {
  const intake = formIntake(rateLimiter, {
    stored: waitlistRate,
    refused: waitlistRefusedRate,
    tooMany: "Too many sign-ups from your connection. Please try again in a few minutes.",
  });
  const leads = leadStore(db, clock, {
    table: "waitlist",
    entityType: "waitlist",
    missing: "That sign-up no longer exists.",
  });

  const matching = (q: WaitlistQuery) => {
    const search = q.search;
    const query = db.selectFrom("waitlist");
    return search ? query.where((eb) => anyColumnContains(eb, ["email"], search)) : query;
  };
  const readPage = (q: WaitlistQuery, range: { limit: number; offset: number }) => {
    const direction = q.sort === "oldest" ? "asc" : "desc";
    return matching(q)
      .selectAll()
      .orderBy("created_at", direction)
      .orderBy("id", direction)
      .limit(range.limit)
      .offset(range.offset)
      .execute();
  };

  return {
    /**
     * Joins once: a second sign-up of an address, or the same one sent again
     * with its idempotency key, changes nothing. The limits are `formIntake`'s.
     */
    async join(input: unknown, client: string, origin: SubmissionOrigin = { json: true }): Promise<void> {
      const key = await intake.screen(client, () => idempotencyKeyOf(input));
      if (await privacy.storedUnder("waitlist", key)) return;
      await intake.notCutOff(client);
      const email = await intake.screen(client, () => waitlistEmailOf(input));
      const record = isRecord(input) ? input : {};
      const source = isRecord(input) ? attributionOf(input) : noAttribution;
      const at = clock();
      const addressKey = mail && (await privacy.addressKey(email));
      // Only a new address gets the confirmation and a consent row, in the
      // same transaction as the sign-up: joining twice sends nothing twice.
      // Every accepted sign-up counts against the client's limit, an address
      // already there too: otherwise one could be sent again without end.
      await privacy.storeOnce(
        { kind: "waitlist", key, input: record, origin, at },
        async (trx, id, links) => {
          await intake.admit(trx, client);
          const { numInsertedOrUpdatedRows } = await trx
            .insertInto("waitlist")
            .values({
              id,
              email,
              created_at: at.toISOString(),
              source_page: source.sourcePage,
              utm_source: source.utmSource,
              utm_medium: source.utmMedium,
              utm_campaign: source.utmCampaign,
            })
            .onConflict((oc) => oc.column("email").doNothing())
            .executeTakeFirst();
          const joined = Number(numInsertedOrUpdatedRows ?? 0) > 0;
          if (mail && addressKey && joined)
            await enqueueSubmissionMail(
              trx,
              [waitlistConfirmationMail(mail, { id, email, withdrawToken: links.withdrawToken })],
              at,
              { limiter: rateLimiter, addressKey },
            );
          return joined;
        },
      );
    },

    async count(): Promise<number> {
      const { count } = await db
        .selectFrom("waitlist")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    /** The Waitlist view: search over the address, newest or oldest first, paged. */
    async list(input: Record<string, string | undefined>) {
      const q = parseListQuery(waitlistQuerySchema, input);
      const [list, total] = await Promise.all([
        readPage(q, { limit: q.limit, offset: (q.page - 1) * q.limit }),
        matching(q)
          .select((eb) => eb.fn.countAll<number | string>().as("count"))
          .executeTakeFirstOrThrow(),
      ]);
      return { entries: list.map(toView), total: Number(total.count), page: q.page, limit: q.limit };
    },

    /** Permanent delete, audited by the sign-up's id (never its address). */
    remove: (actor: Actor, id: string): Promise<void> => leads.remove(actor, id),

    /** The matching sign-ups as CSV lines (header first); the export is audited. */
    async *exportCsv(actor: Actor, input: Record<string, string | undefined>): AsyncGenerator<string> {
      const q = parseListQuery(waitlistQuerySchema, input);
      await leads.auditExport(actor, { search: Boolean(q.search) });
      yield* csvLines(
        csvColumns,
        everyPage(async (range) => (await readPage(q, range)).map(toView)),
      );
    },
  };
}
