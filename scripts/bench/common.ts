/**
 * What the benches share: the demo request they post, the built server
 * they start, wrk's run, and the 5,000 published posts they seed.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { postCategoryIds } from "#common/constants.ts";
import type { NewBlogPostRow } from "#server/db/schema.ts";
import { mallocEnvironment, v8Flags } from "#server/memory-settings.ts";
import type { TestStore } from "#tests/utils/test-db.ts";
import { freePort } from "../serve-build.ts";

/** The posts a bench store holds. */
export const benchPosts = 5_000;

/** The demo request the write cases post. */
export const demoBody = JSON.stringify({
  fullName: "Asha Rao",
  workEmail: "asha@clinic.example",
  organization: "Sample Clinic",
  roleTitle: "Clinical Director",
  phone: "+91 80 1234 5678",
  inquiryFor: "mental-health-platform",
  message: "We would like to see the scheduling tools.",
  agreeToContact: true,
});

/** The middle value (the mean of the two middle ones for an even count); 0 for none. */
/** A demo request the form refuses (its address is not one): `bench:writes` with BENCH_CASE=refused. */
export const refusedBody = JSON.stringify({ ...JSON.parse(demoBody), workEmail: "asha at clinic" });

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  if (sorted.length === 0) return 0;
  return sorted.length % 2
    ? (sorted[Math.floor(middle)] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Waits until `url` answers 2xx, 15 s at most; fails at once if `child` ends. */
export async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: the process ended (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await sleep(50);
  }
  throw new Error(`${url} did not answer within 15 s`);
}

/** VmRSS and VmHWM (the most it has held since it started) of a process, in MB. */
function memoryOf(pid: number): { rssMb: number; hwmMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rssMb: kb("VmRSS") / 1024, hwmMb: kb("VmHWM") / 1024 };
}

let clockTicks: number | undefined;
function cpuSecondsOf(pid: number): number {
  clockTicks ??= Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }));
  // Past the command's name (in parentheses), utime and stime are the 12th and 13th fields.
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / clockTicks;
}

/**
 * The built server (BUILD_DIR, else build/) pinned to core 0, on loopback,
 * in production, logging warnings only, trusting one proxy; `env` adds the
 * store (DATA_DIR, DATABASE_URL) and the rest. As deploy/anvaya.service
 * starts it, with V8's flags (`flags`, the memory settings by default) and
 * malloc's settings given, so the process need not start itself over to
 * take them (server/memory-settings.ts); `asDeployed: false` starts it as
 * `npm start` does, without them.
 */
