import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultSiteSettings, type SiteSettingsInput, settingsInputFrom } from "#common/site-settings.ts";
import { sampleDemoRequest } from "#tests/utils/leads.ts";
import { firstRowOf, rowsOf } from "#tests/utils/store-rows.ts";
import { manualClock } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";
import { ConflictError, InvalidInputError } from "./errors.ts";
import { createImageService, memoryImageStorage } from "./images.ts";
import { createServices } from "./index.ts";

const dialects = await testDialects();
const admin = { id: "admin-id", username: "admin" };

const withChanges = (changes: Partial<SiteSettingsInput>): SiteSettingsInput => ({
  ...defaultSiteSettings,
  ...changes,
});

describe.each(dialects)("site settings on %s", (dialect) => {
  let store: TestStore;
  const time = manualClock("2026-11-25T06:00:00.000Z");
  const storage = memoryImageStorage();
  let services: ReturnType<typeof createServices>;
  beforeAll(async () => {
    store = await createTestStore(dialect);
    services = createServices(store, time.clock, storage);
  });
  afterAll(async () => {
    await store.destroy();
  });

  it("start from the defaults, written into a fresh store", async () => {
    const loaded = await services.settings.load();
    expect(loaded.settings).toEqual(defaultSiteSettings);
    const row = await firstRowOf(store.db, "site_settings");
    expect(JSON.parse(row.data ?? "null")).toEqual(defaultSiteSettings);
    expect(services.settings.site().phone).toBeNull();
  });

  it("save a change, normalise the phone, bump the version and audit which parts changed", async () => {
    const before = services.settings.current().version;
    const saved = await services.settings.update(
      admin,
      withChanges({
        phone: "080 4123 4567",
        supportHours: [{ days: "Every day", hours: "9 am to 9 pm IST" }],
      }),
      before,
    );
    expect(saved.version).toBe(before + 1);
    expect(saved.settings.phone).toBe("+918041234567");
    expect(services.settings.site().phone).toEqual({ display: "+91 80412 34567", tel: "+918041234567" });
    const audit = await rowsOf(store.db, "audit_log", { entity_type: "site_settings" });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "update", actor_username: "admin" });
    expect(audit[0]?.detail).toBe("changed: phone, supportHours");
    // The audit row names parts, never the values.
    expect(audit[0]?.detail).not.toContain("4123");
  });

  it("let exactly one of two saves made from the same version land", async () => {
    const { version } = services.settings.current();
    const outcomes = await Promise.allSettled([
      services.settings.update(admin, withChanges({ name: "First Save Health" }), version),
      services.settings.update(admin, withChanges({ name: "Second Save Health" }), version),
    ]);
    const landed = outcomes.filter((outcome) => outcome.status === "fulfilled");
    const refused = outcomes.filter((outcome) => outcome.status === "rejected");
    expect(landed).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(ConflictError);
    const row = await firstRowOf(store.db, "site_settings");
    expect(row.version).toBe(version + 1);
  });

  it("are picked up by another process on its next refresh", async () => {
    const other = createServices(store, time.clock, storage);
    await other.settings.load();
    const { version } = services.settings.current();
    await services.settings.update(admin, withChanges({ email: "hello@anvaya.in" }), version);
    expect(other.settings.site().email).toBeNull();
    await other.settings.refresh();
    expect(other.settings.site().email).toBe("hello@anvaya.in");
    expect(other.settings.current().version).toBe(version + 1);
  });

  it("refuse what does not pass, by field, and store nothing", async () => {
    const { version } = services.settings.current();
    const attempt = services.settings.update(
      admin,
      withChanges({
        phone: "12345",
        social: { linkedin: "https://evil.example/profile", twitter: null },
        supportHours: [{ days: "Weekdays", hours: "9 to 5 EST" }],
        leaders: [{ id: "a", name: "A", title: "CEO" }],
      }),
      version,
    );
    await expect(attempt).rejects.toBeInstanceOf(InvalidInputError);
    const error = (await attempt.catch((e: unknown) => e)) as InvalidInputError;
    expect(error.fieldErrors).toMatchObject({
      phone: expect.stringContaining("The phone number: Enter a 10-digit Indian number"),
      "social.linkedin": "Enter the LinkedIn page as a full https:// address on linkedin.com.",
      "supportHours.0.hours": "Give the hours in IST, like 9 am to 6 pm IST.",
      "leaders.0.name": "Enter the leader's name.",
    });
    expect(services.settings.current().version).toBe(version);
  });

  it("keep the WhatsApp number in E.164, Indian or international, refuse one that is not, and clear it when emptied", async () => {
    const save = async (whatsapp: string | null) =>
      services.settings.update(admin, withChanges({ whatsapp }), services.settings.current().version);

    const indian = await save(" 098765-43210 ");
    expect(indian.settings.whatsapp).toBe("+919876543210");
    expect(services.settings.site().whatsapp).toEqual({
      display: "+91 98765 43210",
      href: "https://wa.me/919876543210",
    });
    const stored = await firstRowOf(store.db, "site_settings");
    expect(JSON.parse(stored.data ?? "null").whatsapp).toBe("+919876543210");

    const abroad = await save("+44 (20) 7946-0958");
    expect(abroad.settings.whatsapp).toBe("+442079460958");
    expect(services.settings.site().whatsapp?.href).toBe("https://wa.me/442079460958");

    // Not a number anyone can message: refused by the field, in the words every phone field uses, and nothing stored.
    for (const bad of [
      "12345",
      "5876543210",
      "+91 1234567890",
      "call 98765 43210",
      "+0 1234 5678",
      "9".repeat(40),
    ]) {
      const { version } = services.settings.current();
      const error = (await save(bad).catch((e: unknown) => e)) as InvalidInputError;
      expect(error, bad).toBeInstanceOf(InvalidInputError);
      expect(Object.keys(error.fieldErrors ?? {}), bad).toEqual(["whatsapp"]);
      expect(error.fieldErrors?.whatsapp, bad).toMatch(/^The WhatsApp number/);
      expect(services.settings.current().version, bad).toBe(version);
      expect(services.settings.site().whatsapp?.href).toBe("https://wa.me/442079460958");
    }

    // Emptied (the form sends ""; the settings' JSON may send null): no WhatsApp anywhere.
    for (const cleared of ["", "   ", null]) {
      await save("+91 98765 43210");
      const saved = await save(cleared);
      expect(saved.settings.whatsapp).toBeNull();
      expect(services.settings.site().whatsapp).toBeNull();
      const row = await firstRowOf(store.db, "site_settings");
      expect(JSON.parse(row.data ?? "null").whatsapp).toBeNull();
    }
    const audit = await rowsOf(store.db, "audit_log", { entity_type: "site_settings" });
    expect(audit.at(-1)?.detail).toBe("changed: whatsapp");
    expect(audit.map((row) => row.detail).join(" ")).not.toContain("98765");
  });

  it("take a leader's photo only when the image pipeline stored it", async () => {
    const { version } = services.settings.current();
    const forged = withChanges({
      leaders: [
        {
          id: "asha",
          name: "Dr Asha Menon",
          title: "Chief Clinical Officer",
          photo: { key: "0123456789abcdef", width: 480, height: 480 },
        },
      ],
    });
    await expect(services.settings.update(admin, forged, version)).rejects.toBeInstanceOf(InvalidInputError);
    const png = await sharp({
      create: { width: 600, height: 600, channels: 3, background: { r: 15, g: 118, b: 110 } },
    })
      .png()
      .toBuffer();
    const stored = await createImageService(storage).store(png);
    const real = withChanges({
      leaders: [
        {
          id: "asha",
          name: "Dr Asha Menon",
          title: "Chief Clinical Officer",
          photo: { key: stored.key, width: stored.width, height: stored.height },
        },
      ],
    });
    const saved = await services.settings.update(admin, real, version);
    expect(saved.site.leaders[0]?.photo?.key).toBe(stored.key);
  });

  it("date each new lead's reply by the hours saved last", async () => {
    // Wednesday 25 November, 11:30 IST: one business day on depends on which days are open.
    const dueOfNewLead = async (fullName: string) => {
      const id = await sampleDemoRequest(services, fullName);
      return (await firstRowOf(store.db, "demo_requests", { id })).reply_due_at;
    };
    const saveHours = async (days: string) => {
      const { version } = services.settings.current();
      await services.settings.update(
        admin,
        withChanges({ supportHours: [{ days, hours: "9 am to 6 pm IST" }] }),
        version,
      );
    };
    await saveHours("Monday to Wednesday");
    expect(await dueOfNewLead("Monday Lead")).toBe(new Date("2026-11-30T11:30:00+05:30").toISOString());
    await saveHours("Every day");
    expect(await dueOfNewLead("Thursday Lead")).toBe(new Date("2026-11-26T11:30:00+05:30").toISOString());
    await saveHours("Monday to Wednesday");
    expect(await dueOfNewLead("Monday Again")).toBe(new Date("2026-11-30T11:30:00+05:30").toISOString());
  });

  it("give each new lead's consent the company name and privacy notice saved last", async () => {
    const consentOfNewLead = async (fullName: string) => {
      const id = await sampleDemoRequest(services, fullName);
      return firstRowOf(store.db, "consents", { subject_id: id });
    };
    const saveName = async (name: string) =>
      services.settings.update(admin, withChanges({ name }), services.settings.current().version);
    await saveName("Anvaya Health");
    const before = await consentOfNewLead("Before Rename");
    expect(before.notice_version).toBe(services.privacy.current().version);
    expect(before.consent_text).toContain("Anvaya Health");
    await saveName("Renamed Care");
    const after = await consentOfNewLead("After Rename");
    expect(after.notice_version).toBe(services.privacy.current().version);
    expect(after.notice_version).not.toBe(before.notice_version);
    expect(after.consent_text).toContain("Renamed Care");
    expect(after.consent_text).not.toContain("Anvaya Health");
    // Saved back: the first version again, and its words.
    await saveName("Anvaya Health");
    const again = await consentOfNewLead("Renamed Back");
    expect(again.notice_version).toBe(before.notice_version);
    expect(again.consent_text).toBe(before.consent_text);
  });
});

