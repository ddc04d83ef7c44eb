import { existsSync } from "node:fs";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { inlineScript } from "./app/enhance/inline-script.ts";
import { normaliseSiteUrl } from "./common/site-defaults.ts";

// A SITE_URL or BUILD_DIR set in .env counts at build time too (the
// environment wins over the file, as at run time).
if (existsSync(".env")) process.loadEnvFile(".env");

// Canonical URLs and the sitemap are baked into prerendered pages, so the
// build reads SITE_URL once; scripts/ensure.sh rebuilds when it changes.
const siteUrl = normaliseSiteUrl(process.env.SITE_URL);

export default defineConfig({
  plugins: [inlineScript(), tailwindcss(), reactRouter()],
  define: {
    "import.meta.env.SITE_URL": JSON.stringify(siteUrl),
  },
  environments: {
    // One module graph: the server build's entry is the Hono app
    // (server/entry.ts), which imports React Router's build, so services,
    // router-context keys and error classes exist once.
    ssr: { build: { rolldownOptions: { input: "./server/entry.ts" } } },
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
