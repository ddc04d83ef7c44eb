import type { Browser, Page } from "@playwright/test";
import { expect, expectNoSeriousAxe, pageReady, signInTo, test, toast } from "#tests/utils/playwright.ts";
import { staffPassword } from "#tests/utils/staff.ts";
import { awayFromStepTurn, currentStep, totpCode } from "#tests/utils/totp.ts";

/*
 * My account (issue 34) on the real server and store: two-step sign-in set
 * up with an authenticator app (the QR code and the key), turned on with a
 * code, its ten recovery codes shown once, new ones, turned off; the
 * account's sessions, another one ended from the list; an admin ending
 * every session of an account on the Staff screen. Each test signs in
 * accounts of its own (tests/utils/staff.ts).
 */

type Area = "blog" | "leads";

/** Opens `path` and waits for React, so a click reaches the page's own handlers. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator(pageReady).waitFor({ state: "attached" });
}

/** A page signed in to `area` as `username`, at `width` px. */
async function staffPage(browser: Browser, area: Area, username: string, width = 375) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInTo(page, area, username);
  return page;
}

let elsewhere = 0;

/**
 * `username` signed in through the API in a browser context of its own (with
 * a code when codes are on), from an address of its own: the session list
 * shows it, so a test finds that session by it.
 */
async function signInElsewhere(browser: Browser, area: Area, username: string, code?: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  elsewhere += 1;
  const address = `198.51.100.${60 + elsewhere}-${process.pid}-${Date.now().toString(36)}`;
  const response = await page.request.post("/api/auth/login", {
    data: { username, password: staffPassword, area, ...(code ? { code } : {}) },
    headers: { "x-forwarded-for": address },
  });
  expect(response.status(), `sign-in of ${username} to ${area}`).toBe(200);
  return { page, address };
}

/** What the session check answers this browser: 200 signed in, 401 not. */
const sessionStatus = async (page: Page, area: Area) =>
  (await page.request.get(`/api/auth/session?area=${area}`)).status();

/** No serious axe violation at 375 and 1440 px; the page is left at 375 px. */
async function axeAtBothWidths(page: Page, state: string) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousAxe(page, `My account (${state}) at ${width} px`);
  }
  await page.setViewportSize({ width: 375, height: 900 });
}

