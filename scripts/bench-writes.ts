/**
 * `npm run bench:writes`: the write case of `npm run bench`, repeated, so a
 * goal on its 99th percentile can be read at all (issue 49): one run of it
 * moves by half from the next on the same machine (docs/benchmarks.md,
 * "Where the write tail went").
 *
 * For each store (SQLite, then PostgreSQL where there is one): a store made
 * for the run, the built server started as `npm run bench` starts it (core
 * 0, as deployed), then BENCH_ROUNDS (7) turns of wrk on core 1 with 50
 * connections posting demo requests, each from an address no earlier turn
 * used: two seconds untimed, then BENCH_SECONDS (5) timed. The server is
 * started afresh every BENCH_RESTART_EVERY (1) turns, so a turn's luck
 * (where the collector and the checkpoints fall) is drawn anew;
 * BENCH_STORES (sqlite,postgres) names the stores to run. Writes
 * bench/results/writes.md and writes.json: every turn, and per store the
 * median, the range and how many turns met the goal.
 *
 * BENCH_CASE=refused posts a demo request the form refuses instead (its
 * address is not one), each from an address of its own, so each is counted
 * against its client's refused limit: a flood of bad forms from many
 * addresses. It has no goal; it writes bench/results/writes-refused.md and
 * .json.
 */
import { writeFileSync } from "node:fs";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";
import { median, startBuiltServer, type WriteTurn, writeTurn } from "./bench/common.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 7);
const restartEvery = Number(process.env.BENCH_RESTART_EVERY ?? 1);
const connections = 50;
const refused = process.env.BENCH_CASE === "refused";
if (!["stored", "refused", undefined].includes(process.env.BENCH_CASE))
  throw new Error("BENCH_CASE: stored (the default) or refused");
const results = `bench/results/${refused ? "writes-refused" : "writes"}`;
for (const [name, value] of Object.entries({ seconds, rounds, restartEvery })) {
  if (!Number.isInteger(value) || value < 1 || value > 600)
    throw new Error(`${name}: a whole number from 1 to 600`);
}

/** Issue 49's goals for the write case, by store. */
const goals = {
  sqlite: { rps: 2_000, p99ms: 50 },
  postgres: { rps: 1_500, p99ms: 100 },
} as const;

type Turn = WriteTurn & { store: "sqlite" | "postgres"; turn: number };
const turns: Turn[] = [];

const startServer = (store: TestStore) =>
  startBuiltServer({ DATA_DIR: store.dataDir, DATABASE_URL: store.url ?? "", SEED_SAMPLE_CONTENT: "false" });

const only = process.env.BENCH_STORES?.split(",").map((store) => store.trim());
for (const dialect of (await testDialects()).filter((store) => !only || only.includes(store))) {
  const store = await createTestStore(dialect);
  try {
    await store.close();
    let server: Awaited<ReturnType<typeof startServer>> | undefined;
    for (let turn = 0; turn < rounds; turn += 1) {
      if (!server || turn % restartEvery === 0) {
        await server?.stop();
        server = await startServer(store);
      }
      const row: Turn = {
        store: dialect,
        turn,
        ...(await writeTurn(server.origin, seconds, connections, { refused })),
      };
      turns.push(row);
      console.log(JSON.stringify(row));
    }
    await server?.stop();
  } finally {
    await store.destroy();
  }
}

const range = (values: number[], digits: number) =>
  [Math.min(...values), Math.max(...values)]
    .map((value) =>
      value.toLocaleString("en", { minimumFractionDigits: digits, maximumFractionDigits: digits }),
    )
    .join("-");
const summary = (["sqlite", "postgres"] as const)
  .map((store) => ({ store, own: turns.filter((turn) => turn.store === store) }))
  .filter(({ own }) => own.length > 0)
  .map(({ store, own }) => {
    const goal = goals[store];
    const rps = own.map((turn) => turn.rps);
    const p99 = own.map((turn) => turn.p99ms);
    const met = own.filter((turn) => turn.rps >= goal.rps && turn.p99ms <= goal.p99ms).length;
    const verdict = refused
      ? "none (refused forms)"
      : `≥ ${goal.rps.toLocaleString("en")} req/s, p99 ≤ ${goal.p99ms} ms: ${met} of ${own.length} turns`;
    return `| ${store} | ${Math.round(median(rps)).toLocaleString("en")} | ${range(rps, 0)} | ${median(p99).toFixed(1)} | ${range(p99, 1)} | ${own.reduce((sum, turn) => sum + turn.failed, 0)} | ${verdict} |`;
  });

const table = [
  `POST /api/request-demo${refused ? " with a body the form refuses (400)" : ""}, the built server on core 0 (as deployed), wrk on core 1, ${connections} connections, ${rounds} turns of ${seconds} s a store after 2 s untimed each, a fresh server every ${restartEvery} turn${restartEvery === 1 ? "" : "s"}.`,
  "",
  "| store | req/s (median) | range | p99 ms (median) | range | failed | goal |",
  "| --- | ---: | ---: | ---: | ---: | ---: | --- |",
  ...summary,
  "",
  "| store | turn | req/s | p50 ms | p99 ms | failed |",
  "| --- | ---: | ---: | ---: | ---: | ---: |",
  ...turns.map(
    (t) =>
      `| ${t.store} | ${t.turn + 1} | ${Math.round(t.rps).toLocaleString("en")} | ${t.p50ms.toFixed(1)} | ${t.p99ms.toFixed(1)} | ${t.failed} |`,
  ),
  "",
].join("\n");
console.log(`\n${table}`);
writeFileSync(
  `${results}.json`,
  `${JSON.stringify({ seconds, rounds, restartEvery, connections, turns }, null, 2)}\n`,
);
writeFileSync(`${results}.md`, table);
