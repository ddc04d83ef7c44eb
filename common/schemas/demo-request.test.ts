import { describe, expect, test } from "vitest";
import { inquiryOptions } from "#common/constants.ts";
import { type DemoRequest, demoRequestErrors, demoRequestFields, demoRequestSchema } from "./demo-request.ts";

const valid: DemoRequest = {
  fullName: "Sample Person",
  workEmail: "sample@clinic.example",
  organization: "Sample Clinic",
  roleTitle: "Clinical Psychologist",
  phone: "+91 80 1234 5678",
  inquiryFor: "mental-health-platform",
  message: "We would like to see session notes and assessments.",
  agreeToContact: true,
};

function errorsFor(input: Record<string, unknown>) {
  const result = demoRequestSchema.safeParse(input);
  return result.success ? {} : demoRequestErrors(result.error);
}

describe("demoRequestSchema", () => {
  test("accepts a complete request and trims the text", () => {
    const result = demoRequestSchema.parse({ ...valid, fullName: "  Sample Person  " });
    expect(result.fullName).toBe("Sample Person");
    expect(result).toEqual(valid);
  });

  test("requires every field, with a message for each", () => {
    const errors = errorsFor({
      fullName: "",
      workEmail: "",
      organization: " ",
      roleTitle: "",
      phone: "",
      inquiryFor: "",
      message: "",
      agreeToContact: false,
    });
    const required = demoRequestFields.filter((name) => !name.startsWith("slot"));
    expect(Object.keys(errors).sort()).toEqual([...required].sort());
    expect(errors.fullName).toBe("Enter your full name.");
    expect(errors.workEmail).toBe("Enter your work email address.");
    expect(errors.phone).toBe("Enter your phone number.");
    expect(errors.inquiryFor).toBe("Select the product you would like to see.");
    expect(errors.agreeToContact).toMatch(/Tick the box/);
  });

  test("rejects missing fields as well as empty ones", () => {
    expect(Object.keys(errorsFor({})).length).toBe(demoRequestFields.length - 3);
  });

  test("takes up to three preferred times, empty ones left out, and refuses what is not a date and time", () => {
    const parsed = demoRequestSchema.safeParse({
      ...valid,
      slot1: "2026-11-30T10:30",
      slot2: "",
      slot3: " ",
    });
    expect(parsed.success && parsed.data).toMatchObject({ slot1: "2026-11-30T10:30" });
    expect(parsed.success && "slot2" in parsed.data && parsed.data.slot2).toBeFalsy();
    expect(errorsFor({ ...valid, slot2: "tomorrow" }).slot2).toMatch(/date and a time/);
    expect(errorsFor({ ...valid, slot3: "2026-11-30 10:30" }).slot3).toMatch(/date and a time/);
    expect(errorsFor({ ...valid, slot3: "2026-11-30T10:30:00Z" }).slot3).toBe("Use at most 16 characters.");
  });

  test("checks the email format", () => {
    expect(errorsFor({ ...valid, workEmail: "not-an-email" }).workEmail).toMatch(/right format/);
    expect(errorsFor({ ...valid, workEmail: "a@b" }).workEmail).toMatch(/right format/);
    expect(errorsFor({ ...valid, workEmail: `${"a".repeat(250)}@x.in` }).workEmail).toMatch(/254/);
  });

  test("accepts only the five products of the spec", () => {
    for (const option of inquiryOptions) {
      expect(demoRequestSchema.safeParse({ ...valid, inquiryFor: option.value }).success).toBe(true);
    }
    expect(errorsFor({ ...valid, inquiryFor: "crm" }).inquiryFor).toBeDefined();
  });

  test("checks the phone number's characters and length", () => {
    expect(demoRequestSchema.safeParse({ ...valid, phone: "(080) 1234-5678" }).success).toBe(true);
    expect(errorsFor({ ...valid, phone: "call me" }).phone).toMatch(/only digits/);
    expect(errorsFor({ ...valid, phone: "12345" }).phone).toMatch(/at least 7/);
    expect(errorsFor({ ...valid, phone: "1".repeat(21) }).phone).toMatch(/20 characters or fewer/);
    expect(errorsFor({ ...valid, phone: "+() -- ()" }).phone).toMatch(/7 digits/);
  });

  test("bounds the length of the text fields", () => {
    expect(errorsFor({ ...valid, fullName: "a".repeat(121) }).fullName).toMatch(/120/);
    expect(errorsFor({ ...valid, organization: "a".repeat(161) }).organization).toMatch(/160/);
    expect(errorsFor({ ...valid, roleTitle: "a".repeat(161) }).roleTitle).toMatch(/160/);
    expect(errorsFor({ ...valid, message: "a".repeat(5001) }).message).toMatch(/5000/);
    expect(demoRequestSchema.safeParse({ ...valid, message: "a".repeat(5000) }).success).toBe(true);
  });

  test("needs the consent box ticked", () => {
    expect(errorsFor({ ...valid, agreeToContact: false }).agreeToContact).toBeDefined();
    expect(errorsFor({ ...valid, agreeToContact: "true" }).agreeToContact).toBeDefined();
  });

  test("lists the fields in form order", () => {
    expect(demoRequestFields).toEqual([
      "fullName",
      "workEmail",
      "organization",
      "roleTitle",
      "phone",
      "inquiryFor",
      "message",
      "slot1",
      "slot2",
      "slot3",
      "agreeToContact",
    ]);
  });
});
