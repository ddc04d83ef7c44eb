import type { Page } from "@playwright/test";
import { expect, test } from "#tests/utils/playwright.ts";

const count = (page: Page) => page.getByRole("status").filter({ hasText: /\barticles?\b/ });
const categoryButton = (page: Page, name: string) =>
  page.getByRole("group", { name: "Filter by category" }).getByRole("button", { name, exact: true });

/**
 * The six sample posts, and any a parallel test (admin-blog.spec.ts) has
 * published for a moment: what one page load shows, counted from its cards.
 */
async function allCount(page: Page) {
  const cards = await page.getByRole("region", { name: "All Articles" }).getByRole("article").count();
  expect(cards).toBeGreaterThanOrEqual(6);
  return cards;
}

test.describe("blog listing", () => {
  test("shows two featured articles, the full list and three popular ones", async ({ page }) => {
    await page.goto("/resources/blogs");
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Featured Articles" }).getByRole("article")).toHaveCount(2);
    await expect(count(page)).toHaveText(`${await allCount(page)} articles`);
    await expect(page.getByRole("region", { name: "Popular Articles" }).getByRole("link")).toHaveCount(3);
    await expect(categoryButton(page, "All")).toHaveAttribute("aria-pressed", "true");
  });

  test("search narrows by title, excerpt or author, ignoring case", async ({ page }) => {
    await page.goto("/resources/blogs");
    const search = page.getByRole("searchbox", { name: "Search articles" });
    await search.fill("SOAP");
    await expect(count(page)).toHaveText("1 article matching “SOAP”");
    await expect(page.getByRole("region", { name: "All Articles" }).getByRole("link")).toHaveText([
      "Less typing, more listening: AI-assisted SOAP notes",
    ]);
    // Featured articles step aside while a search is on.
    await expect(page.getByRole("region", { name: "Featured Articles" })).toHaveCount(0);

    await search.fill("practise difficult conversations");
    await expect(count(page)).toHaveText(/^1 article/);
    await search.fill("editorial team");
    await expect(count(page)).toHaveText(/^6 articles/);
  });

  test("category buttons filter, and an empty result says so", async ({ page }) => {
    await page.goto("/resources/blogs");
    const all = await allCount(page);
    // One category list for the product; only those with articles are offered, so none leads nowhere.
    await expect(categoryButton(page, "Case Studies")).toHaveCount(0);
    await expect(
      page.getByRole("region", { name: "Categories" }).getByRole("button", { name: /^Case Studies/ }),
    ).toHaveCount(0);

    await categoryButton(page, "Research").click();
    await expect(categoryButton(page, "Research")).toHaveAttribute("aria-pressed", "true");
    await expect(categoryButton(page, "All")).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByRole("heading", { level: 2, name: "Research" })).toBeVisible();
    await expect(count(page)).toHaveText("2 articles");

    await page.getByRole("searchbox", { name: "Search articles" }).fill("no such words anywhere");
    await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
    await expect(count(page)).toHaveText("0 articles matching “no such words anywhere”");
    await page.getByRole("link", { name: "Show all articles" }).click();
    await expect(count(page)).toHaveText(`${all} articles`);

    // The sidebar's category list sets the same filter.
    await page
      .getByRole("region", { name: "Categories" })
      .getByRole("button", { name: /^Industry Insights/ })
      .click();
    await expect(categoryButton(page, "Industry Insights")).toHaveAttribute("aria-pressed", "true");
    await expect(count(page)).toHaveText("1 article");
  });

  test("a search in the address filters on the server too", async ({ request }) => {
    const html = await (await request.get("/resources/blogs?q=soap&category=technology")).text();
    expect(html).toMatch(/>1 article</);
    // One card in the rendered list (the sidebar's popular links are not cards).
    expect(html.match(/<article/g)).toHaveLength(1);
    expect(html).toMatch(/<article[\s\S]*Less typing, more listening[\s\S]*<\/article>/);
  });
});

test.describe("blog article", () => {
  test("shows the article's fields and leads back to the list", async ({ page }) => {
    const response = await page.goto("/blog/ai-assisted-soap-notes");
    expect(response?.status()).toBe(200);
    const article = page.getByRole("article").first();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Less typing, more listening: AI-assisted SOAP notes",
    );
    await expect(article.getByText("Healthcare Technology", { exact: true })).toBeVisible();
    await expect(article.getByText("Featured", { exact: true })).toHaveCount(0);
    await expect(article.locator("time")).toHaveText("27 October 2026");
    await expect(article.getByText("2 min read").first()).toBeVisible();
    await expect(article.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText([
      "#documentation",
      "#soap-notes",
      "#ai",
      "#clinical-workflow",
    ]);
    const author = page.getByRole("region", { name: "About the author" });
    await expect(author).toContainText("Editorial Team");
    await expect(author).toContainText("Clinical content team");
    await expect(article.getByRole("heading", { level: 2, name: "What it must not do" })).toBeVisible();
    expect(await article.locator("p").count()).toBeGreaterThan(4);

    await page.getByRole("link", { name: "Back to Blogs" }).first().click();
    await expect(page).toHaveURL(/\/resources\/blogs$/);
  });

  test("a featured article carries the badge", async ({ page }) => {
    await page.goto("/blog/why-simulation-helps-therapy-training");
    await expect(page.getByRole("article").first().getByText("Featured", { exact: true })).toBeVisible();
  });

  test("an unknown slug answers 404 with the Article Not Found panel", async ({ page }) => {
    const response = await page.goto("/blog/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Article Not Found" })).toBeVisible();
    await expect(page.getByText("The requested article could not be found.")).toBeVisible();
    await page.getByRole("link", { name: "Back to Blogs" }).click();
    await expect(page).toHaveURL(/\/resources\/blogs$/);
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  });
});
