import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { type DemoRequest, demoRequestErrors, demoRequestSchema } from "#common/schemas/demo-request.ts";
import { insertDemoRequest } from "#server/db/repositories/demo-requests.ts";
import type { Database } from "#server/db/schema.ts";
import type { Clock } from "./clock.ts";
import { ServiceError } from "./errors.ts";

export function createDemoRequestService(db: Kysely<Database>, clock: Clock) {
  return {
    /**
     * Validates with the form's own schema and stores the request. Nothing is
     * stored when validation fails.
     */
    async submit(input: unknown): Promise<{ id: string }> {
      const parsed = demoRequestSchema.safeParse(input);
      if (!parsed.success) {
        throw new ServiceError(400, "Please check the highlighted fields.", demoRequestErrors(parsed.error));
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
