import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { adminPassword, adminUsername, type RunningServer, startServer } from "../faults/server.ts";
import { expect, expectNoSeriousAxe, gotoWhenReady, pageReady, test } from "../utils/playwright.ts";

/**
 * Passkeys (issue 34) in Chromium with its virtual authenticator, on a
 * server of its own at http://localhost (a passkey belongs to a host name,
 * never to an address like 127.0.0.1): added and renamed on My account,
 * then signing in with it alone and as the second step after the password,
 * then removed.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

let dataDir: string;
let server: RunningServer;

test.beforeAll(async () => {
  // Its servers' cold starts, on a busy machine, can take longer than a hook's default 30 s.
  test.setTimeout(90_000);
  dataDir = mkdtempSync(join(tmpdir(), "anvaya-passkeys-"));
  server = await startServer({ dataDir }, {}, { siteHost: "localhost" });
});

test.afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

/** A platform authenticator that holds passkeys and says yes to every prompt, as Touch ID would. */
async function withAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

test("a passkey is added and named on My account, signs in alone and after the password, and is removed", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 900 } });
  const page = gotoWhenReady(await context.newPage());
  await withAuthenticator(page);
  const account = `${server.site}/admin-only-demo-requests/account`;

  await page.goto(account);
  await page.getByLabel("Username").fill(adminUsername);
  await page.getByLabel("Password").fill(adminPassword);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
  await page.locator(pageReady).waitFor({ state: "attached" });
  await expect(page.getByText("No passkeys yet.")).toBeVisible();

  await page.getByLabel("Name for the new passkey").fill("Work laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Work laptop" }) });
  await expect(item).toBeVisible();
  await item.getByLabel("New name").fill("Office laptop");
  await item.getByRole("button", { name: "Rename" }).click();
  const renamed = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Office laptop" }) });
  await expect(renamed).toBeVisible();
  await expectNoSeriousAxe(page, "My account with a passkey at 375 px");
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectNoSeriousAxe(page, "My account with a passkey at 1440 px");

  // Alone: signed out, then in with the passkey and nothing else.
  await context.clearCookies();
  await page.goto(account);
  await page.locator(pageReady).waitFor({ state: "attached" });
  await page.getByRole("button", { name: "Use a passkey instead" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
  await expect(renamed.getByText("Last used")).toBeVisible();
  expect((await page.request.get(`${server.site}/api/auth/session?area=leads`)).status()).toBe(200);

  // After the password: the passkey is now the account's second factor.
  await context.clearCookies();
  await page.goto(account);
  await page.getByLabel("Username").fill(adminUsername);
  await page.getByLabel("Password").fill(adminPassword);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Use your passkey to finish signing in.")).toBeVisible();
  expect((await page.request.get(`${server.site}/api/auth/session?area=leads`)).status()).toBe(401);
  await page.locator(pageReady).waitFor({ state: "attached" });
  await expectNoSeriousAxe(page, "the passkey step at 1440 px");
  await page.getByRole("button", { name: "Use your passkey" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();

  // Removed: the password alone signs in again.
  await page.locator(pageReady).waitFor({ state: "attached" });
  await renamed.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("No passkeys yet.")).toBeVisible();
  await context.clearCookies();
  const login = await page.request.post(`${server.site}/api/auth/login`, {
    data: { username: adminUsername, password: adminPassword, area: "leads" },
  });
  expect(login.status()).toBe(200);
  await context.close();
});
