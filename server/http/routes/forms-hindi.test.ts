import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hindiOf } from "#common/i18n/hi-strings.ts";
import { consentWordingHi } from "#common/privacy-notice.hi.ts";
import { createTestApp, freshClient, manualClock, signIn, testOrigin } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";

const dialects = await testDialects();

/*
 * The demo form and the waitlist from their Hindi pages (issue 36): refused
 * in Hindi (the company's hours in Hindi too), stored with their language
 * and the Hindi consent, and answered by Hindi mail whose withdrawal link
 * opens the Hindi page; a demo booked by staff is announced in Hindi.
 */
const demo = {
  fullName: "आशा राव",
  workEmail: "asha.hi@clinic.example",
  organization: "सेवा क्लिनिक",
  roleTitle: "क्लिनिकल डायरेक्टर",
  phone: "+91 80 1234 5678",
  inquiryFor: "mental-health-platform",
  message: "हम शेड्यूलिंग के टूल देखना चाहेंगे।",
  agreeToContact: true,
  language: "hi",
};

describe.each(dialects)("the Hindi demo form and waitlist on %s", (dialect) => {
  let store: TestStore;
  let made: ReturnType<typeof createTestApp>;
  // Thursday 26 Nov 2026, 11:00 IST; Settings' default hours: Mon–Fri 8 am to 8 pm, Sat–Sun 10 am to 6 pm.
  const time = manualClock("2026-11-26T05:30:00.000Z");

  beforeAll(async () => {
    store = await createTestStore(dialect);
    made = createTestApp(
      store,
      time.clock,
      {},
      { mail: { siteUrl: testOrigin, notifyEmail: "staff@example.com" } },
    );
    await made.services.settings.load();
    await made.services.account.upsertUser("desk", "correct horse battery", "leads");
  });
  afterAll(() => store.destroy());

  const post = (path: string, body: unknown) =>
    made.app.request(path, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshClient() },
      body: JSON.stringify(body),
    });
  const mailsAbout = (id: string) =>
    store.db.selectFrom("outbox").selectAll().where("subject_id", "=", id).execute();

  it("refuses a demo request in Hindi, the hours said in Hindi, storing nothing", async () => {
    const refused = await post("/api/request-demo", { ...demo, fullName: "", slot1: "2026-11-29T19:00" });
    expect(refused.status).toBe(400);
    const answer = (await refused.json()) as { error: string; fieldErrors: Record<string, string> };
    expect(answer.error).toBe(hindiOf["Please check the highlighted fields."]);
    expect(answer.fieldErrors.fullName).toBe(hindiOf["Enter your full name."]);

    const late = await post("/api/request-demo", { ...demo, slot1: "2026-11-29T19:00" });
    const { fieldErrors } = (await late.json()) as { fieldErrors: Record<string, string> };
    expect(fieldErrors.slot1).toBe(
      "हमारे कामकाजी समय के अंदर का समय चुनें: सोम–शुक्र सुबह 8 बजे से रात 8 बजे तक; शनि–रवि सुबह 10 बजे से शाम 6 बजे तक (IST)।",
    );
    expect(await store.db.selectFrom("demo_requests").select("id").execute()).toHaveLength(0);
  });

  it("stores a demo request in Hindi, acknowledges it in Hindi and announces its booking in Hindi", async () => {
    const sent = await post("/api/request-demo", demo);
    expect(sent.status).toBe(201);
    const { id } = ((await sent.json()) as { data: { id: string } }).data;
    const row = await store.db
      .selectFrom("demo_requests")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.language).toBe("hi");
    const consent = await store.db
      .selectFrom("consents")
      .selectAll()
      .where("subject_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(consent.consent_text).toBe(consentWordingHi(made.services.settings.site().name).demo_request.text);
    expect(consent.notice_version).toBe(made.services.privacy.current("hi").version);

    const mails = await mailsAbout(id);
    const acknowledgement = mails.find((mail) => mail.kind === "acknowledgement");
    expect(acknowledgement?.subject).toBe(hindiOf["We have received your demo request"]);
    expect(acknowledgement?.body).toContain("प्रिय आशा राव,");
    expect(acknowledgement?.body).toContain(`${testOrigin}/hi/privacy/withdraw?token=`);
    expect(acknowledgement?.html).toContain('<html lang="hi">');
    expect(mails.find((mail) => mail.kind === "staff-notification")?.body).toContain(
      "Hindi (sent from the Hindi page)",
    );

    const desk = await signIn(made.app, "desk", "leads");
    const booked = await made.app.request(`/api/leads/demo-requests/${id}/demo`, {
      method: "POST",
      headers: { cookie: desk, "content-type": "application/json", origin: testOrigin },
      body: JSON.stringify({ at: "2026-11-30T10:30" }),
    });
    expect(booked.status).toBe(200);
    const invitation = (await mailsAbout(id)).find((mail) => mail.kind === "demo-booked");
    expect(invitation?.subject).toBe("आपका डेमो बुक हो गया है: 30 नवंबर 2026, सुबह 10:30 IST");
    expect(invitation?.body).toContain(hindiOf["For Practitioners"]);
    expect(invitation?.html).toContain('<html lang="hi">');
  });

  it("keeps a Hindi waitlist sign-up with its language and confirms it in Hindi", async () => {
    const refused = await post("/api/waitlist", { email: "", agreeToContact: true, language: "hi" });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fieldErrors: Record<string, string> }).fieldErrors.email).toBe(
      hindiOf["Enter your email address."],
    );
    const joined = await post("/api/waitlist", {
      email: "waiting.hi@example.in",
      agreeToContact: true,
      language: "hi",
    });
    expect(joined.status).toBe(200);
    const row = await store.db
      .selectFrom("waitlist")
      .selectAll()
      .where("email", "=", "waiting.hi@example.in")
      .executeTakeFirstOrThrow();
    expect(row.language).toBe("hi");
    const [confirmation] = await mailsAbout(row.id);
    expect(confirmation?.subject).toBe(`आप ${made.services.settings.site().name} की वेटलिस्ट में हैं`);
    expect(confirmation?.body).toContain(`${testOrigin}/hi/privacy/withdraw?token=`);
    expect(confirmation?.html).toContain('<html lang="hi">');
  });
});
