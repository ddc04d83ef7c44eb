import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consentWording } from "#common/consent.ts";
import { privacyNotice } from "#common/privacy-notice.ts";
import { countRows, firstRowOf, rowsOf } from "#tests/utils/store-rows.ts";
import { freshClient, manualClock } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";
import { InvalidInputError } from "./errors.ts";
import { createServices } from "./index.ts";
import { leadKinds } from "./lead-kinds/registry.ts";
import { noticeVersionOf } from "./privacy/notice.ts";
import { createPrivacyService } from "./privacy.ts";

const dialects = await testDialects();

const demo = {
  fullName: "Sample Person",
  workEmail: "sample@clinic.example",
  organization: "Sample Clinic",
  roleTitle: "Clinical Psychologist",
  phone: "098765 43210",
  inquiryFor: "other",
  message: "We would like to see session notes.",
  agreeToContact: true,
};

const contact = {
  inquiryType: "general",
  name: "Priya",
  email: "priya@example.in",
  subject: "Hello",
  message: "A question about the platform.",
  agreeToContact: true,
};

const staff = { id: "staff", username: "staff" };
const key = () => crypto.randomUUID();

describe.each(dialects)("the consent ledger and retried submissions on %s", (dialect) => {
  let store: TestStore;
  let services: ReturnType<typeof createServices>;
  const time = manualClock("2026-11-24T06:00:00.000Z");
  beforeAll(async () => {
    store = await createTestStore(dialect);
    services = createServices(store, time.clock, undefined, {
      mail: { siteUrl: "http://localhost:3000", notifyEmail: "staff@example.com" },
    });
  });
  afterAll(async () => {
    await store.destroy();
  });

  const count = (table: "demo_requests" | "contact_messages" | "waitlist" | "consents" | "outbox") =>
    countRows(store.db, table);

  it("stores each consent with the notice version, the checkbox's words, the purpose, the channel and the page", async () => {
    const { version } = services.privacy.current();
    const page = await services.demoRequests.submit(demo, freshClient(), { formPost: "/request-a-demo" });
    const script = await services.contactMessages.submit(
      { ...contact, formPage: "/contact-us" },
      freshClient(),
    );
    const api = await services.demoRequests.submit(demo, freshClient());
    const wording = consentWording("Anvaya Health");

    const first = await services.demoRequests.detail(page.id);
    expect(first?.consent).toEqual({
      noticeVersion: version,
      text: wording.demo_request.text,
      purpose: wording.demo_request.purpose,
      channel: "page-without-javascript",
      page: "/request-a-demo",
      createdAt: "2026-11-24T06:00:00.000Z",
    });
    expect((await services.contactMessages.detail(script.id))?.consent).toMatchObject({
      noticeVersion: version,
      text: wording.contact_message.text,
      channel: "page-with-javascript",
      page: "/contact-us",
    });
    expect((await services.demoRequests.detail(api.id))?.consent).toMatchObject({
      channel: "api",
      page: null,
    });
    // The version names a stored notice that can be shown again.
    const shown = await services.privacy.find(version);
    expect(shown?.notice.title).toBe("Privacy notice");
    expect(shown?.current).toBe(true);
  });

  it("stores the phone number in E.164", async () => {
    const { id } = await services.demoRequests.submit({ ...demo, phone: "+91 98765-43210" }, freshClient());
    expect((await services.demoRequests.detail(id))?.lead.phone).toBe("+919876543210");
  });

  it("stores a submission sent ten times at once with one idempotency key once, and answers each with its id", async () => {
    const before = {
      demo: await count("demo_requests"),
      mail: await count("outbox"),
      consents: await count("consents"),
    };
    const sameKey = key();
    // An address of its own: one address gets at most three acknowledgements a day (mail/outbox.ts).
    const workEmail = "retried@clinic.example";
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        services.demoRequests.submit({ ...demo, workEmail, idempotencyKey: sameKey }, freshClient()),
      ),
    );
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    expect(await count("demo_requests")).toBe(before.demo + 1);
    expect(await count("consents")).toBe(before.consents + 1);
    // One request, so one staff notice and one acknowledgement.
    expect(await count("outbox")).toBe(before.mail + 2);

    const messageKey = key();
    const messages = await Promise.all(
      Array.from({ length: 10 }, () =>
        services.contactMessages.submit({ ...contact, idempotencyKey: messageKey }, freshClient()),
      ),
    );
    expect(new Set(messages.map((m) => m.id)).size).toBe(1);
    expect(messages.every((m) => m.inquiryType === "general" && m.urgent === false)).toBe(true);

    const joinKey = key();
    const before2 = await count("waitlist");
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        // Even with a different address, the key's first submission is the one kept.
        services.waitlist.join(
          { email: `joiner${i}@example.com`, agreeToContact: true, idempotencyKey: joinKey },
          freshClient(),
        ),
      ),
    );
    expect(await count("waitlist")).toBe(before2 + 1);
  });

  it("answers a retry of a stored submission even when its client has reached the rate limit", async () => {
    const client = freshClient();
    const retried = key();
    const first = await services.demoRequests.submit({ ...demo, idempotencyKey: retried }, client);
    for (let i = 0; i < 4; i += 1) await services.demoRequests.submit(demo, client);
    await expect(services.demoRequests.submit(demo, client)).rejects.toMatchObject({ reason: "too-many" });
    expect(await services.demoRequests.submit({ ...demo, idempotencyKey: retried }, client)).toEqual(first);
  });

  it("refuses a malformed idempotency key, and a form without its consent, storing nothing", async () => {
    const before = await count("demo_requests");
    for (const bad of ["short", "x".repeat(65), "has spaces in it!!", 42]) {
      await expect(
        services.demoRequests.submit({ ...demo, idempotencyKey: bad }, freshClient()),
      ).rejects.toBeInstanceOf(InvalidInputError);
    }
    await expect(
      services.contactMessages.submit({ ...contact, agreeToContact: false }, freshClient()),
    ).rejects.toMatchObject({ fieldErrors: { agreeToContact: expect.any(String) } });
    await expect(
      services.waitlist.join({ email: "no-consent@example.com" }, freshClient()),
    ).rejects.toMatchObject({ fieldErrors: { agreeToContact: expect.any(String) } });
    expect(await count("demo_requests")).toBe(before);
  });

  it("erases a deleted lead's consent, idempotency key and mail, and keeps an audit row without personal data", async () => {
    const sentKey = key();
    const { id } = await services.contactMessages.submit(
      { ...contact, idempotencyKey: sentKey },
      freshClient(),
    );
    const traces = async () =>
      Promise.all([
        rowsOf(store.db, "consents", { subject_id: id }),
        rowsOf(store.db, "outbox", { subject_id: id }),
        rowsOf(store.db, "idempotency_keys", { subject_id: id }),
      ]);
    expect((await traces()).map((rows) => rows.length)).toEqual([1, 2, 1]);
    await services.contactMessages.remove(staff, id);
    expect((await traces()).map((rows) => rows.length)).toEqual([0, 0, 0]);
    const audit = await rowsOf(store.db, "audit_log", { entity_id: id });
    expect(audit.map((row) => row.action)).toEqual(["delete"]);
    expect(JSON.stringify(audit)).not.toContain("priya");
    // The key is free again: the same submission now makes a new record.
    const again = await services.contactMessages.submit(
      { ...contact, idempotencyKey: sentKey },
      freshClient(),
    );
    expect(again.id).not.toBe(id);
  });

  it("a withdrawal link in the acknowledgement erases the record, its consent and its mail, once, for 30 days", async () => {
    const { id } = await services.demoRequests.submit(
      { ...demo, workEmail: "withdrawing@clinic.example" },
      freshClient(),
    );
    const acknowledgement = await firstRowOf(store.db, "outbox", { subject_id: id, kind: "acknowledgement" });
    const link = /http:\/\/localhost:3000\/privacy\/withdraw\?token=(\S+)/.exec(acknowledgement.body);
    expect(link, acknowledgement.body).not.toBeNull();
    const token = decodeURIComponent(link?.[1] ?? "");
    expect(acknowledgement.html).toContain("Withdraw consent and erase my details");

    // Tampered, cut short or for another record: refused, nothing erased.
    const otherId = token.replace(/\.[0-9a-f-]{36}\./, `.${crypto.randomUUID()}.`);
    for (const bad of [
      token.slice(0, -1),
      `${token}x`,
      otherId,
      token.replace(/^d/, "c"),
      "",
      null,
      42,
      "x".repeat(500),
    ]) {
      expect(await services.privacy.withdraw(bad), String(bad)).toEqual({ ok: false, reason: "invalid" });
    }
    expect(await services.demoRequests.detail(id)).not.toBeNull();

    // Two tabs at once: one erases, the other finds nothing left.
    const both = await Promise.all([services.privacy.withdraw(token), services.privacy.withdraw(token)]);
    expect(both.map((r) => r.ok && r.erased).sort()).toEqual([false, true]);
    expect(await services.demoRequests.detail(id)).toBeNull();
    const left = await Promise.all([
      rowsOf(store.db, "outbox", { subject_id: id }),
      rowsOf(store.db, "consents", { subject_id: id }),
    ]);
    expect(left).toEqual([[], []]);
    const audit = await rowsOf(store.db, "audit_log", { entity_id: id });
    expect(audit.map((row) => [row.action, row.actor_username])).toEqual([["erase", "visitor"]]);
    expect(JSON.stringify(audit)).not.toMatch(/sample|clinic/i);
  });

  it("a withdrawal link expires after 30 days", async () => {
    const { id } = await services.contactMessages.submit(
      { ...contact, email: "expiry@example.in" },
      freshClient(),
    );
    const mail = await firstRowOf(store.db, "outbox", { subject_id: id, kind: "acknowledgement" });
    const token = decodeURIComponent(/token=(\S+)/.exec(mail.body)?.[1] ?? "");
    time.advance(30 * 24 * 60 * 60_000 - 1_000);
    expect(await services.privacy.checkWithdrawal(token)).toMatchObject({
      ok: true,
      kind: "contact_message",
      id,
    });
    time.advance(1_000);
    expect(await services.privacy.withdraw(token)).toEqual({ ok: false, reason: "expired" });
    expect(await services.contactMessages.detail(id)).not.toBeNull();
  });

  it("keeps every published version of the notice, each found by its version", async () => {
    const older = createPrivacyService(
      store.db,
      time.clock,
      () => ({
        company: "Anvaya Health",
        grievance: { name: "The Grievance Officer", email: "old@example.com" },
        retentionDays: 180,
      }),
      leadKinds,
    );
    time.advance(60_000);
    await older.publish();
    const both = await services.privacy.versions();
    expect(both.map((v) => v.version)).toContain(older.current().version);
    expect(both.filter((v) => v.current).map((v) => v.version)).toEqual([services.privacy.current().version]);
    const found = await services.privacy.find(older.current().version);
    expect(found?.current).toBe(false);
    expect(JSON.stringify(found?.notice)).toContain("180 days");
    expect(await services.privacy.find("not-a-version")).toBeNull();
    expect(await services.privacy.find("0123456789abcdef")).toBeNull();
  });
});

describe("the privacy notice's version", () => {
  const details = {
    company: "Anvaya Health",
    grievance: { name: "The Grievance Officer", email: "g@example.com" },
    retentionDays: 365,
  };
  it("is a hash of its text: the same details give the same version, a changed detail a new one", () => {
    const version = noticeVersionOf(privacyNotice(details));
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(noticeVersionOf(privacyNotice({ ...details }))).toBe(version);
    expect(noticeVersionOf(privacyNotice({ ...details, retentionDays: 30 }))).not.toBe(version);
    expect(
      noticeVersionOf(
        privacyNotice({ ...details, grievance: { ...details.grievance, email: "h@example.com" } }),
      ),
    ).not.toBe(version);
  });
});
