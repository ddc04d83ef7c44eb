import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countDemoRequests, findDemoRequest } from "#server/db/repositories/demo-requests.ts";
import { demoRequestRate, demoRequestRefusedRate } from "#server/services/lead-kinds/demo-request.ts";
import { clearOfWindowEdge, createTestApp, freshClient } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";

const valid = {
  fullName: "Asha Rao",
  workEmail: "asha@clinic.example",
  organization: "Sample Clinic",
  roleTitle: "Clinical Director",
  phone: "+91 80 1234 5678",
  inquiryFor: "mental-health-platform",
  message: "We would like to see the scheduling tools.",
  agreeToContact: true,
};

const dialects = await testDialects();

describe.each(dialects)("POST /api/request-demo on %s", (dialect) => {
  let store: TestStore;
  let app: ReturnType<typeof createTestApp>["app"];

  beforeAll(async () => {
    store = await createTestStore(dialect);
    app = createTestApp(store).app;
  });
  afterAll(async () => {
    await store.destroy();
  });

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    app.request("/api/request-demo", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshClient(), ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  it("stores a valid request and answers its id", async () => {
    const response = await post(valid);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { success: boolean; data: { id: string } };
    expect(body.success).toBe(true);
    const row = await findDemoRequest(store.db, body.data.id);
    expect(row).toMatchObject({
      full_name: "Asha Rao",
      work_email: "asha@clinic.example",
      inquiry_for: "mental-health-platform",
      status: "open",
      agree_to_contact: 1,
    });
  });

  it.each([
    ["a missing name", { ...valid, fullName: "" }, "fullName"],
    ["a malformed email", { ...valid, workEmail: "not-an-email" }, "workEmail"],
    ["an unknown product", { ...valid, inquiryFor: "crm" }, "inquiryFor"],
    ["consent not given", { ...valid, agreeToContact: false }, "agreeToContact"],
    ["a phone of letters", { ...valid, phone: "call me maybe" }, "phone"],
    ["an overlong message", { ...valid, message: "x".repeat(5001) }, "message"],
  ])("refuses %s with a field error and stores nothing", async (_, payload, field) => {
    const before = await countDemoRequests(store.db);
    const response = await post(payload);
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      success: boolean;
      error: string;
      fieldErrors: Record<string, string>;
    };
    expect(body.success).toBe(false);
    expect(body.error).toBeTruthy();
    expect(body.fieldErrors[field]).toBeTruthy();
    expect(await countDemoRequests(store.db)).toBe(before);
  });

  it("refuses other content types (415), bad JSON (400) and large bodies (413)", async () => {
    const before = await countDemoRequests(store.db);
    const form = await app.request("/api/request-demo", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": freshClient() },
      body: "fullName=x",
    });
    expect(form.status).toBe(415);
    expect(((await form.json()) as { success: boolean }).success).toBe(false);
    expect((await post("{not json")).status).toBe(400);
    expect((await post("[1,2]")).status).toBe(400);
    expect((await post({ ...valid, message: "x".repeat(40_000) })).status).toBe(413);
    expect(await countDemoRequests(store.db)).toBe(before);
  });

  it("refuses a filled honeypot and stores nothing", async () => {
    const before = await countDemoRequests(store.db);
    const response = await post({ ...valid, website: "http://spam.example" });
    expect(response.status).toBe(400);
    expect(await countDemoRequests(store.db)).toBe(before);
  });

  it("rate-limits one client, with counters that hold across app instances", async () => {
    await clearOfWindowEdge([demoRequestRate.windowMs]);
    const client = freshClient();
    for (let i = 0; i < demoRequestRate.limit; i += 1) {
      expect((await post(valid, { "x-forwarded-for": client })).status).toBe(201);
    }
    const limited = await post(valid, { "x-forwarded-for": client });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: string }).error).toMatch(/Too many requests/);
    // A second process on the same store sees the same counters.
    const second = createTestApp(store).app;
    const again = await second.request("/api/request-demo", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": client },
      body: JSON.stringify(valid),
    });
    expect(again.status).toBe(429);
    // Another client is unaffected.
    expect((await post(valid)).status).toBe(201);
  });

  it("never counts refused requests against the limit: six mistakes, then the corrected one is stored", async () => {
    const client = freshClient();
    const before = await countDemoRequests(store.db);
    const mistakes = [
      { ...valid, workEmail: "asha@" },
      { ...valid, phone: "12345" },
      { ...valid, fullName: "" },
      { ...valid, agreeToContact: false },
      { ...valid, inquiryFor: "crm" },
      { ...valid, website: "http://spam.example" },
    ];
    for (const mistake of mistakes) {
      expect((await post(mistake, { "x-forwarded-for": client })).status).toBe(400);
    }
    expect((await post(valid, { "x-forwarded-for": client })).status).toBe(201);
    expect(await countDemoRequests(store.db)).toBe(before + 1);
  });

  it("stores exactly five of ten requests sent at once by one client, and refuses the rest with 429", async () => {
    await clearOfWindowEdge([demoRequestRate.windowMs]);
    const client = freshClient();
    const before = await countDemoRequests(store.db);
    const answers = await Promise.all(
      Array.from({ length: demoRequestRate.limit * 2 }, () => post(valid, { "x-forwarded-for": client })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(demoRequestRate.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(demoRequestRate.limit);
    expect(await countDemoRequests(store.db)).toBe(before + demoRequestRate.limit);
    const limited = answers.find((answer) => answer.status === 429);
    expect(Number(limited?.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("cuts off a client that keeps sending refused requests, valid ones included, and no one else", async () => {
    await clearOfWindowEdge([demoRequestRefusedRate.windowMs]);
    const client = freshClient();
    const before = await countDemoRequests(store.db);
    const invalid = { ...valid, workEmail: "not-an-email" };
    for (let i = 0; i < demoRequestRefusedRate.limit; i += 1) {
      expect((await post(invalid, { "x-forwarded-for": client })).status).toBe(400);
    }
    const cut = await post(invalid, { "x-forwarded-for": client });
    expect(cut.status).toBe(429);
    expect(Number(cut.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await post(valid, { "x-forwarded-for": client })).status).toBe(429);
    expect(await countDemoRequests(store.db)).toBe(before);
    expect((await post(valid)).status).toBe(201);
  });

  it("refuses a valid request from a client another process cut off, from what the store counted, storing nothing", async () => {
    await clearOfWindowEdge([demoRequestRefusedRate.windowMs]);
    const client = freshClient();
    const before = await countDemoRequests(store.db);
    const invalid = { ...valid, workEmail: "not-an-email" };
    for (let i = 0; i <= demoRequestRefusedRate.limit; i += 1)
      await post(invalid, { "x-forwarded-for": client });
    // A second process on the same store: nothing in its memory, so only the store can tell.
    const other = createTestApp(store).app;
    const postThere = (body: unknown, from: string) =>
      other.request("/api/request-demo", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": from },
        body: JSON.stringify(body),
      });
    const [cut, untouched] = await Promise.all([postThere(valid, client), postThere(valid, freshClient())]);
    expect(cut.status).toBe(429);
    expect(Number(cut.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(untouched.status).toBe(201);
    expect(await countDemoRequests(store.db)).toBe(before + 1);
    // Remembered there from now on: refused again with no store in the way.
    expect((await postThere(valid, client)).status).toBe(429);
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await app.request("/api/nothing-here");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false });
  });

  it("never answers a random or hostile payload with a 5xx, and stores only valid ones", async () => {
    const hostileString = fc.oneof(
      fc.string(),
      fc.constantFrom(
        "'; drop table demo_requests; --",
        "<script>alert(1)</script>",
        "\u0000",
        "💥".repeat(50),
        "a@b",
      ),
    );
    const payload = fc.oneof(
      fc.anything(),
      fc.record(
        {
          fullName: hostileString,
          workEmail: fc.oneof(hostileString, fc.emailAddress()),
          organization: hostileString,
          roleTitle: hostileString,
          phone: fc.oneof(hostileString, fc.stringMatching(/^\+?[0-9 ]{7,18}$/)),
          inquiryFor: fc.oneof(hostileString, fc.constant("other")),
          message: hostileString,
          agreeToContact: fc.oneof(fc.boolean(), fc.anything()),
          website: fc.option(hostileString, { nil: undefined }),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(payload, async (body) => {
        const before = await countDemoRequests(store.db);
        const json = JSON.stringify(body);
        const response = await post(json === undefined ? "null" : json);
        expect(response.status).toBeLessThan(500);
        const after = await countDemoRequests(store.db);
        expect(after).toBe(response.status === 201 ? before + 1 : before);
      }),
      { numRuns: 150 },
    );
    // 150 requests with two counts each against a real store: a second or two alone, far more on a
    // busy machine, so the limit is generous rather than near what it takes.
  }, 60_000);

  it("answers 503 when the store is unavailable, and /readyz says so", async () => {
    const own = await createTestStore(dialect);
    const { app: broken } = createTestApp(own);
    expect((await broken.request("/readyz")).status).toBe(200);
    await own.close();
    const response = await broken.request("/api/request-demo", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshClient() },
      body: JSON.stringify(valid),
    });
    expect(response.status).toBe(503);
    expect(((await response.json()) as { success: boolean }).success).toBe(false);
    expect((await broken.request("/readyz")).status).toBe(503);
    await own.destroy();
  });
});
