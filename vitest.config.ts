import { defineConfig } from "vitest/config";

// Unit and integration tests sit beside their subject (deploy/ included: its
// monitoring files are checked with promtool); browser tests live in tests/e2e
// and belong to Playwright. The global setup migrates one template store per
// dialect for the run (tests/utils/test-db.ts copies it); the setup file makes
// password hashing cheap in tests.
export default defineConfig({
  test: {
    include: ["{app,common,server,scripts,deploy}/**/*.test.{ts,tsx}"],
    environment: "node",
    globalSetup: ["tests/setup/global-setup.ts"],
    setupFiles: ["tests/setup/test-setup.ts"],
  },
});
