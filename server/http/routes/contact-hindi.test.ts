import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consentWording } from "#common/consent.ts";
import { hindiOf } from "#common/i18n/hi-strings.ts";
import { consentWordingHi } from "#common/privacy-notice.hi.ts";
import { findContactMessage } from "#server/db/repositories/contact-messages.ts";
import { contactMessage } from "#tests/fixtures/contact-message.ts";
import { createTestApp, freshClient, testOrigin } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";

const dialects = await testDialects();

/*
 * A message from the Hindi contact page (issue 36): refused in Hindi, stored
 * with its language, its consent in the Hindi words against the Hindi
 * notice's own version, and acknowledged by a Hindi mail; staff are told the
 * language in English.
 */
const valid = {
  ...contactMessage,
  inquiryType: "general",
  name: "प्रिया शर्मा",
  email: "priya.hi@example.in",
  subject: "ऐप के बारे में सवाल",
  message: "नमस्ते, मैं जानना चाहती हूँ कि आकलन हिन्दी में भी मिलते हैं या नहीं।",
  language: "hi",
};

describe.each(dialects)("a Hindi contact message on %s", (dialect) => {
  let store: TestStore;
  let made: ReturnType<typeof createTestApp>;
  beforeAll(async () => {
    store = await createTestStore(dialect);
    made = createTestApp(
      store,
      undefined,
      {},
      { mail: { siteUrl: testOrigin, notifyEmail: "staff@example.com" } },
    );
  });
  afterAll(() => store.destroy());

  const send = (body: unknown) =>
    made.app.request("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshClient() },
      body: JSON.stringify(body),
    });

  it("is refused in Hindi, field by field, storing nothing", async () => {
    const refused = await send({ ...valid, name: " ", email: "not an address" });
    expect(refused.status).toBe(400);
    const answer = (await refused.json()) as { error: string; fieldErrors: Record<string, string> };
    expect(answer.error).toBe(hindiOf["Please check the highlighted fields."]);
    expect(answer.fieldErrors).toEqual({
      name: hindiOf["Enter your name."],
      email: hindiOf["Enter an email address in the right format, like name@example.com."],
    });
    const english = await send({ ...valid, language: undefined, name: " " });
    expect(((await english.json()) as { fieldErrors: Record<string, string> }).fieldErrors.name).toBe(
      "Enter your name.",
    );
  });

  it("refuses a language the site does not have", async () => {
    const before = await store.db.selectFrom("contact_messages").select("id").execute();
    for (const language of ["fr", 7, ["hi"]]) {
      const answer = await send({ ...valid, language });
      expect(answer.status, String(language)).toBe(400);
    }
    expect(await store.db.selectFrom("contact_messages").select("id").execute()).toHaveLength(before.length);
  });

  it("is stored with its language, its Hindi consent and notice, and acknowledged in Hindi", async () => {
    const response = await send(valid);
    expect(response.status).toBe(201);
    const { id } = ((await response.json()) as { data: { id: string } }).data;
    expect((await findContactMessage(store.db, id))?.language).toBe("hi");

    const consent = await store.db
      .selectFrom("consents")
      .selectAll()
      .where("subject_id", "=", id)
      .executeTakeFirstOrThrow();
    const company = made.services.settings.site().name;
    expect(consent.consent_text).toBe(consentWordingHi(company).contact_message.text);
    expect(consent.consent_text).not.toBe(consentWording(company).contact_message.text);
    const hindiNotice = made.services.privacy.current("hi");
    expect(consent.notice_version).toBe(hindiNotice.version);
    expect(hindiNotice.version).not.toBe(made.services.privacy.current("en").version);
    // The Hindi notice is published: its version can be looked up, and is current.
    expect((await made.services.privacy.find(hindiNotice.version))?.current).toBe(true);

    const mails = await store.db.selectFrom("outbox").selectAll().where("subject_id", "=", id).execute();
    const acknowledgement = mails.find((mail) => mail.kind === "acknowledgement");
    expect(acknowledgement?.subject).toBe(hindiOf["We have received your message"]);
    expect(acknowledgement?.body).toContain("प्रिय प्रिया शर्मा,");
    expect(acknowledgement?.body).toContain("24 घंटे के अंदर");
    expect(acknowledgement?.body).toContain(hindiOf["Withdraw consent and erase my details"]);
    expect(acknowledgement?.html).toContain('<html lang="hi">');
    const staff = mails.find((mail) => mail.kind === "staff-notification");
    expect(staff?.body).toContain("Language");
    expect(staff?.body).toContain("Hindi");
  });
});
