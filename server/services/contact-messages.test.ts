import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countContactMessages } from "#server/db/repositories/contact-messages.ts";
import { listMailAbout } from "#server/db/repositories/outbox.ts";
import { contactMessage } from "#tests/fixtures/contact-message.ts";
import { freshClient, manualClock } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";
import { createServices } from "./index.ts";

const dialects = await testDialects();

const message = contactMessage;

describe.each(dialects)("contact messages and their mail on %s", (dialect) => {
  let store: TestStore;
  let services: ReturnType<typeof createServices>;
  beforeAll(async () => {
    store = await createTestStore(dialect);
    services = createServices(store, manualClock().clock, undefined, {
      mail: { notifyEmail: "care@anvaya.example", siteUrl: "https://anvaya.example" },
    });
  });
  afterAll(() => store.destroy());

  it("stores the message with two mails in the outbox: staff, and the visitor with the reply time", async () => {
    const { id } = await services.contactMessages.submit(message, freshClient());
    const mails = await listMailAbout(store.db, "contact_message", id);
    expect(mails.map((mail) => [mail.kind, mail.recipient]).sort()).toEqual([
      ["acknowledgement", "priya@example.in"],
      ["staff-notification", "care@anvaya.example"],
    ]);
    const acknowledgement = mails.find((mail) => mail.kind === "acknowledgement");
    expect(acknowledgement?.body).toContain("within 4 hours");
    const staff = mails.find((mail) => mail.kind === "staff-notification");
    expect(staff?.subject).toBe("New message (Starting therapy): Starting therapy");
    expect(staff?.body).toContain("anxiety at work");
  });

  it("puts the helplines first in an urgent message's mails, and flags it for staff", async () => {
    const { id, urgent } = await services.contactMessages.submit(
      { ...message, message: "I keep thinking I want to end my life." },
      freshClient(),
    );
    expect(urgent).toBe(true);
    const mails = await listMailAbout(store.db, "contact_message", id);
    const staff = mails.find((mail) => mail.kind === "staff-notification");
    expect(staff?.subject.startsWith("URGENT: ")).toBe(true);
    expect(staff?.body).toContain("within 15 minutes");
    const acknowledgement = mails.find((mail) => mail.kind === "acknowledgement");
    const body = acknowledgement?.body ?? "";
    expect(body.indexOf("14416")).toBeGreaterThanOrEqual(0);
    expect(body.indexOf("14416")).toBeLessThan(body.indexOf("within 15 minutes"));
  });

  it("stores neither message nor mail when the message is refused", async () => {
    const before = await countContactMessages(store.db);
    await expect(
      services.contactMessages.submit({ ...message, email: "nope" }, freshClient()),
    ).rejects.toThrow();
    expect(await countContactMessages(store.db)).toBe(before);
  });
});
