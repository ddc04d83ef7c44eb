import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleDemoRequest, sampleInquiry } from "#tests/utils/leads.ts";
import { manualClock } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";
import { createServices } from "./index.ts";

const dialects = await testDialects();

/*
 * One person, several leads (issue 32): leads with the same email (in any
 * case, across demo requests and contact messages) or the same phone (demo
 * requests, in E.164) are linked in each other's detail, and the lists mark
 * their senders as repeat senders.
 */
describe.each(dialects)("leads from one person on %s", (dialect) => {
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

  const demo = (fullName: string, workEmail: string, phone: string) => {
    time.advance(60_000);
    return sampleDemoRequest(services, fullName, { workEmail, phone });
  };
  const message = (name: string, email: string) => {
    time.advance(60_000);
    return sampleInquiry(services, name, { email });
  };

  it("links leads by email in any case across both kinds, and demo requests by phone, newest first", async () => {
    const first = await message("Meera", "meera@clinic.example");
    const second = await demo("Meera Iyer", "Meera@Clinic.Example", "+91 98450 00001");
    // Another address, but the same phone (written another way): the same person.
    const third = await demo("Dr Meera Iyer", "director@clinic.example", "098450 00001");
    const stranger = await message("Someone Else", "else@example.com");

    const ofFirst = await services.contactMessages.detail(first);
    expect(ofFirst?.alsoSent.map((lead) => [lead.kind, lead.id])).toEqual([["demo_request", second]]);
    const ofSecond = await services.demoRequests.detail(second);
    expect(ofSecond?.alsoSent.map((lead) => [lead.kind, lead.id, lead.name])).toEqual([
      ["demo_request", third, "Dr Meera Iyer"],
      ["contact_message", first, "Meera"],
    ]);
    const ofThird = await services.demoRequests.detail(third);
    expect(ofThird?.alsoSent.map((lead) => lead.id)).toEqual([second]);
    expect((await services.contactMessages.detail(stranger))?.alsoSent).toEqual([]);

    // The lists mark repeat senders, and only them.
    const { items: requests } = await services.demoRequests.list({});
    expect(
      requests
        .filter((r) => r.repeatSender)
        .map((r) => r.id)
        .sort(),
    ).toEqual([second, third].sort());
    const { items: messages } = await services.contactMessages.list({});
    expect(Object.fromEntries(messages.map((m) => [m.id, m.repeatSender]))).toEqual({
      [first]: true,
      [stranger]: false,
    });

    // A deleted lead is linked no more.
    await services.demoRequests.remove({ id: "staff", username: "staff" }, second);
    expect((await services.contactMessages.detail(first))?.alsoSent).toEqual([]);
    expect((await services.contactMessages.list({})).items.find((m) => m.id === first)?.repeatSender).toBe(
      false,
    );
  });
});