test("two-step sign-in at 375 px: set up, on, recovery codes shown once, new ones, another session ended, off", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const username = "account-desk";
  const page = await staffPage(browser, "leads", username);
  await open(page, "/admin-only-demo-requests");
  await page
    .getByRole("navigation", { name: "Staff areas" })
    .getByRole("link", { name: "My account" })
    .click();
  await expect(page).toHaveURL(/\/admin-only-demo-requests\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
  await expect(page.locator("main")).toContainText(
    `Signed in as ${username} to the Demo Requests Management System. Role: Leads.`,
  );
  const status = page.getByTestId("two-step-status");
  await expect(status).toHaveText("Off");
  await axeAtBothWidths(page, "off");

  // Set up: the QR code (a named image) and the key, shown again on a reload.
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await expect(page.locator("figure figcaption")).toContainText(username);
  await expect(status).toHaveText("Being set up");
  const secret = ((await page.getByTestId("totp-key").textContent()) ?? "").trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await axeAtBothWidths(page, "being set up, with the QR code");
  await page.reload();
  await page.locator(pageReady).waitFor({ state: "attached" });
  await expect(page.getByTestId("totp-key")).toHaveText(secret);

  // A wrong code is said by the field, in the server's words, and in a toast.
  const code = page.getByLabel("Code from the app");
  await code.fill("000000");
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(code).toHaveAttribute("aria-invalid", "true");
  await expect(code).toBeFocused();
  const describedBy = (await code.getAttribute("aria-describedby")) ?? "";
  const errorId = describedBy.split(" ").find((id) => id.endsWith("-error")) ?? "";
  await expect(page.locator(`[id="${errorId}"]`)).toContainText("That code is not right.");
  await expect(toast(page, "That code is not right.")).toBeVisible();
  await expect(status).toHaveText("Being set up");

  // The right code: on, and the ten recovery codes, once.
  await awayFromStepTurn();
  await code.fill(totpCode(secret));
  await page.getByRole("button", { name: "Turn on" }).click();
  const shown = page.getByRole("region", { name: "Your recovery codes" });
  await expect(shown.getByRole("listitem")).toHaveCount(10);
  await expect(page.getByRole("heading", { name: "Your recovery codes" })).toBeFocused();
  const first = await shown.getByRole("listitem").allTextContents();
  expect(new Set(first).size).toBe(10);
  for (const recovery of first) expect(recovery).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await expect(status).toHaveText("On");
  await expect(page.getByTestId("recovery-codes-left")).toContainText("10 recovery codes left");
  await axeAtBothWidths(page, "on, with its recovery codes");

  await page.reload();
  await page.locator(pageReady).waitFor({ state: "attached" });
  await expect(status).toHaveText("On");
  await expect(page.getByTestId("recovery-codes-left")).toContainText("10 recovery codes left");
  await expect(shown).toHaveCount(0);
  expect(await page.content()).not.toContain(first[0]);
  await axeAtBothWidths(page, "on");

  // New recovery codes, with the next code from the app: ten others, shown once; the field emptied.
  const renew = page.getByRole("form", { name: "New recovery codes" });
  await renew.getByLabel("Code from the app").fill(totpCode(secret, currentStep() + 1));
  await renew.getByRole("button", { name: "Make new codes" }).click();
  await expect(toast(page, "New recovery codes made. The old ones no longer work.")).toBeVisible();
  await expect(shown.getByRole("listitem")).toHaveCount(10);
  const fresh = await shown.getByRole("listitem").allTextContents();
  expect(fresh.filter((recovery) => first.includes(recovery))).toEqual([]);
  await expect(renew.getByLabel("Code from the app")).toHaveValue("");

  // This session, first and marked, with nothing to end it by.
  const sessions = page.getByRole("region", { name: "Sessions" }).getByRole("listitem");
  await expect(sessions.first()).toContainText("This session");
  await expect(sessions.filter({ hasText: "This session" })).toHaveCount(1);
  await expect(sessions.first()).toContainText("Demo Requests Management System");
  await expect(sessions.first().getByRole("button", { name: "End session" })).toHaveCount(0);
  const before = await sessions.count();

  // A second browser signs in with a recovery code; this one ends it from the list.
  const other = await signInElsewhere(browser, "leads", username, fresh[0]);
  expect(await sessionStatus(other.page, "leads")).toBe(200);
  await page.reload();
  await page.locator(pageReady).waitFor({ state: "attached" });
  await expect(page.getByTestId("recovery-codes-left")).toContainText("9 recovery codes left");
  await expect(sessions).toHaveCount(before + 1);
  await expect(sessions.first()).toContainText("This session");
  const otherSession = sessions.filter({ hasText: other.address });
  await expect(otherSession).not.toContainText("This session");
  await otherSession.getByRole("button", { name: "End session" }).click();
  await expect(toast(page, "Session ended.")).toBeVisible();
  await expect(sessions).toHaveCount(before);
  await expect(otherSession).toHaveCount(0);
  await expect(sessions.first()).toContainText("This session");
  expect(await sessionStatus(other.page, "leads")).toBe(401);
  expect(await sessionStatus(page, "leads")).toBe(200);

  // Off, with a recovery code, after a confirmation.
  const off = page.getByRole("form", { name: "Turn off two-step sign-in" });
  await off.getByLabel("Code from the app").fill(fresh[1] ?? "");
  await off.getByRole("button", { name: "Turn off" }).click();
  await page
    .getByRole("dialog", { name: "Turn off two-step sign-in?" })
    .getByRole("button", { name: "Turn off" })
    .click();
  await expect(toast(page, "Two-step sign-in is off.")).toBeVisible();
  await expect(status).toHaveText("Off");
  await expect(page.getByRole("button", { name: "Set up an authenticator app" })).toBeVisible();
  await other.page.context().close();
  await page.request.post("/api/auth/logout?area=leads");
  await page.context().close();
});

