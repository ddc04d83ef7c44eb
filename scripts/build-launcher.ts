/**
 * The last part of `npm run build`: bundles server/launch.ts, the server's
 * start, with what it imports (the configuration and its schema, the memory
 * settings) into one JavaScript file in the build folder, `launch.js`, which
 * `server/main.ts` hands over to. Node then never loads its TypeScript
 * stripper in a running server (see server/main.ts). The build's own entry
 * (`server/index.js`) is imported by its path at run time, not bundled.
 */
import { resolve } from "node:path";
import { rolldown } from "rolldown";
import { defaultBuildDir } from "#common/site-defaults.ts";

const buildDir = process.env.BUILD_DIR || defaultBuildDir;
const bundle = await rolldown({
  input: resolve(import.meta.dirname, "../server/launch.ts"),
  platform: "node",
  // Node's own modules only: zod and the rest go into the file, as into the server build.
  external: [/^node:/],
});
// One file: the configuration, imported once the memory settings are in place, goes into it too.
await bundle.write({ file: resolve(buildDir, "launch.js"), format: "esm", codeSplitting: false });
await bundle.close();
