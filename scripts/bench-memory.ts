/**
 * `npm run bench:memory`: how much memory the built server holds after a
 * load run, and at most while four 24-megapixel photos are uploaded at once
 * (issue 31: ≤ 200 MB resident after the load, ≤ 300 MB during the uploads).
 *
 * For each store (SQLite in a temporary folder, then PostgreSQL when one
 * answers): 5,000 published posts; the server pinned to core 0 and started
 * as `npm start` starts it (server/main.ts, with no extra flags); wrk on
 * core 1 with 50 connections for BENCH_SECONDS (4) against `/`,
 * `/resources/blogs`, an article, `GET /api/blogs` and
 * `POST /api/request-demo`; then VmRSS. Then a staff member signs in and
 * sends four distinct 6000 × 4000 JPEGs through `POST /api/blogs` at once,
 * while /proc/<pid>/status is read every 10 ms. Writes
 * bench/results/memory.md and memory.json.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import sharp from "sharp";
import { blogLimits } from "#common/constants.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";
import { benchPosts, seedPosts, sleep, startBuiltServer, wrk } from "./bench/common.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const connections = 50;
const posts = benchPosts;
const uploads = 4;
const photo = { width: 6000, height: 4000 };
const goals = { afterLoadMb: 200, duringUploadsMb: 300 };
const admin = { username: "bench-admin", password: "a long benchmark password" };

/** The built server on core 0, on `store`, as `npm start` runs it. */
const startServer = (store: TestStore) =>
  startBuiltServer(
    {
      DATA_DIR: store.dataDir,
      DATABASE_URL: store.url ?? "",
      SEED_SAMPLE_CONTENT: "false",
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
    },
    { asDeployed: false },
  );

/**
 * A 6000 × 4000 photo-like JPEG under the 5 MB upload limit: smooth colour
 * fields (a small random image enlarged) with fine grain, so the encoder
 * cannot make it trivially small. `seed` makes each one distinct.
 */
async function photoJpeg(seed: number): Promise<Buffer> {
  let state = seed * 2_654_435_761;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const small = Buffer.alloc(60 * 40 * 3);
  for (let i = 0; i < small.length; i += 1) small[i] = Math.floor(random() * 256);
  const fields = await sharp(small, { raw: { width: 60, height: 40, channels: 3 } })
    .resize(photo.width, photo.height, { kernel: "cubic" })
    .raw()
    .toBuffer();
  const grain = await sharp({
    create: {
      ...photo,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 6 },
    },
  })
    .raw()
    .toBuffer();
  for (let i = 0; i < fields.length; i += 1) {
    fields[i] = Math.max(0, Math.min(255, (fields[i] ?? 0) + (grain[i] ?? 128) - 128));
  }
  for (let quality = 85; ; quality -= 10) {
    const jpeg = await sharp(fields, { raw: { ...photo, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length < blogLimits.imageBytes - 64 * 1024 || quality <= 25) return jpeg;
  }
}

/**
 * One request on a connection of its own, closed after the answer: the
 * server closes idle kept-alive connections after 5 s, and a pooled
 * connection reused at that moment fails the request for no fault of
 * the server.
 */
async function send(
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: Buffer },
): Promise<{ status: number; cookies: string[] }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      { method: init.method, headers: init.headers, agent: false },
      (response) => {
        response.resume();
        response.on("end", () => {
          const cookies = response.headers["set-cookie"] ?? [];
          resolve({ status: response.statusCode ?? 0, cookies });
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(init.body);
  });
}

/** Signs the admin in to the blog area; the session's Cookie header. */
async function signIn(origin: string): Promise<string> {
  const response = await send(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: Buffer.from(JSON.stringify({ ...admin, area: "blog" })),
  });
  if (response.status !== 200) throw new Error(`sign-in failed with ${response.status}`);
  return response.cookies.map((line) => line.split(";")[0]).join("; ");
}

