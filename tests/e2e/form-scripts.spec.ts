import type { Page } from "@playwright/test";
import { defaultSiteConfig as siteConfig } from "#app/content/site-config.ts";
import { consentWording } from "#common/consent.ts";
import { demoToastDurationMs } from "#common/constants.ts";
import { expect, pageReady, test } from "#tests/utils/playwright.ts";

/*
 * The three public forms ship no framework: their behaviour is a plain
 * script written into the page (app/enhance/pages/). What that adds beyond
 * the forms' own specs: our toast region, drafts on every form, and no
 * script that the Content-Security-Policy blocks.
 */

const consent = consentWording(siteConfig.name);

let clientCounter = 0;
test.beforeEach(async ({ page }) => {
  clientCounter += 1;
  await page.setExtraHTTPHeaders({
    "x-forwarded-for": `198.51.100.77-${clientCounter}-${test.info().workerIndex}-${Date.now()}`,
  });
});

const formPages = ["/request-a-demo", "/contact-us", "/coming-soon", "/careers"];

for (const path of formPages) {
  test(`${path} ships no framework, and its script runs under the CSP`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain('data-hydrate="false"');
    expect(html).not.toMatch(/<script[^>]+\bsrc=/);
    expect(html).not.toMatch(/modulepreload/);

    const blocked: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    await page.goto(path);
    expect(blocked).toEqual([]);
  });
}

async function fillDemo(page: Page) {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field("Full name").fill("Toast Person");
  await field("Work email").fill("toast@clinic.example");
  await field("Organisation").fill("Toast Clinic");
  await field("Role / title").fill("Director");
  await field("Phone").fill("+91 80 1234 5678");
  await field("Product of interest").selectOption("other");
  await field("Message").fill("We would like to see it.");
  await field(consent.demo_request.text).check();
}

/** Fills the hidden trap field, so the real server refuses the request (and stores nothing). */
const trap = (page: Page) =>
  page.locator("#demo-website").evaluate((input) => {
    (input as HTMLInputElement).value = "http://spam.example";
  });

test("a toast sits below the header, Tab reaches its close button, and Enter or Escape dismisses it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/request-a-demo");
  await fillDemo(page);
  await trap(page);
  const submit = page.getByRole("button", { name: "Request a Demo" });
  const toasts = page.getByRole("region", { name: "Notifications" }).locator("[data-toast]");

  await submit.click();
  const first = toasts.filter({ hasText: /^Submission failed:/ });
  await expect(first).toBeVisible();
  // Below the 64 px fixed header, and the full width of a phone but for its margins.
  const box = (await first.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  expect(box.y).toBeGreaterThanOrEqual(64);
  expect(box.width).toBeGreaterThan(375 - 40);

  await submit.focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Dismiss notification" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toasts).toHaveCount(0);
  // Focus goes back to the form, not to the top of the page.
  await expect(submit).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(toasts).toHaveCount(1);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Escape");
  await expect(toasts).toHaveCount(0);
});

test("a toast goes by itself after its time, and sits top right on a wide screen", async ({ page }) => {
  await page.clock.install();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/request-a-demo");
  await fillDemo(page);
  await trap(page);
  await page.getByRole("button", { name: "Request a Demo" }).click();
  const toast = page.locator("[data-toast]");
  await expect(toast).toHaveText(/Submission failed/);
  const box = (await toast.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  expect(box.y).toBeGreaterThanOrEqual(64);
  expect(box.x + box.width).toBeGreaterThan(1440 - 60);
  expect(box.x).toBeGreaterThan(1440 / 2);
  // The pointer resting on it holds it.
  await toast.hover();
  await page.clock.runFor(demoToastDurationMs + 100);
  await expect(toast).toHaveCount(1);
  await page.mouse.move(10, 450);
  await page.clock.runFor(demoToastDurationMs + 100);
  await expect(toast).toHaveCount(0);
});

test("what was typed into the demo form and the waitlist survives a reload", async ({ page }) => {
  await page.goto("/request-a-demo");
  await page.getByLabel("Full name", { exact: true }).fill("Draft Person");
  await page.getByLabel("Product of interest", { exact: true }).selectOption("other");
  await page.getByLabel(consent.demo_request.text, { exact: true }).check();
  await page.reload();
  await page.locator(pageReady).waitFor({ state: "attached" });
  await expect(page.getByLabel("Full name", { exact: true })).toHaveValue("Draft Person");
  await expect(page.getByLabel("Product of interest", { exact: true })).toHaveValue("other");
  await expect(page.getByLabel(consent.demo_request.text, { exact: true })).toBeChecked();

  await page.goto("/coming-soon");
  const waitlist = page.getByRole("region", { name: "Join the Waitlist" });
  await waitlist.getByLabel("Email address").fill("draft@example.com");
  await page.reload();
  await page.locator(pageReady).waitFor({ state: "attached" });
  await expect(waitlist.getByLabel("Email address")).toHaveValue("draft@example.com");
});

test("a refused waitlist sign-up says why under the box and keeps the address", async ({ page }) => {
  await page.goto("/coming-soon");
  const waitlist = page.getByRole("region", { name: "Join the Waitlist" });
  const email = waitlist.getByLabel("Email address");
  // The browser's own check passes; the server's does not (no dot after the @).
  await email.fill("someone@example");
  await waitlist.getByLabel(consent.waitlist.text, { exact: true }).check();
  await waitlist.getByRole("button", { name: "Join the Waitlist" }).click();
  await expect(waitlist.getByRole("alert")).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(/^For example, name@example\.com .+/);
  await expect(email).toHaveValue("someone@example");
  await expect(page.getByText("Thank you for subscribing!")).toHaveCount(0);
});
