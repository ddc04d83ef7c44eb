import { defineConfig } from "vitest/config";

// Unit and integration tests sit beside their subject; browser tests live in
// tests/e2e and belong to Playwright.
export default defineConfig({
  test: {
    include: ["{app,common,server,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
  },
});
