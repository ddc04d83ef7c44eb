import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod/mini";
import type { ConsentKind } from "#common/consent.ts";
import { text } from "#common/schemas/text.ts";
import { createStore } from "#server/db/client.ts";
import { countRows, firstRowOf, rowsOf } from "#tests/utils/store-rows.ts";
import { freshClient, manualClock } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";
import { InvalidInputError, RefusedError } from "./errors.ts";
import { type LeadKind, parsePublicForm, type ReplyTarget } from "./lead-kinds/lead-kind.ts";
import { leadKindRegistry, leadKinds } from "./lead-kinds/registry.ts";
import {
  acknowledgementMail,
  type MailSettings,
  staffNotificationMail,
  withdrawalUrl,
} from "./mail/compose.ts";
import { createPrivacyService, type PrivacyService } from "./privacy.ts";
import { createRateLimiter } from "./rate-limits.ts";
import { createSubmissionService, type SubmissionService, storeWritesFor } from "./submissions.ts";

/*
 * A fourth kind of lead that exists only here, a brochure request, added the
 * way docs/adding-a-lead-kind.md says: a table, a schema, a descriptor with
 * its mail, and one line in a registry. Nothing in the submissions, privacy
 * or erasure code knows of it; it is stored, limited, mailed and erased
 * through the same path as the site's own kinds.
 */

const dialects = await testDialects();

interface BrochureRequestsTable {
  id: string;
  name: string;
  email: string;
  reply_due_at: string;
  created_at: string;
}
/** The store with this kind's table beside the site's. */
type WithBrochures = { brochure_requests: BrochureRequestsTable };

const brochureSchema = z.object({
  name: text({ max: 80, required: "Enter your name." }),
  email: text({ max: 254, required: "Enter your email address." }).check(
    z.email("Enter an email address in the right format, like name@example.com."),
  ),
  agreeToContact: z.literal(true, { error: "Tick the box so that we can call you back." }),
});
type BrochureRequest = z.infer<typeof brochureSchema>;

/** The site's kinds and this one. */
type Kind = ConsentKind | "brochure_request";

const brochureRate = { name: "brochure-request", limit: 3, windowMs: 10 * 60_000 };

const brochureRequestKind: LeadKind<"brochure_request", BrochureRequest, { id: string }, ReplyTarget> = {
  name: "brochure_request",
  table: "brochure_requests",
  code: "b",
  consent: (company) => ({
    text: `I agree to ${company} posting me a brochure.`,
    purpose: "To post one brochure.",
  }),
  limits: {
    stored: brochureRate,
    refused: { name: "brochure-request-refused", limit: 60, windowMs: 10 * 60_000 },
    tooMany: "Too many brochure requests from your connection. Please try again in a few minutes.",
  },
  parse: (body) => parsePublicForm(brochureSchema, body),
  addressOf: (request) => request.email,
  replyTarget: (_request, at) => ({
    urgent: false,
    dueAt: new Date(at.getTime() + 60 * 60_000).toISOString(),
    promise: "within 1 hour",
  }),
  row: ({ id, input, at, reply }) => ({
    id,
    name: input.name,
    email: input.email,
    reply_due_at: reply.dueAt,
    created_at: at.toISOString(),
  }),
  mails(settings: MailSettings, { id, input, reply, withdrawToken }) {
    const about = { type: "brochure_request", id };
    return [
      ...(settings.notifyEmail
        ? [
            staffNotificationMail({
              to: settings.notifyEmail,
              replyTo: input.email,
              subject: "New brochure request",
              intro: "Someone asked us to call them back.",
              fields: [["Name", input.name]],
              replyTime: reply.promise,
              about,
            }),
          ]
        : []),
      acknowledgementMail({
        to: input.email,
        name: input.name,
        subject: "We will call you back",
        received: "your request for a call back",
        replyTime: reply.promise,
        about,
        withdrawUrl: withdrawalUrl(settings, withdrawToken),
      }),
    ];
  },
  receipt: ({ id }) => ({ id }),
  replay: async (_db, id) => ({ id }),
};

const request = { name: "Asha Rao", email: "asha@example.in", agreeToContact: true };

