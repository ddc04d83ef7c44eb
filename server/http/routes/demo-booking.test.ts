import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, freshClient, manualClock, signIn, testOrigin } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";

const dialects = await testDialects();

const istIso = (local: string) => new Date(Date.parse(`${local}:00+05:30`)).toISOString();

const demo = {
  fullName: "Asha Rao",
  workEmail: "asha.rao@clinic.example",
  organization: "Lakeview Counselling Centre",
  roleTitle: "Clinical Director",
  phone: "+91 80 1234 5678",
  inquiryFor: "therapy-management",
  message: "We would like to see the practice CRM.",
  agreeToContact: true,
};

type Lead = {
  id: string;
  stage: string;
  firstResponseAt: string | null;
  preferredSlots: string[];
  demoAt: string | null;
};

/*
 * Preferred demo times and booking (issue 32) on the real app and store:
 * the demo form takes up to three times in IST within Settings' hours
 * (refusing each that is not, by field); staff book one, which moves the
 * stage to demo booked and mails the visitor an invitation whose .ics
 * calendar file parses to that time.
 */
describe.each(dialects)("demo times and booking on %s", (dialect) => {
  let store: TestStore;
  // Thursday 26 Nov 2026, 11:00 IST; Settings' default hours: Mon–Fri 8 am to 8 pm, Sat–Sun 10 am to 6 pm.
  const time = manualClock(istIso("2026-11-26T11:00"));
  let made: ReturnType<typeof createTestApp>;
  let desk = "";
  let blog = "";

  const submit = (body: Record<string, unknown>) =>
    made.app.request("/api/request-demo", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshClient() },
      body: JSON.stringify({ ...demo, ...body }),
    });
  const book = (id: string, body: unknown, cookie = desk) =>
    made.app.request(`/api/leads/demo-requests/${id}/demo`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", origin: testOrigin },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    store = await createTestStore(dialect);
    made = createTestApp(store, time.clock, {}, { mail: { siteUrl: testOrigin } });
    await made.services.settings.load();
    await made.services.account.upsertUser("desk", "correct horse battery", "leads");
    await made.services.account.upsertUser("writer", "correct horse battery", "blog");
    desk = await signIn(made.app, "desk", "leads");
    blog = await signIn(made.app, "writer", "blog");
  });
  afterAll(async () => {
    await store.destroy();
  });

  it("refuses each preferred time outside the hours, too soon or too far, saying which", async () => {
    const response = await submit({
      slot1: "2026-11-29T19:00", // Sunday, after 6 pm
      slot2: "2026-11-26T11:30", // in half an hour
      slot3: "2027-03-01T10:00", // past 60 days
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fieldErrors: Record<string, string> };
    expect(body.fieldErrors).toEqual({
      slot1: "Choose a time within our hours: Mon–Fri 8 am to 8 pm; Sat–Sun 10 am to 6 pm (IST).",
      slot2: "Choose a time at least an hour from now.",
      slot3: "Choose a time within the next 60 days.",
    });
    // A demo must end by closing: 7:30 pm on a weekday leaves 30 minutes.
    const late = await submit({ slot1: "2026-11-30T19:30" });
    expect(((await late.json()) as { fieldErrors: Record<string, string> }).fieldErrors.slot1).toMatch(
      /within our hours/,
    );
    expect(
      ((await (await submit({ slot1: "next monday" })).json()) as { fieldErrors: object }).fieldErrors,
    ).toEqual({
      slot1: "Choose a date and a time, like 30 Nov 2026, 10:30 am.",
    });
    const stored = await store.db.selectFrom("demo_requests").select("id").execute();
    expect(stored).toEqual([]);
  });

  it("keeps the times given, books one, and mails an invitation whose calendar file parses", async () => {
    const response = await submit({
      slot1: "2026-11-30T10:30",
      slot2: "2026-11-28T11:00",
      slot3: "2026-11-30T10:30",
    });
    expect(response.status).toBe(201);
    const { id } = ((await response.json()) as { data: { id: string } }).data;
    const lead = (
      (await (
        await made.app.request(`/api/leads/demo-requests/${id}`, { headers: { cookie: desk } })
      ).json()) as {
        data: Lead;
      }
    ).data;
    // Saturday first, the same time given twice kept once.
    expect(lead.preferredSlots).toEqual([istIso("2026-11-28T11:00"), istIso("2026-11-30T10:30")]);
    expect(lead.demoAt).toBeNull();

    time.advance(20 * 60_000);
    desk = await signIn(made.app, "desk", "leads");
    const booked = await book(id, { at: "2026-11-30T10:30" });
    expect(booked.status).toBe(200);
    const after = ((await booked.json()) as { data: Lead }).data;
    expect(after).toMatchObject({
      stage: "demo-booked",
      demoAt: istIso("2026-11-30T10:30"),
      firstResponseAt: time.clock().toISOString(),
    });

    const mail = await store.db
      .selectFrom("outbox")
      .selectAll()
      .where("subject_id", "=", id)
      .where("kind", "=", "demo-booked")
      .executeTakeFirstOrThrow();
    expect(mail.recipient).toBe("asha.rao@clinic.example");
    expect(mail.subject).toBe("Your demo is booked: 30 Nov 2026, 10:30 am IST");
    expect(mail.body).toContain("45 minutes");
    const calendar = new ICAL.Component(ICAL.parse(mail.calendar ?? ""));
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
    expect(event.startDate.toJSDate().toISOString()).toBe(istIso("2026-11-30T10:30"));
    expect(event.endDate.toJSDate().toISOString()).toBe(istIso("2026-11-30T11:15"));
    expect(event.summary).toContain("Assessments");
    expect(event.uid).toBe(`demo-${id}`);
  });

  it("refuses a time past, not a time, a closed request, and callers who may not book", async () => {
    const response = await submit({});
    const { id } = ((await response.json()) as { data: { id: string } }).data;
    expect((await book(id, { at: "2026-11-20T10:30" })).status).toBe(400);
    expect((await book(id, { at: "soon" })).status).toBe(400);
    expect((await book(id, {})).status).toBe(400);
    expect((await book(id, { at: "2026-12-01T10:30" }, blog)).status).toBe(403);
    expect((await book(id, { at: "2026-12-01T10:30" }, "")).status).toBe(401);
    expect((await book("00000000-0000-4000-8000-000000000000", { at: "2026-12-01T10:30" })).status).toBe(404);
    await made.app.request(`/api/demo-requests/${id}/status`, {
      method: "PUT",
      headers: { cookie: desk, "content-type": "application/json", origin: testOrigin },
      body: JSON.stringify({ status: "closed" }),
    });
    const closed = await book(id, { at: "2026-12-01T10:30" });
    expect(closed.status).toBe(400);
    expect(((await closed.json()) as { error: string }).error).toMatch(/reopen/i);
    const mails = await store.db
      .selectFrom("outbox")
      .select("id")
      .where("subject_id", "=", id)
      .where("kind", "=", "demo-booked")
      .execute();
    expect(mails).toEqual([]);
  });
});
