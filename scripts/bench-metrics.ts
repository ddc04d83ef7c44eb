/**
 * `npm run bench:metrics`: what one scrape of GET /metrics costs the server
 * (docs/benchmarks.md, "Metrics"; the goal is under 5 ms), on SQLite and on
 * PostgreSQL when one answers. The app is called in-process (no socket: the
 * scrape sends METRICS_TOKEN), after 300 leads (so the outbox and the lead
 * tables hold rows to count) and after requests for `routes` route
 * patterns (BENCH_ROUTES, 100: about the site's pages and API routes
 * together), each asked with two methods and answered with two status
 * classes: more series than a day of real traffic makes. Figures: a scrape
 * that reuses the store's reading (scrapes less than 5 s apart), and
 * reading the store's gauges afresh (added to every scrape at Prometheus's
 * usual 15 s); wall time (p50, p99) and the CPU time a scrape takes, which a
 * busy shared machine inflates less.
 */
import { loadConfig } from "#server/config.ts";
import { createApp } from "#server/http/app.ts";
import { createLogger } from "#server/logger.ts";
import { createMetrics } from "#server/metrics/metrics.ts";
import { registerStoreGauges } from "#server/metrics/store-gauges.ts";
import { createServices } from "#server/services/index.ts";
import { leadKinds } from "#server/services/lead-kinds/registry.ts";
import { createTestStore, testDialects } from "#tests/utils/test-db.ts";
import { demoBody } from "./bench/common.ts";

const token = "a metrics token for the bench, long enough";
const routes = Number(process.env.BENCH_ROUTES ?? 100);

function summary(times: number[], cpuMicros: number) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const cpu = cpuMicros / 1000 / times.length;
  return `p50 ${at(0.5).toFixed(2)} ms, p99 ${at(0.99).toFixed(2)} ms, CPU ${cpu.toFixed(2)} ms`;
}

/** `run` `times` times: each one's wall time, and the CPU time of them all (µs). */
async function timed(times: number, run: () => Promise<unknown>) {
  const walls: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < times; i += 1) {
    const started = performance.now();
    await run();
    walls.push(performance.now() - started);
  }
  const used = process.cpuUsage(cpu);
  return summary(walls, used.user + used.system);
}

for (const dialect of await testDialects()) {
  const store = await createTestStore(dialect);
  const metrics = createMetrics({ processDefaults: true, version: "bench" });
  const services = createServices(store, undefined, undefined, {
    metrics,
    mail: { notifyEmail: "team@clinic.example", siteUrl: "http://localhost:3000" },
  });
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    METRICS_TOKEN: token,
    TRUST_PROXY: "1",
  });
  const app = createApp({ config, logger: createLogger("silent"), services });
  for (let i = 0; i < 300; i += 1) {
    await app.request("/api/request-demo", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `198.18.${i >> 8}.${i & 255}` },
      body: demoBody,
    });
  }
  for (let route = 0; route < routes; route += 1)
    for (const method of ["GET", "POST"])
      for (const status of [200, 404])
        metrics.request(`/bench/route-${route}/:id`, method, status, "page", performance.now());

  const scrape = async () => {
    const response = await app.request("/metrics", { headers: { authorization: `Bearer ${token}` } });
    await response.text();
  };
  for (let i = 0; i < 50; i += 1) await scrape();
  const reused = await timed(500, scrape);
  const lines = (await metrics.text()).split("\n").filter((line) => line && !line.startsWith("#")).length;

  // The store read afresh at every scrape: the gauges alone, then added to the rest.
  const { Registry } = await import("prom-client");
  const storeOnly = new Registry();
  registerStoreGauges(storeOnly, {
    db: store.db,
    leadTables: leadKinds.answered,
    dataDir: store.dataDir,
    pool: store.pool,
    maxAgeMs: 0,
  });
  const fresh = await timed(200, () => storeOnly.metrics());
  console.log(`${dialect}: ${lines} samples; a scrape reusing the store's reading: ${reused}`);
  console.log(
    `${dialect}: reading the store's gauges afresh (added to a scrape 5 s or more after the last): ${fresh}`,
  );
  await store.destroy();
}
