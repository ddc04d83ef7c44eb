import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Canonical URLs and the sitemap are baked into prerendered pages, so the
// build reads SITE_URL once; scripts/ensure.sh rebuilds when it changes.
const siteUrl = (process.env.SITE_URL || "http://localhost:3000").replace(/\/+$/, "");

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    "import.meta.env.SITE_URL": JSON.stringify(siteUrl),
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
