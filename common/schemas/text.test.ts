import { describe, expect, test } from "vitest";
import { z } from "zod/mini";
import { blogPostSchema } from "./blog-post.ts";
import { contactSchema } from "./contact.ts";
import { demoRequestSchema } from "./demo-request.ts";
import { demoRequestQuerySchema } from "./demo-request-query.ts";
import { fieldErrorsOf } from "./field-errors.ts";
import { loginSchema, unknownAreaMessage } from "./login.ts";
import { nulMessage, text } from "./text.ts";
import { waitlistSchema } from "./waitlist.ts";

describe("text", () => {
  const name = text({ max: 5, required: "Enter a name." });

  test("trims, then requires and bounds", () => {
    expect(name.parse("  Ann  ")).toBe("Ann");
    expect(name.safeParse("   ").error?.issues[0]?.message).toBe("Enter a name.");
    expect(name.safeParse(undefined).error?.issues[0]?.message).toBe("Enter a name.");
    expect(name.safeParse("abcdef").error?.issues[0]?.message).toBe("Use at most 5 characters.");
  });

  test("refuses a NUL character, with its own message", () => {
    expect(name.safeParse("A\0n").error?.issues.map((issue) => issue.message)).toEqual([nulMessage]);
    expect(text({ max: 10 }).safeParse("\0").success).toBe(false);
  });

  test("may be empty when not required, and keeps spaces when asked", () => {
    expect(text({ max: 5 }).parse("")).toBe("");
    expect(text({ max: 5, trim: false }).parse(" a ")).toBe(" a ");
    expect(text({ max: 5, tooLong: "Too long." }).safeParse("abcdef").error?.issues[0]?.message).toBe(
      "Too long.",
    );
  });

  test("every schema in common/schemas refuses a NUL in its text fields", () => {
    const demo = {
      fullName: "Sample Person",
      workEmail: "sample@clinic.example",
      organization: "Sample Clinic",
      roleTitle: "Director",
      phone: "+91 80 1234 5678",
      inquiryFor: "other",
      message: "Hello",
      agreeToContact: true,
    };
    for (const field of ["fullName", "workEmail", "organization", "roleTitle", "phone", "message"]) {
      const result = demoRequestSchema.safeParse({
        ...demo,
        [field]: `${demo[field as keyof typeof demo]}\0`,
      });
      expect(result.success, field).toBe(false);
      expect(Object.keys(fieldErrorsOf(result.error ?? { issues: [] })), field).toEqual([field]);
    }
    const post = {
      title: "T",
      excerpt: "E",
      content: "C",
      author: "A",
      authorRole: "R",
      tags: ["t"],
    };
    expect(blogPostSchema.safeParse(post).success).toBe(true);
    const withNul = { title: "T\0", excerpt: "\0E", content: "C\0", author: "A\0", authorRole: "R\0" };
    for (const [field, value] of Object.entries({ ...withNul, tags: ["t\0"], publishDate: "2026-01-01\0" })) {
      expect(blogPostSchema.safeParse({ ...post, [field]: value }).success, field).toBe(false);
    }
    const contact = {
      inquiryType: "general",
      name: "N",
      email: "n@example.com",
      subject: "S",
      message: "M",
      agreeToContact: true,
    };
    expect(contactSchema.safeParse(contact).success).toBe(true);
    expect(contactSchema.safeParse({ ...contact, subject: "S\0" }).success).toBe(false);
    expect(waitlistSchema.safeParse({ email: "a@example.com\0", agreeToContact: true }).success).toBe(false);
    expect(loginSchema.safeParse({ username: "a\0", password: "p", area: "blog" }).success).toBe(false);
    expect(loginSchema.safeParse({ username: "a", password: "p\0", area: "blog" }).success).toBe(false);
    expect(demoRequestQuerySchema.safeParse({ search: "a\0" }).success).toBe(false);
  });
});

describe("fieldErrorsOf", () => {
  test("keeps the first message of each top-level field and skips whole-input issues", () => {
    const schema = z.object({
      a: z.string().check(z.minLength(2, "a short"), z.maxLength(1, "a long")),
      b: z.array(z.string({ error: "b item" })),
    });
    expect(fieldErrorsOf(schema.safeParse({ a: "x", b: ["ok", 3] }).error ?? { issues: [] })).toEqual({
      a: "a short",
      b: "b item",
    });
    expect(fieldErrorsOf(schema.safeParse(null).error ?? { issues: [] })).toEqual({});
  });

  test("says which area is wrong on a sign-in", () => {
    const result = loginSchema.safeParse({ username: "a", password: "p", area: "admin" });
    expect(fieldErrorsOf(result.error ?? { issues: [] })).toEqual({ area: unknownAreaMessage });
    expect(unknownAreaMessage).toBe("Area must be blog or leads.");
  });
});
