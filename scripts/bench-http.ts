/**
 * `npm run bench`: requests per second and latency of the built server
 * beside nginx serving the same page as a file, in the same run.
 *
 * The server (and nginx) run pinned to core 0, wrk to core 1, over loopback,
 * each case for BENCH_SECONDS (10) with 50 connections and no compression
 * asked for. The store holds 5,000 published posts; it is SQLite in a
 * temporary folder, then PostgreSQL in a database made for the run (when
 * one answers at TEST_DATABASE_URL or the development default). Also: cold
 * start, the server's memory after the load, and what SQLite's full sync
 * costs a write. Each kind of load (pages, writes) first runs two seconds
 * untimed, as a server that has been up a while has compiled its code. The
 * rows the timed write case added to demo_requests are counted against
 * wrk's 2xx answers: every acknowledged request must be stored.
 * Also (PostgreSQL only, as several machines need it): /resources/blogs
 * through nginx with deploy/nginx.conf (TLS, as deployed) over one app
 * process, then over two in its upstream (docs/deployment.md, "Several
 * machines"); nginx and both processes share core 0 here, so the rows show
 * what the proxy costs and that a second process behind it takes nothing
 * away, not what a second machine adds.
 * BENCH_CASES (comma-separated: nginx, pages, read, write, sync, proxy; all
 * when unset) runs only some cases, for a quick look while working on one.
 * Writes bench/results/http.md and http.json, and after a whole run the
 * table between the markers in docs/benchmarks.md.
 */
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { createStore } from "#server/db/client.ts";
import { v8Flags } from "#server/memory-settings.ts";
import { createServices } from "#server/services/index.ts";
import { renderSiteConfig, selfSignedCertificate, startNginx as startSiteNginx } from "#tests/utils/nginx.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";
import {
  benchPosts,
  demoBody,
  type Load,
  median,
  seedPosts,
  sleep,
  startBuiltServer,
  waitFor,
  wrk as wrkFor,
} from "./bench/common.ts";
import { freePort } from "./serve-build.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const posts = benchPosts;
const allCases = ["nginx", "pages", "read", "write", "sync", "proxy"] as const;
type Case = (typeof allCases)[number];
const cases = new Set<string>(
  process.env.BENCH_CASES ? process.env.BENCH_CASES.split(",").map((c) => c.trim()) : allCases,
);
for (const name of cases) {
  if (!allCases.includes(name as Case))
    throw new Error(`BENCH_CASES: no case ${name} (${allCases.join(", ")})`);
}
const runs = (name: Case) => cases.has(name);

/** wrk from core 1 against `url`; POSTs demo requests when `post`; `host` names the site to nginx. */
const wrk = (url: string, post = false, forSeconds = seconds, host?: string): Load =>
  wrkFor(url, { post, seconds: forSeconds, host, connections });

type Row = {
  store: string;
  what: string;
  path: string;
  rps: number;
  p50ms: number;
  p99ms: number;
  failed: number;
  /** For the write case: wrk's 2xx answers and the rows stored, counted after the run. */
  acknowledged?: number;
  stored?: number;
};

/**
 * V8's settings for a server that favours memory over speed, which an
 * operator may give instead (docs/architecture.md, "Speed and memory"): the write case is measured
 * with them too, so the table shows what the default trades.
 */
const sizeFlags = ["--optimize-for-size"];

/** The built server on core 0, on `store`, as deploy/anvaya.service starts it. */
async function startServer(store: TestStore, port?: number, flags: readonly string[] = v8Flags) {
  return startBuiltServer(
    { DATA_DIR: store.dataDir, DATABASE_URL: store.url ?? "", SEED_SAMPLE_CONTENT: "false" },
    { port, flags },
  );
}

