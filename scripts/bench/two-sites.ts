/**
 * Two sites in one process, for `npm run bench:metrics-cost`: each of
 * BENCH_SITES (a JSON list of environment overrides: PORT, DATA_DIR,
 * METRICS, ...) is started from the build as server/main.ts starts the one
 * site, on its own store and port. They share the process's code, heap and
 * collector, so whatever makes one process faster than another started the
 * same way is the same for both; what differs is what each site does per
 * request.
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { loadConfig } from "#server/config.ts";

const sites = JSON.parse(process.env.BENCH_SITES ?? "[]") as Record<string, string>[];
const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const entry = (await import(
  pathToFileURL(resolve(buildDir, "server/index.js")).href
)) as typeof import("#server/entry.ts");
// An empty value unsets what the process was given, as for server/main.ts.
for (const overrides of sites)
  await entry.start(loadConfig({ ...process.env, ...overrides }), resolve(buildDir, "client"));
