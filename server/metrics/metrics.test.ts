import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { networkInterfaces } from "node:os";
import { getRequestListener } from "@hono/node-server";
import { sql } from "kysely";
import { collectDefaultMetrics, Registry } from "prom-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStore } from "#server/db/client.ts";
import { countWaitingMail } from "#server/db/repositories/outbox.ts";
import { leadKinds } from "#server/services/lead-kinds/registry.ts";
import { createTestApp, freshClient, manualClock } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";
import { siteMetrics } from "../../deploy/metric-names.ts";
import { internalAllowed, isLoopback } from "./access.ts";
import { createMetrics } from "./metrics.ts";
import { registerStoreGauges } from "./store-gauges.ts";

const token = "a metrics token of thirty-two chars";
const demo = {
  fullName: "Asha Rao",
  workEmail: "asha@clinic.example",
  organization: "Sample Clinic",
  roleTitle: "Clinical Director",
  phone: "+91 80 1234 5678",
  inquiryFor: "mental-health-platform",
  message: "We would like to see the scheduling tools.",
  agreeToContact: true,
};

/** The samples of a Prometheus text answer: `name{labels}` → value. */
function samples(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    const at = line.lastIndexOf(" ");
    found.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return found;
}

/** A real HTTP server for `fetch` on `host`, port chosen by the system. */
async function listen(fetch: (request: Request) => Response | Promise<Response>, host: string) {
  const server = createServer(getRequestListener(fetch));
  // Longer than the 10,000 requests in-process below take: fetch's kept connection must still be open.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://${host.includes(":") ? `[${host}]` : host}:${port}` };
}

const closeServer = (server: Server | undefined) =>
  new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));

/** An address of this machine that is not loopback: a request to it comes from it, and is not local. */
function otherOwnAddress(): string {
  const addresses = Object.values(networkInterfaces())
    .flat()
    .filter((entry) => entry !== undefined && !entry.internal && !entry.address.startsWith("fe80"));
  const address = addresses.find((entry) => entry?.family === "IPv4") ?? addresses[0];
  if (!address) throw new Error("this machine has no address but loopback: the test needs one");
  return address.address;
}

describe("who may read /metrics", () => {
  it("knows loopback in every notation, and nothing else", () => {
    for (const address of ["127.0.0.1", "127.9.8.7", "::1", "::ffff:127.0.0.1"])
      expect(isLoopback(address)).toBe(true);
    for (const address of [
      undefined,
      "",
      "10.0.0.1",
      "::ffff:10.0.0.1",
      "192.0.2.2",
      "fd00::2",
      "127.0.0.1.example",
    ])
      expect(isLoopback(address)).toBe(false);
    expect(internalAllowed("10.0.0.1", `Bearer ${token}`, token)).toBe(true);
    expect(internalAllowed("10.0.0.1", "Bearer wrong", token)).toBe(false);
    expect(internalAllowed("10.0.0.1", `Bearer ${token}`, undefined)).toBe(false);
    expect(internalAllowed("10.0.0.1", token, token)).toBe(false);
  });
});

