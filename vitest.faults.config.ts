import { defineConfig } from "vitest/config";

// `npm run test:faults`: the built server as a child process, killed, stopped
// and starved while clients load it (tests/faults). The global setup prepares
// the same template stores as the unit tests.
//
// The trials that measure time under load (a p99, a change seen within 2 s,
// a slow client's wait, memory during posts) want the machine's cores to
// themselves, and the two release trials take half a minute alone (paired,
// twice that): they run one at a time, after the others. The others assert
// what was kept, sent or refused, not how fast, and run two at a time.
const alone = [
  "tests/faults/flood.test.ts",
  "tests/faults/several-machines.test.ts",
  "tests/faults/slow-clients.test.ts",
  "tests/faults/page-posts.test.ts",
  "tests/faults/release.test.ts",
  "tests/faults/previous-release.test.ts",
];

export default defineConfig({
  test: {
    environment: "node",
    globalSetup: ["tests/setup/global-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "paired",
          include: ["tests/faults/**/*.test.ts"],
          exclude: alone,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: "alone", include: alone, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
