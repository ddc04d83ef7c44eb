import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitlistRate } from "#server/services/waitlist.ts";
import { createTestApp, freshClient } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";

const dialects = await testDialects();

describe.each(dialects)("POST /api/waitlist on %s", (dialect) => {
  let store: TestStore;
  let made: ReturnType<typeof createTestApp>;
  beforeAll(async () => {
    store = await createTestStore(dialect);
    made = createTestApp(store);
  });
  afterAll(async () => {
    await store.destroy();
  });

  const join = (body: string, client = freshClient()) =>
    made.app.request("/api/waitlist", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": client },
      body,
    });

  it("keeps an address once, whatever its case", async () => {
    expect((await join(JSON.stringify({ email: "Someone@Example.com", agreeToContact: true }))).status).toBe(
      200,
    );
    expect((await join(JSON.stringify({ email: "someone@example.com", agreeToContact: true }))).status).toBe(
      200,
    );
    expect(await made.services.waitlist.count()).toBe(1);
  });

  it("refuses what is not an address, and stores nothing", async () => {
    for (const body of ['{"email":""}', '{"email":"nope"}', '{"email":"a@b.c\\u0000"}', "[]", "{"]) {
      const response = await join(body);
      expect(response.status, body).toBe(400);
    }
    expect(await made.services.waitlist.count()).toBe(1);
  });

  it("rate-limits one client", async () => {
    const client = freshClient();
    for (let i = 0; i < waitlistRate.limit; i += 1) {
      await join(JSON.stringify({ email: `p${i}@example.com` }), client);
    }
    expect(
      (await join(JSON.stringify({ email: "late@example.com", agreeToContact: true }), client)).status,
    ).toBe(429);
  });
});