describe.each(await testDialects())("GET /metrics on %s", (dialect) => {
  let store: TestStore;
  let app: ReturnType<typeof createTestApp>["app"];
  let loopback: { server: Server; origin: string };
  let elsewhere: { server: Server; origin: string };

  beforeAll(async () => {
    store = await createTestStore(dialect);
    // Leads received in early 2025: their reply was due long before now, so they count as overdue.
    const { clock } = manualClock("2025-01-06T04:00:00.000Z");
    app = createTestApp(
      store,
      clock,
      { METRICS_TOKEN: token },
      {
        mail: { notifyEmail: "team@clinic.example", siteUrl: "http://localhost:3000" },
      },
    ).app;
    loopback = await listen(app.fetch, "127.0.0.1");
    elsewhere = await listen(app.fetch, otherOwnAddress());
  });
  afterAll(async () => {
    await closeServer(loopback?.server);
    await closeServer(elsewhere?.server);
    await store.destroy();
  });

  const scrape = async () => {
    const response = await fetch(`${loopback.origin}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    return samples(await response.text());
  };

  it("answers on loopback; from another address only with METRICS_TOKEN, else 404", async () => {
    expect((await fetch(`${loopback.origin}/metrics`)).status).toBe(200);
    expect((await fetch(`${elsewhere.origin}/metrics`)).status).toBe(404);
    // X-Forwarded-For never makes a request local: only the socket's peer does.
    const forwarded = await fetch(`${elsewhere.origin}/metrics`, {
      headers: { "x-forwarded-for": "127.0.0.1" },
    });
    expect(forwarded.status).toBe(404);
    const wrong = await fetch(`${elsewhere.origin}/metrics`, { headers: { authorization: "Bearer not-it" } });
    expect(wrong.status).toBe(404);
    const right = await fetch(`${elsewhere.origin}/metrics`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain("anvaya_http_requests_total");
  });

  it("exposes the series deploy/metric-names.ts lists for the rules and the dashboard, each of its type", async () => {
    const response = await fetch(`${loopback.origin}/metrics`);
    const types = new Map(
      [...(await response.text()).matchAll(/^# TYPE (anvaya_\w+) (\w+)$/gm)].map(([, name, type]) => [
        name,
        type,
      ]),
    );
    // What the app itself exposes is all listed, as the list says; the list holds nothing the app lacks
    // but the release (the process's, server/start.ts) and, on SQLite, the PostgreSQL pool.
    for (const [name, type] of types)
      expect([name, siteMetrics[name as keyof typeof siteMetrics]]).toEqual([name, type]);
    const processOnly = [
      "anvaya_build_info",
      ...(dialect === "sqlite" ? ["anvaya_db_pool_connections"] : []),
    ];
    expect(
      Object.keys(siteMetrics).filter((name) => !types.has(name) && !processOnly.includes(name)),
    ).toEqual([]);
  });

  it("counts requests by route pattern, leads by kind, the outbox and overdue leads, failed sign-ins", async () => {
    const before = await scrape();
    const demoRoute =
      'anvaya_http_requests_total{route="/api/request-demo",method="POST",status_class="2xx",area="api"}';
    const received = 'anvaya_leads_received_total{kind="demo_request"}';
    const failures = "anvaya_sign_in_failures_total";
    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(`${loopback.origin}/api/request-demo`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": freshClient() },
        body: JSON.stringify(demo),
      });
      expect(response.status).toBe(201);
    }
    const refused = await fetch(`${loopback.origin}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshClient() },
      body: JSON.stringify({ username: "nobody-here", password: "not the password", area: "leads" }),
    });
    expect(refused.status).toBe(401);
    expect(
      (await fetch(`${loopback.origin}/api/no-such-thing/${randomBytes(4).toString("hex")}`)).status,
    ).toBe(404);

    const after = await scrape();
    expect((after.get(demoRoute) ?? 0) - (before.get(demoRoute) ?? 0)).toBe(2);
    expect((after.get(received) ?? 0) - (before.get(received) ?? 0)).toBe(2);
    expect((after.get(failures) ?? 0) - (before.get(failures) ?? 0)).toBe(1);
    expect(
      after.get('anvaya_http_requests_total{route="unmatched",method="GET",status_class="4xx",area="api"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      after.get(
        'anvaya_http_request_duration_seconds_count{route="/api/request-demo",method="POST",area="api"}',
      ),
    ).toBeGreaterThanOrEqual(2);
    expect(after.has("anvaya_outbox_depth")).toBe(true);
    expect(after.has('anvaya_leads_overdue{kind="demo_request",urgency="normal"}')).toBe(true);
    // The store's own gauges, read afresh (the app's reuse a reading for 5 s): the mail these leads
    // wrote waits (no worker runs here), and both leads are past their reply time.
    const fresh = new Registry();
    registerStoreGauges(fresh, {
      db: store.db,
      leadTables: leadKinds.answered,
      dataDir: store.dataDir,
      maxAgeMs: 0,
    });
    const read = samples(await fresh.metrics());
    expect(read.get("anvaya_outbox_depth")).toBe(await countWaitingMail(store.db));
    expect(read.get("anvaya_outbox_depth")).toBeGreaterThanOrEqual(2);
    expect(read.get("anvaya_outbox_oldest_age_seconds")).toBeGreaterThan(0);
    expect(read.get('anvaya_leads_overdue{kind="demo_request",urgency="normal"}')).toBe(2);
    expect(read.get('anvaya_leads_overdue{kind="contact_message",urgency="urgent"}')).toBe(0);
    if (dialect === "postgres")
      expect(after.get('anvaya_db_pool_connections{store="postgres",state="total"}')).toBeGreaterThan(0);
    expect(after.get("anvaya_data_volume_size_bytes")).toBeGreaterThan(0);
  });

  it("keeps the series bounded however many distinct paths are asked: 10,000 made-up ones", async () => {
    const series = (all: Map<string, number>) =>
      [...all.keys()].filter((name) => name.startsWith("anvaya_http_requests_total{"));
    const before = series(await scrape());
    for (let i = 0; i < 10_000; i += 1) {
      const path =
        i % 2 === 0
          ? `/${randomBytes(6).toString("hex")}/${i}`
          : `/api/${randomBytes(4).toString("hex")}?x=${i}`;
      await app.request(path, { headers: { "x-forwarded-for": freshClient() } });
    }
    const after = await scrape();
    const added = series(after).filter((name) => !before.includes(name));
    // Two at most: the made-up page paths and API paths, each `unmatched` once.
    expect(added.length).toBeLessThanOrEqual(2);
    const routes = new Set(series(after).map((name) => /route="([^"]*)"/.exec(name)?.[1]));
    for (const route of routes) expect(route === "unmatched" || route?.startsWith("/")).toBe(true);
    const unmatched = [...after.entries()]
      .filter(([name]) => name.startsWith('anvaya_http_requests_total{route="unmatched"'))
      .reduce((sum, [, value]) => sum + value, 0);
    expect(unmatched).toBeGreaterThanOrEqual(10_000);
  }, 60_000);
});

