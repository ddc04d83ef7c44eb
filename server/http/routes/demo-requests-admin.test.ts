import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "#server/db/repositories/audit-log.ts";
import { insertDemoRequest } from "#server/db/repositories/demo-requests.ts";
import { createTestApp, manualClock, signIn, testOrigin } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";

const dialects = await testDialects();

type Item = { id: string; fullName: string; status: string; inquiryFor: string; createdAt: string };
type ListBody = { success: boolean; data: Item[]; total: number; page: number; limit: number };

describe.each(dialects)("the demo-request manager's API on %s", (dialect) => {
  let store: TestStore;
  const time = manualClock();
  let app: ReturnType<typeof createTestApp>["app"];
  let leads = "";
  let blog = "";

  const seed = [
    {
      name: "Zara Khan",
      email: "zara@alpha.example",
      org: "Alpha Clinic",
      product: "mental-health-platform",
      status: "open",
    },
    {
      name: "amit Shah",
      email: "amit@beta.example",
      org: "Beta Hospital",
      product: "therapy-management",
      status: "closed",
    },
    {
      name: "Meera Iyer",
      email: "meera@gamma.example",
      org: "Gamma 50% Care",
      product: "other",
      status: "open",
    },
    { name: '=HYPERLINK("x")', email: "evil@delta.example", org: "Delta", product: "other", status: "open" },
  ] as const;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    const made = createTestApp(store, time.clock);
    app = made.app;
    for (const [i, r] of seed.entries()) {
      const at = new Date(Date.parse("2026-11-01T00:00:00Z") + i * 60_000).toISOString();
      await insertDemoRequest(store.db, {
        id: `00000000-0000-4000-8000-00000000000${i}`,
        full_name: r.name,
        work_email: r.email,
        organization: r.org,
        role_title: "Director",
        phone: "+91 80 1234 5678",
        inquiry_for: r.product,
        message: "Please show us the platform.",
        agree_to_contact: 1,
        status: r.status,
        created_at: at,
        updated_at: at,
      });
    }
    await made.services.account.upsertUser("lead", "correct horse battery", "leads");
    await made.services.account.upsertUser("writer", "correct horse battery", "blog");
    leads = await signIn(app, "lead", "leads");
    blog = await signIn(app, "writer", "blog");
  });
  afterAll(async () => {
    await store.destroy();
  });

  const list = async (query = "") => {
    const response = await app.request(`/api/demo-requests${query}`, { headers: { cookie: leads } });
    expect(response.status).toBe(200);
    return (await response.json()) as ListBody;
  };

  it("needs a leads session: 401 without one, 403 with only a blog session", async () => {
    expect((await app.request("/api/demo-requests")).status).toBe(401);
    expect((await app.request("/api/demo-requests", { headers: { cookie: blog } })).status).toBe(403);
    expect((await app.request("/api/demo-requests/x", { method: "DELETE" })).status).toBe(401);
  });

  it("lists newest first, with filters, search, sorts and paging on the server", async () => {
    const all = await list();
    expect(all.total).toBe(4);
    expect(all.data.map((r) => r.fullName)[0]).toBe(seed[3].name);
    expect((await list("?sort=oldest")).data[0]?.fullName).toBe("Zara Khan");
    expect((await list("?sort=name")).data.map((r) => r.fullName)).toEqual([
      '=HYPERLINK("x")',
      "amit Shah",
      "Meera Iyer",
      "Zara Khan",
    ]);
    expect((await list("?status=closed")).data.map((r) => r.fullName)).toEqual(["amit Shah"]);
    expect((await list("?product=other")).total).toBe(2);
    expect((await list("?search=BETA")).data.map((r) => r.fullName)).toEqual(["amit Shah"]);
    expect((await list("?search=50%25")).data.map((r) => r.fullName)).toEqual(["Meera Iyer"]);
    expect((await list("?search=_")).total).toBe(0);
    const page2 = await list("?limit=3&page=2");
    expect(page2).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(page2.data).toHaveLength(1);
  });

  it("refuses bad filters with 400", async () => {
    for (const query of ["?status=maybe", "?sort=random", "?limit=1000", "?page=0", "?product=crm"]) {
      const response = await app.request(`/api/demo-requests${query}`, { headers: { cookie: leads } });
      expect(response.status, query).toBe(400);
    }
  });

  it("closes and reopens a request, recording who did it", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    const put = (status: string) =>
      app.request(`/api/demo-requests/${id}/status`, {
        method: "PUT",
        headers: { cookie: leads, "content-type": "application/json", origin: testOrigin },
        body: JSON.stringify({ status }),
      });
    const closed = await put("closed");
    expect(closed.status).toBe(200);
    expect(await closed.json()).toMatchObject({ success: true, data: { id, status: "closed" } });
    expect((await put("open")).status).toBe(200);
    expect((await put("archived")).status).toBe(400);
    const audit = await listAudit(store.db);
    expect(audit.filter((a) => a.entity_id === id).map((a) => [a.action, a.actor_username])).toEqual(
      expect.arrayContaining([
        ["close", "lead"],
        ["reopen", "lead"],
      ]),
    );
  });

  it("refuses a state change sent from another site (CSRF)", async () => {
    const response = await app.request("/api/demo-requests/00000000-0000-4000-8000-000000000001/status", {
      method: "PUT",
      headers: { cookie: leads, "content-type": "application/json", origin: "https://evil.example" },
      body: JSON.stringify({ status: "closed" }),
    });
    expect(response.status).toBe(403);
    const fetchSite = await app.request("/api/demo-requests/00000000-0000-4000-8000-000000000001", {
      method: "DELETE",
      headers: { cookie: leads, "sec-fetch-site": "cross-site" },
    });
    expect(fetchSite.status).toBe(403);
    expect((await list("?status=closed")).data.map((r) => r.fullName)).toEqual(["amit Shah"]);
  });

  it("exports the filtered list as CSV with formulas defused", async () => {
    const response = await app.request("/api/demo-requests/export.csv?product=other&sort=oldest", {
      headers: { cookie: leads },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('"Full name"');
    expect(lines[1]).toContain('"Meera Iyer"');
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it("deletes a request for good, and 404s after", async () => {
    const id = "00000000-0000-4000-8000-000000000002";
    const del = () =>
      app.request(`/api/demo-requests/${id}`, { method: "DELETE", headers: { cookie: leads } });
    expect((await del()).status).toBe(200);
    expect((await del()).status).toBe(404);
    expect((await list()).total).toBe(3);
  });
});
