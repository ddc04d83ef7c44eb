import { expect, test } from "#tests/utils/playwright.ts";

test.describe("desktop header", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("has the spec's menus, one dropdown open at a time", async ({ page }) => {
    await page.goto("/faqs");
    const nav = page.getByRole("navigation", { name: "Main" });
    const solutions = nav.getByRole("button", { name: "Our Solutions" });
    const about = nav.getByRole("button", { name: "About Us" });
    await expect(nav.getByRole("button", { name: "Our Approach" })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Resources" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "FAQs" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Request a Demo" })).toBeVisible();

    await solutions.click();
    await expect(solutions).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: /For Practitioners/ })).toBeVisible();
    await about.click();
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await expect(solutions).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: /For Practitioners/ })).toBeHidden();
  });

  test("a dropdown closes on Escape, on an outside click and on choosing a link", async ({ page }) => {
    await page.goto("/faqs");
    const nav = page.getByRole("navigation", { name: "Main" });
    const solutions = nav.getByRole("button", { name: "Our Solutions" });

    await solutions.click();
    await page.keyboard.press("Escape");
    await expect(solutions).toHaveAttribute("aria-expanded", "false");
    await expect(solutions).toBeFocused();

    await solutions.click();
    await page.mouse.click(8, 500);
    await expect(solutions).toHaveAttribute("aria-expanded", "false");

    await solutions.click();
    await nav.getByRole("link", { name: /For Education/ }).click();
    await expect(page).toHaveURL(/\/solutions\/therasim$/);
    await expect(solutions).toHaveAttribute("aria-expanded", "false");
  });

  test("menus work from the keyboard", async ({ page }) => {
    await page.goto("/faqs");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "About Us" }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: /Our Mission/ })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/our-mission$/);
  });

  test("the bar is 64 px high and changes style once scrolled", async ({ page }) => {
    await page.goto("/our-mission");
    const header = page.locator("header").first();
    expect((await header.boundingBox())?.height).toBe(64);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute("data-scrolled", "true");
  });

  test("on the home page the bar stays transparent until the first screen has scrolled by", async ({
    page,
  }) => {
    await page.goto("/");
    const header = page.locator("header").first();
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, window.innerHeight));
    await expect(header).toHaveAttribute("data-scrolled", "true");
  });

  test("a new page starts at the top", async ({ page }) => {
    await page.goto("/our-mission");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQs" }).click();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("mobile header", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the menu opens, groups collapse, scrolling locks, and it closes at 768 px", async ({ page }) => {
    await page.goto("/faqs");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const trigger = page.getByRole("button", { name: "Open menu" });
    await trigger.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");

    const about = menu.getByRole("button", { name: "About Us" });
    await about.click();
    await expect(menu.getByRole("link", { name: "How It Works" })).toBeVisible();
    await about.click();
    await expect(menu.getByRole("link", { name: "How It Works" })).toBeHidden();

    await page.setViewportSize({ width: 800, height: 812 });
    await expect(menu).toBeHidden();
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe("");
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("choosing a link navigates and closes the menu", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.getByRole("button", { name: "Our Solutions" }).click();
    await menu.getByRole("link", { name: "For Education" }).click();
    await expect(page).toHaveURL(/\/solutions\/therasim$/);
    await expect(menu).toBeHidden();
  });
});

test("the footer signposts crisis help on every page", async ({ page }) => {
  await page.goto("/approach");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "14416" })).toHaveAttribute("href", "tel:14416");
  await expect(footer.getByRole("link", { name: "1-800-891-4416" })).toHaveAttribute(
    "href",
    "tel:18008914416",
  );
  await expect(footer.getByRole("link", { name: "112" })).toHaveAttribute("href", "tel:112");
  await expect(footer).toContainText("not an emergency service");
  await expect(footer).toContainText(String(new Date().getFullYear()));
});