describe.each(await testDialects())("statement times on %s", (dialect) => {
  it("counts each statement the store runs into its histogram, its buckets cumulative", async () => {
    const store = await createTestStore(dialect);
    const metrics = createMetrics();
    const timed = createStore({
      url: store.url,
      dataDir: store.dataDir,
      onQuery: (ms) => metrics.query(dialect, ms),
    });
    try {
      for (let i = 0; i < 3; i += 1) await timed.db.selectFrom("users").select("id").execute();
      await sql`select 1`.execute(timed.db);
      const read = samples(await metrics.text());
      const series = (name: string, le?: string) =>
        read.get(`anvaya_db_query_duration_seconds_${name}{${le ? `le="${le}",` : ""}store="${dialect}"}`);
      expect(series("count")).toBe(4);
      expect(series("bucket", "+Inf")).toBe(4);
      expect(series("sum")).toBeGreaterThan(0);
      // Each bucket holds the ones below it: never fewer than the bucket before.
      const buckets = [...read.entries()]
        .filter(([name]) => name.startsWith("anvaya_db_query_duration_seconds_bucket{"))
        .map(([, value]) => value);
      expect(buckets).toEqual([...buckets].sort((a, b) => a - b));
      expect(buckets.length).toBe(13);
    } finally {
      await timed.close();
      await store.destroy();
    }
  });
});

describe("the process metrics", () => {
  it("are prom-client's defaults but its GC durations, which cost every answer", async () => {
    const typesIn = (text: string) => new Set([...text.matchAll(/^# TYPE (\w+) /gm)].map(([, name]) => name));
    const defaults = new Registry();
    collectDefaultMetrics({ register: defaults });
    const expected = [...typesIn(await defaults.metrics())].filter(
      (name) => name !== "nodejs_gc_duration_seconds",
    );
    expect(expected).toContain("nodejs_eventloop_lag_p99_seconds");
    const kept = typesIn(await createMetrics({ processDefaults: true }).text());
    expect(expected.filter((name) => !kept.has(name))).toEqual([]);
    expect(kept.has("nodejs_gc_duration_seconds")).toBe(false);
  });
});
