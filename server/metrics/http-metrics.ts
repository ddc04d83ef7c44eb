import { type HistogramSeries, histogramHeader, histogramSeries, labelValue } from "./histogram-series.ts";

/** The request time histogram's buckets, in seconds (the names' contract, docs/operations.md). */
export const requestBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5] as const;

/** A series and its value; `line`: its text up to the value, made once. */
type Count = { line: string; value: number };

/**
 * `anvaya_http_requests_total` and `anvaya_http_request_duration_seconds`,
 * kept and written here rather than by prom-client: they are most of the
 * series (route × method × status class × area), and prom-client's generic
 * path cost a scrape about 9 ms of CPU for 3,400 samples, this one a tenth
 * of that (`npm run bench:metrics`). A request costs one Map read per
 * metric and an observation (histogram-series.ts).
 */
export function httpMetrics() {
  const counts = new Map<string, Count>();
  const times = new Map<string, HistogramSeries>();

  return {
    observe(route: string, method: string, status: number, area: string, started: number) {
      const seconds = (performance.now() - started) / 1000;
      const statusClass = status >= 500 ? "5xx" : status >= 400 ? "4xx" : status >= 300 ? "3xx" : "2xx";
      const countKey = `${route} ${method} ${statusClass} ${area}`;
      let count = counts.get(countKey);
      if (!count) {
        const labels = `route="${labelValue(route)}",method="${labelValue(method)}",status_class="${statusClass}",area="${labelValue(area)}"`;
        count = { line: `anvaya_http_requests_total{${labels}} `, value: 0 };
        counts.set(countKey, count);
      }
      count.value += 1;
      const timeKey = `${route} ${method} ${area}`;
      let time = times.get(timeKey);
      if (!time) {
        const labels = `route="${labelValue(route)}",method="${labelValue(method)}",area="${labelValue(area)}"`;
        time = histogramSeries("anvaya_http_request_duration_seconds", labels, requestBuckets);
        times.set(timeKey, time);
      }
      time.observe(seconds);
    },

    /** Both metrics in Prometheus's text format (buckets cumulative, as the format wants). */
    text(): string {
      let text =
        "# HELP anvaya_http_requests_total Answered HTTP requests, by route pattern (never the raw path), method, status class and area.\n# TYPE anvaya_http_requests_total counter\n";
      for (const { line, value } of counts.values()) text += `${line}${value}\n`;
      text += histogramHeader(
        "anvaya_http_request_duration_seconds",
        "Time to answer an HTTP request, by route pattern, method and area.",
      );
      for (const time of times.values()) text += time.text();
      return text;
    },
  };
}
