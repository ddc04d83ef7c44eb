import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "#server/logger.ts";
import { createTestStore, type TestStore } from "#tests/utils/test-db.ts";
import { ensureAdmin } from "./bootstrap.ts";
import { createServices } from "./index.ts";

describe("the first admin account", () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await createTestStore("sqlite");
  });
  afterAll(async () => {
    await store.destroy();
  });

  it("is created with a random password shown once when no user exists", async () => {
    const { auth } = createServices(store);
    const lines: string[] = [];
    await ensureAdmin(auth, {}, createLogger("silent"), (line) => lines.push(line));
    expect(lines).toHaveLength(1);
    const password = lines[0]?.match(/password "([^"]+)"/)?.[1] ?? "";
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(await auth.listUsers()).toMatchObject([{ username: "admin", role: "admin" }]);
    const signedIn = await auth.login({ username: "admin", password, area: "leads" }, "203.0.113.9");
    expect(signedIn.session.role).toBe("admin");

    // Once a user exists, nothing more is created or shown.
    await ensureAdmin(auth, {}, createLogger("silent"), (line) => lines.push(line));
    expect(lines).toHaveLength(1);
  });

  it("takes ADMIN_USERNAME and ADMIN_PASSWORD: creates that admin, or resets its password", async () => {
    const { auth } = createServices(store);
    const announce = () => {
      throw new Error("nothing should be announced");
    };
    await ensureAdmin(
      auth,
      { username: "chief", password: "first password" },
      createLogger("silent"),
      announce,
    );
    await ensureAdmin(
      auth,
      { username: "chief", password: "second password" },
      createLogger("silent"),
      announce,
    );
    await expect(
      auth.login({ username: "chief", password: "first password", area: "blog" }, "203.0.113.9"),
    ).rejects.toThrow(/Invalid credentials/);
    const ok = await auth.login(
      { username: "chief", password: "second password", area: "blog" },
      "203.0.113.9",
    );
    expect(ok.session).toMatchObject({ username: "chief", role: "admin", area: "blog" });
  });
});