export async function startBuiltServer(
  env: Record<string, string>,
  options: {
    port?: number;
    flags?: readonly string[];
    asDeployed?: boolean;
    /** What it runs: server/main.ts, or a bench's own start of the build. */
    script?: string;
  } = {},
) {
  const port = options.port ?? (await freePort());
  const asDeployed = options.asDeployed ?? true;
  const started = performance.now();
  const flags = asDeployed ? (options.flags ?? v8Flags) : [];
  const script = options.script ?? "server/main.ts";
  const child = spawn("taskset", ["-c", "0", process.execPath, ...flags, script], {
    env: {
      ...process.env,
      ...(asDeployed ? mallocEnvironment : {}),
      // Unset, as a deployment leaves it: the server's default, production, applies.
      NODE_ENV: undefined,
      PORT: String(port),
      HOST: "127.0.0.1",
      TRUST_PROXY: "1",
      LOG_LEVEL: "warn",
      BUILD_DIR: resolve(process.env.BUILD_DIR ?? "build"),
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/healthz`, child);
  const coldStartMs = performance.now() - started;
  const pid = child.pid ?? 0;
  return {
    origin,
    coldStartMs,
    /** Waits until `url` (another port of the same process) answers. */
    answers: (url: string) => waitFor(url, child),
    memory: () => memoryOf(pid),
    /** The CPU time the process has used, user and system, in seconds. */
    cpuSeconds: () => cpuSecondsOf(pid),
    async stop() {
      child.kill("SIGTERM");
      await new Promise((done) => child.once("exit", done));
    },
  };
}

/** The bench's published posts, straight into the store; the address of the newest. */
export async function seedPosts(store: TestStore): Promise<string> {
  const at = (i: number) => new Date(Date.UTC(2024, 0, 1) + i * 3_600_000).toISOString();
  for (let start = 0; start < benchPosts; start += 500) {
    const batch: NewBlogPostRow[] = Array.from({ length: Math.min(500, benchPosts - start) }, (_, k) => {
      const i = start + k;
      return {
        id: crypto.randomUUID(),
        slug: `bench-post-${i}`,
        title: `Bench post ${i}: sleep, mood and the working week`,
        excerpt: "How sleep and mood shape each other, and small steps that help during a busy week.",
        content: "Sleep and mood feed each other. ".repeat(120),
        author: "Editorial Team",
        author_role: "Clinical content team",
        category: postCategoryIds[i % postCategoryIds.length] ?? "research",
        tags: JSON.stringify(["sleep", `tag-${i % 40}`]),
        featured: i % 50 === 0 ? 1 : 0,
        read_time: 4,
        publish_date: at(i),
        status: "published",
        views: i % 997,
        image_key: null,
        image_width: null,
        image_height: null,
        image_alt: null,
        created_at: at(i),
        updated_at: at(i),
      };
    });
    await store.db.insertInto("blog_posts").values(batch).execute();
  }
  return `/blog/bench-post-${benchPosts - 1}`;
}

/** wrk's summary of one run (scripts/bench/report.lua). */
export type Load = {
  requests: number;
  seconds: number;
  p50ms: number;
  p99ms: number;
  non2xx: number;
  socketErrors: number;
  /** Answers with a 2xx status (counted for POSTs only). */
  acknowledged: number;
  /** Answers with status 400 (counted for POSTs only). */
  refused: number;
};

// The next POST run's first client address: each run in a process starts past
// every address an earlier one could have sent, so no per-client limit meets them.
let nextClient = 0;

/**
 * wrk from core 1 against `url`; POSTs demo requests when `post` (`body`, or
 * `demoBody`), each from an address no earlier run of this process used;
 * `host` names the site to nginx.
 */
export function wrk(
  url: string,
  options: { post?: boolean; body?: string; seconds: number; host?: string; connections: number },
): Load {
  const out = execFileSync(
    "taskset",
    [
      ...["-c", "1", "wrk", "-t1", `-c${options.connections}`, `-d${options.seconds}s`],
      ...(options.host ? ["-H", `Host: ${options.host}`] : []),
      ...["-s", "scripts/bench/report.lua", url],
    ],
    {
      env: {
        ...process.env,
        ...(options.post
          ? { BENCH_POST: options.body ?? demoBody, BENCH_CLIENT_BASE: String(nextClient) }
          : {}),
      },
      encoding: "utf8",
    },
  );
  const line = out.split("\n").find((l) => l.startsWith("{"));
  if (!line) throw new Error(`wrk said:\n${out}`);
  const load = JSON.parse(line) as Load;
  // Every request sent was answered, failed, or still in flight on a connection.
  if (options.post) nextClient += load.requests + load.socketErrors + options.connections;
  return load;
}

/** What one turn of the write case measured. */
export type WriteTurn = { rps: number; p50ms: number; p99ms: number; failed: number };

/**
 * One turn of the write case on the server at `origin`: demo requests for
 * two seconds untimed (its code compiled, its tables warm), the requests
 * left in flight let finish, then `seconds` timed. With `refused`, every
 * request is one the form refuses (`refusedBody`), and `failed` counts the
 * answers other than its 400.
 */
export async function writeTurn(
  origin: string,
  seconds: number,
  connections: number,
  { refused = false } = {},
): Promise<WriteTurn> {
  const url = `${origin}/api/request-demo`;
  const body = refused ? refusedBody : demoBody;
  wrk(url, { post: true, body, seconds: 2, connections });
  await sleep(500);
  const load = wrk(url, { post: true, body, seconds, connections });
  return {
    rps: load.requests / load.seconds,
    p50ms: load.p50ms,
    p99ms: load.p99ms,
    failed: load.socketErrors + (refused ? load.requests - load.refused : load.non2xx),
  };
}