/** nginx on core 0, one worker, serving `html` as index.html (the home page as the server renders it). */
async function startNginx(html: string) {
  const prefix = mkdtempSync(join(tmpdir(), "anvaya-nginx-"));
  const port = await freePort();
  mkdirSync(join(prefix, "logs"));
  // nginx's worker runs as another user: the folder must be readable by it.
  chmodSync(prefix, 0o755);
  mkdirSync(join(prefix, "root"), { mode: 0o755 });
  writeFileSync(join(prefix, "root", "index.html"), html, { mode: 0o644 });
  writeFileSync(
    join(prefix, "nginx.conf"),
    `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  types { text/html html; }
  server {
    listen 127.0.0.1:${port};
    root ${join(prefix, "root")};
    location = / { try_files /index.html =404; }
  }
}
`,
  );
  const child = spawn("taskset", ["-c", "0", "nginx", "-p", prefix, "-c", join(prefix, "nginx.conf")], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/`, child);
  return {
    origin,
    async stop() {
      child.kill("SIGQUIT");
      await new Promise((done) => child.once("exit", done));
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** What one write costs through the demo-request service with SQLite's full sync, and with NORMAL. */
async function syncCost(): Promise<Record<"FULL" | "NORMAL", number>> {
  const result = { FULL: 0, NORMAL: 0 };
  for (const mode of ["FULL", "NORMAL"] as const) {
    const store = await createTestStore("sqlite");
    try {
      await sql.raw(`PRAGMA synchronous = ${mode}`).execute(store.db);
      const { demoRequests } = createServices(store);
      const writes = 1000;
      const started = performance.now();
      for (let i = 0; i < writes; i += 1)
        await demoRequests.submit(JSON.parse(demoBody), `10.9.${i >> 8}.${i & 255}`);
      result[mode] = (performance.now() - started) / writes;
    } finally {
      await store.destroy();
    }
  }
  return result;
}

const rows: Row[] = [];
const row = (store: string, what: string, path: string, load: Load): Row => {
  const failed = load.non2xx + load.socketErrors;
  const r: Row = {
    store,
    what,
    path,
    rps: Math.round(load.requests / load.seconds),
    p50ms: load.p50ms,
    p99ms: load.p99ms,
    failed,
  };
  rows.push(r);
  console.log(
    `${store.padEnd(10)} ${path.padEnd(28)} ${r.rps} req/s  p50 ${load.p50ms.toFixed(1)} ms  p99 ${load.p99ms.toFixed(1)} ms  failed ${failed} (non-2xx ${load.non2xx}, socket errors and timeouts ${load.socketErrors})`,
  );
  return r;
};

/** The rows in demo_requests, read through a connection of its own (beside the server, or after it stopped). */
async function storedDemoRequests(store: TestStore): Promise<number> {
  const reader = createStore({ url: store.url, dataDir: store.dataDir });
  try {
    const { count } = await reader.db
      .selectFrom("demo_requests")
      .select((eb) => eb.fn.countAll().as("count"))
      .executeTakeFirstOrThrow();
    return Number(count);
  } finally {
    await reader.close();
  }
}

/** The home page as the server renders it ahead (at start, from the settings), for nginx to serve as a file. */
async function renderedHome(): Promise<string> {
  const store = await createTestStore("sqlite");
  try {
    await store.close();
    const server = await startServer(store);
    const html = await (await fetch(`${server.origin}/`)).text();
    await server.stop();
    return html;
  } finally {
    await store.destroy();
  }
}

/**
 * The write case on a started server: two seconds untimed first (as for the
 * pages, so the write path's code is compiled), then the timed run. `count`,
 * once the server has stopped, sets the rows that run added beside its 2xx.
 */
async function timeWrites(store: TestStore, label: string, origin: string) {
  wrk(`${origin}/api/request-demo`, true, 2);
  // The requests wrk left in flight finish; then the rows so far, to count this run's alone.
  await sleep(500);
  const before = await storedDemoRequests(store);
  const load = wrk(`${origin}/api/request-demo`, true);
  const written = row(label, "API write", "POST /api/request-demo", load);
  return {
    async count() {
      written.acknowledged = load.acknowledged;
      written.stored = (await storedDemoRequests(store)) - before;
      console.log(`${label.padEnd(10)} acknowledged ${written.acknowledged}, stored ${written.stored}`);
    },
  };
}

/**
 * /resources/blogs through nginx (deploy/nginx.conf, TLS) over the running
 * server alone, then over it and a second process on the same store.
 */
async function timeBehindProxy(store: TestStore, origin: string) {
  const second = await startServer(store);
  const folder = mkdtempSync(join(tmpdir(), "anvaya-proxy-"));
  try {
    await fetch(`${second.origin}/resources/blogs`);
    wrk(`${second.origin}/`, false, 2);
    selfSignedCertificate(join(folder, "tls"));
    mkdirSync(join(folder, "acme"));
    for (const upstreams of [[origin], [origin, second.origin]]) {
      const [httpPort, httpsPort] = [await freePort(), await freePort()];
      const config = renderSiteConfig(readFileSync("deploy/nginx.conf", "utf8"), {
        httpPort,
        httpsPort,
        certificateDir: join(folder, "tls"),
        acmeRoot: join(folder, "acme"),
        upstream: new URL(upstreams[0] ?? origin).host,
        secondUpstream: upstreams[1] ? new URL(upstreams[1]).host : undefined,
        serverName: "localhost",
      });
      const nginx = await startSiteNginx(join(folder, `nginx-${upstreams.length}`), config, [
        httpPort,
        httpsPort,
      ]);
      try {
        // On core 0 with the app processes, as the other cases' servers are.
        execFileSync("taskset", ["-p", "-c", "0", String(nginx.child.pid)], { stdio: "ignore" });
        const url = `https://localhost:${httpsPort}/resources/blogs`;
        wrk(url, false, 2, `localhost:${httpsPort}`);
        const what = upstreams.length === 1 ? "nginx → 1 process" : "nginx → 2 processes";
        row(
          "postgres",
          what,
          `/resources/blogs (${what})`,
          wrk(url, false, seconds, `localhost:${httpsPort}`),
        );
      } finally {
        await nginx.stop();
      }
    }
  } finally {
    await second.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

let nginxRps: number | undefined;
if (runs("nginx")) {
  const nginx = await startNginx(await renderedHome());
  nginxRps = row("nginx", "static file", "/", wrk(`${nginx.origin}/`)).rps;
  await nginx.stop();
}

const cold: number[] = [];
const memory: Record<string, number> = {};
for (const dialect of await testDialects()) {
  const store = await createTestStore(dialect);
  try {
    const article = runs("pages") || runs("read") || runs("proxy") ? await seedPosts(store) : "";
    await store.close();
    if (dialect === "sqlite" && runs("pages")) {
      // Restarts on one port, as a service manager restarts it (the address is part of a kept page).
      const port = await freePort();
      for (let i = 0; i < 3; i += 1) {
        const server = await startServer(store, port);
        cold.push(server.coldStartMs);
        await server.stop();
      }
    }
    const server = await startServer(store);
    if (runs("pages") || runs("read")) {
      // One request each before timing, as after any start.
      for (const path of [
        "/",
        "/faqs",
        "/resources/blogs",
        article,
        "/resources/blogs?category=research",
        "/api/blogs",
      ])
        await fetch(`${server.origin}${path}`);
      // Two seconds of load untimed, as any server that has been up a while has had: its code compiled.
      wrk(`${server.origin}/`, false, 2);
    }
    if (runs("pages")) {
      if (dialect === "sqlite") {
        row(dialect, "rendered ahead", "/", wrk(`${server.origin}/`));
        row(dialect, "rendered ahead", "/faqs", wrk(`${server.origin}/faqs`));
      }
      row(dialect, "kept", "/resources/blogs", wrk(`${server.origin}/resources/blogs`));
      row(dialect, "kept", "/blog/<slug>", wrk(`${server.origin}${article}`));
      row(
        dialect,
        "kept",
        "/resources/blogs?category=research",
        wrk(`${server.origin}/resources/blogs?category=research`),
      );
    }
    if (runs("read")) row(dialect, "API read", "GET /api/blogs", wrk(`${server.origin}/api/blogs`));
    if (runs("proxy") && dialect === "postgres") await timeBehindProxy(store, server.origin);
    const write = runs("write") ? await timeWrites(store, dialect, server.origin) : undefined;
    memory[dialect] = Math.round(server.memory().rssMb);
    // Stopped first, so that a request wrk gave up on mid-flight has finished before the count.
    await server.stop();
    await write?.count();
    if (runs("write")) {
      const label = `${dialect}, V8 for size`;
      const small = await startServer(store, undefined, sizeFlags);
      const smallWrite = await timeWrites(store, label, small.origin);
      memory[label] = Math.round(small.memory().rssMb);
      await small.stop();
      await smallWrite.count();
    }
  } finally {
    await store.destroy();
  }
}
const sync = runs("sync") ? await syncCost() : undefined;

/**
 * Every acknowledged (2xx) demo request is stored. A few more rows than
 * answers is fine: wrk stops with requests in flight, which the server still
 * stores but wrk never counts (at most one per connection).
 */
const storedNote = (r: Row): string => {
  if (r.acknowledged === undefined || r.stored === undefined) return "";
  const held = r.stored >= r.acknowledged && r.stored - r.acknowledged <= connections;
  return `${held ? "stored = acknowledged" : "NOT ALL STORED"} (${r.stored.toLocaleString("en-IN")} rows, ${r.acknowledged.toLocaleString("en-IN")} 2xx)`;
};
const goal = (r: Row): string => {
  if (r.store === "nginx") return "";
  if (r.what === "rendered ahead" && nginxRps)
    return r.rps >= 0.5 * nginxRps ? "met (≥ 0.5 × nginx)" : "not met (≥ 0.5 × nginx)";
  if (r.what === "kept" && nginxRps) {
    const met = r.rps >= 0.4 * nginxRps && r.p99ms <= 25 && r.failed === 0;
    return `${met ? "met" : "not met"} (≥ 0.4 × nginx, p99 ≤ 25 ms)`;
  }
  if (r.what === "API write" && r.store.startsWith("sqlite")) {
    const met = r.rps >= 2000 && r.p99ms <= 50 && r.failed === 0;
    return `${met ? "met" : "not met"} (≥ 2,000 req/s, p99 ≤ 50 ms); ${storedNote(r)}`;
  }
  if (r.what === "API write" && r.store.startsWith("postgres")) {
    const met = r.rps >= 1500 && r.p99ms <= 100 && r.failed === 0;
    return `${met ? "met" : "not met"} (≥ 1,500 req/s, p99 ≤ 100 ms); ${storedNote(r)}`;
  }
  if (r.what === "API read" && nginxRps) {
    const met = r.rps >= 0.3 * nginxRps && r.p99ms <= 25 && r.failed === 0;
    return `${met ? "met" : "not met"} (≥ 0.3 × nginx, p99 ≤ 25 ms)`;
  }
  return "";
};
/** Memory after the load with the default settings (the goal), and after the write case with V8 for size. */
function memoryLine(): string {
  const byDefault = Object.entries(memory).filter(([store]) => !store.includes(","));
  const forSize = Object.entries(memory).filter(([store]) => store.includes(","));
  const met = byDefault.every(([, mb]) => mb <= 200);
  const list = (entries: [string, number][]) =>
    entries.map(([store, mb]) => `${store.split(",")[0]} ${mb} MB`).join(", ");
  return [
    `Memory after the load (VmRSS): ${list(byDefault)} (goal ≤ 200 MB: ${met ? "met" : "not met"})`,
    forSize.length > 0
      ? `; with V8 for size (${sizeFlags.join(" ")}), after its write case: ${list(forSize)}`
      : "",
    ".",
  ].join("");
}

const table = [
  "| store | path | req/s | ÷ nginx | p50 ms | p99 ms | failed | goal |",
  "| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |",
  ...rows.map(
    (r) =>
      `| ${r.store} | ${r.path} | ${r.rps.toLocaleString("en-IN")} | ${nginxRps ? (r.rps / nginxRps).toFixed(2) : "–"} | ${r.p50ms.toFixed(1)} | ${r.p99ms.toFixed(1)} | ${r.failed} | ${goal(r)} |`,
  ),
].join("\n");
const cores = execFileSync("nproc", { encoding: "utf8" }).trim();
const summary = [
  ...(cases.size < allCases.length ? [`Only the cases ${[...cases].join(", ")} (BENCH_CASES).`, ""] : []),
  `Server and nginx on core 0, wrk on core 1 (${cores} cores), ${connections} connections, ${seconds} s a case, loopback, no compression asked for, each kind of load after 2 s of it untimed${runs("pages") || runs("read") || runs("proxy") ? `; ${posts.toLocaleString("en-IN")} published posts in the store` : ""}.`,
  "",
  table,
  "",
  ...(cold.length > 0
    ? [
        `Cold start (spawn to the first /healthz answer, SQLite, median of 3; the first start of a release renders the pages, the next ones read them from DATA_DIR/cache): ${cold.map((ms) => Math.round(ms)).join(", ")} ms, median ${Math.round(median(cold))} ms (goal ≤ 1,500 ms: ${median(cold) <= 1500 ? "met" : "not met"}).`,
      ]
    : []),
  memoryLine(),
  ...(sync
    ? [
        `One demo request through the service on SQLite, one after another: ${sync.FULL.toFixed(2)} ms with synchronous = FULL, ${sync.NORMAL.toFixed(2)} ms with NORMAL.`,
      ]
    : []),
].join("\n");
mkdirSync("bench/results", { recursive: true });
writeFileSync("bench/results/http.md", `# Throughput beside nginx (npm run bench)\n\n${summary}\n`);
// docs/benchmarks.md shows the last whole run, between its markers.
if (cases.size === allCases.length) {
  const page = "docs/benchmarks.md";
  const doc = readFileSync(page, "utf8");
  const start = "<!-- bench:http -->";
  const end = "<!-- /bench:http -->";
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from !== -1 && to > from) {
    writeFileSync(page, `${doc.slice(0, from + start.length)}\n${summary}\n${doc.slice(to)}`);
  } else {
    console.warn(`${page} has no ${start} … ${end} markers: its table was not updated.`);
  }
}
writeFileSync(
  "bench/results/http.json",
  `${JSON.stringify({ seconds, connections, posts, rows, coldStartMs: cold, memoryMb: memory, syncMsPerWrite: sync }, null, 2)}\n`,
);
console.log(`\n${summary}`);
