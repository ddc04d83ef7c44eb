import { expect, test } from "#tests/utils/playwright.ts";

test.describe("home page", () => {
  test("has the spec's hero and its calls to action", async ({ page }) => {
    await page.goto("/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Empowering Practitioners. Elevating Clients Journeys." }),
    ).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Explore the Platform" })).toHaveAttribute(
      "href",
      "#platform",
    );
    await expect(page.locator("#platform")).toHaveCount(1);

    await main.getByRole("link", { name: "Request Exclusive Access" }).first().click();
    await expect(page).toHaveURL(/\/request-a-demo$/);
  });

  test("the audience tabs follow clicks and arrow keys", async ({ page }) => {
    await page.goto("/");
    const tablist = page.getByRole("tablist", { name: "Who the platform is for" });
    const clients = tablist.getByRole("tab", { name: "For Clients" });
    const practitioners = tablist.getByRole("tab", { name: "For Practitioners" });
    const training = tablist.getByRole("tab", { name: "For Training" });

    await expect(tablist.getByRole("tab")).toHaveCount(3);
    await expect(clients).toHaveAttribute("aria-selected", "true");
    await expect(practitioners).toHaveAttribute("aria-selected", "false");
    await expect(page.getByRole("tabpanel", { name: "For Clients" })).toBeVisible();

    await practitioners.click();
    await expect(practitioners).toHaveAttribute("aria-selected", "true");
    await expect(clients).toHaveAttribute("aria-selected", "false");
    await expect(page.getByRole("tabpanel", { name: "For Practitioners" })).toBeVisible();
    await expect(page.getByRole("tabpanel", { name: "For Clients" })).toBeHidden();

    await page.keyboard.press("ArrowRight");
    await expect(training).toBeFocused();
    await expect(training).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "For Training" })).toBeVisible();

    await page.keyboard.press("ArrowRight");
    await expect(clients).toBeFocused();
    await expect(clients).toHaveAttribute("aria-selected", "true");

    await page.keyboard.press("ArrowLeft");
    await expect(training).toHaveAttribute("aria-selected", "true");
  });

  const learnMore = [
    { tab: "For Clients", path: "/how-it-works" },
    { tab: "For Practitioners", path: "/solutions/practitioners" },
    { tab: "For Training", path: "/solutions/therasim" },
  ];
  for (const { tab, path } of learnMore) {
    test(`${tab}: Learn More leads to ${path}`, async ({ page }) => {
      await page.goto("/");
      await page.getByRole("tab", { name: tab }).click();
      await page
        .getByRole("tabpanel", { name: tab })
        .getByRole("link", { name: /^Learn More/ })
        .click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }

  test("the CRM mockups are images with a name, not fake controls", async ({ page }) => {
    await page.goto("/");
    const mockups = page.getByRole("img", { name: /Sample CRM dashboard/ });
    await expect(mockups).toHaveCount(2);
    const full = page.locator("#platform").getByRole("img", { name: /SOAP session note/ });
    await expect(full).toBeVisible();
    await expect(full.locator("a, button, input, select, textarea, [tabindex]")).toHaveCount(0);
  });

  test("is several screens long", async ({ page }) => {
    await page.goto("/");
    const ratio = await page.evaluate(() => document.documentElement.scrollHeight / window.innerHeight);
    expect(ratio).toBeGreaterThan(4);
  });
});

test.describe("practitioners page", () => {
  test("has the spec's hero, its four tabs and the features anchor", async ({ page }) => {
    await page.goto("/solutions/practitioners");
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "AI-Powered Mental Health CRM for Clinics & Practitioners",
      }),
    ).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: "Built for Mental Health Professionals" }),
    ).toBeVisible();

    const tabs = page.getByRole("tablist").getByRole("tab");
    await expect(tabs).toHaveText([
      "For Secure Profiles",
      "For AI Documentation",
      "For Scheduling",
      "For Dashboards",
    ]);
    await expect(page.getByRole("tab", { name: "For Secure Profiles" })).toHaveAttribute(
      "aria-selected",
      "true",
    );

    await page.getByRole("tab", { name: "For Scheduling" }).click();
    await expect(page.getByRole("tab", { name: "For Scheduling" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "For Secure Profiles" })).toHaveAttribute(
      "aria-selected",
      "false",
    );
    await expect(
      page.getByRole("tabpanel", { name: "For Scheduling" }).getByRole("link", { name: /^Learn More/ }),
    ).toHaveAttribute("href", "/how-it-works");

    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Explore the Platform" })).toHaveAttribute(
      "href",
      "#features",
    );
    await expect(page.locator("#features")).toHaveCount(1);
    await expect(page.getByRole("img", { name: /Sample CRM dashboard/ }).first()).toBeVisible();
    // Its hero shows its own picture (a day's schedule and a note draft), not the home page's.
    const day = page.getByRole("img", { name: /Sample practice day/ });
    await expect(day).toBeVisible();
    await expect(day.locator("a, button, input, select, textarea, [tabindex]")).toHaveCount(0);

    await main.getByRole("link", { name: "Request Exclusive Access" }).click();
    await expect(page).toHaveURL(/\/request-a-demo$/);
  });
});
