import {
  counterHeader,
  type HistogramSeries,
  histogramHeader,
  histogramSeries,
  labelValue,
} from "./series.ts";

/** The request time histogram's buckets, in seconds (the names' contract, docs/operations.md). */
export const requestBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5] as const;

const statusClasses = ["2xx", "3xx", "4xx", "5xx"] as const;

/** A series and its value; `line`: its text up to the value, made once. */
type Count = { line: string; value: number };
/** What one route, method and area hold: a count per status class (made when first met) and the times. */
type Requests = { counts: (Count | undefined)[]; times: HistogramSeries; routeMethod: string; area: string };

/**
 * `anvaya_http_requests_total` and `anvaya_http_request_duration_seconds`,
 * kept and written here rather than by prom-client: they are most of the
 * series (route × method × status class × area), and prom-client's generic
 * path cost a scrape about 9 ms of CPU for 3,400 samples, this one a tenth
 * of that (`npm run bench:metrics`). A request costs three Map reads by the
 * strings it already has (route, area, method: no key is built) and an
 * observation (series.ts).
 */
export function httpMetrics() {
  /** route → area → method → its series. */
  const byRoute = new Map<string, Map<string, Map<string, Requests>>>();
  /** In the order first met, for the text. */
  const all: Requests[] = [];

  const requestsOf = (route: string, method: string, area: string): Requests => {
    let byArea = byRoute.get(route);
    if (!byArea) {
      byArea = new Map();
      byRoute.set(route, byArea);
    }
    let byMethod = byArea.get(area);
    if (!byMethod) {
      byMethod = new Map();
      byArea.set(area, byMethod);
    }
    let requests = byMethod.get(method);
    if (!requests) {
      const labels = `route="${labelValue(route)}",method="${labelValue(method)}"`;
      const areaLabel = `area="${labelValue(area)}"`;
      requests = {
        counts: [],
        times: histogramSeries(
          "anvaya_http_request_duration_seconds",
          `${labels},${areaLabel}`,
          requestBuckets,
        ),
        routeMethod: labels,
        area: areaLabel,
      };
      byMethod.set(method, requests);
      all.push(requests);
    }
    return requests;
  };

  return {
    observe(route: string, method: string, status: number, area: string, ms: number) {
      const seconds = ms / 1000;
      const statusClass = status >= 500 ? 3 : status >= 400 ? 2 : status >= 300 ? 1 : 0;
      const requests = requestsOf(route, method, area);
      let count = requests.counts[statusClass];
      if (!count) {
        const labels = `${requests.routeMethod},status_class="${statusClasses[statusClass]}",${requests.area}`;
        count = { line: `anvaya_http_requests_total{${labels}} `, value: 0 };
        requests.counts[statusClass] = count;
      }
      count.value += 1;
      requests.times.observe(seconds);
    },

    /** Both metrics in Prometheus's text format (buckets cumulative, as the format wants). */
    text(): string {
      let text = counterHeader(
        "anvaya_http_requests_total",
        "Answered HTTP requests, by route pattern (never the raw path), method, status class and area.",
      );
      for (const { counts } of all)
        for (const count of counts) if (count) text += `${count.line}${count.value}\n`;
      text += histogramHeader(
        "anvaya_http_request_duration_seconds",
        "Time to answer an HTTP request, by route pattern, method and area.",
      );
      for (const { times } of all) text += times.text();
      return text;
    },
  };
}
