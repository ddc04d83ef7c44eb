/**
 * `npm run bench:metrics-cost`: what keeping metrics costs the load bench's
 * figures (issue 51: no more than 3 %). Sites on SQLite with the sample
 * posts, pinned to core 0 as `npm run bench` pins its server, one as
 * deployed and one with METRICS=false; wrk (core 1, 50 connections) loads
 * one at a time, for BENCH_SECONDS (3) a case, the two taking turns (which
 * goes first changes each round). Two ways:
 *
 * - **Two processes**, a fresh pair each of BENCH_ROUNDS (12) rounds, the
 *   one started first alternating. This is the whole cost, prom-client's
 *   process metrics included, but one process runs 10-15 % faster or
 *   slower than another started the same way, for its whole life.
 * - **One process with both sites** (scripts/bench/two-sites.ts), BENCH_ROUNDS
 *   rounds of turns shared among BENCH_PROCESSES processes, the site started first
 *   alternating from one process to the next: the same code, heap and
 *   collector serve both, so only what a site does per request differs
 *   (the process metrics, which watch the whole process, are on for both).
 *
 * `BENCH_FORMS` picks them (`two`, `one`, or both, the default), and
 * `BENCH_PROCESSES` (3) how many processes the one-process form starts, its
 * BENCH_ROUNDS turns shared among them.
 *
 * Each site gets two seconds of each load untimed first. Each turn of one
 * setting is compared with the other's turn just before or after it (the
 * machine's speed drifts between turns further apart), two ways: by req/s,
 * and by the process's CPU time per answer, which the machine's drift moves
 * far less (a shared machine slows a turn by taking the core away, not by
 * making each answer cost more). A case's figure is the geometric mean of
 * its paired ratios with a 95 % interval; the goal is met when the interval
 * by CPU time lies at or above 0.97. Writes bench/results/metrics-cost.md
 * and .json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { samplePosts } from "#server/db/seed/sample-posts.ts";
import { median, startBuiltServer, wrk } from "./bench/common.ts";
import { freePort } from "./serve-build.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 12);
const connections = 50;
const goal = 0.97;
const forms = (process.env.BENCH_FORMS ?? "two,one").split(",").map((form) => form.trim());
const oneProcessRuns = Number(process.env.BENCH_PROCESSES ?? 3);
for (const [name, value] of Object.entries({ seconds, rounds, oneProcessRuns })) {
  if (!Number.isInteger(value) || value < 1 || value > 600)
    throw new Error(`${name}: a whole number from 1 to 600`);
}
if (forms.length === 0 || forms.some((form) => form !== "one" && form !== "two"))
  throw new Error(`BENCH_FORMS: "one", "two" or "two,one", not "${process.env.BENCH_FORMS}"`);

/** A site's own environment: a fresh store with the sample posts, metrics on or off. */
function siteEnvironment(metrics: boolean) {
  const dataDir = mkdtempSync(join(tmpdir(), "anvaya-bench-metrics-cost-"));
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: "", SEED_SAMPLE_CONTENT: "true", METRICS: String(metrics) },
    remove: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

type Site = { origin: string; cpuSeconds: () => number };
type Pair = { on: Site; off: Site; stop: () => Promise<void> };

/** Each setting in a process of its own; `onFirst`: which one starts first. */
async function twoProcesses(onFirst: boolean): Promise<Pair> {
  const stores = [siteEnvironment(onFirst), siteEnvironment(!onFirst)];
  const first = await startBuiltServer(stores[0]?.env ?? {});
  const second = await startBuiltServer(stores[1]?.env ?? {});
  const [on, off] = onFirst ? [first, second] : [second, first];
  return {
    on,
    off,
    async stop() {
      await first.stop();
      await second.stop();
      for (const store of stores) store.remove();
    },
  };
}

/**
 * Both settings in one process (scripts/bench/two-sites.ts); `onFirst`: which
 * site the process starts first (and so has its objects made first).
 */
