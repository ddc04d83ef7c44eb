import type { Browser, Page } from "@playwright/test";
import { staffPassword } from "#tests/utils/staff.ts";
import { awayFromStepTurn, currentStep, totpCode } from "#tests/utils/totp.ts";
import { expect, expectNoSeriousAxe, pageReady, test } from "../utils/playwright.ts";

/*
 * Two-step sign-in at the staff gate (issue 34), on the real server: after
 * the right password the gate asks for the code; a code from the app is
 * taken once, a recovery code once; a wrong code counts toward the lock;
 * the same with JavaScript off.
 */

let addresses = 0;
/** A browser of its own, from its own address (the per-address sign-in limit counts per test). */
async function browserAt(browser: Browser, width: number, javaScriptEnabled = true) {
  addresses += 1;
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    javaScriptEnabled,
    extraHTTPHeaders: { "x-forwarded-for": `192.0.2.${addresses}-2fa-${process.pid}-${Date.now()}` },
  });
  return context.newPage();
}

/**
 * Turns codes on for `username` as a person does: signed in with the
 * password, My account, "Set up an authenticator app", the key read off the
 * page, the app's code; then signed out. The secret and the recovery codes shown.
 */
async function enrol(page: Page, username: string, area: "blog" | "leads") {
  const login = await page.request.post("/api/auth/login", {
    data: { username, password: staffPassword, area },
  });
  expect(login.ok()).toBe(true);
  const start = area === "blog" ? "/admin-only-upload-blog" : "/admin-only-demo-requests";
  await page.goto(`${start}/account`);
  await page.locator(pageReady).waitFor({ state: "attached" });
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  const secret = ((await page.getByTestId("totp-key").textContent()) ?? "").trim();
  // The code of the step before now: now's and the next stay unused for the sign-ins that follow.
  await awayFromStepTurn(5_000);
  await page.getByLabel("Code from the app").fill(totpCode(secret, currentStep() - 1));
  await page.getByRole("button", { name: "Turn on" }).click();
  const shown = page.getByRole("region", { name: "Your recovery codes" }).getByRole("listitem");
  await expect(shown).toHaveCount(10);
  const recoveryCodes = await shown.allTextContents();
  await page.getByRole("button", { name: "Logout" }).click();
  await page.getByRole("dialog", { name: "Log out?" }).getByRole("button", { name: "Log out" }).click();
  await expect(page.getByText("Logged out successfully").first()).toBeVisible();
  return { secret, recoveryCodes };
}

/** The gate's first step: username and password. */
async function password(page: Page, path: string, username: string) {
  await page.goto(path);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(staffPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByLabel("Authentication code")).toBeVisible();
}

test("the gate asks for the code after the password; a code and a recovery code each work once", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const setup = await browserAt(browser, 1440);
  const { secret, recoveryCodes } = await enrol(setup, "tfa-desk", "leads");
  const path = "/admin-only-demo-requests";

  const phone = await browserAt(browser, 375);
  await password(phone, path, "tfa-desk");
  await phone.locator(pageReady).waitFor({ state: "attached" });
  await expect(phone.getByText("Two-step sign-in for")).toContainText("tfa-desk");
  await expectNoSeriousAxe(phone, "the code step at 375 px");
  await phone.getByLabel("Authentication code").fill("000000");
  await phone.getByRole("button", { name: "Verify" }).click();
  await expect(phone.getByRole("alert")).toHaveText("Invalid code. 2 attempts remaining.");
  const code = totpCode(secret, currentStep() + 1);
  await phone.getByLabel("Authentication code").fill(code);
  await phone.getByRole("button", { name: "Verify" }).click();
  await expect(phone.getByText("Welcome! Access granted to Demo Requests Management System")).toBeVisible();

  // The same code again, from another browser: refused.
  const desk = await browserAt(browser, 1440);
  await password(desk, path, "tfa-desk");
  await expectNoSeriousAxe(desk, "the code step at 1440 px");
  await desk.getByLabel("Authentication code").fill(code);
  await desk.getByRole("button", { name: "Verify" }).click();
  await expect(desk.getByRole("alert")).toHaveText("Invalid code. 2 attempts remaining.");
  // A recovery code signs in once.
  await desk.getByLabel("Authentication code").fill(recoveryCodes[0] ?? "");
  await desk.getByRole("button", { name: "Verify" }).click();
  await expect(desk.getByText("Welcome! Access granted to Demo Requests Management System")).toBeVisible();
  const again = await browserAt(browser, 1440);
  await password(again, path, "tfa-desk");
  await again.getByLabel("Authentication code").fill(recoveryCodes[0] ?? "");
  await again.getByRole("button", { name: "Verify" }).click();
  await expect(again.getByRole("alert")).toHaveText("Invalid code. 2 attempts remaining.");
  // "Start again" goes back to the password.
  await again.getByRole("button", { name: "Start again" }).click();
  await expect(again.getByLabel("Password")).toBeVisible();
  await expect(again.getByLabel("Authentication code")).toHaveCount(0);
  // The password alone never opened the API either.
  const api = await again.request.get("/api/auth/session?area=leads");
  expect(api.status()).toBe(401);
});

test("two-step sign-in works without JavaScript, and three wrong codes lock the account", async ({
  browser,
}) => {
  const setup = await browserAt(browser, 1440);
  const { recoveryCodes } = await enrol(setup, "tfa-nojs", "blog");
  const path = "/admin-only-upload-blog";
  const page = await browserAt(browser, 375, false);
  await password(page, path, "tfa-nojs");
  await page.getByLabel("Authentication code").fill(recoveryCodes[1] ?? "");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Welcome! Access granted to Blog Management System")).toBeVisible();

  const guesser = await browserAt(browser, 375, false);
  await password(guesser, path, "tfa-nojs");
  for (const [guess, left] of [
    ["111111", "2 attempts"],
    ["222222", "1 attempt"],
  ]) {
    await guesser.getByLabel("Authentication code").fill(guess ?? "");
    await guesser.getByRole("button", { name: "Verify" }).click();
    await expect(guesser.getByRole("alert")).toHaveText(`Invalid code. ${left} remaining.`);
  }
  await guesser.getByLabel("Authentication code").fill("333333");
  await guesser.getByRole("button", { name: "Verify" }).click();
  // Locked: back at the first step, with the countdown.
  await expect(guesser.getByTestId("lock-countdown")).toContainText("Account temporarily locked");
  await expect(guesser.getByLabel("Authentication code")).toHaveCount(0);
});
