import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitlistRate, waitlistRefusedRate } from "#server/services/lead-kinds/waitlist.ts";
import { clearOfWindowEdge, createTestApp, freshClient } from "#tests/utils/test-app.ts";
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

  const signUp = (email: string) => JSON.stringify({ email, agreeToContact: true });

  it("never counts refused sign-ups against the limit: six mistakes, then the corrected one joins", async () => {
    const client = freshClient();
    const before = await made.services.waitlist.count();
    for (let i = 0; i < 6; i += 1) {
      expect((await join(JSON.stringify({ email: `p${i}@example.com` }), client)).status).toBe(400);
    }
    expect((await join(signUp("corrected@example.com"), client)).status).toBe(200);
    expect(await made.services.waitlist.count()).toBe(before + 1);
  });

  it("rate-limits one client: the eleventh sign-up in ten minutes gets 429 with Retry-After", async () => {
    await clearOfWindowEdge([waitlistRate.windowMs]);
    const client = freshClient();
    for (let i = 0; i < waitlistRate.limit; i += 1) {
      expect((await join(signUp(`p${i}@example.com`), client)).status).toBe(200);
    }
    const limited = await join(signUp("late@example.com"), client);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("takes exactly ten of twenty sign-ups sent at once by one client", async () => {
    await clearOfWindowEdge([waitlistRate.windowMs]);
    const client = freshClient();
    const before = await made.services.waitlist.count();
    const answers = await Promise.all(
      Array.from({ length: waitlistRate.limit * 2 }, (_, i) => join(signUp(`burst${i}@example.com`), client)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(waitlistRate.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(waitlistRate.limit);
    expect(await made.services.waitlist.count()).toBe(before + waitlistRate.limit);
  });

  it("cuts off a client that keeps sending refused sign-ups, valid ones included", async () => {
    await clearOfWindowEdge([waitlistRefusedRate.windowMs]);
    const client = freshClient();
    for (let i = 0; i < waitlistRefusedRate.limit; i += 1) {
      expect((await join('{"email":"nope"}', client)).status).toBe(400);
    }
    expect((await join('{"email":"nope"}', client)).status).toBe(429);
    expect((await join(signUp("cut-off@example.com"), client)).status).toBe(429);
    expect((await join(signUp("someone-else@example.com"))).status).toBe(200);
  });
});