async function oneProcess(onFirst: boolean): Promise<Pair> {
  const stores = [siteEnvironment(onFirst), siteEnvironment(!onFirst)];
  const ports = [await freePort(), await freePort()];
  const sites = stores.map((store, i) => ({ ...store.env, PORT: String(ports[i]) }));
  const server = await startBuiltServer(
    { BENCH_SITES: JSON.stringify(sites) },
    { port: ports[0], script: "scripts/bench/two-sites.ts" },
  );
  // Both sites are one process: a turn's CPU time is the loaded site's.
  const second = { origin: `http://127.0.0.1:${ports[1]}`, cpuSeconds: server.cpuSeconds };
  await server.answers(`${second.origin}/healthz`);
  const [on, off] = onFirst ? [server, second] : [second, server];
  return {
    on,
    off,
    async stop() {
      await server.stop();
      for (const store of stores) store.remove();
    },
  };
}

const cases = [
  { name: "/", path: "/", post: false },
  { name: "/resources/blogs", path: "/resources/blogs", post: false },
  { name: "/blog/<slug>", path: `/blog/${samplePosts[0]?.slug}`, post: false },
  { name: "POST /api/request-demo", path: "/api/request-demo", post: true },
];

type Turn = { rps: number; cpuUsPerRequest: number };
type Result = { case: string; on: Turn[]; off: Turn[] };

/** Warms both sites, then `turns` rounds of turns, into `results`; `onFirst`: the first round's order. */
function takeTurns(pair: Pair, results: Result[], turns: number, onFirst: boolean) {
  for (const site of [pair.on, pair.off])
    for (const { path, post } of cases) wrk(`${site.origin}${path}`, { post, seconds: 2, connections });
  for (let turn = 0; turn < turns; turn += 1) {
    const order = (turn % 2 === 0) === onFirst ? [pair.on, pair.off] : [pair.off, pair.on];
    cases.forEach(({ name, path, post }, index) => {
      const result = results[index] as Result;
      for (const site of order) {
        const cpuBefore = site.cpuSeconds();
        const load = wrk(`${site.origin}${path}`, { post, seconds, connections });
        const cpu = site.cpuSeconds() - cpuBefore;
        if (load.non2xx > 0 || load.socketErrors > 0)
          throw new Error(`${name}: ${load.non2xx} answers not 2xx, ${load.socketErrors} socket errors`);
        (site === pair.on ? result.on : result.off).push({
          rps: Math.round(load.requests / load.seconds),
          cpuUsPerRequest: (cpu * 1e6) / load.requests,
        });
      }
    });
  }
}

const fresh = (): Result[] => cases.map(({ name }) => ({ case: name, on: [], off: [] }));
const apart = fresh();
for (let round = 0; forms.includes("two") && round < rounds; round += 1) {
  const pair = await twoProcesses(round % 2 === 0);
  try {
    takeTurns(pair, apart, 1, round % 2 === 0);
  } finally {
    await pair.stop();
  }
  console.log(`two processes: round ${round + 1} of ${rounds} done`);
}
const together = fresh();
const turnsPerProcess = Math.max(1, Math.round(rounds / oneProcessRuns));
for (let run = 0; forms.includes("one") && run < oneProcessRuns; run += 1) {
  const pair = await oneProcess(run % 2 === 0);
  try {
    takeTurns(pair, together, turnsPerProcess, run % 2 === 0);
  } finally {
    await pair.stop();
  }
  console.log(`one process: ${run + 1} of ${oneProcessRuns} done`);
}

/** Student's t for a two-sided 95 % interval (Cornish-Fisher, within 0.01 from 3 degrees of freedom). */
function t95(df: number): number {
  const z = 1.959964;
  return z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df ** 2);
}

/**
 * The geometric mean of paired ratios and its 95 % interval (a t interval on
 * their logarithms): each ratio is one turn against the other setting's turn
 * just before or after it. `perProcess`: how many consecutive ratios one
 * process gave. A process's turns resemble each other more than another
 * process's do, so each process counts once, as the mean of its logarithms:
 * 60 turns in six processes are six observations, not sixty.
 */
