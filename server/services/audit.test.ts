import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshClient, manualClock } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";
import { auditPageSize } from "./audit.ts";
import { InvalidInputError } from "./errors.ts";
import { createServices } from "./index.ts";

const dialects = await testDialects();

const contact = {
  inquiryType: "general",
  name: "Priya Audit",
  email: "priya.audit@example.in",
  subject: "Hello",
  message: "A question about the platform.",
  agreeToContact: true,
};

describe.each(dialects)("the audit log on %s", (dialect) => {
  let store: TestStore;
  const time = manualClock("2026-11-24T06:00:00.000Z");
  let services: ReturnType<typeof createServices>;
  beforeAll(async () => {
    store = await createTestStore(dialect);
    services = createServices(store, time.clock);
  });
  afterAll(async () => {
    await store.destroy();
  });

  it("lists who exported, closed and deleted what, newest first, without personal data", async () => {
    const admin = { id: "admin-id", username: "admin" };
    const { id } = await services.contactMessages.submit(contact, freshClient());
    time.advance(1_000);
    await services.contactMessages.setStatus(admin, id, { status: "closed" });
    time.advance(1_000);
    for await (const _line of services.contactMessages.exportCsv(admin, { search: "priya" })) {
      // read to the end
    }
    time.advance(1_000);
    await services.contactMessages.remove(admin, id);

    const { entries, total } = await services.audit.list({});
    expect(total).toBe(3);
    expect(entries.map((e) => [e.by, e.action, e.entityType, e.entityId])).toEqual([
      ["admin", "delete", "contact_message", id],
      ["admin", "export", "contact_message", "*"],
      ["admin", "close", "contact_message", id],
    ]);
    // The export keeps that it was searched, never what for.
    expect(entries[1]?.detail).toContain('"search":true');
    expect(JSON.stringify(entries)).not.toMatch(/priya/i);

    const closes = await services.audit.list({ action: "close" });
    expect(closes.entries.map((e) => e.action)).toEqual(["close"]);
  });

  it("pages by the store, and refuses an unknown action or a malformed page", async () => {
    const admin = { id: "admin-id", username: "admin" };
    for (let i = 0; i < auditPageSize; i += 1) {
      time.advance(1_000);
      for await (const _line of services.contactMessages.exportCsv(admin, {})) {
        // read to the end
      }
    }
    const second = await services.audit.list({ page: "2" });
    expect(second.total).toBe(auditPageSize + 3);
    expect(second.entries).toHaveLength(3);
    for (const query of [
      { action: "drop" },
      { page: "0" },
      { page: "1e9" },
      { page: "-1" },
      { page: "9999999" },
    ]) {
      await expect(services.audit.list(query), JSON.stringify(query)).rejects.toBeInstanceOf(
        InvalidInputError,
      );
    }
  });
});
