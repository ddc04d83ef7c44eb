/**
 * The server's start, as the build runs it: bundled with what it imports
 * into one JavaScript file, `build/launch.js` (scripts/build-launcher.ts),
 * which `server/main.ts` (`npm start`) hands over to. The whole server
 * (Hono app, services, store) is part of the build (server/entry.ts), so
 * this file only reads the configuration and hands it over.
 */
import { existsSync } from "node:fs";
import { enableCompileCache } from "node:module";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { applyMemorySettings } from "./memory-settings.ts";

// First, before anything else is loaded: it may start the process over with
// the memory settings it lacks (server/memory-settings.ts).
applyMemorySettings();
const { loadConfig, loadEnvFile, noBuildFound } = await import("./config.ts");

loadEnvFile();
const config = loadConfig();
const entryPath = resolve(config.buildDir, "server/index.js");
if (!existsSync(entryPath)) {
  console.error(noBuildFound(config.buildDir));
  process.exit(1);
}
// The packages read NODE_ENV as they load (React picks its production or its
// development build by it); the configuration's value, production unless set,
// is theirs too.
process.env.NODE_ENV = config.env;
// V8 keeps the compiled code of the build and its packages under DATA_DIR,
// so a restart parses and compiles less (a tenth of a cold start or more).
enableCompileCache(resolve(config.dataDir, "cache", "compile"));
const entry = (await import(pathToFileURL(entryPath).href)) as typeof import("./entry.ts");
await entry.start(config, resolve(config.buildDir, "client"));
