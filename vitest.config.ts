import { globSync, readFileSync } from "node:fs";
import { configDefaults, defineConfig } from "vitest/config";

// Unit and integration tests sit beside their subject (deploy/ included: its
// monitoring files are checked with promtool); browser tests live in tests/e2e
// and belong to Playwright. The global setup migrates one template store per
// dialect for the run (tests/utils/test-db.ts copies it); the setup file makes
// password hashing cheap in tests.
const include = ["{app,common,server,scripts,deploy}/**/*.test.{ts,tsx}"];

// Three projects, run side by side (docs/architecture.md, "The test suite's time").
// "dom": the files that run under happy-dom (they say so on their first
// line), sharing one module graph per worker (`isolate: false`): each file
// builds its own document, and starting happy-dom and React afresh for every
// file was most of their time (43 s of the suite's 264 s of CPU; 8 s shared). "node": everything
// else, one fresh module graph per file as before: those tests hold stores,
// servers and their subject's module state, and shared they fail (measured).
// Only "node" and "node-realm" use the template stores, so only they migrate them.
const dom = include
  .flatMap((pattern) => globSync(pattern))
  .filter((file) => readFileSync(file, "utf8").startsWith("// @vitest-environment happy-dom"));

// "node" runs each file in a fresh `vm` context of a long-lived worker
// (`vmForks`) rather than a fresh process: the file's own modules are new,
// Node's built-in ones and the worker are not, so a file no longer pays for a
// process and the import of everything (the import share of the step fell from
// 31 % to 13 %). Files whose native modules check what they are given against
// the main realm's types (Rolldown's bindings refuse the context's arrays) run
// in "node-realm", a process per file as before, and so do the files whose
// errors from Node itself must reach Hono's error handler, which takes only
// the context's own Errors (a refused connection would escape it).
const nativeRealm = ["app/enhance/inline-script.test.ts", "server/http/errors.test.ts"];

export default defineConfig({
  test: {
    // One worker per core: Vitest's default is one fewer, which on 2 cores
    // left the second idle 40 % of the unit step (docs/architecture.md,
    // "The test suite's time").
    maxWorkers: "100%",
    // The timeouts catch a hang, never a slow machine: on a busy 2-core one the
    // unit step ran 2.4 times as long as on an idle one (445 s against 186), and
    // set-up that takes 1-3 s there (a store with posts and images, a
    // migrated copy) had passed Vitest's default 5 s and 10 s.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    environment: "node",
    setupFiles: ["tests/setup/test-setup.ts"],
    projects: [
      { extends: true, test: { name: "dom", include: dom, isolate: false } },
      {
        extends: true,
        test: {
          name: "node",
          include,
          exclude: [...configDefaults.exclude, ...dom, ...nativeRealm],
          globalSetup: ["tests/setup/global-setup.ts"],
          pool: "vmForks",
        },
      },
      {
        extends: true,
        test: {
          name: "node-realm",
          include: nativeRealm,
          globalSetup: ["tests/setup/global-setup.ts"],
        },
      },
    ],
  },
});
