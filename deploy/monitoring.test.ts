import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { collectDefaultMetrics, Registry } from "prom-client";
import { afterAll, describe, expect, it } from "vitest";
import { siteSeriesNames } from "./metric-names.ts";

// The monitoring that ships in deploy/ (docs/deployment.md, "Monitoring"),
// checked with Debian's promtool (`sh scripts/ensure.sh prometheus` installs
// it; `npm test` does). Every check fails on a warning as on an error.

const rulesFile = "deploy/prometheus/anvaya-rules.yml";
const configFile = "deploy/prometheus/prometheus.yml";
const rulesTestFile = "deploy/prometheus/anvaya-rules.test.yml";
const dashboardFile = "deploy/grafana/anvaya.json";

const scratch = mkdtempSync(join(tmpdir(), "monitoring-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function promtool(...args: string[]): { status: number | null; output: string } {
  const run = spawnSync("promtool", args, { encoding: "utf8" });
  if (run.error)
    throw new Error(`promtool did not run (sh scripts/ensure.sh prometheus installs it)`, {
      cause: run.error,
    });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

function expectClean(run: { status: number | null; output: string }): void {
  expect(run.output, run.output).not.toMatch(/warn|fail|error/i);
  expect(run.status, run.output).toBe(0);
}

const rulesText = readFileSync(rulesFile, "utf8");
const alertNames = [...rulesText.matchAll(/^\s*- alert: (\w+)$/gm)].map((match) => match[1]!);

interface Panel {
  id: number;
  type: string;
  title: string;
  gridPos: { x: number; y: number; w: number; h: number };
  datasource?: { type: string; uid: string };
  targets?: { refId: string; expr: string; datasource?: { uid: string } }[];
  panels?: Panel[];
}
interface Dashboard {
  uid: string;
  title: string;
  panels: Panel[];
  templating: { list: { name: string; type: string; query: string }[] };
}
const dashboard = JSON.parse(readFileSync(dashboardFile, "utf8")) as Dashboard;
const queryPanels = dashboard.panels.filter((panel) => panel.type !== "row");
/** Grafana's reference to the dashboard's `datasource` variable (a literal, not a template string). */
const datasourceVariable = "$" + "{datasource}";

/** Grafana's interval variables, given a value Prometheus accepts, so promtool can parse the query. */
function asPromQL(expr: string): string {
  return expr.replace(/\$__(rate_interval|interval|range)\b/g, "5m");
}

/** The metric names a query uses: the site's own, prom-client's defaults and Prometheus's `up`. */
function metricNames(text: string): string[] {
  return [...new Set(text.match(/\b(?:anvaya|process|nodejs)_[a-z0-9_]+\b/g) ?? [])];
}

// promtool runs as a process of its own: a second or two each, several on a busy machine.
describe("Prometheus's configuration and alerting rules", { timeout: 60_000 }, () => {
  it("pass promtool check config, which also checks the rules it names", () => {
    const run = promtool("check", "config", "--lint=all", "--lint-fatal", configFile);
    expectClean(run);
    expect(run.output).toContain(`SUCCESS: ${alertNames.length} rules found`);
  });

  it("stay valid with the commented lines for processes on other machines (the token file) put in", () => {
    const tokenFile = join(scratch, "anvaya-metrics-token");
    writeFileSync(tokenFile, "a-token-of-at-least-24-characters\n", { mode: 0o600 });
    const config = readFileSync(configFile, "utf8");
    const withToken = config
      .replace(/^ {4}# (authorization:| {2}type: Bearer)$/gm, "    $1")
      .replace(/^ {4}# {3}credentials_file: \S+$/m, `      credentials_file: ${tokenFile}`);
    expect(withToken).toMatch(/^ {4}authorization:\n {6}type: Bearer\n {6}credentials_file: /m);
    writeFileSync(join(scratch, "prometheus.yml"), withToken);
    copyFileSync(rulesFile, join(scratch, "anvaya-rules.yml"));
    expectClean(promtool("check", "config", "--lint=all", "--lint-fatal", join(scratch, "prometheus.yml")));
  });

  it("pass promtool check rules", () => {
    expect(alertNames.length).toBeGreaterThanOrEqual(8);
    expectClean(promtool("check", "rules", "--lint=all", "--lint-fatal", rulesFile));
  });

  it("pass their unit tests, which see every alert fire and every alert stay quiet", () => {
    const run = promtool("test", "rules", rulesTestFile);
    expect(run.output, run.output).not.toMatch(/FAILED|warn/i);
    expect(run.status, run.output).toBe(0);
    const cases = [...readFileSync(rulesTestFile, "utf8").matchAll(/alertname: (\w+)\n\s+exp_alerts:(.*)/g)];
    for (const name of alertNames) {
      const mine = cases.filter((match) => match[1] === name);
      expect(
        mine.some((match) => match[2]!.trim() === ""),
        `${name} fires in a test`,
      ).toBe(true);
      expect(
        mine.some((match) => match[2]!.trim() === "[]"),
        `${name} stays quiet in a test`,
      ).toBe(true);
    }
  });

  it("give each alert a severity Alertmanager routes on and a runbook in docs/operations.md", () => {
    const operations = readFileSync("docs/operations.md", "utf8");
    const blocks = rulesText.split(/^\s*- alert: /m).slice(1);
    expect(blocks).toHaveLength(alertNames.length);
    for (const block of blocks) {
      const name = block.slice(0, block.indexOf("\n"));
      expect(block, name).toMatch(/^ +severity: (page|ticket)$/m);
      expect(block, name).toMatch(/^ +summary: \S/m);
      expect(block, name).toMatch(/^ +description: \S/m);
      expect(block, name).toContain(
        `runbook_url: file:///srv/anvaya/current/docs/operations.md#${name.toLowerCase()}\n`,
      );
      expect(new RegExp(`^### ${name}$`, "m").test(operations), `docs/operations.md explains ${name}`).toBe(
        true,
      );
    }
  });
});

describe("the Grafana dashboard", () => {
  it("asks for its Prometheus when imported, and every panel queries that one", () => {
    expect(dashboard.uid).toBe("anvaya-site");
    expect(dashboard.templating.list).toContainEqual(
      expect.objectContaining({ name: "datasource", type: "datasource", query: "prometheus" }),
    );
    expect(queryPanels.length).toBeGreaterThanOrEqual(20);
    for (const panel of queryPanels) {
      expect(panel.datasource, panel.title).toEqual({ type: "prometheus", uid: datasourceVariable });
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
      for (const target of panel.targets ?? []) {
        expect(target.datasource?.uid, panel.title).toBe(datasourceVariable);
      }
    }
  });

  it("lays its panels out on the 24-column grid without overlap, each with its own id", () => {
    const ids = dashboard.panels.map((panel) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
    const taken = new Map<string, string>();
    for (const panel of dashboard.panels) {
      const { x, y, w, h } = panel.gridPos;
      expect(x >= 0 && w > 0 && x + w <= 24 && h > 0, panel.title).toBe(true);
      for (let row = y; row < y + h; row++) {
        for (let column = x; column < x + w; column++) {
          const cell = `${row},${column}`;
          expect(taken.get(cell), `${panel.title} overlaps`).toBeUndefined();
          taken.set(cell, panel.title);
        }
      }
    }
  });

  it("has queries promtool parses", () => {
    const rules = queryPanels.flatMap((panel) =>
      (panel.targets ?? []).map(
        (target) =>
          `      - record: dashboard_panel_${panel.id}_${target.refId}\n        expr: ${JSON.stringify(asPromQL(target.expr))}\n`,
      ),
    );
    const file = join(scratch, "dashboard-queries.yml");
    writeFileSync(file, `groups:\n  - name: dashboard\n    rules:\n${rules.join("")}`);
    const run = promtool("check", "rules", "--lint=none", file);
    expectClean(run);
    expect(run.output).toContain(`SUCCESS: ${rules.length} rules found`);
  });

  it("shows the site's rate, latency, errors, cache, outbox, leads, memory and event loop lag", () => {
    const queries = queryPanels
      .flatMap((panel) => (panel.targets ?? []).map((target) => target.expr))
      .join("\n");
    for (const shown of [
      /rate\(anvaya_http_requests_total\[/,
      /histogram_quantile\(0\.99, sum by \(le\) \(rate\(anvaya_http_request_duration_seconds_bucket\{area="page"\}/,
      /histogram_quantile\(0\.5, sum by \(le\) \(rate\(anvaya_http_request_duration_seconds_bucket\{area="api"\}/,
      /status_class="5xx"/,
      /anvaya_render_cache_hits_total/,
      /anvaya_render_cache_misses_total/,
      /anvaya_render_cache_bytes/,
      /max\(anvaya_outbox_depth\)/,
      /max\(anvaya_outbox_oldest_age_seconds\)/,
      /sum by \(kind\) \(increase\(anvaya_leads_received_total/,
      /max by \(kind, urgency\) \(anvaya_leads_overdue\)/,
      /process_resident_memory_bytes/,
      /nodejs_eventloop_lag_p99_seconds/,
    ]) {
      expect(queries).toMatch(shown);
    }
  });
});

describe("the metrics the rules and the dashboard name", () => {
  it("are all ones the site exposes (docs/operations.md's table) or prom-client's defaults", async () => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const defaults = new Set((await registry.getMetricsAsJSON()).map((metric) => metric.name));
    registry.clear();
    const known = new Set([...siteSeriesNames(), ...defaults]);
    expect(known).toContain("process_resident_memory_bytes");

    const dashboardQueries = queryPanels.flatMap((panel) =>
      (panel.targets ?? []).map((target) => target.expr),
    );
    const used = metricNames(
      [rulesText, readFileSync(rulesTestFile, "utf8"), ...dashboardQueries].join("\n"),
    );
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((name) => !known.has(name))).toEqual([]);
  });
});
