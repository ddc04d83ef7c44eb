import { consentWordingIn } from "#common/consent-wording.ts";
import { comingSoonAliases } from "#common/public-paths.ts";
import { fieldErrorsOf } from "#common/schemas/field-errors.ts";
import { waitlistSchema } from "#common/schemas/waitlist.ts";
import type { NewWaitlistRow } from "#server/db/schema.ts";
import { InvalidInputError } from "../errors.ts";
import type { RateRule } from "../rate-limits.ts";
import { KiB, type RegisteredLeadKind } from "./lead-kind.ts";
import { waitlistConfirmationMail } from "./waitlist-mails.ts";

/** Accepted sign-ups per client per ten minutes (one that finds its address already there counts too). */
export const waitlistRate: RateRule = { name: "waitlist", limit: 10, windowMs: 10 * 60_000 };

/** Refused sign-ups per client per ten minutes: no person gets sixty wrong, a bot soon does. */
export const waitlistRefusedRate: RateRule = { name: "waitlist-refused", limit: 60, windowMs: 10 * 60_000 };

/**
 * The coming-soon page's sign-up. Joining twice is fine and changes nothing:
 * a known address stores no new row, consent or mail, but still counts
 * against the client's limit (otherwise one could be sent again without end).
 * Its form has no honeypot, and a refusal names the field in its message.
 */
export const waitlistKind: RegisteredLeadKind<"waitlist", { email: string }, { id: string }, null> = {
  name: "waitlist",
  table: "waitlist",
  code: "w",
  intake: {
    path: "/api/waitlist",
    // One email address.
    bodyLimit: 4 * KiB,
    // The pages not yet written show the coming-soon page, and its form.
    pages: ["/coming-soon", ...comingSoonAliases],
    // Joining twice is fine and stores nothing new: there is no receipt to give.
    answer: "nothing",
    openApi: {
      operationId: "joinWaitlist",
      summary: "Join the coming-soon waitlist (once per address).",
      counted: "accepted",
      answered: "Joined",
      body: waitlistSchema,
    },
  },
  consent: (company, language) => consentWordingIn(language, company).waitlist,
  limits: {
    stored: waitlistRate,
    refused: waitlistRefusedRate,
    tooMany: "Too many sign-ups from your connection. Please try again in a few minutes.",
  },
  /** The address to keep, lowercased; the schema also refuses a NUL character (PostgreSQL cannot store one). */
  parse(body) {
    const parsed = waitlistSchema.safeParse(body);
    if (!parsed.success) {
      const errors = fieldErrorsOf(parsed.error);
      const message = errors.email ?? errors.agreeToContact ?? "Enter your email address.";
      throw new InvalidInputError(message, {
        fieldErrors: errors.email || errors.agreeToContact ? errors : { email: message },
      });
    }
    return { email: parsed.data.email.toLowerCase() };
  },
  addressOf: ({ email }) => email,
  replyTarget: () => null,
  // One row per address (its unique key): joining again stores nothing and sends nothing.
  keepsFirst: true,
  row: ({ id, input, source, at, language }) =>
    ({
      id,
      email: input.email,
      created_at: at.toISOString(),
      language,
      source_page: source.sourcePage,
      utm_source: source.utmSource,
      utm_medium: source.utmMedium,
      utm_campaign: source.utmCampaign,
    }) satisfies NewWaitlistRow,
  mails: (settings, { id, input, withdrawToken, language }) => [
    waitlistConfirmationMail(settings, { id, email: input.email, withdrawToken, language }),
  ],
  receipt: ({ id }) => ({ id }),
  replay: async (_db, id) => ({ id }),
};
