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
import { loadConfig, loadEnvFile } from "./config.ts";
import { missingMemorySettings } from "./memory-settings.ts";

loadEnvFile();
const { buildDir } = loadConfig();
const launcher = resolve(buildDir, "launch.js");
if (!existsSync(launcher)) {
  console.error(`No build found in ${buildDir}/: run \`npm start\` (it builds) or \`npm run build\` first.`);
  process.exit(1);
}
if (typeof process.execve === "function") {
  const missing = missingMemorySettings(process.env, process.execArgv);
  process.execve(
    process.execPath,
    [process.execPath, ...(missing?.flags ?? []), ...process.execArgv, launcher, ...process.argv.slice(2)],
    { ...process.env, ...missing?.env } as Record<string, string>,
  );
}
await import(pathToFileURL(launcher).href);
