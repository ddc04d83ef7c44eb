import type { Config } from "@react-router/dev/config";
import { defaultBuildDir } from "./common/site-defaults.ts";

export default {
  // BUILD_DIR lets two builds (say, a test run and a bench) live side by side.
  buildDirectory: process.env.BUILD_DIR || defaultBuildDir,
  ssr: true,
  // No prerender at build: the marketing pages show the company's details
  // from Settings, so the server renders them at start and again when those
  // change, and answers them from memory (server/http/rendered-pages.ts).
} satisfies Config;
