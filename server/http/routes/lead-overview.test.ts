import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleDemoRequest, sampleInquiry } from "#tests/utils/leads.ts";
import { createTestApp, manualClock, signIn, testOrigin } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";

const dialects = await testDialects();

type Waiting = { kind: string; id: string; name: string; urgent: boolean; dueAt: string };
type Overview = {
  attention: Waiting[];
  dueSoon: Waiting[];
  waiting: number;
  overdue: number;
  stages: { kind: string; stage: string; count: number }[];
  weeks: { start: string; received: number; answered: number; medianResponseMs: number | null }[];
};

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/*
 * Reply targets and the overview (issue 32) on the real app and store:
 * a demo request is due one business day on in IST, by Settings' hours;
 * the overview puts the urgent first, then the overdue, then what falls due
 * within the hour, counts open leads by stage, and gives each of the last
 * eight IST weeks its leads and their median first response.
 */
describe.each(dialects)("reply targets and the overview on %s", (dialect) => {
  let store: TestStore;
  // Thursday 26 Nov 2026, 11:00 IST, less three weeks.
  const time = manualClock(new Date(Date.parse("2026-11-26T11:00:00+05:30") - 21 * day).toISOString());
  let made: ReturnType<typeof createTestApp>;
  let desk = "";

  const request = (method: string, path: string, body?: unknown, cookie = desk) =>
    made.app.request(path, {
      method,
      headers: { cookie, "content-type": "application/json", origin: testOrigin },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  // A session ends after a while idle: a new one after each jump in time.
  const later = async (ms: number) => {
    time.advance(ms);
    desk = await signIn(made.app, "desk", "leads");
  };
  const overview = async () =>
    ((await (await request("GET", "/api/leads/overview")).json()) as { data: Overview }).data;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    made = createTestApp(store, time.clock, {}, { mail: { siteUrl: testOrigin } });
    await made.services.settings.load();
    await made.services.account.upsertUser("desk", "correct horse battery", "leads");
    await made.services.account.upsertUser("writer", "correct horse battery", "blog");
    desk = await signIn(made.app, "desk", "leads");
  });
  afterAll(async () => {
    await store.destroy();
  });

  it("dates a demo request one business day on in IST, from Settings' hours", async () => {
    // Thursday 11:00 IST (three weeks back) → Friday 11:00 IST.
    const id = await sampleDemoRequest(made.services, "Early Bird");
    const lead = (await (await request("GET", `/api/leads/demo-requests/${id}`)).json()) as {
      data: { dueAt: string };
    };
    expect(lead.data.dueAt).toBe(new Date(Date.parse("2026-11-06T11:00:00+05:30")).toISOString());
    // Answered two hours on: that week's median first response.
    await later(2 * hour);
    expect((await request("PATCH", `/api/leads/demo-requests/${id}`, { stage: "contacted" })).status).toBe(
      200,
    );
    await later(21 * day - 2 * hour);
  });

  it("lists the urgent first, then the overdue, then what is due within the hour, and counts by stage", async () => {
    const urgent = await sampleInquiry(made.services, "Risk Person", {
      inquiryType: "general",
      message: "I want to end my life.",
    });
    const technical = await sampleInquiry(made.services, "Tech Person", { inquiryType: "technical" });
    const therapy = await sampleInquiry(made.services, "Therapy Person", { inquiryType: "therapy" });
    await sampleInquiry(made.services, "General Person", { inquiryType: "general" });
    await sampleDemoRequest(made.services, "Demo Person");
    await later(3 * hour + 15 * minute);

    const seen = await overview();
    expect(seen.attention.map((lead) => [lead.id, lead.urgent])).toEqual([
      [urgent, true],
      [technical, false],
    ]);
    expect(seen.dueSoon.map((lead) => lead.id)).toEqual([therapy]);
    expect({ waiting: seen.waiting, overdue: seen.overdue }).toEqual({ waiting: 5, overdue: 2 });
    expect(seen.stages).toEqual(
      expect.arrayContaining([
        { kind: "contact_message", stage: "new", count: 4 },
        { kind: "demo_request", stage: "new", count: 1 },
        { kind: "demo_request", stage: "contacted", count: 1 },
        { kind: "demo_request", stage: "demo-booked", count: 0 },
      ]),
    );

    // Answered, the urgent one leaves the list; its week records the response time.
    const reply = await request("POST", `/api/leads/contact-messages/${urgent}/replies`, {
      subject: "We are here",
      body: "Please call Tele-MANAS on 14416 now; we will call you too.",
    });
    expect(reply.status).toBe(201);
    const after = await overview();
    expect(after.attention.map((lead) => lead.id)).toEqual([technical]);
    expect(after.waiting).toBe(4);
    expect(after.weeks).toHaveLength(8);
    const thisWeek = after.weeks[7];
    expect(thisWeek).toMatchObject({ received: 5, answered: 1, medianResponseMs: 3 * hour + 15 * minute });
    // The week starts on Monday 23 November, 00:00 IST.
    expect(thisWeek?.start).toBe(new Date(Date.parse("2026-11-23T00:00:00+05:30")).toISOString());
    expect(after.weeks[4]).toMatchObject({ received: 1, answered: 1, medianResponseMs: 2 * hour });
    expect(
      after.weeks.slice(0, 4).every((week) => week.received === 0 && week.medianResponseMs === null),
    ).toBe(true);
  });

  it("is for the leads area only", async () => {
    const writer = await signIn(made.app, "writer", "blog");
    expect((await request("GET", "/api/leads/overview", undefined, "")).status).toBe(401);
    expect((await request("GET", "/api/leads/overview", undefined, writer)).status).toBe(403);
  });
});
