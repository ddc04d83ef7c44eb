import type { Page } from "@playwright/test";
import { expect, test } from "#tests/utils/playwright.ts";

const showing = (page: Page) => page.getByRole("status").filter({ hasText: /^Showing/ });
const gridCards = (page: Page) => page.locator("#catalogue article");

test.describe("/solutions/assessments", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/solutions/assessments");
  });

  test("starts with all ten, the two featured first, each once", async ({ page }) => {
    await expect(showing(page)).toHaveText("Showing 10 of 10 assessments");
    await expect(gridCards(page)).toHaveCount(10);
    await expect(page.getByRole("heading", { level: 2, name: "All Assessments" })).toBeVisible();
    const featured = page.getByRole("region", { name: "Featured Assessments" });
    await expect(featured.getByRole("article")).toHaveCount(2);
    await expect(featured.getByRole("heading", { level: 4 })).toHaveText([
      "PHQ-9 Depression Screening",
      "GAD-7 Anxiety Screening",
    ]);
    const phq9 = page.locator("#main article").filter({ hasText: "PHQ-9 Depression Screening" });
    await expect(phq9).toHaveCount(1);
    await expect(page.locator("#main article")).toHaveCount(10);
  });

  test("a filter that leaves out the featured ones drops their heading", async ({ page }) => {
    await page.getByLabel("Category").selectOption({ label: "Cognitive" });
    await expect(page.getByRole("region", { name: "Featured Assessments" })).toHaveCount(0);
    await expect(gridCards(page).getByRole("heading", { level: 3 })).toHaveCount(2);
  });

  test("search matches title, description or any tag", async ({ page }) => {
    const search = page.getByLabel("Search assessments");
    await search.fill("SLEEP");
    await expect(showing(page)).toHaveText("Showing 1 of 10 assessments");
    await expect(gridCards(page)).toHaveCount(1);

    // "Empathy" is only a tag of the Emotional Intelligence Profile.
    await search.fill("empathy");
    await expect(showing(page)).toHaveText("Showing 1 of 10 assessments");
    await expect(gridCards(page).first()).toContainText("Emotional Intelligence Profile");

    // "nine-question" is only in the PHQ-9 description.
    await search.fill("nine-question");
    await expect(gridCards(page)).toHaveCount(1);
  });

  test("category and difficulty narrow the list and the heading", async ({ page }) => {
    await page.getByLabel("Category").selectOption({ label: "Cognitive" });
    await expect(showing(page)).toHaveText("Showing 2 of 10 assessments");
    await expect(page.getByRole("heading", { level: 2, name: "Cognitive Assessments" })).toBeVisible();
    await expect(page.getByText("2 assessments", { exact: true })).toBeVisible();

    await page.getByLabel("Category").selectOption("all");
    await page.getByLabel("Difficulty").selectOption({ label: "Advanced" });
    await expect(showing(page)).toHaveText("Showing 3 of 10 assessments");
    for (const card of await gridCards(page).all()) await expect(card).toContainText("Advanced");

    await page.getByLabel("Category").selectOption("emotional");
    await expect(showing(page)).toHaveText("Showing 1 of 10 assessments");
  });

  test("sidebar category buttons set the Category dropdown", async ({ page }) => {
    const sidebar = page.getByRole("complementary", { name: "Assessment guide" });
    await sidebar.getByRole("button", { name: "Wellness" }).click();
    await expect(page.getByLabel("Category")).toHaveValue("wellness");
    await expect(sidebar.getByRole("button", { name: "Wellness" })).toHaveAttribute("aria-pressed", "true");
    await expect(showing(page)).toHaveText("Showing 2 of 10 assessments");
    await sidebar.getByRole("button", { name: "All categories" }).click();
    await expect(page.getByLabel("Category")).toHaveValue("all");
    await expect(showing(page)).toHaveText("Showing 10 of 10 assessments");
  });

  test("no match shows the empty state, and Browse All Assessments resets the filters", async ({ page }) => {
    await page.getByLabel("Difficulty").selectOption("beginner");
    await page.getByLabel("Search assessments").fill("executive");
    await expect(showing(page)).toHaveText("Showing 0 of 10 assessments");
    await expect(page.getByRole("heading", { name: "No assessments found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filter criteria")).toBeVisible();

    await page.getByRole("link", { name: "Browse All Assessments" }).click();
    await expect(page).toHaveURL(/#catalogue$/);
    await expect(page.getByLabel("Search assessments")).toHaveValue("");
    await expect(page.getByLabel("Difficulty")).toHaveValue("all");
    await expect(showing(page)).toHaveText("Showing 10 of 10 assessments");
  });

  test("cards show at most two tags plus a +N count", async ({ page }) => {
    for (const card of await gridCards(page).all()) {
      const tags = card.getByRole("list", { name: "Tags" }).getByRole("listitem");
      const count = await tags.count();
      expect(count).toBeLessThanOrEqual(3);
      if (count === 3) await expect(tags.nth(2)).toHaveText(/^\+\d+ more:/);
    }
    const phq9 = gridCards(page).filter({ hasText: "PHQ-9 Depression Screening" });
    await expect(phq9.getByRole("listitem").last()).toContainText("+2");
  });

  test("cards lead to real places and show no invented figures", async ({ page }) => {
    const first = gridCards(page).first();
    await expect(first.getByRole("link", { name: /^Request access/ })).toHaveAttribute(
      "href",
      "/request-a-demo",
    );
    await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", "/contact-us");
    await expect(page.getByRole("link", { name: "Learn About Our Methods" })).toHaveAttribute(
      "href",
      "/approach",
    );
    await expect(page.locator("#main")).not.toContainText(/participants|rating/i);
  });
});
