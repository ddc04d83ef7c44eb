/**
 * `npm run bench:pool`: the PostgreSQL write case of `npm run bench` at
 * several `DATABASE_POOL_SIZE`s (issue 49: "a connection pool sized to the
 * measured optimum"), to choose the default by measurement.
 *
 * One store (a database made for the run), the built server pinned to core 0
 * as `npm run bench` pins it, wrk on core 1 with 50 connections posting demo
 * requests, each from an address no earlier turn used. Each of BENCH_ROUNDS
 * (3) rounds starts a server at every size of BENCH_POOL_SIZES (2, 5, 10,
 * 20, 40) in turn, the order shifted by one each round (the table grows
 * as the run goes, and the machine's speed drifts), gives it two seconds of
 * load untimed, then BENCH_SECONDS (5) timed. Each size's figure is the
 * median of its turns; "÷ default" is the median, over the rounds, of its
 * turn's rate divided by the default size's turn in the same round. Writes
 * bench/results/pool.md and pool.json.
 */
import { writeFileSync } from "node:fs";
import { createTestStore, testDialects } from "#tests/utils/test-db.ts";
import { median, startBuiltServer, writeTurn } from "./bench/common.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const sizes = (process.env.BENCH_POOL_SIZES ?? "2,5,10,20,40").split(",").map((size) => Number(size.trim()));
const defaultSize = 10;
const connections = 50;
if (sizes.some((size) => !Number.isInteger(size) || size < 1 || size > 200))
  throw new Error("BENCH_POOL_SIZES: whole numbers from 1 to 200, comma-separated");
if (!sizes.includes(defaultSize)) sizes.push(defaultSize);
if (!(await testDialects()).includes("postgres"))
  throw new Error("bench:pool needs PostgreSQL at TEST_DATABASE_URL (or the development default)");

type Turn = { size: number; round: number; rps: number; p50ms: number; p99ms: number; failed: number };
const turns: Turn[] = [];
const store = await createTestStore("postgres");
try {
  await store.close();
  for (let round = 0; round < rounds; round += 1) {
    const order = sizes.map((_, i) => sizes[(i + round) % sizes.length] as number);
    for (const size of order) {
      const server = await startBuiltServer({
        DATA_DIR: store.dataDir,
        DATABASE_URL: store.url ?? "",
        DATABASE_POOL_SIZE: String(size),
        SEED_SAMPLE_CONTENT: "false",
      });
      try {
        const turn = { size, round, ...(await writeTurn(server.origin, seconds, connections)) };
        turns.push(turn);
        console.log(JSON.stringify(turn));
      } finally {
        await server.stop();
      }
    }
  }
} finally {
  await store.destroy();
}

const rateIn = (size: number, round: number) =>
  turns.find((turn) => turn.size === size && turn.round === round)?.rps ?? 0;
const rows = [...sizes]
  .sort((a, b) => a - b)
  .map((size) => {
    const own = turns.filter((turn) => turn.size === size);
    const ratios = own.map((turn) => turn.rps / rateIn(defaultSize, turn.round));
    return {
      size,
      rps: Math.round(median(own.map((turn) => turn.rps))),
      p50ms: median(own.map((turn) => turn.p50ms)),
      p99ms: median(own.map((turn) => turn.p99ms)),
      failed: own.reduce((sum, turn) => sum + turn.failed, 0),
      ofDefault: median(ratios),
    };
  });

const table = [
  `PostgreSQL, POST /api/request-demo, server on core 0, wrk on core 1, ${connections} connections, ${seconds} s a turn after 2 s untimed, ${rounds} rounds (median of the turns).`,
  "",
  "| DATABASE_POOL_SIZE | req/s | ÷ default (10) | p50 ms | p99 ms | failed |",
  "| ---: | ---: | ---: | ---: | ---: | ---: |",
  ...rows.map(
    (r) =>
      `| ${r.size}${r.size === defaultSize ? " (default)" : ""} | ${r.rps.toLocaleString("en")} | ${r.ofDefault.toFixed(2)} | ${r.p50ms.toFixed(1)} | ${r.p99ms.toFixed(1)} | ${r.failed} |`,
  ),
  "",
].join("\n");
console.log(`\n${table}`);
writeFileSync(
  "bench/results/pool.json",
  `${JSON.stringify({ seconds, rounds, connections, turns, rows }, null, 2)}\n`,
);
writeFileSync("bench/results/pool.md", table);
