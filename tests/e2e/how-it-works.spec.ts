import { expect, test } from "#tests/utils/playwright.ts";

test.describe("/how-it-works", () => {
  test("the hero shows the four figures", async ({ page }) => {
    await page.goto("/how-it-works");
    const hero = page.locator("main > section").first();
    await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
    for (const [value, label] of [
      ["3", "simple steps"],
      ["24/7", "crisis support"],
      ["5 min", "setup"],
      ["98%", "satisfaction"],
    ]) {
      await expect(hero.getByRole("definition").filter({ hasText: new RegExp(`^${value}$`) })).toBeVisible();
      await expect(hero.getByRole("term").filter({ hasText: label })).toBeVisible();
    }
    // 24/7 crisis support is mentioned, so the real helplines are right there.
    await expect(hero.getByRole("link", { name: "14416" })).toHaveAttribute("href", "tel:14416");
  });

  test("each step's button leads to where that step starts", async ({ page }) => {
    await page.goto("/how-it-works");
    const steps = page.getByRole("list", { name: "Three steps" });
    await expect(steps.getByRole("listitem")).toHaveCount(3);
    await expect(steps.getByRole("link", { name: "Start assessment" })).toHaveAttribute(
      "href",
      "/contact-us?type=therapy#message",
    );
    await expect(steps.getByRole("link", { name: "See our professionals" })).toHaveAttribute(
      "href",
      "/our-team",
    );
    await expect(steps.getByRole("link", { name: "Book first session" })).toHaveAttribute(
      "href",
      "/contact-us?type=therapy#message",
    );

    await steps.getByRole("link", { name: "See our professionals" }).click();
    await expect(page).toHaveURL(/\/our-team$/);
  });

  test("six support types, video marked most popular, with the real crisis line", async ({ page }) => {
    await page.goto("/how-it-works");
    const support = page.getByRole("region", { name: "Support that fits your life" });
    await expect(support.getByRole("heading", { level: 3 })).toHaveCount(6);
    await expect(support.getByRole("listitem").filter({ hasText: "Video sessions" })).toContainText(
      "Most popular",
    );
    await expect(support.getByRole("link", { name: "112" })).toHaveAttribute("href", "tel:112");
  });

  test("the difference block and the final call to action go somewhere real", async ({ page }) => {
    await page.goto("/how-it-works");
    const difference = page.getByRole("region", { name: "What makes our approach different" });
    await expect(difference.getByRole("link", { name: "Start your journey today" })).toHaveAttribute(
      "href",
      "/contact-us?type=therapy#message",
    );
    for (const fact of ["5 min", "24 hrs", "Same day"]) {
      await expect(difference.getByRole("definition").filter({ hasText: fact })).toBeVisible();
    }
    const cta = page.getByRole("region", { name: "Ready to take the first step?" });
    await expect(cta.getByRole("link", { name: "Start free assessment" })).toHaveAttribute(
      "href",
      "/contact-us?type=therapy#message",
    );
    await expect(cta.getByRole("link", { name: "Schedule a call" })).toHaveAttribute(
      "href",
      "/contact-us?type=therapy#message",
    );
  });

  test("the FAQ opens one answer at a time, and clicking the open one closes it", async ({ page }) => {
    await page.goto("/how-it-works");
    const faq = page.getByRole("region", { name: "Questions about getting started" });
    const items = faq.locator("details");
    await expect(items).toHaveCount(6);
    const openItems = faq.locator("details[open]");
    await expect(openItems).toHaveCount(0);

    const first = items.nth(0);
    const second = items.nth(1);
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await expect(first.getByText("about 5 minutes")).toBeVisible();

    await second.locator("summary").click();
    await expect(second).toHaveAttribute("open", "");
    await expect(first).not.toHaveAttribute("open");
    await expect(first.getByText("about 5 minutes")).toBeHidden();
    await expect(openItems).toHaveCount(1);

    await second.locator("summary").click();
    await expect(openItems).toHaveCount(0);
  });

  test("the FAQ works from the keyboard", async ({ page }) => {
    await page.goto("/how-it-works");
    const faq = page.getByRole("region", { name: "Questions about getting started" });
    const items = faq.locator("details");
    const openItems = faq.locator("details[open]");

    await items.nth(2).locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(items.nth(2)).toHaveAttribute("open", "");

    await page.keyboard.press("Tab");
    await expect(items.nth(3).locator("summary")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(items.nth(3)).toHaveAttribute("open", "");
    await expect(openItems).toHaveCount(1);

    await page.keyboard.press("Enter");
    await expect(openItems).toHaveCount(0);
  });

  test("the crisis answer carries the real helplines", async ({ page }) => {
    await page.goto("/how-it-works");
    const faq = page.getByRole("region", { name: "Questions about getting started" });
    const crisis = faq.locator("details").filter({ hasText: "in crisis" });
    await crisis.locator("summary").click();
    await expect(crisis.getByRole("link", { name: "14416" })).toHaveAttribute("href", "tel:14416");
    await expect(crisis.getByRole("link", { name: "1-800-891-4416" })).toHaveAttribute(
      "href",
      "tel:18008914416",
    );
  });
});
