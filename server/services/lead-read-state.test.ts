import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleInquiry } from "#tests/utils/leads.ts";
import { manualClock } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";
import { createServices } from "./index.ts";

const dialects = await testDialects();

/*
 * Read state (issue 32): a lead nobody on staff has opened is new, counted
 * for the navigation, until the first time its detail is shown; later
 * openings keep the first time, also when two happen at once.
 */
describe.each(dialects)("which leads nobody has opened yet, on %s", (dialect) => {
  let store: TestStore;
  const time = manualClock("2026-11-27T04:00:00.000Z");
  let services: ReturnType<typeof createServices>;
  beforeAll(async () => {
    store = await createTestStore(dialect);
    services = createServices(store, time.clock);
  });
  afterAll(async () => {
    await store.destroy();
  });

  const inquiry = (name: string) => sampleInquiry(services, name);

  it("counts a new lead until its detail is first opened, and keeps the first opening's time", async () => {
    const before = await services.contactMessages.countUnopened();
    const id = await inquiry("Gita");
    expect(await services.contactMessages.countUnopened()).toBe(before + 1);
    expect((await services.contactMessages.detail(id))?.lead.openedAt).toBeNull();

    time.advance(60_000);
    const firstOpened = time.clock().toISOString();
    // Two staff members open it at the same moment: one time is kept.
    await Promise.all([services.contactMessages.markOpened(id), services.contactMessages.markOpened(id)]);
    time.advance(60_000);
    await services.contactMessages.markOpened(id);
    expect((await services.contactMessages.detail(id))?.lead.openedAt).toBe(firstOpened);
    expect(await services.contactMessages.countUnopened()).toBe(before);
    // The list says so too.
    const { items: messages } = await services.contactMessages.list({ search: "gita@example.com" });
    expect(messages.map((m) => m.openedAt)).toEqual([firstOpened]);
  });

  it("changes nothing for an id that names nothing", async () => {
    const before = await services.demoRequests.countUnopened();
    await services.demoRequests.markOpened("not-an-id");
    await services.demoRequests.markOpened(crypto.randomUUID());
    expect(await services.demoRequests.countUnopened()).toBe(before);
  });
});
