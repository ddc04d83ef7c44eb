import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshClient } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";
import { InvalidInputError, RefusedError } from "./errors.ts";
import { createServices } from "./index.ts";
import { waitlistRate } from "./lead-kinds/waitlist.ts";

const dialects = await testDialects();

describe.each(dialects)("the waitlist service on %s", (dialect) => {
  let store: TestStore;
  let services: ReturnType<typeof createServices>;
  beforeAll(async () => {
    store = await createTestStore(dialect);
    services = createServices(store);
  });
  afterAll(async () => {
    await store.destroy();
  });

  it("refuses a NUL or a malformed address as invalid input on the email field, storing nothing", async () => {
    for (const input of [
      { email: "a@example.com\0" },
      { email: "nope" },
      { email: "" },
      null,
      "a@example.com",
    ]) {
      const refused = services.waitlist.join(input, freshClient());
      await expect(refused, JSON.stringify(input)).rejects.toBeInstanceOf(InvalidInputError);
      await expect(refused).rejects.toMatchObject({ fieldErrors: { email: expect.any(String) } });
    }
    expect(await services.waitlist.count()).toBe(0);
  });

  it("refuses too many sign-ups from one client", async () => {
    const client = freshClient();
    for (let i = 0; i < waitlistRate.limit; i += 1)
      await services.waitlist.join({ email: `p${i}@example.com`, agreeToContact: true }, client);
    await expect(
      services.waitlist.join({ email: "late@example.com", agreeToContact: true }, client),
    ).rejects.toMatchObject({
      kind: "refused",
      reason: "too-many",
    });
    await expect(
      services.waitlist.join({ email: "late@example.com", agreeToContact: true }, client),
    ).rejects.toBeInstanceOf(RefusedError);
  });
});
