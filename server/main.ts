/**
 * `npm start`: serves the production build. It hands over at once, in the
 * same process (`process.execve`: the same process id, arguments and
 * environment), to the build's launcher, `build/launch.js`, bundled from
 * server/launch.ts at build, giving it the memory settings it lacks
 * (server/memory-settings.ts). A process that loads a `.ts` file keeps
 * Node's TypeScript stripper loaded for its whole life, about 14 MB
 * resident (`npm run bench:memory`); the launcher is plain JavaScript.
 * Where `process.execve` is missing (Windows), the launcher runs here.
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { loadConfig, loadEnvFile, noBuildFound } from "./config.ts";
import { handOverTo } from "./memory-settings.ts";

loadEnvFile();
const { buildDir } = loadConfig();
const launcher = resolve(buildDir, "launch.js");
if (!existsSync(launcher)) {
  console.error(noBuildFound(buildDir));
  process.exit(1);
}
if (!handOverTo(launcher)) await import(pathToFileURL(launcher).href);
