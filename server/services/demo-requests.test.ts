import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countDemoRequests } from "#server/db/repositories/demo-requests.ts";
import { freshClient, manualClock } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";
import { InvalidInputError, NotFoundError, RefusedError } from "./errors.ts";
import { createServices } from "./index.ts";
import { demoRequestRate } from "./lead-kinds/demo-request.ts";

const dialects = await testDialects();

const valid = {
  fullName: "Sample Person",
  workEmail: "sample@clinic.example",
  organization: "Sample Clinic",
  roleTitle: "Clinical Psychologist",
  phone: "+91 80 1234 5678",
  inquiryFor: "other",
  message: "We would like to see session notes.",
  agreeToContact: true,
};

describe.each(dialects)("the demo-request service on %s", (dialect) => {
  let store: TestStore;
  let services: ReturnType<typeof createServices>;
  beforeAll(async () => {
    store = await createTestStore(dialect);
    services = createServices(store);
  });
  afterAll(async () => {
    await store.destroy();
  });

  it("refuses a NUL in any field as invalid input, with that field's error, and stores nothing", async () => {
    for (const field of [
      "fullName",
      "workEmail",
      "organization",
      "roleTitle",
      "phone",
      "message",
      "inquiryFor",
    ]) {
      const input = { ...valid, [field]: `${valid[field as keyof typeof valid]}\0` };
      const refused = services.demoRequests.submit(input, freshClient());
      await expect(refused, field).rejects.toBeInstanceOf(InvalidInputError);
      await expect(refused, field).rejects.toMatchObject({
        reason: "invalid",
        fieldErrors: { [field]: expect.any(String) },
      });
    }
    await expect(
      services.demoRequests.submit({ ...valid, website: "\0" }, freshClient()),
    ).rejects.toBeInstanceOf(InvalidInputError);
    await expect(services.demoRequests.submit([valid], freshClient())).rejects.toBeInstanceOf(
      InvalidInputError,
    );
    expect(await countDemoRequests(store.db)).toBe(0);
    await services.demoRequests.submit(valid, freshClient());
    expect(await countDemoRequests(store.db)).toBe(1);
  });

  it("refuses too many requests from one client, saying when to try again", async () => {
    const client = freshClient();
    for (let i = 0; i < demoRequestRate.limit; i += 1) await services.demoRequests.submit(valid, client);
    const refused = services.demoRequests.submit(valid, client);
    await expect(refused).rejects.toBeInstanceOf(RefusedError);
    await expect(refused).rejects.toMatchObject({
      reason: "too-many",
      retryAfterSeconds: expect.any(Number),
    });
  });

  it("answers an unknown request with not-found and bad filters with invalid input", async () => {
    const actor = { id: "00000000-0000-4000-8000-00000000a000", username: "lead" };
    await expect(services.demoRequests.remove(actor, "nope")).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      services.demoRequests.setStatus(actor, "00000000-0000-4000-8000-ffffffffffff", { status: "closed" }),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(services.demoRequests.list({ page: "1e308" })).rejects.toBeInstanceOf(InvalidInputError);
    await expect(services.demoRequests.list({ search: "a\0" })).rejects.toMatchObject({
      kind: "invalid-input",
      fieldErrors: { search: expect.any(String) },
    });
  });
  it("counts open requests and tells a request's history of closes and reopens", async () => {
    // A clock of its own, so the close and the reopen are a minute apart.
    const time = manualClock();
    const services = createServices(store, time.clock);
    const actor = { id: "00000000-0000-4000-8000-000000000001", username: "desk" };
    const before = (await services.demoRequests.counts()).open;
    const { id } = await services.demoRequests.submit(valid, freshClient());
    expect((await services.demoRequests.counts()).open).toBe(before + 1);
    expect((await services.demoRequests.detail(id))?.history).toEqual([]);

    await services.demoRequests.setStatus(actor, id, { status: "closed" });
    expect((await services.demoRequests.counts()).open).toBe(before);
    time.advance(60_000);
    await services.demoRequests.setStatus(actor, id, { status: "open" });
    const detail = await services.demoRequests.detail(id);
    expect(detail?.lead).toMatchObject({ id, fullName: valid.fullName, status: "open" });
    expect(detail?.history.map((event) => [event.action, event.by])).toEqual([
      ["close", "desk"],
      ["reopen", "desk"],
    ]);

    await services.demoRequests.remove(actor, id);
    expect(await services.demoRequests.detail(id)).toBeNull();
    expect(await services.demoRequests.detail("not-a-uuid")).toBeNull();
  });

  it("treats an empty filter as no filter", async () => {
    const all = await services.demoRequests.list({});
    const blank = await services.demoRequests.list({ status: "", product: "", search: "", sort: "" });
    expect(blank.total).toBe(all.total);
  });
});