describe.each(dialects)("a fourth kind of lead, registered through the same path, on %s", (dialect) => {
  let store: TestStore;
  const time = manualClock("2026-11-26T06:00:00.000Z");
  let submissions: SubmissionService<Kind>;
  let privacy: PrivacyService<Kind>;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    await store.db.schema
      .createTable("brochure_requests")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("reply_due_at", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    // The registry line: the site's kinds and this one.
    const kinds = leadKindRegistry([...leadKinds.kinds, brochureRequestKind]);
    privacy = createPrivacyService(
      store.db,
      time.clock,
      () => ({
        company: "Anvaya Health",
        grievance: { name: "Grievance Officer", email: null },
        retentionDays: 365,
      }),
      kinds,
    );
    const mail = { siteUrl: "http://localhost:3000", notifyEmail: "staff@example.com" };
    // As the site writes them on this store.
    const formWrites = storeWritesFor(store.db, dialect);
    submissions = createSubmissionService(
      store.db,
      time.clock,
      createRateLimiter(store.db, time.clock, { writes: formWrites.writes }),
      privacy,
      mail,
      formWrites,
    );
  });
  afterAll(async () => {
    await store.destroy();
  });

  const submit = (input: unknown, client = freshClient()) =>
    submissions.submit(brochureRequestKind, input, client, { json: true });
  const brochures = () => store.db.withTables<WithBrochures>();
  const countBrochures = () => countRows(brochures(), "brochure_requests");
  const tracesOf = async (id: string) => ({
    consents: await rowsOf(store.db, "consents", { subject_id: id }),
    mail: await rowsOf(store.db, "outbox", { subject_id: id }),
    keys: await rowsOf(store.db, "idempotency_keys", { subject_id: id }),
  });

  it("stores it once, with its reply target, its consent in the ledger and its mails in the outbox", async () => {
    const { id } = await submit({ ...request, formPage: "/call-me" });
    const row = await firstRowOf(brochures(), "brochure_requests", { id });
    expect(row).toMatchObject({ name: "Asha Rao", email: "asha@example.in" });
    expect(row.reply_due_at).toBe("2026-11-26T07:00:00.000Z");

    const { consents, mail } = await tracesOf(id);
    expect(consents).toHaveLength(1);
    expect(consents[0]).toMatchObject({
      subject_type: "brochure_request",
      notice_version: privacy.current().version,
      consent_text: "I agree to Anvaya Health posting me a brochure.",
      purpose: "To post one brochure.",
      channel: "page-with-javascript",
      page: "/call-me",
    });
    expect(mail.map((m) => [m.kind, m.recipient, m.subject_type]).sort()).toEqual([
      ["acknowledgement", "asha@example.in", "brochure_request"],
      ["staff-notification", "staff@example.com", "brochure_request"],
    ]);
    expect(mail.find((m) => m.kind === "acknowledgement")?.body).toContain("within 1 hour");
  });

  it("gives a lead, its consent and its mail ids that sort in the order they were made", async () => {
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push((await submit({ ...request })).id);
    expect([...ids].sort()).toEqual(ids);
    const traces = await Promise.all(ids.map(tracesOf));
    const consentIds = traces.map((trace) => trace.consents[0]?.id ?? "");
    expect([...consentIds].sort()).toEqual(consentIds);
    const version7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const id of [...ids, ...consentIds, ...traces.flatMap((trace) => trace.mail.map((m) => m.id))]) {
      expect(id).toMatch(version7);
    }
  });

  it("refuses a body its schema refuses, naming the field, and stores nothing", async () => {
    const before = await countBrochures();
    await expect(submit({ ...request, email: "nope" })).rejects.toMatchObject({
      fieldErrors: { email: expect.any(String) },
    });
    await expect(submit({ ...request, website: "bot" })).rejects.toBeInstanceOf(InvalidInputError);
    await expect(submit({ ...request, agreeToContact: false })).rejects.toMatchObject({
      fieldErrors: { agreeToContact: "Tick the box so that we can call you back." },
    });
    expect(await countBrochures()).toBe(before);
  });

  it("answers a retry with its idempotency key from the first record, even sent many times at once", async () => {
    const before = await countBrochures();
    const idempotencyKey = crypto.randomUUID();
    const sent = { ...request, email: "retried@example.in", idempotencyKey };
    const answers = await Promise.all(Array.from({ length: 6 }, () => submit(sent)));
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    expect(await submit(sent)).toEqual(answers[0]);
    expect(await countBrochures()).toBe(before + 1);
    const { consents, keys } = await tracesOf(answers[0]?.id ?? "");
    expect([consents.length, keys.length]).toEqual([1, 1]);
  });

  it(`stores exactly ${brochureRate.limit} of ${brochureRate.limit + 3} sent at once by one client`, async () => {
    const before = await countBrochures();
    const client = freshClient();
    const results = await Promise.allSettled(
      Array.from({ length: brochureRate.limit + 3 }, (_, i) =>
        submit({ ...request, email: `burst${i}@example.in` }, client),
      ),
    );
    const refused = results.flatMap((result) => (result.status === "rejected" ? [result.reason] : []));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(brochureRate.limit);
    expect(refused).toHaveLength(3);
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(RefusedError);
      expect(reason).toMatchObject({ reason: "too-many", message: brochureRequestKind.limits.tooMany });
    }
    expect(await countBrochures()).toBe(before + brochureRate.limit);
  });

  it("stores and answers every one of a burst sent together but those refused: a key sent twice, a client past its limit", async () => {
    const before = await countBrochures();
    const limited = freshClient();
    const idempotencyKey = crypto.randomUUID();
    const sent = [
      ...Array.from({ length: brochureRate.limit + 1 }, (_, i) => ({
        input: { ...request, email: `limited${i}@example.in` },
        client: limited,
      })),
      { input: { ...request, email: "twice@example.in", idempotencyKey }, client: freshClient() },
      { input: { ...request, email: "twice@example.in", idempotencyKey }, client: freshClient() },
      ...Array.from({ length: 4 }, (_, i) => ({
        input: { ...request, email: `other${i}@example.in` },
        client: freshClient(),
      })),
    ];
    // Each answer is checked, as it comes, against what another connection sees: stored before answered.
    const other = createStore({ url: store.url, dataDir: store.dataDir });
    try {
      const results = await Promise.allSettled(
        sent.map(({ input, client }) =>
          submit(input, client).then(async ({ id }) => {
            const [row] = await rowsOf(other.db.withTables<WithBrochures>(), "brochure_requests", { id });
            const consents = await rowsOf(other.db, "consents", { subject_id: id });
            return { id, stored: row?.email, consents: consents.length };
          }),
        ),
      );
      const answered = results.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
      const refused = results.flatMap((result) => (result.status === "rejected" ? [result.reason] : []));
      // One of the limited client's is refused, and nothing else.
      expect(refused).toHaveLength(1);
      expect(refused[0]).toMatchObject({ reason: "too-many" });
      expect(answered).toHaveLength(sent.length - 1);
      for (const answer of answered)
        expect(answer).toMatchObject({ stored: expect.any(String), consents: 1 });
      // The key sent twice stored one record, and both were answered with it.
      const twice = answered.filter((answer) => answer.stored === "twice@example.in");
      expect(twice).toHaveLength(2);
      expect(twice[0]?.id).toBe(twice[1]?.id);
      expect(await countBrochures()).toBe(before + sent.length - 2);
    } finally {
      await other.close();
    }
  });

  it("erases it with its consent, its idempotency key and its mail through the link in its acknowledgement", async () => {
    const { id } = await submit({
      ...request,
      email: "withdrawing@example.in",
      idempotencyKey: crypto.randomUUID(),
    });
    const { mail } = await tracesOf(id);
    const acknowledgement = mail.find((m) => m.kind === "acknowledgement");
    const token = decodeURIComponent(
      /\/privacy\/withdraw\?token=(\S+)/.exec(acknowledgement?.body ?? "")?.[1] ?? "",
    );
    expect(token.startsWith("b.")).toBe(true);

    expect(await privacy.checkWithdrawal(token)).toMatchObject({ ok: true, kind: "brochure_request", id });
    expect(await privacy.withdraw(token)).toMatchObject({
      ok: true,
      kind: "brochure_request",
      id,
      erased: true,
    });
    expect(await rowsOf(brochures(), "brochure_requests", { id })).toEqual([]);
    const traces = await tracesOf(id);
    expect([traces.consents, traces.mail, traces.keys]).toEqual([[], [], []]);
    const audit = await rowsOf(store.db, "audit_log", { entity_id: id });
    expect(audit.map((row) => [row.action, row.entity_type, row.actor_username])).toEqual([
      ["erase", "brochure_request", "visitor"],
    ]);
    expect(JSON.stringify(audit)).not.toContain("withdrawing");
    expect(await privacy.withdraw(token)).toMatchObject({ ok: true, erased: false });
  });

  it("leaves the site's own kinds as they were: a demo request's link still names a demo request", async () => {
    // The same registry signs the built-in kinds with their own codes.
    const token = await privacy.withdrawalToken("demo_request", crypto.randomUUID(), time.clock());
    expect(token.startsWith("d.")).toBe(true);
    expect(await privacy.checkWithdrawal(token)).toMatchObject({ ok: true, kind: "demo_request" });
  });
});

describe("the registry of lead kinds", () => {
  it("refuses a kind whose name, code or table is another's, or whose code is not one letter", () => {
    for (const clash of [
      { ...brochureRequestKind, code: "d" },
      { ...brochureRequestKind, name: "waitlist" as const },
      { ...brochureRequestKind, table: "contact_messages" },
      { ...brochureRequestKind, code: "bb" },
      { ...brochureRequestKind, code: "B" },
    ]) {
      expect(() => leadKindRegistry([...leadKinds.kinds, clash]), JSON.stringify(clash.code)).toThrow();
    }
  });

  it("refuses to sign a link for a kind it does not hold", () => {
    expect(() => leadKinds.named("brochure_request" as never)).toThrow();
  });
});
