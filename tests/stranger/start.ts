/**
 * Starts the site as its README tells a stranger to: `npm start` with only
 * PORT set. No SITE_URL, no TRUST_PROXY, no DATA_DIR, no accounts: nothing
 * that the browser tests' own server is given.
 *
 * So that the default `./data` is a fresh one and not the developer's, it
 * runs in a folder of its own that holds the project's files as links (the
 * sources, node_modules and the build made by `npm test`), as a fresh clone
 * would hold them. The folder is the first argument; the port comes from
 * STRANGER_PORT.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";

const project = resolve(import.meta.dirname, "../..");
const folder = process.argv[2];
const port = process.env.STRANGER_PORT;
if (!folder || !port) throw new Error("usage: STRANGER_PORT=… node tests/stranger/start.ts FOLDER");

rmSync(folder, { recursive: true, force: true });
mkdirSync(folder, { recursive: true });
const leaveOut = new Set([".git", "data", "test-results", "playwright-report", "screenshots", ".env"]);
for (const name of readdirSync(project)) {
  if (leaveOut.has(name) || name.startsWith("build")) continue;
  symlinkSync(join(project, name), join(folder, name));
}
// The build `npm test` made (in BUILD_DIR when a run sets one), where `npm start` looks for it.
symlinkSync(join(project, process.env.BUILD_DIR || "build"), join(folder, "build"));

const child = spawn("npm", ["start"], {
  cwd: folder,
  stdio: "inherit",
  env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: port },
});
const stop = () => child.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => process.exit(code ?? 0));
