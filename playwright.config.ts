import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { adminUsername, staffPassword } from "./tests/utils/staff.ts";

// Each run gets an empty store, so nothing (rate-limit counters, requests) carries over.
// The test workers inherit the folder through E2E_DATA_DIR: a test that must read
// what only a mailbox would see (a withdrawal link) reads the store's outbox.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "anvaya-e2e-"));
process.env.E2E_DATA_DIR = dataDir;

const port = Number(process.env.E2E_PORT ?? 4317);
export const baseURL = `http://127.0.0.1:${port}`;

// A second server, started as the README tells a stranger to (`npm start`
// with only PORT set, tests/stranger/start.ts), on a random port, in a folder
// of its own so its default ./data is new. Chosen once, here, and passed to
// the test workers through the environment.
process.env.STRANGER_PORT ??= String(20_000 + Math.floor(Math.random() * 20_000));
process.env.STRANGER_DIR ??= mkdtempSync(join(tmpdir(), "anvaya-stranger-"));
const strangerPort = Number(process.env.STRANGER_PORT);

// A real SMTP server the site sends its mail to, and the HTTP port the tests
// read its mailboxes from (tests/setup/smtp-inbox.ts); the sender every mail
// carries (MAIL_FROM).
process.env.SMTP_INBOX_PORT ??= String(port + 1);
process.env.MAILBOX_PORT ??= String(port + 2);
process.env.E2E_MAIL_FROM ??= "Anvaya Care <care@anvaya.example>";
// Answers to staff replies (issue 50): each reply's Reply-To names its lead on
// this address, and the tests post the visitor's answer to /api/inbound-mail
// with this secret, as a provider's webhook does.
process.env.E2E_REPLY_ADDRESS ??= "replies@anvaya.example";
process.env.E2E_INBOUND_MAIL_SECRET ??= "an-inbound-mail-secret-for-the-browser-tests";

// Debian's Chromium, never a downloaded browser: its headless shell, the same
// Blink without the browser's own windows (docs/architecture.md, "The test
// suite's time"). The flags keep it quiet on a machine with no outside network
// and no GPU.
const chromium = {
  executablePath: process.env.HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  // A check waits up to 10 s for what it expects (5 s by default), for a hang
  // rather than for speed: a busy machine had a saved draft take longer than 5 s
  // to reach the list. A check that holds returns at once either way.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: "off",
    launchOptions: chromium,
  },
  projects: [
    {
      name: "desktop",
      testIgnore: "as-documented.spec.ts",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: "as-documented",
      testMatch: "as-documented.spec.ts",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
        baseURL: `http://localhost:${strangerPort}`,
      },
    },
  ],
  webServer: [
    {
      command: `node tests/setup/smtp-inbox.ts ${process.env.SMTP_INBOX_PORT} ${process.env.MAILBOX_PORT}`,
      url: `http://127.0.0.1:${process.env.MAILBOX_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node tests/stranger/start.ts ${process.env.STRANGER_DIR}`,
      url: `http://127.0.0.1:${strangerPort}/healthz`,
      reuseExistingServer: false,
      timeout: 90_000,
      // The launcher passes on PATH and HOME alone, plus PORT.
      env: { STRANGER_PORT: String(strangerPort) },
    },
    {
      // Staff accounts for the back-office tests: the admin (from the environment)
      // and one account per sign-in test that locks itself out, so a lock in one
      // test never blocks another.
      // One process makes them all (tests/setup/e2e-staff.ts, the staff CLI's own commands):
      // one Node start per account took two minutes on a busy 2-core machine.
      command: "node tests/setup/e2e-staff.ts && node server/main.ts",
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        ...(process.env as Record<string, string>),
        PORT: String(port),
        HOST: "127.0.0.1",
        // The address the browser opens, as a deployment sets its public one
        // (canonical links, feeds); the as-documented project runs without it.
        SITE_URL: baseURL,
        DATA_DIR: dataDir,
        // Tests give each browser its own X-Forwarded-For, so rate limits stay per test.
        TRUST_PROXY: "true",
        LOG_LEVEL: "warn",
        SMTP_URL: `smtp://127.0.0.1:${process.env.SMTP_INBOX_PORT}`,
        MAIL_FROM: process.env.E2E_MAIL_FROM,
        REPLY_ADDRESS: process.env.E2E_REPLY_ADDRESS,
        INBOUND_MAIL_SECRET: process.env.E2E_INBOUND_MAIL_SECRET,
        ADMIN_USERNAME: adminUsername,
        ADMIN_PASSWORD: staffPassword,
        USER_PASSWORD: staffPassword,
      },
    },
  ],
});
