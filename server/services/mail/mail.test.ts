import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listMailAbout } from "#server/db/repositories/outbox.ts";
import { rowsOf } from "#tests/utils/store-rows.ts";
import { freshClient, manualClock } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";
import { createServices } from "../index.ts";
import { type DemoRequestForMail, demoRequestMails } from "../lead-kinds/demo-request-mails.ts";
import { waitlistConfirmationMail } from "../lead-kinds/waitlist-mails.ts";
import { acknowledgementMail, type MailSettings } from "./compose.ts";
import { enqueueMail, visitorMailRate } from "./outbox.ts";

const settings: MailSettings = { notifyEmail: "leads@anvaya.example", siteUrl: "https://anvaya.example" };

const request: DemoRequestForMail = {
  id: "00000000-0000-4000-8000-000000000001",
  fullName: "Asha <b>Rao</b> & Co",
  workEmail: "asha@clinic.example",
  organization: "Rao & Sons <Clinic>",
  roleTitle: "Clinical Director",
  phone: "+91 80 1234 5678",
  inquiryFor: "mental-health-platform",
  message: 'Line one\n<script>alert("x")</script>',
  createdAt: "2026-11-22T10:00:00.000Z",
};

describe("composing the mails", () => {
  it("tells staff who, from where, what, and links to the record; the visitor hears the reply time", () => {
    const [staff, visitor, ...rest] = demoRequestMails(settings, request);
    expect(rest).toHaveLength(0);
    expect(staff).toMatchObject({ kind: "staff-notification", to: "leads@anvaya.example" });
    expect(staff?.replyTo).toBe("asha@clinic.example");
    expect(staff?.about).toEqual({ type: "demo_request", id: request.id });
    const link = `https://anvaya.example/admin-only-demo-requests?request=${request.id}`;
    for (const part of [staff?.text, staff?.html]) {
      expect(part).toContain(link);
      expect(part).toContain("For Practitioners");
      expect(part).toContain("+91 80 1234 5678");
      expect(part).toContain("within 24 hours");
      // IST, as staff read times.
      expect(part).toContain("3:30");
    }
    expect(staff?.text).toContain("Rao & Sons <Clinic>");
    expect(visitor).toMatchObject({ kind: "acknowledgement", to: "asha@clinic.example" });
    expect(visitor?.replyTo).toBe("leads@anvaya.example");
    expect(visitor?.text).toContain("within 24 hours");
    expect(visitor?.text).toContain("simply reply");
    // Never repeats what they wrote (a mistyped address must not leak it).
    expect(visitor?.text).not.toContain("Line one");
  });

  it("escapes everything a visitor typed in the HTML part", () => {
    const [staff, visitor] = demoRequestMails(settings, request);
    expect(staff?.html).not.toMatch(/<script|<b>|<Clinic>/);
    expect(staff?.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(staff?.html).toContain("Rao &amp; Sons &lt;Clinic&gt;");
    expect(staff?.html).toContain("Line one<br>");
    expect(visitor?.html).toContain("Dear Asha &lt;b&gt;Rao&lt;/b&gt; &amp; Co,");
    expect(staff?.subject).toBe("New demo request: Asha <b>Rao</b> & Co, Rao & Sons <Clinic>");
  });

  it("writes no staff mail without NOTIFY_EMAIL, and then does not invite a reply", () => {
    const mails = demoRequestMails({ siteUrl: "https://anvaya.example" }, request);
    expect(mails.map((mail) => mail.kind)).toEqual(["acknowledgement"]);
    expect(mails[0]?.replyTo).toBeUndefined();
    expect(mails[0]?.text).not.toContain("reply to this email");
  });

  it("takes the reply time as a parameter, and puts the helplines first for someone at risk", () => {
    const about = { type: "contact_message", id: "00000000-0000-4000-8000-000000000002" };
    const plain = acknowledgementMail({
      to: "p@example.com",
      name: "Priya",
      subject: "We have received your message",
      received: "your message",
      replyTime: "within 4 hours",
      about,
    });
    expect(plain.text).toContain("within 4 hours");
    const urgent = acknowledgementMail({
      to: "p@example.com",
      name: "Priya",
      subject: "We have received your message",
      received: "your message",
      replyTime: "within 15 minutes",
      urgent: true,
      about,
    });
    expect(urgent.text.indexOf("14416")).toBeLessThan(urgent.text.indexOf("Dear Priya"));
    expect(urgent.text).toContain("112");
    expect(urgent.text).toContain("within 15 minutes");
    expect(urgent.html.indexOf("14416")).toBeLessThan(urgent.html.indexOf("Dear Priya"));
  });

  it("greets by name only when the name looks like one", () => {
    for (const name of [
      "Visit https://spam.example now",
      "www.spam.example",
      "x@spam.example",
      "a".repeat(61),
    ]) {
      const mail = demoRequestMails(settings, { ...request, fullName: name })[1];
      expect(mail?.text.startsWith("Hello,\n"), name).toBe(true);
      expect(mail?.text).not.toContain("spam");
    }
  });

  it("confirms a waitlist sign-up briefly, about the sign-up by its id", () => {
    const id = randomUUID();
    const mail = waitlistConfirmationMail(settings, { id, email: "new@example.com" });
    expect(mail).toMatchObject({
      kind: "waitlist-confirmation",
      to: "new@example.com",
      about: { type: "waitlist", id },
    });
    expect(mail.text).toContain("as soon as we launch");
  });
});

const dialects = await testDialects();

const demoInput = {
  fullName: "Asha Rao",
  workEmail: "Asha@Clinic.example",
  organization: "Sample Clinic",
  roleTitle: "Clinical Director",
  phone: "+91 80 1234 5678",
  inquiryFor: "other",
  message: "We would like to see the scheduling tools.",
  agreeToContact: true,
};

describe.each(dialects)("writing mail to the outbox on %s", (dialect) => {
  let store: TestStore;
  const time = manualClock();
  beforeAll(async () => {
    store = await createTestStore(dialect);
  });
  afterAll(async () => {
    await store.destroy();
  });

  it("stores a demo request with its two mails, due at once", async () => {
    const services = createServices(store, time.clock, undefined, { mail: settings });
    const { id } = await services.demoRequests.submit(demoInput, freshClient());
    const rows = await listMailAbout(store.db, "demo_request", id);
    expect(rows.map((row) => [row.kind, row.recipient])).toEqual(
      expect.arrayContaining([
        ["staff-notification", "leads@anvaya.example"],
        ["acknowledgement", "Asha@Clinic.example"],
      ]),
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({
        sent_at: null,
        attempts: 0,
        next_attempt_at: time.clock().toISOString(),
        lease_owner: null,
      });
      expect(row.html).toContain("<!doctype html>");
    }
  });

  it("writes only the acknowledgement without NOTIFY_EMAIL, and nothing without mail settings", async () => {
    const noStaff = createServices(store, time.clock, undefined, { mail: { siteUrl: settings.siteUrl } });
    const first = await noStaff.demoRequests.submit(demoInput, freshClient());
    expect((await listMailAbout(store.db, "demo_request", first.id)).map((row) => row.kind)).toEqual([
      "acknowledgement",
    ]);
    const none = createServices(store, time.clock);
    const second = await none.demoRequests.submit(demoInput, freshClient());
    expect(await listMailAbout(store.db, "demo_request", second.id)).toEqual([]);
  });

  it("writes one waitlist confirmation per new address, none for a known one", async () => {
    const services = createServices(store, time.clock, undefined, { mail: settings });
    await services.waitlist.join({ email: "Joiner@Example.com", agreeToContact: true }, freshClient());
    await services.waitlist.join({ email: "joiner@example.com", agreeToContact: true }, freshClient());
    const { items: entries } = await services.waitlist.list({ search: "joiner@example.com" });
    expect(entries).toHaveLength(1);
    const rows = await listMailAbout(store.db, "waitlist", entries[0]?.id ?? "");
    expect(rows.map((row) => [row.kind, row.recipient])).toEqual([
      ["waitlist-confirmation", "joiner@example.com"],
    ]);
  });

  it("keeps no mail when the caller's transaction rolls back", async () => {
    const about = { type: "demo_request", id: "00000000-0000-4000-8000-0000000000ff" };
    const failed = store.db.transaction().execute(async (trx) => {
      await enqueueMail(
        trx,
        [{ ...waitlistConfirmationMail(settings, { id: randomUUID(), email: "x@example.com" }), about }],
        time.clock(),
      );
      throw new Error("the record could not be stored");
    });
    await expect(failed).rejects.toThrow("the record could not be stored");
    expect(await listMailAbout(store.db, about.type, about.id)).toEqual([]);
  });
});

describe.each(dialects)("the daily cap on mail to one visitor address on %s", (dialect) => {
  let store: TestStore;
  const time = manualClock("2026-11-24T04:00:00.000Z");
  let services: ReturnType<typeof createServices>;
  beforeAll(async () => {
    store = await createTestStore(dialect);
    services = createServices(store, time.clock, undefined, { mail: settings });
  });
  afterAll(async () => {
    await store.destroy();
  });

  const contactInput = {
    inquiryType: "general",
    agreeToContact: true,
    name: "Asha Rao",
    email: "someone@clinic.example",
    subject: "A question",
    message: "Do you work with schools?",
  };
  /** The outbox's mail to `address` (in any case) by kind, and how many leads name it. */
  const mailTo = async (address: string) => {
    const rows = await rowsOf(store.db, "outbox");
    const visitor = rows.filter((row) => row.recipient.toLowerCase() === address.toLowerCase());
    return {
      visitor: visitor.length,
      staffAbout: (ids: string[]) =>
        rows.filter((row) => row.kind === "staff-notification" && ids.includes(row.subject_id ?? "")).length,
    };
  };

  it(`writes no fourth mail to one address in a day (${visitorMailRate.limit} at most), while the lead is stored and staff are told`, async () => {
    const address = "capped@clinic.example";
    const ids = [
      (await services.demoRequests.submit({ ...demoInput, workEmail: address }, freshClient())).id,
      (await services.contactMessages.submit({ ...contactInput, email: address }, freshClient())).id,
      // Case does not make another address.
      (
        await services.demoRequests.submit(
          { ...demoInput, workEmail: "Capped@Clinic.Example" },
          freshClient(),
        )
      ).id,
    ];
    expect((await mailTo(address)).visitor).toBe(3);

    const fourth = await services.demoRequests.submit({ ...demoInput, workEmail: address }, freshClient());
    const fifth = await services.contactMessages.submit({ ...contactInput, email: address }, freshClient());
    await services.waitlist.join({ email: address, agreeToContact: true }, freshClient());
    expect(await services.demoRequests.detail(fourth.id)).not.toBeNull();
    expect(await services.contactMessages.detail(fifth.id)).not.toBeNull();
    expect((await services.waitlist.list({ search: address })).total).toBe(1);
    const mail = await mailTo(address);
    expect(mail.visitor).toBe(3);
    expect(mail.staffAbout([...ids, fourth.id, fifth.id])).toBe(5);
    expect((await listMailAbout(store.db, "demo_request", fourth.id)).map((row) => row.kind)).toEqual([
      "staff-notification",
    ]);

    // Another address is not touched; the next day the address may be written to again.
    const other = await services.demoRequests.submit(
      { ...demoInput, workEmail: "other@clinic.example" },
      freshClient(),
    );
    expect((await listMailAbout(store.db, "demo_request", other.id)).map((row) => row.kind).sort()).toEqual([
      "acknowledgement",
      "staff-notification",
    ]);
    time.advance(24 * 60 * 60_000);
    const nextDay = await services.demoRequests.submit({ ...demoInput, workEmail: address }, freshClient());
    expect((await listMailAbout(store.db, "demo_request", nextDay.id)).map((row) => row.kind).sort()).toEqual(
      ["acknowledgement", "staff-notification"],
    );
  });

  it("writes at most three acknowledgements for ten submissions to one address at once, and keeps all ten", async () => {
    const address = "burst@clinic.example";
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2
          ? services.demoRequests.submit({ ...demoInput, workEmail: address }, freshClient())
          : services.contactMessages.submit({ ...contactInput, email: address }, freshClient()),
      ),
    );
    const ids = answers.map((answer) => answer.id);
    expect(new Set(ids).size).toBe(10);
    const mail = await mailTo(address);
    expect(mail.visitor).toBe(visitorMailRate.limit);
    expect(mail.staffAbout(ids)).toBe(10);
  });

  it("refuses an address it knows to be past the cap from memory: the counter is not touched again", async () => {
    const address = "remembered@clinic.example";
    const counterKey = `${visitorMailRate.name}:${await services.privacy.addressKey(address)}`;
    const hits = async () =>
      Number((await rowsOf(store.db, "rate_limits", { key: counterKey }))[0]?.hits ?? 0);
    for (let i = 0; i <= visitorMailRate.limit; i += 1)
      await services.demoRequests.submit({ ...demoInput, workEmail: address }, freshClient());
    // The fourth was counted past the limit, and committed: from here on it is known.
    expect(await hits()).toBe(visitorMailRate.limit + 1);
    const later = await Promise.all(
      Array.from({ length: 5 }, () =>
        services.contactMessages.submit({ ...contactInput, email: address }, freshClient()),
      ),
    );
    expect(await hits()).toBe(visitorMailRate.limit + 1);
    expect((await mailTo(address)).visitor).toBe(visitorMailRate.limit);
    expect((await mailTo(address)).staffAbout(later.map((lead) => lead.id))).toBe(5);
  });

  it("counts the address by a keyed hash: the counters hold no address in clear", async () => {
    const rows = (await rowsOf(store.db, "rate_limits")).map(({ key, hits }) => ({ key, hits }));
    const counters = rows.filter((row) => row.key.startsWith(`${visitorMailRate.name}:`));
    expect(counters.length).toBeGreaterThanOrEqual(3);
    expect(counters.every((row) => /^visitor-mail:[A-Za-z0-9_-]{43}$/.test(row.key))).toBe(true);
    const everything = JSON.stringify(rows).toLowerCase();
    for (const part of ["@", "capped", "burst", "other", "clinic"]) expect(everything).not.toContain(part);
    // The same address gives the same stand-in, whatever its case; another gives another.
    const key = await services.privacy.addressKey("Capped@Clinic.example ");
    expect(key).toBe(await services.privacy.addressKey("capped@clinic.example"));
    expect(key).not.toBe(await services.privacy.addressKey("other@clinic.example"));
    expect(rows.some((row) => row.key === `${visitorMailRate.name}:${key}`)).toBe(true);
  });
});
