import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countContactMessages, findContactMessage } from "#server/db/repositories/contact-messages.ts";
import { contactRate, contactRefusedRate } from "#server/services/lead-kinds/contact-message.ts";
import { contactMessage as valid } from "#tests/fixtures/contact-message.ts";
import { clearOfWindowEdge, createTestApp, freshClient } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";

const dialects = await testDialects();

describe.each(dialects)("POST /api/contact on %s", (dialect) => {
  let store: TestStore;
  let made: ReturnType<typeof createTestApp>;
  beforeAll(async () => {
    store = await createTestStore(dialect);
    made = createTestApp(store);
  });
  afterAll(() => store.destroy());

  const send = (body: unknown, client = freshClient(), type = "application/json") =>
    made.app.request("/api/contact", {
      method: "POST",
      headers: { "content-type": type, "x-forwarded-for": client },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  it("stores the message and answers with its kind", async () => {
    const response = await send(valid);
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as {
      data: { id: string; inquiryType: string; urgent: boolean };
    };
    expect(data).toMatchObject({ inquiryType: "therapy", urgent: false });
    const row = await findContactMessage(store.db, data.id);
    expect(row).toMatchObject({ name: valid.name, email: valid.email, status: "open", urgent: 0 });
  });

  it("marks a message that speaks of suicide or self-harm urgent", async () => {
    const response = await send({ ...valid, message: "Honestly I don't want to live any more." });
    const { data } = (await response.json()) as { data: { id: string; urgent: boolean } };
    expect(data.urgent).toBe(true);
    expect((await findContactMessage(store.db, data.id))?.urgent).toBe(1);
  });

  it("refuses what does not pass, field by field, and stores nothing", async () => {
    const before = await countContactMessages(store.db);
    const missing = await send({ ...valid, name: " ", email: "not an address" });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      name: "Enter your name.",
      email: "Enter an email address in the right format, like name@example.com.",
    });
    expect((await send({ ...valid, website: "https://spam.example" })).status).toBe(400);
    expect((await send({ ...valid, inquiryType: "crypto" })).status).toBe(400);
    expect((await send("[1,2]")).status).toBe(400);
    expect((await send("{")).status).toBe(400);
    expect((await send(valid, freshClient(), "text/plain")).status).toBe(415);
    expect((await send({ ...valid, message: "x".repeat(40_000) })).status).toBe(413);
    expect(await countContactMessages(store.db)).toBe(before);
  });

  it("never counts refused messages against the limit: six mistakes, then the corrected one is stored", async () => {
    const client = freshClient();
    const before = await countContactMessages(store.db);
    for (let i = 0; i < 6; i += 1) {
      expect((await send({ ...valid, email: `priya${i}@` }, client)).status).toBe(400);
    }
    expect((await send(valid, client)).status).toBe(201);
    expect(await countContactMessages(store.db)).toBe(before + 1);
  });

  it("refuses the sixth message in ten minutes with 429 and Retry-After", async () => {
    await clearOfWindowEdge([contactRate.windowMs]);
    const client = freshClient();
    for (let i = 0; i < contactRate.limit; i += 1) expect((await send(valid, client)).status).toBe(201);
    const limited = await send(valid, client);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("cuts off a client that keeps sending refused messages, valid ones included", async () => {
    await clearOfWindowEdge([contactRefusedRate.windowMs]);
    const client = freshClient();
    const before = await countContactMessages(store.db);
    for (let i = 0; i < contactRefusedRate.limit; i += 1) {
      expect((await send({ ...valid, name: "" }, client)).status).toBe(400);
    }
    expect((await send({ ...valid, name: "" }, client)).status).toBe(429);
    expect((await send(valid, client)).status).toBe(429);
    expect(await countContactMessages(store.db)).toBe(before);
    expect((await send(valid)).status).toBe(201);
  });

  it("lets one client send five messages in ten minutes, even all at once", async () => {
    await clearOfWindowEdge([contactRate.windowMs]);
    const client = freshClient();
    const before = await countContactMessages(store.db);
    const answers = await Promise.all(
      Array.from({ length: contactRate.limit * 2 }, () => send(valid, client)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(contactRate.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(contactRate.limit);
    expect(await countContactMessages(store.db)).toBe(before + contactRate.limit);
    const limited = answers.find((answer) => answer.status === 429);
    expect(Number(limited?.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

/** Every table a submission could leave a trace in (issue 33: under 18, nothing at all). */
const traceTables = [
  "contact_messages",
  "consents",
  "outbox",
  "audit_log",
  "idempotency_keys",
  "rate_limits",
] as const;

describe.each(dialects)("POST /api/contact from someone under 18 on the therapy path, on %s", (dialect) => {
  let store: TestStore;
  let made: ReturnType<typeof createTestApp>;
  beforeAll(async () => {
    store = await createTestStore(dialect);
    // Mail configured, so a stored message would put its mails in the outbox.
    made = createTestApp(
      store,
      undefined,
      {},
      {
        mail: { notifyEmail: "care@anvaya.example", siteUrl: "https://anvaya.example" },
      },
    );
  });
  afterAll(() => store.destroy());

  const send = (body: unknown, client = freshClient()) =>
    made.app.request("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": client },
      body: JSON.stringify(body),
    });

  const traces = async () => {
    const counts: Record<string, number> = {};
    for (const table of traceTables) {
      const row = await store.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .executeTakeFirstOrThrow();
      counts[table] = Number(row.n);
    }
    return counts;
  };

  it("answers 422 with code under-18, says nothing was stored and points to Tele-MANAS, and stores nothing", async () => {
    const before = await traces();
    const response = await send({
      ...valid,
      adult: "no",
      message: "I am 15 and I want to talk to someone. mujhe marna hai",
      idempotencyKey: "under-18-key-0000000001",
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ success: false, code: "under-18", stored: false });
    expect(body.error).toMatch(/^Nothing was stored\./);
    expect(body.error).toContain("Tele-MANAS on 14416");
    expect(body.error).toContain("112");
    expect(await traces()).toEqual(before);
  });

  it("stores nothing whatever else the body holds: other fields wrong, no consent, the honeypot filled", async () => {
    const before = await traces();
    for (const body of [
      { inquiryType: "therapy", adult: "no" },
      { ...valid, adult: "no", agreeToContact: false, email: "not an address" },
      { ...valid, adult: "no", website: "https://spam.example" },
    ]) {
      expect((await send(body)).status).toBe(422);
    }
    expect(await traces()).toEqual(before);
  });

  it("never counts against the client's limits", async () => {
    const client = freshClient();
    for (let i = 0; i < contactRefusedRate.limit + 5; i += 1) {
      expect((await send({ ...valid, adult: "no" }, client)).status).toBe(422);
    }
    expect((await send(valid, client)).status).toBe(201);
  });

  it("asks the question on the therapy path only, and stores an adult's message as before", async () => {
    const unanswered = await send({ ...valid, adult: undefined });
    expect(unanswered.status).toBe(400);
    expect(((await unanswered.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      adult: "Tell us whether you are 18 or over.",
    });
    expect((await send({ ...valid, adult: "maybe" })).status).toBe(400);
    // Not the therapy path: the answer, or none, changes nothing.
    expect((await send({ ...valid, inquiryType: "technical", adult: undefined })).status).toBe(201);
    expect((await send({ ...valid, inquiryType: "technical", adult: "no" })).status).toBe(201);
    const before = await countContactMessages(store.db);
    expect((await send(valid)).status).toBe(201);
    expect(await countContactMessages(store.db)).toBe(before + 1);
  });
});
