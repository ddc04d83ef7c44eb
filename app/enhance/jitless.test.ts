import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * jitless.ts has one effect: zod, configured before the forms' schemas are
 * built, never builds code with `new Function` (which the pages'
 * Content-Security-Policy blocks, and reports). The global Function is
 * watched for the whole file. zod's compiled object checker (the `zod`
 * build's z.object) is what would build code; the forms' zod/mini schemas
 * are checked too. Node's environment: zod and this module touch no DOM.
 */
const built: unknown[][] = [];
const RealFunction = globalThis.Function;

beforeAll(() => {
  globalThis.Function = new Proxy(RealFunction, {
    construct(target, args, newTarget) {
      built.push(args);
      return Reflect.construct(target, args, newTarget);
    },
  });
});
afterAll(() => {
  globalThis.Function = RealFunction;
});

describe("zod without eval (app/enhance/jitless.ts)", () => {
  it("is needed: otherwise zod builds an object's checker with new Function", async () => {
    const { z } = await import("zod");
    z.object({ name: z.string() }).safeParse({ name: "Asha" });
    expect(built.length).toBeGreaterThan(0);
  });

  it("once imported, checking the forms builds no code", async () => {
    built.length = 0;
    await import("./jitless.ts");
    const { contactSchema } = await import("#common/schemas/contact.ts");
    const { demoRequestSchema } = await import("#common/schemas/demo-request.ts");
    const { z } = await import("zod");
    expect(z.config().jitless).toBe(true);
    expect(contactSchema.safeParse({}).success).toBe(false);
    expect(
      contactSchema.safeParse({
        inquiryType: "general",
        name: "Asha",
        email: "asha@example.in",
        subject: "Hello",
        message: "A question.",
        agreeToContact: true,
      }).success,
    ).toBe(true);
    expect(demoRequestSchema.safeParse({ fullName: "Asha" }).success).toBe(false);
    z.object({ name: z.string() }).safeParse({ name: "Asha" });
    expect(built).toEqual([]);
  });
});
