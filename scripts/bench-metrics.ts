/**
 * `npm run bench:metrics`: what one scrape of GET /metrics costs the built
 * server (docs/benchmarks.md, "Metrics"; the goal is under 5 ms). The server
 * runs on SQLite with the sample posts; the bench asks its pages, feeds and
 * API routes (so the request series are there, as after real traffic) and
 * BENCH_PATHS (200) made-up paths, then scrapes it 300 times one after
 * another. Figures: the scrape's wall time (p50, p99; a busy machine
 * inflates it), the CPU time the server spent per scrape, read from
 * /proc/<pid>/stat before and after (what the scrapes cost the server,
 * whatever else the machine runs), and the series count.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { samplePosts } from "#server/db/seed/sample-posts.ts";
import { waitFor } from "./bench/common.ts";
import { freePort } from "./serve-build.ts";

const madeUp = Number(process.env.BENCH_PATHS ?? 200);
const scrapes = 300;
const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), "anvaya-bench-metrics-"));
const child = spawn(process.execPath, ["server/main.ts"], {
  env: {
    ...process.env,
    // Unset, as a deployment leaves it: the server's default, production, applies.
    NODE_ENV: undefined,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    LOG_LEVEL: "warn",
    SEED_SAMPLE_CONTENT: "true",
    TRUST_PROXY: "1",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const origin = `http://127.0.0.1:${port}`;
try {
  await waitFor(`${origin}/healthz`, child);

  /** The server's CPU time so far, in ms (utime + stime, in clock ticks of 10 ms). */
  const cpuMs = () => {
    const fields = (readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1] ?? "").split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  };

  const pages = ["/", "/faqs", "/our-team", "/resources/blogs", "/hi/faqs", "/request-a-demo", "/privacy"];
  const posts = samplePosts.slice(0, 5).map((post) => `/blog/${post.slug}`);
  const other = ["/sitemap.xml", "/rss.xml", "/api/blogs", "/api/openapi.json", "/healthz", "/readyz"];
  for (let round = 0; round < 3; round += 1)
    for (const path of [...pages, ...posts, ...other]) await (await fetch(`${origin}${path}`)).arrayBuffer();
  for (let i = 0; i < madeUp; i += 1) await (await fetch(`${origin}/made-up/${i}?q=${i}`)).arrayBuffer();

  const walls: number[] = [];
  let text = "";
  const before = cpuMs();
  for (let i = 0; i < scrapes; i += 1) {
    const started = performance.now();
    text = await (await fetch(`${origin}/metrics`)).text();
    walls.push(performance.now() - started);
  }
  const used = cpuMs() - before;
  walls.sort((a, b) => a - b);
  const at = (q: number) => (walls[Math.min(walls.length - 1, Math.floor(q * walls.length))] ?? 0).toFixed(2);
  const samples = text.split("\n").filter((line) => line && !line.startsWith("#"));
  const requestSeries = samples.filter((line) => line.startsWith("anvaya_http_requests_total{")).length;
  console.log(
    `${scrapes} scrapes of ${samples.length} samples (${requestSeries} request series after ${madeUp} made-up paths): ` +
      `wall p50 ${at(0.5)} ms, p99 ${at(0.99)} ms; server CPU ${(used / scrapes).toFixed(2)} ms a scrape`,
  );
} finally {
  child.kill("SIGTERM");
  await new Promise((done) => child.once("exit", done));
  rmSync(dataDir, { recursive: true, force: true });
}
