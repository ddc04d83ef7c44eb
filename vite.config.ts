import { existsSync } from "node:fs";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { inlineScript } from "./app/enhance/inline-script.ts";

// A BUILD_DIR set in .env counts at build time too (the environment wins
// over the file, as at run time). SITE_URL is not read here: the server
// reads it at run time, so one build serves any address.
if (existsSync(".env")) process.loadEnvFile(".env");

export default defineConfig({
  plugins: [inlineScript(), tailwindcss(), reactRouter()],
  environments: {
    // One module graph: the server build's entry is the Hono app
    // (server/entry.ts), which imports React Router's build, so services,
    // router-context keys and error classes exist once.
    ssr: {
      // The bundle's source stays in the heap as long as the process runs:
      // written in ASCII (Hindi text escaped) V8 holds it at one byte a
      // character instead of two, and without its doc comments it is a
      // sixth smaller (6 MB of heap at start before, 2.8 MB after).
      build: {
        rolldownOptions: {
          input: "./server/entry.ts",
          output: { charset: "ascii", comments: { jsdoc: false } },
        },
      },
      // Pure JavaScript packages go into the server bundle: Node then loads
      // one file rather than some 500 modules of theirs, which took most of
      // a cold start. Packages with native parts (sharp, node:sqlite's
      // users), worker threads (pino's transports) or a second importer at
      // run time (react-router, shared with @react-router/node) stay outside.
      // lucide-react is bundled so that only the icons the pages use are
      // loaded, not its 1,700 (2.6 MB of source and objects at start).
      resolve: {
        noExternal: [
          "kysely",
          "zod",
          "hono",
          "@hono/node-server",
          "nodemailer",
          "markdown-it",
          "isbot",
          "lucide-react",
        ],
      },
    },
  },
  build: {
    rolldownOptions: {
      output: {
        // Each lucide icon would otherwise become its own tiny file shared
        // between routes: dozens of requests on a phone for a few KB.
        codeSplitting: { groups: [{ name: "icons", test: /node_modules[\\/]lucide-react/ }] },
      },
    },
  },
});
