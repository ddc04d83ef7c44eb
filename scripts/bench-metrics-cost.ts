/**
 * `npm run bench:metrics-cost`: what keeping metrics costs the load bench's
 * figures (issue 51: no more than 3 %). Two built servers run side by side
 * on SQLite with the sample posts, both pinned to core 0 as `npm run bench`
 * pins its server, one as deployed and one with METRICS=false; wrk (core 1,
 * 50 connections) loads one at a time, for BENCH_SECONDS (3) a case, the
 * two taking turns (the first of a pair changes each round), a fresh pair
 * of processes each of BENCH_ROUNDS (6) rounds. The machine's speed drifts
 * by 10 % from one run of `npm run bench` to the next, and one process by
 * as much from another started the same way: only short turns close
 * together, over several pairs of processes, compare the two settings.
 * Each case's figure is the median of its rounds. Each process gets two
 * seconds of each load untimed first.
 * Writes bench/results/metrics-cost.md and .json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { samplePosts } from "#server/db/seed/sample-posts.ts";
import { startBuiltServer, wrk } from "./bench/common.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 6);
const connections = 50;
const goal = 0.97;

async function startServer(metrics: boolean) {
  const dataDir = mkdtempSync(join(tmpdir(), "anvaya-bench-metrics-cost-"));
  const server = await startBuiltServer({
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SEED_SAMPLE_CONTENT: "true",
    METRICS: metrics ? "true" : "false",
  });
  return {
    origin: server.origin,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2
    ? (sorted[Math.floor(middle)] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

const cases = [
  { name: "/", path: "/", post: false },
  { name: "/resources/blogs", path: "/resources/blogs", post: false },
  { name: "/blog/<slug>", path: `/blog/${samplePosts[0]?.slug}`, post: false },
  { name: "POST /api/request-demo", path: "/api/request-demo", post: true },
];

type Result = { case: string; on: number[]; off: number[]; ratio: number };
const results: Result[] = cases.map(({ name }) => ({ case: name, on: [], off: [], ratio: 0 }));
// Each POST run from addresses no earlier run on that server used (the per-client limit).
let runs = 0;
const clientBase = () => {
  runs += 1;
  return runs * 1_000_000;
};
for (let round = 0; round < rounds; round += 1) {
  // A fresh pair each round: one process runs 10-15 % faster or slower than another for its whole
  // life (what the JIT and the collector made of its start), more than the difference measured.
  // Started in turns too: the one started first is not always the same setting.
  const first = await startServer(round % 2 === 0);
  const second = await startServer(round % 2 !== 0);
  const [on, off] = round % 2 === 0 ? [first, second] : [second, first];
  try {
    for (const server of [on, off])
      for (const { path, post } of cases)
        wrk(`${server.origin}${path}`, { post, seconds: 2, connections, clientBase: clientBase() });
    cases.forEach(({ name, path, post }, index) => {
      const result = results[index] as Result;
      const pair = round % 2 === 0 ? ([on, off] as const) : ([off, on] as const);
      for (const server of pair) {
        const load = wrk(`${server.origin}${path}`, { post, seconds, connections, clientBase: clientBase() });
        if (load.non2xx > 0 || load.socketErrors > 0)
          throw new Error(`${name}: ${load.non2xx} answers not 2xx, ${load.socketErrors} socket errors`);
        (server === on ? result.on : result.off).push(Math.round(load.requests / load.seconds));
      }
    });
  } finally {
    await on.stop();
    await off.stop();
  }
  console.log(`round ${round + 1} of ${rounds} done`);
}
for (const result of results) result.ratio = median(result.on) / median(result.off);

const list = (values: number[]) => values.map((value) => value.toLocaleString("en")).join(", ");
const table = [
  `SQLite, the sample posts; servers on core 0, wrk on core 1, ${connections} connections, ${seconds} s a turn, ${rounds} rounds, medians.`,
  "",
  "| case | metrics on, req/s | METRICS=false, req/s | on ÷ off | goal |",
  "| --- | --- | --- | ---: | --- |",
  ...results.map(
    (r) =>
      `| ${r.case} | ${list(r.on)} | ${list(r.off)} | ${r.ratio.toFixed(3)} | ${r.ratio >= goal ? "met" : "not met"} (≥ ${goal}) |`,
  ),
].join("\n");
mkdirSync("bench/results", { recursive: true });
writeFileSync("bench/results/metrics-cost.md", `${table}\n`);
writeFileSync(
  "bench/results/metrics-cost.json",
  `${JSON.stringify({ seconds, rounds, results }, null, 2)}\n`,
);
console.log(`\n${table}`);
