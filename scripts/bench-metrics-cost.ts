/**
 * `npm run bench:metrics-cost`: what keeping metrics costs the load bench's
 * figures (issue 51: no more than 3 %). Sites on SQLite with the sample
 * posts, pinned to core 0 as `npm run bench` pins its server, one as
 * deployed and one with METRICS=false; wrk (core 1, 50 connections) loads
 * one at a time, for BENCH_SECONDS (3) a case, the two taking turns (which
 * goes first changes each round). Two ways:
 *
 * - **Two processes**, a fresh pair each of BENCH_ROUNDS (6) rounds, the
 *   one started first alternating. This is the whole cost, prom-client's
 *   process metrics included, but one process runs 10-15 % faster or
 *   slower than another started the same way, for its whole life, and the
 *   machine's speed drifts: the figure is the median of the rounds.
 * - **One process with both sites** (scripts/bench/two-sites.ts), BENCH_ROUNDS
 *   rounds of turns in each of three processes: the same code, heap and
 *   collector serve both, so only what a site does per request differs
 *   (the process metrics, which watch the whole process, are on for both).
 *
 * Each site gets two seconds of each load untimed first. Each turn of one
 * setting is compared with the other's turn just before or after it (the
 * machine's speed drifts between turns further apart), and each case's
 * figure is the median of those ratios, on ÷ off. Writes
 * bench/results/metrics-cost.md and .json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { samplePosts } from "#server/db/seed/sample-posts.ts";
import { median, startBuiltServer, wrk } from "./bench/common.ts";
import { freePort } from "./serve-build.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 6);
const connections = 50;
const goal = 0.97;
const oneProcessRuns = 3;

/** A site's own environment: a fresh store with the sample posts, metrics on or off. */
function siteEnvironment(metrics: boolean) {
  const dataDir = mkdtempSync(join(tmpdir(), "anvaya-bench-metrics-cost-"));
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: "", SEED_SAMPLE_CONTENT: "true", METRICS: String(metrics) },
    remove: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

type Site = { origin: string };
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

/** Both settings in one process (scripts/bench/two-sites.ts). */
async function oneProcess(): Promise<Pair> {
  const stores = [siteEnvironment(true), siteEnvironment(false)];
  const ports = [await freePort(), await freePort()];
  const sites = stores.map((store, i) => ({ ...store.env, PORT: String(ports[i]) }));
  const server = await startBuiltServer(
    { BENCH_SITES: JSON.stringify(sites) },
    { port: ports[0], script: "scripts/bench/two-sites.ts" },
  );
  const off = { origin: `http://127.0.0.1:${ports[1]}` };
  await server.answers(`${off.origin}/healthz`);
  return {
    on: server,
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

type Result = { case: string; on: number[]; off: number[]; ratio: number };

/** Warms both sites, then `turns` rounds of turns, into `results`; `onFirst`: the first round's order. */
function takeTurns(pair: Pair, results: Result[], turns: number, onFirst: boolean) {
  for (const site of [pair.on, pair.off])
    for (const { path, post } of cases) wrk(`${site.origin}${path}`, { post, seconds: 2, connections });
  for (let turn = 0; turn < turns; turn += 1) {
    const order = (turn % 2 === 0) === onFirst ? [pair.on, pair.off] : [pair.off, pair.on];
    cases.forEach(({ name, path, post }, index) => {
      const result = results[index] as Result;
      for (const site of order) {
        const load = wrk(`${site.origin}${path}`, { post, seconds, connections });
        if (load.non2xx > 0 || load.socketErrors > 0)
          throw new Error(`${name}: ${load.non2xx} answers not 2xx, ${load.socketErrors} socket errors`);
        (site === pair.on ? result.on : result.off).push(Math.round(load.requests / load.seconds));
      }
    });
  }
}

const fresh = (): Result[] => cases.map(({ name }) => ({ case: name, on: [], off: [], ratio: 0 }));
const apart = fresh();
for (let round = 0; round < rounds; round += 1) {
  const pair = await twoProcesses(round % 2 === 0);
  try {
    takeTurns(pair, apart, 1, round % 2 === 0);
  } finally {
    await pair.stop();
  }
  console.log(`two processes: round ${round + 1} of ${rounds} done`);
}
const together = fresh();
for (let run = 0; run < oneProcessRuns; run += 1) {
  const pair = await oneProcess();
  try {
    takeTurns(pair, together, Math.max(1, Math.round(rounds / oneProcessRuns)), run % 2 === 0);
  } finally {
    await pair.stop();
  }
  console.log(`one process: ${run + 1} of ${oneProcessRuns} done`);
}
// The turns of a pair at the same place in `on` and `off` ran one after the other.
for (const result of [...apart, ...together])
  result.ratio = median(result.on.map((on, turn) => on / (result.off[turn] as number)));

const list = (values: number[]) => values.map((value) => value.toLocaleString("en")).join(", ");
const tableOf = (results: Result[]) => [
  "| case | metrics on, req/s | METRICS=false, req/s | on ÷ off | goal |",
  "| --- | --- | --- | ---: | --- |",
  ...results.map(
    (r) =>
      `| ${r.case} | ${list(r.on)} | ${list(r.off)} | ${r.ratio.toFixed(3)} | ${r.ratio >= goal ? "met" : "not met"} (≥ ${goal}) |`,
  ),
];
const table = [
  `SQLite, the sample posts; sites on core 0, wrk on core 1, ${connections} connections, ${seconds} s a turn; on ÷ off: the median of the ratios of turns taken one after the other.`,
  "",
  `Two processes, a fresh pair each of ${rounds} rounds:`,
  "",
  ...tableOf(apart),
  "",
  `One process with both sites, ${oneProcessRuns} processes:`,
  "",
  ...tableOf(together),
].join("\n");
mkdirSync("bench/results", { recursive: true });
writeFileSync("bench/results/metrics-cost.md", `${table}\n`);
writeFileSync(
  "bench/results/metrics-cost.json",
  `${JSON.stringify({ seconds, rounds, twoProcesses: apart, oneProcess: together }, null, 2)}\n`,
);
console.log(`\n${table}`);
