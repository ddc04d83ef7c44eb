import { createRequire } from "node:module";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { httpMetrics } from "./http-metrics.ts";
import {
  type HistogramSeries,
  histogramHeader,
  histogramSeries,
  labelledCounter,
  plainCounter,
} from "./series.ts";

const queryName = "anvaya_db_query_duration_seconds";
/** The statement time histogram's buckets, in seconds. */
const queryBuckets = [
  0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1,
] as const;

/**
 * prom-client's default process metrics, all but its GC durations. Those come
 * from a PerformanceObserver told of every collection, which cost the kept
 * pages 4-9 % more CPU time per answer under load, where the rest cost nothing
 * measurable (docs/benchmarks.md, "The GC observer"); the
 * event-loop delay shows a long collection's pause. prom-client has no option
 * to leave one out, so each of the rest is started by its own module, as
 * `collectDefaultMetrics` starts them.
 */
function collectProcessMetrics(registry: Registry) {
  const require = createRequire(import.meta.url);
  for (const name of collectDefaultMetrics.metricsList) {
    if (name === "gc") continue;
    const collect = require(`prom-client/lib/metrics/${name}`) as (
      registry: Registry,
      config: { eventLoopMonitoringPrecision: number },
    ) => void;
    collect(registry, { eventLoopMonitoringPrecision: 10 });
  }
}

/**
 * The site's metrics (issue 51), one set per services instance (tests make
 * many): a prom-client registry and the instruments the layers count into.
 * The names are a contract with the alert rules and the dashboard
 * (docs/operations.md, "Metrics"): every series the site defines starts
 * with `anvaya_`, counters end in `_total`, times are seconds, sizes bytes,
 * and every label takes a small fixed set of values.
 *
 * `processDefaults` adds prom-client's own process metrics (event-loop
 * delay, heap, resident memory, ...; collectProcessMetrics): once per process (server/entry.ts),
 * since each set watches the event loop for as long as the process runs.
 */
export function createMetrics(options: { processDefaults?: boolean; version?: string } = {}) {
  const registry = new Registry();
  if (options.processDefaults) collectProcessMetrics(registry);
  const registers = [registry];

  const http = httpMetrics();

  // Counted on every page answer and lead: kept by the site (series.ts).
  const pageAnswers = labelledCounter(
    "anvaya_page_answers_total",
    "Pages answered from the kept-in-memory set, the render cache, or rendered.",
    "source",
  );
  // Counted on every answer the render cache gives: kept by the site too.
  const renderCache = {
    hits: plainCounter("anvaya_render_cache_hits_total", "Render cache hits."),
    misses: plainCounter("anvaya_render_cache_misses_total", "Render cache misses (a render was needed)."),
    evictions: plainCounter(
      "anvaya_render_cache_evictions_total",
      "Pages dropped from the render cache to stay within its budget.",
    ),
  };
  /** What each render cache holds, summed at scrape time (the pages' and the blog API's). */
  const cacheHoldings = new Set<() => number>();
  new Gauge({
    name: "anvaya_render_cache_bytes",
    help: "Bytes the render cache holds.",
    registers,
    collect() {
      let bytes = 0;
      for (const held of cacheHoldings) bytes += held();
      this.set(bytes);
    },
  });

  const outbox = {
    sent: new Counter({ name: "anvaya_outbox_sent_total", help: "Mails sent.", registers }),
    retried: new Counter({
      name: "anvaya_outbox_retried_total",
      help: "Mails that failed and will be tried again.",
      registers,
    }),
    failed: new Counter({
      name: "anvaya_outbox_failed_total",
      help: "Mails given up on (failed for good).",
      registers,
    }),
  };
  const leadsReceived = labelledCounter("anvaya_leads_received_total", "Leads stored, by kind.", "kind");
  const signIn = {
    failures: new Counter({ name: "anvaya_sign_in_failures_total", help: "Failed sign-ins.", registers }),
    locks: new Counter({
      name: "anvaya_sign_in_locks_total",
      help: "Accounts locked out after failed sign-ins.",
      registers,
    }),
  };
  const rateLimitRefusals = new Counter({
    name: "anvaya_rate_limit_refusals_total",
    help: "Requests refused by a rate limit, by the limit's name.",
    labelNames: ["limit"] as const,
    registers,
  });
  const imageUploads = new Counter({
    name: "anvaya_image_uploads_total",
    help: "Images uploaded (checked and re-encoded).",
    registers,
  });
  const imageUploadBytes = new Histogram({
    name: "anvaya_image_upload_bytes",
    help: "Size of uploaded images.",
    buckets: [50_000, 100_000, 250_000, 500_000, 1_000_000, 2_500_000, 5_000_000, 10_000_000],
    registers,
  });
  // Each statement's time (server/db/client.ts `onQuery`), kept here rather
  // than by prom-client: it is observed several times a request.
  const queryDuration = new Map<string, HistogramSeries>();
  new Gauge({
    name: "anvaya_build_info",
    help: "The release running, and the NODE_ENV its packages read (always 1).",
    labelNames: ["version", "node_env"] as const,
    registers,
  }).set({ version: options.version ?? "unknown", node_env: process.env.NODE_ENV ?? "" }, 1);

  return {
    registry,
    /** One answered request: its route pattern, method, status and area (route-patterns.ts), and its time in ms (the log line's). */
    request: http.observe,
    /** The whole exposition, in Prometheus's text format: the registry's, then the series the site keeps itself (series.ts). */
    text: async () => {
      let text = `${await registry.metrics()}${http.text()}${pageAnswers.text()}${leadsReceived.text()}`;
      text += `${renderCache.hits.text()}${renderCache.misses.text()}${renderCache.evictions.text()}`;
      text += histogramHeader(queryName, "Each statement's duration, by store.");
      for (const series of queryDuration.values()) text += series.text();
      return text;
    },
    pageAnswer(source: "memory" | "render_cache" | "render") {
      pageAnswers.inc(source);
    },
    renderCache: {
      hit: () => renderCache.hits.inc(),
      miss: () => renderCache.misses.inc(),
      eviction: () => renderCache.evictions.inc(),
      /** Adds a cache's byte count to anvaya_render_cache_bytes. */
      holds: (bytes: () => number) => void cacheHoldings.add(bytes),
    },
    outbox: {
      sent: () => outbox.sent.inc(),
      retried: () => outbox.retried.inc(),
      failed: () => outbox.failed.inc(),
    },
    leadReceived: (kind: string) => leadsReceived.inc(kind),
    signIn: { failed: () => signIn.failures.inc(), locked: () => signIn.locks.inc() },
    rateLimitRefused: (limit: string) => rateLimitRefusals.inc({ limit }),
    imageUploaded(bytes: number) {
      imageUploads.inc();
      imageUploadBytes.observe(bytes);
    },
    /** A statement's duration (server/db/client.ts `onQuery`). */
    query(store: "sqlite" | "postgres", ms: number) {
      let series = queryDuration.get(store);
      if (!series) {
        series = histogramSeries(queryName, `store="${store}"`, queryBuckets);
        queryDuration.set(store, series);
      }
      series.observe(ms / 1000);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