/** Creates a post with `jpeg` as its image through the API; the status it answered. */
async function upload(origin: string, cookie: string, jpeg: Buffer, i: number): Promise<number> {
  const form = new FormData();
  const fields = {
    title: `Memory bench photo ${i} ${crypto.randomUUID().slice(0, 8)}`,
    excerpt: "A large photo sent while memory is measured.",
    content: "The photo above is 24 megapixels. ".repeat(20),
    author: "Editorial Team",
    authorRole: "Clinical content team",
    category: "research",
    tags: JSON.stringify(["bench"]),
    featured: "false",
    status: "draft",
  };
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set("image", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), `photo-${i}.jpg`);
  // The multipart body and its boundary, as fetch would send them.
  const encoded = new Request(`${origin}/api/blogs`, { method: "POST", body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  const type = encoded.headers.get("content-type") ?? "";
  const response = await send(`${origin}/api/blogs`, {
    method: "POST",
    headers: { cookie, "content-type": type, "content-length": String(body.length) },
    body,
  });
  return response.status;
}

type Result = {
  store: string;
  startMb: number;
  afterLoadMb: number;
  loadRequests: number;
  loadFailed: number;
  beforeUploadsMb: number;
  uploadPeakMb: number;
  afterUploadsMb: number;
  hwmMb: number;
  uploadStatuses: number[];
  uploadSeconds: number;
};

console.log(`making ${uploads} ${photo.width} × ${photo.height} JPEGs`);
const jpegs: Buffer[] = [];
for (let i = 0; i < uploads; i += 1) jpegs.push(await photoJpeg(i + 1));
console.log(`  ${jpegs.map((j) => `${(j.length / 1024 / 1024).toFixed(1)} MB`).join(", ")}`);

const results: Result[] = [];
for (const dialect of await testDialects()) {
  const store = await createTestStore(dialect);
  try {
    const article = await seedPosts(store);
    await store.close();
    const server = await startServer(store);
    try {
      for (const path of ["/", "/resources/blogs", article, "/api/blogs"])
        await send(`${server.origin}${path}`, { method: "GET" });
      const startMb = server.memory().rssMb;
      let loadRequests = 0;
      let loadFailed = 0;
      for (const [path, post] of [
        ["/", false],
        ["/resources/blogs", false],
        [article, false],
        ["/api/blogs", false],
        ["/api/request-demo", true],
      ] as const) {
        const load = wrk(`${server.origin}${path}`, { post, seconds, connections });
        loadRequests += load.requests;
        loadFailed += load.non2xx + load.socketErrors;
      }
      // What stays once the load is over, as `npm run bench` reads it.
      const afterLoadMb = server.memory().rssMb;
      console.log(`${dialect}: ${Math.round(afterLoadMb)} MB after ${loadRequests} requests`);

      const cookie = await signIn(server.origin);
      const beforeUploadsMb = server.memory().rssMb;
      let uploadPeakMb = beforeUploadsMb;
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          uploadPeakMb = Math.max(uploadPeakMb, server.memory().rssMb);
          await sleep(10);
        }
      })();
      const started = performance.now();
      const uploadStatuses = await Promise.all(
        jpegs.map((jpeg, i) => upload(server.origin, cookie, jpeg, i)),
      );
      const uploadSeconds = (performance.now() - started) / 1000;
      sampling = false;
      await sampler;
      const { rssMb: afterUploadsMb, hwmMb } = server.memory();
      console.log(
        `${dialect}: uploads answered ${uploadStatuses.join(", ")} in ${uploadSeconds.toFixed(1)} s, peak ${Math.round(uploadPeakMb)} MB`,
      );
      results.push({
        store: dialect,
        startMb,
        afterLoadMb,
        loadRequests,
        loadFailed,
        beforeUploadsMb,
        uploadPeakMb,
        afterUploadsMb,
        hwmMb,
        uploadStatuses,
        uploadSeconds,
      });
    } finally {
      await server.stop();
    }
  } finally {
    await store.destroy();
  }
}

const mb = (value: number) => Math.round(value).toString();
const met = (value: number, goal: number) => (value <= goal ? `met (≤ ${goal})` : `not met (≤ ${goal})`);
const cores = execFileSync("nproc", { encoding: "utf8" }).trim();
const summary = [
  `Server on core 0, wrk on core 1 (${cores} cores), ${connections} connections, ${seconds} s for each of /, /resources/blogs, an article, GET /api/blogs and POST /api/request-demo; ${posts.toLocaleString("en-IN")} published posts. Then ${uploads} distinct ${photo.width} × ${photo.height} JPEGs (${jpegs.map((j) => (j.length / 1024 / 1024).toFixed(1)).join(", ")} MB) sent at once to POST /api/blogs by a signed-in member, VmRSS read every 10 ms.`,
  "",
  "| store | after start MB | after load MB | goal | before uploads MB | peak during uploads MB | goal | after uploads MB | VmHWM MB | uploads answered | upload s |",
  "| --- | ---: | ---: | --- | ---: | ---: | --- | ---: | ---: | --- | ---: |",
  ...results.map(
    (r) =>
      `| ${r.store} | ${mb(r.startMb)} | ${mb(r.afterLoadMb)} | ${met(r.afterLoadMb, goals.afterLoadMb)} | ${mb(r.beforeUploadsMb)} | ${mb(r.uploadPeakMb)} | ${met(r.uploadPeakMb, goals.duringUploadsMb)} | ${mb(r.afterUploadsMb)} | ${mb(r.hwmMb)} | ${r.uploadStatuses.join(", ")} | ${r.uploadSeconds.toFixed(1)} |`,
  ),
  "",
  `Requests answered during the load: ${results.map((r) => `${r.store} ${r.loadRequests.toLocaleString("en-IN")} (${r.loadFailed} failed)`).join(", ")}.`,
].join("\n");
mkdirSync("bench/results", { recursive: true });
writeFileSync("bench/results/memory.md", `# Memory (npm run bench:memory)\n\n${summary}\n`);
writeFileSync(
  "bench/results/memory.json",
  `${JSON.stringify({ seconds, connections, posts, uploads, photo, goals, results }, null, 2)}\n`,
);
console.log(`\n${summary}`);
