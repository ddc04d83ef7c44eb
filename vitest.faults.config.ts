import { defineConfig } from "vitest/config";

// `npm run test:faults`: the built server as a child process, killed, stopped
// and starved while clients load it (tests/faults). One file at a time: each
// trial wants the machine's cores to itself. The global setup prepares the
// same template stores as the unit tests.
export default defineConfig({
  test: {
    include: ["tests/faults/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/setup/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