function pairedRatio(ratios: number[], perProcess: number) {
  const logs = ratios.map(Math.log);
  const means: number[] = [];
  for (let at = 0; at < logs.length; at += perProcess) {
    const own = logs.slice(at, at + perProcess);
    means.push(own.reduce((a, b) => a + b, 0) / own.length);
  }
  const n = means.length;
  const mean = means.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(means.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, n - 1));
  const half = n > 1 ? (t95(n - 1) * sd) / Math.sqrt(n) : Number.POSITIVE_INFINITY;
  return { processes: n, ratio: Math.exp(mean), low: Math.exp(mean - half), high: Math.exp(mean + half) };
}

// The turns at the same place in `on` and `off` ran one after the other.
const summaryOf = (r: Result, perProcess: number) => ({
  case: r.case,
  // req/s, on ÷ off.
  rate: pairedRatio(
    r.on.map((on, i) => on.rps / (r.off[i] as Turn).rps),
    perProcess,
  ),
  // The rate the core's time per answer allows, on ÷ off: off's CPU time per answer ÷ on's.
  cost: pairedRatio(
    r.on.map((on, i) => (r.off[i] as Turn).cpuUsPerRequest / on.cpuUsPerRequest),
    perProcess,
  ),
  medianRps: { on: median(r.on.map((t) => t.rps)), off: median(r.off.map((t) => t.rps)) },
  medianCpuUs: {
    on: median(r.on.map((t) => t.cpuUsPerRequest)),
    off: median(r.off.map((t) => t.cpuUsPerRequest)),
  },
});
type Summary = ReturnType<typeof summaryOf>;

const number = (value: number) => Math.round(value).toLocaleString("en");
const interval = ({ ratio, low, high }: { ratio: number; low: number; high: number }) =>
  `${ratio.toFixed(3)} (${low.toFixed(3)}-${high.toFixed(3)})`;
const tableOf = (summaries: Summary[]) => [
  "| case | req/s, on / off (medians) | req/s, on ÷ off | CPU µs an answer, on / off (medians) | by CPU time, on ÷ off | goal |",
  "| --- | --- | ---: | --- | ---: | --- |",
  ...summaries.map(
    (s) =>
      `| ${s.case} | ${number(s.medianRps.on)} / ${number(s.medianRps.off)} | ${interval(s.rate)} | ${s.medianCpuUs.on.toFixed(1)} / ${s.medianCpuUs.off.toFixed(1)} | ${interval(s.cost)} | ${s.cost.low >= goal ? "met" : "not shown"} (≥ ${goal}) |`,
  ),
];
const apartSummary = apart.map((result) => summaryOf(result, 1));
const togetherSummary = together.map((result) => summaryOf(result, turnsPerProcess));
const table = [
  `SQLite, the sample posts; sites on core 0, wrk on core 1, ${connections} connections, ${seconds} s a turn. Each ratio: the geometric mean of the pairs of turns taken one after the other, with its 95 % interval over processes (each process's pairs averaged first); "by CPU time" divides the process's CPU time per answer (user and system, /proc) the other way, the rate one saturated core allows. Goal met when that interval's lower end is at or above ${goal}.`,
  ...(forms.includes("two")
    ? [
        "",
        `Two processes, a fresh pair each of ${rounds} rounds, one pair of turns each:`,
        "",
        ...tableOf(apartSummary),
      ]
    : []),
  ...(forms.includes("one")
    ? [
        "",
        `One process with both sites, ${oneProcessRuns} processes of ${turnsPerProcess} pairs, the site started first alternating:`,
        "",
        ...tableOf(togetherSummary),
      ]
    : []),
].join("\n");
mkdirSync("bench/results", { recursive: true });
writeFileSync("bench/results/metrics-cost.md", `${table}\n`);
writeFileSync(
  "bench/results/metrics-cost.json",
  `${JSON.stringify({ seconds, rounds, twoProcesses: { turns: apart, summary: apartSummary }, oneProcess: { turns: together, summary: togetherSummary } }, null, 2)}\n`,
);
console.log(`\n${table}`);