test("the blog area's My account, without JavaScript: set up, a wrong code by its field, on with the codes, off", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const username = "account-blog";
  const context = await browser.newContext({
    viewport: { width: 375, height: 900 },
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await signInTo(page, "blog", username);
  await page.goto("/admin-only-upload-blog");
  await page
    .getByRole("navigation", { name: "Staff areas" })
    .getByRole("link", { name: "My account" })
    .click();
  await expect(page).toHaveURL(/\/admin-only-upload-blog\/account$/);
  await expect(page.locator("main")).toContainText(
    `Signed in as ${username} to the Blog Management System. Role: Blog (publishes).`,
  );
  const sessions = page.getByRole("region", { name: "Sessions" }).getByRole("listitem");
  await expect(sessions.first()).toContainText("This session");
  await expect(sessions.first()).toContainText("Blog Management System");

  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Scan the QR code" })).toBeVisible();
  const secret = ((await page.getByTestId("totp-key").textContent()) ?? "").trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  await page.getByLabel("Code from the app").fill("12345");
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByLabel("Code from the app")).toHaveAttribute("aria-invalid", "true");
  await expect(
    page.getByRole("alert").filter({ hasText: "Enter a code from your authenticator app." }),
  ).toBeVisible();

  await awayFromStepTurn();
  await page.getByLabel("Code from the app").fill(totpCode(secret));
  await page.getByRole("button", { name: "Turn on" }).click();
  const codes = page.getByRole("region", { name: "Your recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  await expect(page.getByTestId("two-step-status")).toHaveText("On");

  // Without JavaScript there is no confirmation: a recovery code turns it off at once.
  const off = page.getByRole("form", { name: "Turn off two-step sign-in" });
  await off.getByLabel("Code from the app").fill((await codes.first().textContent()) ?? "");
  await off.getByRole("button", { name: "Turn off" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Two-step sign-in is off." })).toBeVisible();
  await expect(page.getByTestId("two-step-status")).toHaveText("Off");
  await page.request.post("/api/auth/logout?area=blog");
  await context.close();
});

test("an admin ends every session of an account on the Staff screen", async ({ browser }) => {
  test.setTimeout(90_000);
  const username = "account-leaver";
  const phone = (await signInElsewhere(browser, "leads", username)).page;
  const laptop = (await signInElsewhere(browser, "leads", username)).page;
  const admin = await staffPage(browser, "leads", "admin", 1440);
  await open(admin, "/admin-only-demo-requests/staff");
  const row = admin
    .getByRole("listitem")
    .filter({ has: admin.getByRole("heading", { name: username, exact: true }) });
  const endAll = row.getByRole("button", { name: `End all sessions of ${username}` });
  const dialog = admin.getByRole("dialog", { name: `End all sessions of ${username}?` });

  // Cancel ends nothing.
  await endAll.click();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  expect(await sessionStatus(phone, "leads")).toBe(200);

  await endAll.click();
  await dialog.getByRole("button", { name: "End all sessions" }).click();
  await expect(toast(admin, `Ended 2 sessions of ${username}.`)).toBeVisible();
  expect(await sessionStatus(phone, "leads")).toBe(401);
  expect(await sessionStatus(laptop, "leads")).toBe(401);
  expect(await sessionStatus(admin, "leads")).toBe(200);

  // One more sign-in, one session ended.
  const tablet = (await signInElsewhere(browser, "leads", username)).page;
  await endAll.click();
  await dialog.getByRole("button", { name: "End all sessions" }).click();
  await expect(toast(admin, `Ended 1 session of ${username}.`)).toBeVisible();
  expect(await sessionStatus(tablet, "leads")).toBe(401);
  await expectNoSeriousAxe(admin, "the Staff screen after ending sessions at 1440 px");
  for (const page of [phone, laptop, tablet, admin]) await page.context().close();
});
