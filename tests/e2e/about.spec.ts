import { expect, test } from "#tests/utils/playwright.ts";

test.describe("/our-mission", () => {
  test("the hero's anchor link jumps to the mission details", async ({ page }) => {
    await page.goto("/our-mission");
    const anchor = page.getByRole("link", { name: "Read our mission" });
    await expect(anchor).toHaveAttribute("href", "#mission-details");
    await expect(page.locator("#mission-details")).toHaveCount(1);
    await anchor.click();
    await expect(page).toHaveURL(/#mission-details$/);
    await expect(page.locator("#mission-details").getByRole("heading", { level: 2 })).toBeInViewport();
  });

  test("six values and a Today → 2026 → 2028 timeline", async ({ page }) => {
    await page.goto("/our-mission");
    const values = page.getByRole("region", { name: "The values we work by" });
    const names = [
      "Empathy First",
      "Evidence-Driven Innovation",
      "Cultural Relevance",
      "Trust & Security",
      "Collaboration",
      "Simplicity",
    ];
    await expect(values.getByRole("heading", { level: 3 })).toHaveText(names);

    const timeline = page.getByRole("list", { name: "Vision timeline" });
    const years = timeline.getByRole("listitem");
    await expect(years).toHaveCount(3);
    await expect(years.nth(0)).toContainText("Today");
    await expect(years.nth(1)).toContainText("2026");
    await expect(years.nth(2)).toContainText("2028");
  });

  test("links lead to getting involved and to a demo", async ({ page }) => {
    await page.goto("/our-mission");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Get Involved" })).toHaveAttribute("href", "/contact-us");
    await expect(main.getByRole("link", { name: "Request a Demo" })).toHaveAttribute(
      "href",
      "/request-a-demo",
    );
  });
});

test.describe("/our-team", () => {
  test("no placeholder people: until someone is named, the page is the story and the values", async ({
    page,
  }) => {
    await page.goto("/our-team");
    await expect(page.getByRole("list", { name: "Leadership team" })).toHaveCount(0);
    await expect(page.getByRole("main")).not.toContainText(/Name to be announced|Placeholder/);
    await expect(page.getByRole("link", { name: "Read our story" })).toHaveAttribute("href", "#origin");
    await expect(page.getByRole("heading", { level: 2, name: "Why we started" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "What holds us together" })).toBeVisible();
  });

  test("the three core values", async ({ page }) => {
    await page.goto("/our-team");
    const values = page.getByRole("region", { name: "What holds us together" });
    await expect(values.getByRole("heading", { level: 3 })).toHaveText([
      "Clinical First",
      "Invent with Empathy",
      "Unwavering Trust",
    ]);
  });
});

test.describe("/solutions/therasim", () => {
  test("the simulator preview is one named image with the spec's elements", async ({ page }) => {
    await page.goto("/solutions/therasim");
    const preview = page.getByRole("img", { name: /TheraSim practice session preview/ });
    await expect(preview).toBeVisible();
    const name = (await preview.getAttribute("aria-label")) ?? "";
    for (const part of ["Empathy Score", "Technique", "Next Step", "Two suggested responses"]) {
      expect(name).toContain(part);
    }
    // Nothing inside the drawing pretends to be a control.
    await expect(preview.locator("button, a, input")).toHaveCount(0);
  });

  test("Try TheraSim, Watch Demo and Start Practising Today go to the demo form", async ({ page }) => {
    await page.goto("/solutions/therasim");
    for (const name of ["Try TheraSim", "Watch Demo", "Start Practising Today"]) {
      await expect(page.getByRole("main").getByRole("link", { name })).toHaveAttribute(
        "href",
        "/request-a-demo",
      );
    }
    await page.getByRole("link", { name: "Try TheraSim" }).click();
    await expect(page).toHaveURL(/\/request-a-demo$/);
  });
});

test.describe("/approach", () => {
  test("the ecosystem chain links each step to its page", async ({ page }) => {
    await page.goto("/approach");
    const chain = page.getByRole("list", { name: "The ecosystem, step by step" });
    await expect(chain.getByRole("heading", { level: 3 })).toHaveText([
      "Assessments",
      "CRM",
      "TheraSim",
      "Better Outcomes",
    ]);
    await expect(chain.getByRole("link")).toHaveCount(3);
    await expect(chain.getByRole("link", { name: /Assessments/ })).toHaveAttribute(
      "href",
      "/solutions/assessments",
    );
    await expect(chain.getByRole("link", { name: /CRM/ })).toHaveAttribute(
      "href",
      "/solutions/practitioners",
    );
    await expect(chain.getByRole("link", { name: /TheraSim/ })).toHaveAttribute(
      "href",
      "/solutions/therasim",
    );
  });

  test("three pillars, the figures, and a Request a Demo button", async ({ page }) => {
    await page.goto("/approach");
    const pillars = page.getByRole("region", { name: "Three pillars behind everything we build" });
    await expect(pillars.getByRole("heading", { level: 3 })).toHaveText([
      "Cultural Relevance",
      "Human + AI Collaboration",
      "Integrated Ecosystem",
    ]);
    const why = page.getByRole("region", { name: "Why This Matters" });
    await expect(why.getByRole("definition").filter({ hasText: /^970M$/ })).toBeVisible();
    await expect(why.getByRole("definition").filter({ hasText: /^2\/3$/ })).toBeVisible();
    const demo = page.getByRole("main").getByRole("link", { name: "Request a Demo" });
    await expect(demo.first()).toHaveAttribute("href", "/request-a-demo");
  });
});
