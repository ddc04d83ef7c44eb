import { defaultSiteConfig as siteConfig } from "#app/content/site-config.ts";
import { consentWording } from "#common/consent.ts";
import { comingSoonAliases } from "#common/public-paths.ts";
import { expect, test } from "#tests/utils/playwright.ts";

const consent = consentWording(siteConfig.name);

test.describe("coming soon", () => {
  test("the prerendered page shows the full 60 days before any script runs", async ({ request }) => {
    const html = await (await request.get("/coming-soon")).text();
    expect(html).toContain('data-unit="days">60<');
    expect(html).toContain('data-unit="seconds">00<');
  });

  test("the countdown shows about 60 days and ticks every second", async ({ page }) => {
    await page.goto("/coming-soon");
    const timer = page.getByRole("timer", { name: "Planned launch" });
    await expect(timer).toBeVisible();
    // role=timer is not a live region: nothing is announced each second.
    await expect(timer).not.toHaveAttribute("aria-live", /polite|assertive/);

    await expect(timer.locator('[data-unit="days"]')).toHaveText(/^(59|60)$/);
    const seconds = timer.locator('[data-unit="seconds"]');
    const first = await seconds.textContent();
    await expect.poll(() => seconds.textContent(), { timeout: 3000 }).not.toBe(first);
    await expect(timer).toContainText(/59 days, 23 hours and 59 minutes to go|60 days, 0 hours/);
  });

  test("the waitlist stores the address, thanks the visitor and clears the box", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (req) => {
      if (req.method() !== "GET") posts.push(new URL(req.url()).pathname);
    });
    await page.setExtraHTTPHeaders({ "x-forwarded-for": `203.0.113.90-${Date.now()}` });
    await page.goto("/coming-soon");
    const waitlist = page.getByRole("region", { name: "Join the Waitlist" });
    await expect(waitlist).toHaveAttribute("id", "waitlist");
    const email = waitlist.getByLabel("Email address");
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("required", "");

    // An empty box is stopped by the browser.
    await waitlist.getByRole("button", { name: "Join the Waitlist" }).click();
    await expect(page.getByText("Thank you for subscribing!")).toHaveCount(0);

    await email.fill("someone@example.com");
    await waitlist.getByLabel(consent.waitlist.text, { exact: true }).check();
    await waitlist.getByRole("button", { name: "Join the Waitlist" }).click();
    await expect(waitlist.getByRole("status")).toContainText("Thank you for subscribing!");
    await expect(waitlist.getByRole("status")).toContainText("We'll notify you as soon as we launch.");
    await expect(email).toHaveValue("");
    expect(posts).toEqual(["/api/waitlist"]);
  });

  test("without JavaScript the sign-up posts to the page and thanks the visitor", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL,
      extraHTTPHeaders: { "x-forwarded-for": `203.0.113.91-${Date.now()}` },
    });
    const page = await context.newPage();
    await page.goto("/careers");
    const waitlist = page.getByRole("region", { name: "Join the Waitlist" });
    await waitlist.getByLabel("Email address").fill("no-script@example.com");
    await waitlist.getByLabel(consent.waitlist.text, { exact: true }).check();
    await waitlist.getByRole("button", { name: "Join the Waitlist" }).click();
    await expect(page.getByText("Thank you for subscribing!")).toBeVisible();
    await context.close();
  });

  test("three teasers and a way on", async ({ page }) => {
    await page.goto("/coming-soon");
    for (const name of ["Private by design", "24/7 availability", "Expert matching"]) {
      await expect(page.getByRole("heading", { level: 3, name })).toBeVisible();
    }
    await page.getByRole("link", { name: "Join the Waitlist" }).first().click();
    await expect(page).toHaveURL(/#waitlist$/);
  });

  for (const path of ["/coming-soon", ...comingSoonAliases]) {
    test(`${path} shows the coming-soon page with one canonical address`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: "Coming Soon" })).toBeVisible();
      await expect(page.getByRole("timer")).toBeVisible();
      // Absolute, as search engines (and Lighthouse) want it.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        /^https?:\/\/[^/]+\/coming-soon$/,
      );
    });
  }
});