describe("the Settings form", () => {
  it("reads leaders in the order of their rows, skips the empty spare row and keeps a photo unless removed", () => {
    const form = new FormData();
    form.set("name", "Anvaya Health");
    form.set("address", "2nd Floor, 12 MG Road\n\n  Bengaluru 560001  \n");
    form.set("supportHours.0.days", "Monday to Friday");
    form.set("supportHours.0.hours", "9 am to 6 pm IST");
    form.set("supportHours.1.days", "");
    form.set("supportHours.1.hours", "");
    for (const row of ["b", "a", "new3"]) form.append("leaders", row);
    form.set("leader.a.name", "Ravi Kumar");
    form.set("leader.a.title", "CTO");
    form.set("leader.a.photoKey", "0123456789abcdef");
    form.set("leader.a.photoWidth", "480");
    form.set("leader.a.photoHeight", "480");
    form.set("leader.a.removePhoto", "1");
    form.set("leader.b.name", "Asha Menon");
    form.set("leader.b.title", "CEO");
    form.set("leader.b.photoKey", "fedcba9876543210");
    form.set("leader.b.photoWidth", "960");
    form.set("leader.b.photoHeight", "720");
    form.set("leader.b.photoFile", new File([new Uint8Array([1, 2, 3])], "asha.png", { type: "image/png" }));
    const { input, photoFiles } = settingsInputFrom(form);
    expect(input.address).toEqual(["2nd Floor, 12 MG Road", "Bengaluru 560001"]);
    expect(input.supportHours).toEqual([{ days: "Monday to Friday", hours: "9 am to 6 pm IST" }]);
    expect(input.leaders.map((leader) => leader.name)).toEqual(["Asha Menon", "Ravi Kumar"]);
    expect(input.leaders[0]?.photo).toEqual({ key: "fedcba9876543210", width: 960, height: 720 });
    expect(input.leaders[1]?.photo).toBeNull();
    expect([...photoFiles.keys()]).toEqual(["b"]);
  });
});
