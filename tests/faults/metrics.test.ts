/**
 * The built server scraped by a real Prometheus (Debian's, started here on
 * loopback with a configuration of the test's own, scraping every second):
 * after a short run of page loads, leads and a failed sign-in, Prometheus's
 * own query API answers the series the alert rules and the dashboard read
 * (docs/operations.md, "Metrics"), with route patterns as labels, never a
 * raw path.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpsRequest } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { samplePosts } from "#server/db/seed/sample-posts.ts";
import { freePort } from "../../scripts/serve-build.ts";
import { type RunningNginx, renderSiteConfig, selfSignedCertificate, startNginx } from "../utils/nginx.ts";
import { submit } from "./load.ts";
import { freshAddress, type RunningServer, startServer } from "./server.ts";

const prometheusBinary = process.env.PROMETHEUS_PATH ?? "/usr/bin/prometheus";

type Sample = { metric: Record<string, string>; value: [number, string] };

let folder: string;
let server: RunningServer;
let prometheus: ChildProcess | undefined;
let prometheusOrigin = "";
let prometheusLog = "";
let nginx: RunningNginx | undefined;
let httpsPort = 0;

/** A GET through nginx's public server (deploy/nginx.conf, its own certificate): the status and the body. */
function throughNginx(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpsRequest(
      {
        host: "127.0.0.1",
        port: httpsPort,
        path,
        headers: { host: `localhost:${httpsPort}` },
        servername: "localhost",
        rejectUnauthorized: false,
        agent: false,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () =>
          resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
        );
        incoming.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** Prometheus's answer to an instant query: its samples. */
async function query(expression: string): Promise<Sample[]> {
  const response = await fetch(`${prometheusOrigin}/api/v1/query?query=${encodeURIComponent(expression)}`);
  const body = (await response.json()) as { status: string; data?: { result: Sample[] }; error?: string };
  if (body.status !== "success") throw new Error(`${expression}: ${body.error}`);
  return body.data?.result ?? [];
}

/** Asks `expression` until `accept` takes its samples (a scrape a second), or fails with the last answer. */
async function eventually(expression: string, accept: (samples: Sample[]) => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  let last: Sample[] = [];
  while (Date.now() < deadline) {
    last = await query(expression);
    if (accept(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `${expression} never matched; last answer ${JSON.stringify(last)}\n${prometheusLog.slice(-2000)}`,
  );
}

const firstValue = (samples: Sample[]) => Number(samples[0]?.value[1] ?? Number.NaN);

const post = samplePosts.find((candidate) => !candidate.language || candidate.language === "en");

async function loadPages(times: number) {
  for (let i = 0; i < times; i += 1) {
    for (const path of ["/", "/faqs", `/blog/${post?.slug}`, `/blog/no-such-post-${i}`, `/made-up/${i}`]) {
      const response = await fetch(`${server.origin}${path}`, {
        headers: { "x-forwarded-for": freshAddress() },
      });
      await response.arrayBuffer();
    }
  }
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "anvaya-metrics-"));
  server = await startServer(
    { dataDir: join(folder, "data") },
    // The sample posts, so an article answers 200; staff mail is written (and waits: no SMTP_URL).
    { SEED_SAMPLE_CONTENT: "true", NOTIFY_EMAIL: "team@clinic.example" },
  );
  // nginx in front, with the production configuration (tests/utils/nginx.ts renders it).
  const httpPort = await freePort();
  do httpsPort = await freePort();
  while (httpsPort === httpPort);
  selfSignedCertificate(join(folder, "tls"));
  mkdirSync(join(folder, "acme"), { recursive: true });
  const site = renderSiteConfig(readFileSync("deploy/nginx.conf", "utf8"), {
    httpPort,
    httpsPort,
    certificateDir: join(folder, "tls"),
    acmeRoot: join(folder, "acme"),
    upstream: new URL(server.origin).host,
    serverName: "localhost",
  });
  nginx = await startNginx(join(folder, "nginx"), site, [httpPort, httpsPort]);
  const port = await freePort();
  prometheusOrigin = `http://127.0.0.1:${port}`;
  writeFileSync(
    join(folder, "prometheus.yml"),
    [
      "global:",
      "  scrape_interval: 1s",
      "  scrape_timeout: 900ms",
      "scrape_configs:",
      "  - job_name: anvaya",
      "    static_configs:",
      `      - targets: ["${new URL(server.origin).host}"]`,
      "",
    ].join("\n"),
  );
  prometheus = spawn(
    prometheusBinary,
    [
      `--config.file=${join(folder, "prometheus.yml")}`,
      `--storage.tsdb.path=${join(folder, "tsdb")}`,
      `--web.listen-address=127.0.0.1:${port}`,
      "--log.level=warn",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  prometheus.stderr?.on("data", (chunk: Buffer) => {
    prometheusLog = (prometheusLog + chunk.toString()).slice(-20_000);
  });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (prometheus.exitCode !== null) throw new Error(`prometheus ended:\n${prometheusLog}`);
    const ready = await fetch(`${prometheusOrigin}/-/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`prometheus did not start:\n${prometheusLog}`);
});

afterAll(async () => {
  await nginx?.stop();
  if (prometheus && prometheus.exitCode === null) {
    const ended = new Promise((resolve) => prometheus?.once("exit", resolve));
    prometheus.kill("SIGTERM");
    await ended;
  }
  if (server) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  rmSync(folder, { recursive: true, force: true });
});

describe("the site scraped by Prometheus", () => {
  it("answers the request rate by route pattern, the outbox's depth and the leads received", async () => {
    expect(post).toBeDefined();
    await eventually('up{job="anvaya"}', (samples) => firstValue(samples) === 1);

    // Two bursts a scrape or more apart: a rate needs the counter to move between two scrapes.
    await loadPages(3);
    const demos = await Promise.all([submit(server.origin, "demo"), submit(server.origin, "demo")]);
    expect(demos.map((outcome) => outcome.result)).toEqual([201, 201]);
    expect((await submit(server.origin, "contact")).result).toBe(201);
    const refused = await fetch(`${server.origin}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshAddress() },
      body: JSON.stringify({ username: "nobody-here", password: "not the password", area: "leads" }),
    });
    expect(refused.status).toBe(401);
    await eventually(
      'anvaya_http_requests_total{route="/blog/:slug",status_class="2xx"}',
      (s) => s.length === 1,
    );
    await loadPages(3);

    const rates = await eventually(
      'sum by (route) (rate(anvaya_http_requests_total{area="page"}[10s]))',
      (samples) => samples.some((s) => s.metric.route === "/blog/:slug" && Number(s.value[1]) > 0),
    );
    expect(rates.map((s) => s.metric.route).sort()).toEqual(["/", "/blog/:slug", "/faqs"]);
    const received = await eventually(
      "anvaya_leads_received_total",
      (samples) => samples.reduce((sum, s) => sum + Number(s.value[1]), 0) === 3,
    );
    expect(Object.fromEntries(received.map((s) => [s.metric.kind, Number(s.value[1])]))).toEqual({
      contact_message: 1,
      demo_request: 2,
    });
    // Each lead wrote its staff notification and the visitor's acknowledgement: six wait.
    await eventually("anvaya_outbox_depth", (samples) => firstValue(samples) === 6);
    await eventually("anvaya_outbox_oldest_age_seconds", (samples) => firstValue(samples) > 0);
    await eventually("anvaya_sign_in_failures_total", (samples) => firstValue(samples) === 1);

    // Unknown paths are one label value; no label is ever a raw path.
    const routes = await query("count by (route) (anvaya_http_requests_total)");
    const names = routes.map((s) => s.metric.route);
    expect(names).toContain("unmatched");
    expect(names.some((route) => route?.includes(post?.slug ?? "?") || route?.startsWith("/made-up"))).toBe(
      false,
    );
    // The per-process series the library keeps, and this build's own.
    expect(firstValue(await query("process_resident_memory_bytes"))).toBeGreaterThan(0);
    expect(await query("nodejs_eventloop_lag_p99_seconds")).toHaveLength(1);
    expect(
      firstValue(await query('sum(anvaya_db_query_duration_seconds_count{store="sqlite"})')),
    ).toBeGreaterThan(0);
    expect(firstValue(await query("sum(anvaya_page_answers_total)"))).toBeGreaterThan(0);
    // One process, which runs its packages' production builds, NODE_ENV being unset as deployed.
    expect((await query("anvaya_build_info")).map((series) => series.metric.node_env)).toEqual([
      "production",
    ]);
  });
});

describe("/metrics and /readyz", () => {
  it("are never answered through nginx's public server, in any spelling; the server answers them on loopback", async () => {
    for (const path of [
      "/metrics",
      "/METRICS",
      "/metrics/",
      "//metrics",
      "/%6Detrics",
      "/metrics?x=1",
      "/readyz",
    ]) {
      const answer = await throughNginx(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).not.toContain("anvaya_");
    }
    // nginx passes everything else on (this server's SITE_URL names its own address: a redirect there).
    expect((await throughNginx("/faqs")).status).not.toBe(404);
    const direct = await fetch(`${server.origin}/metrics`);
    expect(direct.status).toBe(200);
    expect(await direct.text()).toContain("anvaya_http_requests_total");
    expect((await fetch(`${server.origin}/readyz`)).status).toBe(200);
  });
});
