import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { type DemoRequest, demoRequestErrors, demoRequestSchema } from "#common/schemas/demo-request.ts";
import { HONEYPOT_FIELD } from "#common/constants.ts";
import { insertDemoRequest } from "#server/db/repositories/demo-requests.ts";
import type { Database } from "#server/db/schema.ts";
import type { Clock } from "./clock.ts";
import { ServiceError } from "./errors.ts";
import type { RateLimiter } from "./rate-limits.ts";

/** Five requests per client per ten minutes is plenty for a person. */
export const demoRequestRate = { name: "demo-request", limit: 5, windowMs: 10 * 60_000 };

function honeypotFilled(input: Record<string, unknown>): boolean {
  const value = input[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return typeof value !== "string" || value.length > 0;
}

export function createDemoRequestService(db: Kysely<Database>, clock: Clock, rateLimiter: RateLimiter) {
  return {
    /**
     * The one way in for a demo request, from the JSON API and from the
     * no-JavaScript form post alike: rate limit per client, honeypot, the
     * form's own schema, then store. Nothing is stored from a refused request.
     */
    async submit(input: unknown, client: string): Promise<{ id: string }> {
      const decision = await rateLimiter.hit(demoRequestRate, client);
      if (!decision.allowed) {
        throw new ServiceError(
          429,
          "Too many requests from your connection. Please wait a few minutes and try again, or email us.",
          { retryAfterSeconds: decision.retryAfterSeconds },
        );
      }
      if (input === null || typeof input !== "object" || Array.isArray(input)) {
        throw new ServiceError(400, "The request body must be a JSON object.");
      }
      if (honeypotFilled(input as Record<string, unknown>)) {
        throw new ServiceError(400, "This request could not be accepted. Please email us instead.");
      }
      const parsed = demoRequestSchema.safeParse(input);
      if (!parsed.success) {
        throw new ServiceError(400, "Please check the highlighted fields.", {
          fieldErrors: demoRequestErrors(parsed.error),
        });
      }
      const request: DemoRequest = parsed.data;
      const id = randomUUID();
      const now = clock().toISOString();
      await insertDemoRequest(db, {
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
      return { id };
    },
  };
}

export type DemoRequestService = ReturnType<typeof createDemoRequestService>;
