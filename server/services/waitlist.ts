import type { Kysely } from "kysely";
import { fieldErrorsOf } from "#common/schemas/field-errors.ts";
import { waitlistSchema } from "#common/schemas/waitlist.ts";
import type { Database } from "#server/db/schema.ts";
import type { Clock } from "./clock.ts";
import { InvalidInputError, RefusedError } from "./errors.ts";
import { enqueueMail, type MailSettings, waitlistConfirmationMail } from "./mail.ts";
import type { RateLimiter } from "./rate-limits.ts";

export const waitlistRate = { name: "waitlist", limit: 10, windowMs: 10 * 60_000 };

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
  mail?: MailSettings,
) {
  return {
    async join(input: unknown, client: string): Promise<void> {
      const decision = await rateLimiter.hit(waitlistRate, client);
      if (!decision.allowed) {
        throw new RefusedError(
          "too-many",
          "Too many sign-ups from your connection. Please try again in a few minutes.",
          {
            retryAfterSeconds: decision.retryAfterSeconds,
          },
        );
      }
      // The schema also refuses a NUL character (PostgreSQL cannot store one).
      const parsed = waitlistSchema.safeParse(input);
      if (!parsed.success) {
        const message = fieldErrorsOf(parsed.error).email ?? "Enter your email address.";
        throw new InvalidInputError(message, { fieldErrors: { email: message } });
      }
      const email = parsed.data.email.toLowerCase();
      const at = clock();
      // Only a new address gets the confirmation, in the same transaction as
      // the sign-up: joining twice sends nothing twice.
      await db.transaction().execute(async (trx) => {
        const { numInsertedOrUpdatedRows } = await trx
          .insertInto("waitlist")
          .values({ email, created_at: at.toISOString() })
          .onConflict((oc) => oc.column("email").doNothing())
          .executeTakeFirst();
        if (mail && Number(numInsertedOrUpdatedRows ?? 0) > 0) {
          await enqueueMail(trx, [waitlistConfirmationMail(mail, email)], at);
        }
      });
    },

    async count(): Promise<number> {
      const { count } = await db
        .selectFrom("waitlist")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .executeTakeFirstOrThrow();
      return Number(count);
    },
  };
}
