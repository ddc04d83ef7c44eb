/**
 * The series the site's `GET /metrics` exposes under its own prefix, with their
 * types: the table in docs/operations.md ("Metrics"), as data. The alerting
 * rules and the Grafana dashboard may name only these (and prom-client's
 * default metrics, and Prometheus's `up`); deploy/monitoring.test.ts fails on
 * any other name, so renaming a metric breaks the test until the rules and the
 * dashboard follow.
 */
export const siteMetrics = {
  anvaya_http_requests_total: "counter",
  anvaya_http_request_duration_seconds: "histogram",
  anvaya_page_answers_total: "counter",
  anvaya_render_cache_hits_total: "counter",
  anvaya_render_cache_misses_total: "counter",
  anvaya_render_cache_evictions_total: "counter",
  anvaya_render_cache_bytes: "gauge",
  anvaya_outbox_depth: "gauge",
  anvaya_outbox_oldest_age_seconds: "gauge",
  anvaya_outbox_sent_total: "counter",
  anvaya_outbox_retried_total: "counter",
  anvaya_outbox_failed_total: "counter",
  anvaya_leads_received_total: "counter",
  anvaya_leads_overdue: "gauge",
  anvaya_sign_in_failures_total: "counter",
  anvaya_sign_in_locks_total: "counter",
  anvaya_rate_limit_refusals_total: "counter",
  anvaya_image_uploads_total: "counter",
  anvaya_image_upload_bytes: "histogram",
  anvaya_db_pool_connections: "gauge",
  anvaya_db_query_duration_seconds: "histogram",
  anvaya_data_volume_size_bytes: "gauge",
  anvaya_data_volume_free_bytes: "gauge",
  anvaya_build_info: "gauge",
} as const satisfies Record<`anvaya_${string}`, "counter" | "gauge" | "histogram">;

/**
 * The names a query may use for a metric of the site: a histogram is queried
 * through its `_bucket`, `_sum` and `_count` series.
 */
export function siteSeriesNames(): Set<string> {
  const names = new Set<string>();
  for (const [name, type] of Object.entries(siteMetrics)) {
    if (type === "histogram") for (const suffix of ["_bucket", "_sum", "_count"]) names.add(name + suffix);
    else names.add(name);
  }
  return names;
}
