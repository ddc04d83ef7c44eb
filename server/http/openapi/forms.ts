/** The public forms of the API description: one call per registered kind of lead (its descriptor's `intake`). */
import type { ReferredError } from "#server/services/errors.ts";
import type { IntakeLimits } from "#server/services/intake.ts";
import type { LeadIntake } from "#server/services/lead-kinds/lead-kind.ts";
import { leadKinds } from "#server/services/lead-kinds/registry.ts";
import { visitorMailRate } from "#server/services/mail/outbox.ts";
import type { RateRule } from "#server/services/rate-limits.ts";
import { bodyOf, errors, ok } from "./components.ts";

/** Understood and deliberately not stored (the contact form's under-18 answer on the therapy path). */
const referred = (reasons: readonly ReferredError["reason"][]) => ({
  description: "Not stored: the person is referred elsewhere (`code` says why)",
  content: {
    "application/json": {
      schema: {
        type: "object",
        required: ["success", "error", "code", "stored"],
        properties: {
          success: { const: false },
          error: { type: "string" },
          code: { type: "string", enum: [...reasons] },
          stored: { const: false },
        },
      },
    },
  },
});

/** A public form's limits (server/services/intake.ts), as the rules say them. */
const formLimits = (stored: RateRule, refused: RateRule, what: string) =>
  `Per client: ${stored.limit} ${what} in ${stored.windowMs / 60_000} minutes, and ${refused.limit} refused ones, past which everything is refused until the window ends (429 with Retry-After). One address gets at most ${visitorMailRate.limit} mails a day from the forms; past that the record is still stored and staff still told`;

/** A kind's `POST`, in its own words, with the limits and the errors every form shares. */
function formOperation({ answer, openApi }: LeadIntake, limits: IntakeLimits) {
  const { referrals = [] } = openApi;
  return {
    summary: `${openApi.summary} ${formLimits(limits.stored, limits.refused, openApi.counted)}`,
    ...(openApi.description ? { description: openApi.description } : {}),
    requestBody: bodyOf(openApi.body),
    responses: {
      [answer === "receipt" ? "201" : "200"]: ok(openApi.answered),
      ...(referrals.length > 0 ? { "422": referred(referrals) } : {}),
      ...errors(400, 413, 415, 429, 503),
    },
    operationId: openApi.operationId,
  };
}

/** Each form's address, in the order the registry lists the kinds. */
export const formPaths: Record<string, { post: ReturnType<typeof formOperation> }> = Object.fromEntries(
  leadKinds.kinds.map((kind) => [kind.intake.path, { post: formOperation(kind.intake, kind.limits) }]),
);

/** The forms' names in the document's introduction: "request-demo, contact, waitlist". */
export const formNames = leadKinds.kinds.map((kind) => kind.intake.path.replace(/^\/api\//, ""));
