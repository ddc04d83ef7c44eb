import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./common/public-paths.ts";
import { defaultBuildDir } from "./common/site-defaults.ts";

export default {
  // BUILD_DIR lets two builds (say, a test run and a bench) live side by side.
  buildDirectory: process.env.BUILD_DIR || defaultBuildDir,
  ssr: true,
  // Marketing pages are static: render them once at build time so the server
  // answers them from memory (see server/http/static-files.ts).
  prerender: [...prerenderedPaths],
} satisfies Config;
