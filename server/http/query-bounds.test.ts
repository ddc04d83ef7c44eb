import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, testPassword } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";

const dialects = await testDialects();

// Numbers no list needs: each must be refused with a 400 that says why,
// never passed to the store (where it overflowed into a 503).
const hostile = [
  "1e308",
  "99999999999",
  "9007199254740993",
  "-1",
  "0",
  "1.5",
  "NaN",
  "Infinity",
  "0x10",
  " 2",
  "",
];

describe.each(dialects)("numeric query parameters on %s", (dialect) => {
  let store: TestStore;
  let app: ReturnType<typeof createTestApp>["app"];
  let staff: string;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    const made = createTestApp(store);
    app = made.app;
    await made.services.account.upsertUser("bounds", testPassword, "admin");
    staff = await signIn(app, "bounds", "leads");
  }, 60_000);
  afterAll(() => store.destroy());

  const lists = ["/api/blogs", "/api/demo-requests", "/api/contact-messages", "/api/waitlist"];

  it.each(["page", "limit"])("refuses a %s out of range with a 400, on every list", async (name) => {
    for (const path of lists) {
      for (const value of hostile) {
        const response = await app.request(`${path}?${name}=${encodeURIComponent(value)}`, {
          headers: { cookie: staff },
        });
        // An empty value is the same as none.
        if (value === "") {
          expect(response.status, `${path} ${name}=`).toBe(200);
          continue;
        }
        expect(response.status, `${path} ${name}=${value}`).toBe(400);
        const body = (await response.json()) as { success: boolean; error: string };
        expect(body.success).toBe(false);
        expect(body.error.length).toBeGreaterThan(5);
      }
    }
  });
});
