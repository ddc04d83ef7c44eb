/** The public forms of the API description: demo requests, contact messages and the waitlist. */
import { contactSchema } from "#common/schemas/contact.ts";
import { demoRequestSchema } from "#common/schemas/demo-request.ts";
import { waitlistSchema } from "#common/schemas/waitlist.ts";
import { contactRate, contactRefusedRate } from "#server/services/lead-kinds/contact-message.ts";
import { demoRequestRate, demoRequestRefusedRate } from "#server/services/lead-kinds/demo-request.ts";
import { waitlistRate, waitlistRefusedRate } from "#server/services/lead-kinds/waitlist.ts";
import { visitorMailRate } from "#server/services/mail/outbox.ts";
import type { RateRule } from "#server/services/rate-limits.ts";
import { bodyOf, errors, ok } from "./components.ts";

/** Understood and deliberately not stored (the contact form's under-18 answer on the therapy path). */
const referred = {
  description: "Not stored: the person is referred elsewhere (`code` says why)",
  content: {
    "application/json": {
      schema: {
        type: "object",
        required: ["success", "error", "code", "stored"],
        properties: {
          success: { const: false },
          error: { type: "string" },
          code: { type: "string", enum: ["under-18"] },
          stored: { const: false },
        },
      },
    },
  },
};

/** A public form's limits (server/services/intake.ts), as the rules say them. */
const formLimits = (stored: RateRule, refused: RateRule, what: string) =>
  `Per client: ${stored.limit} ${what} in ${stored.windowMs / 60_000} minutes, and ${refused.limit} refused ones, past which everything is refused until the window ends (429 with Retry-After). One address gets at most ${visitorMailRate.limit} mails a day from the forms; past that the record is still stored and staff still told`;

export const formPaths = {
  "/api/request-demo": {
    post: {
      summary: `Send a demo request (a filled \`website\` field is refused). ${formLimits(demoRequestRate, demoRequestRefusedRate, "stored")}`,
      requestBody: bodyOf(demoRequestSchema),
      responses: { "201": ok("Stored: `{success:true, data:{id}}`"), ...errors(400, 413, 415, 429, 503) },
    },
  },
  "/api/contact": {
    post: {
      summary: `Send a message through the contact form (a filled \`website\` field is refused). ${formLimits(contactRate, contactRefusedRate, "stored")}`,
      description:
        "With `inquiryType: therapy`, `adult` (`yes` or `no`: is the person 18 or over?) is required. `adult: no` on the therapy path stores nothing at all (no message, consent, mail or audit entry, and no count against the limits) and answers 422 with `code: under-18`, `stored: false` and an `error` that points to Tele-MANAS (14416, free, 24×7, for young people and their families) and 112.",
      requestBody: bodyOf(contactSchema),
      responses: {
        "201": ok("Stored: `{success:true, data:{id, inquiryType, urgent}}`"),
        "422": referred,
        ...errors(400, 413, 415, 429, 503),
      },
    },
  },
  "/api/waitlist": {
    post: {
      summary: `Join the coming-soon waitlist (once per address). ${formLimits(waitlistRate, waitlistRefusedRate, "accepted")}`,
      requestBody: bodyOf(waitlistSchema),
      responses: { "200": ok("Joined"), ...errors(400, 413, 415, 429, 503) },
    },
  },
};
