import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "./field-errors.ts";
import { statusLeadActionSchema, waitlistActionSchema } from "./lead-action.ts";

const errorsOf = (result: ReturnType<typeof statusLeadActionSchema.safeParse>) =>
  result.success ? {} : fieldErrorsOf(result.error);

describe("the lead views' action forms", () => {
  it("takes Close, Reopen and Delete of one record", () => {
    for (const intent of ["close", "reopen", "delete"] as const) {
      expect(statusLeadActionSchema.parse({ intent, id: " 0b7f " })).toEqual({ intent, id: "0b7f" });
    }
  });

  it("refuses anything else, by its field", () => {
    expect(errorsOf(statusLeadActionSchema.safeParse({ intent: "publish", id: "0b7f" }))).toEqual({
      intent: "Unknown action.",
    });
    expect(errorsOf(statusLeadActionSchema.safeParse({ intent: "close", id: "  " }))).toEqual({
      id: "Say which record this is about.",
    });
    expect(errorsOf(statusLeadActionSchema.safeParse({}))).toMatchObject({ intent: "Unknown action." });
  });

  it("offers a waitlist sign-up Delete alone", () => {
    expect(waitlistActionSchema.safeParse({ intent: "delete", id: "1" }).success).toBe(true);
    expect(waitlistActionSchema.safeParse({ intent: "close", id: "1" }).success).toBe(false);
  });
});
