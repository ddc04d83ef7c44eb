import { test as baseTest, type Page } from "@playwright/test";
import { expect, test } from "#tests/utils/playwright.ts";

const count = (page: Page) => page.getByRole("status").filter({ hasText: /\barticles?\b/ });
const categoryButton = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Filter by category" }).getByRole("link", { name, exact: true });

/**
 * The six sample posts, and any a parallel test (admin-blog.spec.ts) has
 * published for a moment: the total one page load states.
 */
async function allCount(page: Page) {
  const text = (await count(page).textContent()) ?? "";
  const total = Number.parseInt(text, 10);
  expect(total).toBeGreaterThanOrEqual(6);
  return total;
}

/**
 * The listing shows one category: its heading, a count, and only its cards
 * (how many depends on posts parallel tests publish for a moment).
 */
async function showsOnly(page: Page, label: string) {
  const region = page.getByRole("region", { name: label });
  await expect(region.getByRole("heading", { level: 2, name: label })).toBeVisible();
  await expect(count(page)).toHaveText(/^\d+ articles?$/);
  const cards = await region.getByRole("article").all();
  expect(cards.length).toBeGreaterThanOrEqual(1);
  for (const card of cards) await expect(card.getByText(label, { exact: true })).toBeVisible();
}

/** Searches, and waits until the listing answers for these words (not the search before). */
async function search(page: Page, words: string) {
  await page.getByRole("searchbox", { name: "Search articles" }).fill(words);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(count(page)).toContainText(`matching “${words}”`);
}

test.describe("blog listing", () => {
  test("shows two featured articles, the full list and three popular ones", async ({ page }) => {
    await page.goto("/resources/blogs");
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Featured Articles" }).getByRole("article")).toHaveCount(2);
    await expect(count(page)).toHaveText(`${await allCount(page)} articles`);
    await expect(page.getByRole("region", { name: "Popular Articles" }).getByRole("link")).toHaveCount(3);
    await expect(categoryButton(page, "All")).toHaveAttribute("aria-current", "page");
  });

  test("search narrows by title, excerpt or author, ignoring case", async ({ page }) => {
    await page.goto("/resources/blogs");
    await search(page, "SOAP");
    await expect(page).toHaveURL(/\?q=SOAP$/);
    await expect(count(page)).toHaveText("1 article matching “SOAP”");
    await expect(page.getByRole("region", { name: "All Articles" }).getByRole("link")).toHaveText([
      "Less typing, more listening: AI-assisted SOAP notes",
    ]);
    // Featured articles step aside while a search is on.
    await expect(page.getByRole("region", { name: "Featured Articles" })).toHaveCount(0);

    await search(page, "practise difficult conversations");
    await expect(count(page)).toHaveText(/^1 article/);
    // The six sample posts, and any a parallel test has published for a moment.
    await search(page, "editorial team");
    await expect(count(page)).toHaveText(/^(?:[6-9]|\d\d+) articles matching “editorial team”$/);
  });

  test("category buttons filter, and an empty result says so", async ({ page }) => {
    await page.goto("/resources/blogs");
    const all = await allCount(page);
    // One category list for the product; only those with articles are offered, so none leads nowhere.
    await expect(categoryButton(page, "Case Studies")).toHaveCount(0);
    await expect(
      page.getByRole("region", { name: "Categories" }).getByRole("link", { name: /^Case Studies/ }),
    ).toHaveCount(0);

    await categoryButton(page, "Research").click();
    await expect(page).toHaveURL(/\?category=research$/);
    await expect(categoryButton(page, "Research")).toHaveAttribute("aria-current", "page");
    await expect(categoryButton(page, "All")).not.toHaveAttribute("aria-current");
    await showsOnly(page, "Research");

    await search(page, "no such words anywhere");
    await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
    await expect(count(page)).toHaveText("0 articles matching “no such words anywhere”");
    await page.getByRole("link", { name: "Show all articles" }).click();
    await expect(count(page)).toHaveText(`${all} articles`);

    // The sidebar's category list sets the same filter.
    await page
      .getByRole("region", { name: "Categories" })
      .getByRole("link", { name: /^Industry Insights/ })
      .click();
    await expect(categoryButton(page, "Industry Insights")).toHaveAttribute("aria-current", "page");
    await showsOnly(page, "Industry Insights");
  });

  test("a tag from an article filters the listing, and the tag can be removed", async ({ page }) => {
    await page.goto("/blog/ai-assisted-soap-notes");
    const tag = page.getByRole("list", { name: "Tags" }).getByRole("link").first();
    const name = ((await tag.textContent()) ?? "").replace(/^#/, "").trim();
    await tag.click();
    await expect(page).toHaveURL(new RegExp(`/resources/blogs\\?tag=${encodeURIComponent(name)}$`));
    await expect(count(page)).toContainText(`tagged #${name}`);
    await expect(page.getByRole("region", { name: "All Articles" }).getByRole("link").first()).toHaveText(
      "Less typing, more listening: AI-assisted SOAP notes",
    );
    await page.getByRole("link", { name: "Remove tag" }).click();
    await expect(page).toHaveURL(/\/resources\/blogs$/);
  });

  test("a search in the address filters on the server too", async ({ request }) => {
    const html = await (await request.get("/resources/blogs?q=soap&category=technology")).text();
    expect(html).toMatch(/>1 article</);
    // One card in the rendered list (the sidebar's popular links are not cards).
    expect(html.match(/<article/g)).toHaveLength(1);
    expect(html).toMatch(/<article[\s\S]*Less typing, more listening[\s\S]*<\/article>/);
  });
});

test.describe("blog listing in place", () => {
  const marked = (page: Page) => page.evaluate(() => (window as { marker?: number }).marker);

  test("a category swaps the listing without a reload, where the reader is, and Back restores it", async ({
    page,
  }) => {
    await page.goto("/resources/blogs");
    await page.evaluate(() => {
      (window as { marker?: number }).marker = 1;
      // The status line is kept, not replaced, so a screen reader reads its new text.
      Object.assign(document.querySelector('[role="status"]') ?? {}, { kept: true });
      window.scrollTo(0, 300);
    });
    await categoryButton(page, "Research").click();
    await expect(page).toHaveURL(/\?category=research$/);
    await showsOnly(page, "Research");
    await expect(page.getByRole("heading", { level: 2, name: "Research" })).toBeFocused();
    await expect(page.getByRole("heading", { level: 2, name: "Research" })).toBeInViewport();
    expect(await marked(page)).toBe(1);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(
      await page.evaluate(() => (document.querySelector('[role="status"]') as { kept?: boolean }).kept),
    ).toBe(true);

    await page.goBack();
    await expect(page).toHaveURL(/\/resources\/blogs$/);
    await expect(categoryButton(page, "All")).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("region", { name: "Featured Articles" }).getByRole("article")).toHaveCount(2);
    await page.goForward();
    await showsOnly(page, "Research");
    expect(await marked(page)).toBe(1);
  });

  test("a search and the tag's removal swap in place too", async ({ page }) => {
    await page.goto("/resources/blogs?tag=documentation");
    await page.evaluate(() => {
      (window as { marker?: number }).marker = 1;
    });
    await search(page, "SOAP");
    await expect(page).toHaveURL(/\?q=SOAP&tag=documentation$/);
    await expect(page.getByRole("heading", { level: 2, name: "All Articles" })).toBeFocused();
    await page.getByRole("link", { name: "Remove tag" }).click();
    await expect(page).toHaveURL(/\?q=SOAP$/);
    await expect(count(page)).toHaveText("1 article matching “SOAP”");
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue("SOAP");
    expect(await marked(page)).toBe(1);
  });

  test("the search filters as the reader types, without Enter, and keeps the box as typed", async ({
    page,
  }) => {
    await page.goto("/resources/blogs");
    const all = await allCount(page);
    const box = page.getByRole("searchbox", { name: "Search articles" });
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "fetch") asked.push(new URL(request.url()).search);
    });
    await box.click();
    await box.pressSequentially("zqxj nothing", { delay: 20 });
    await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
    await expect(count(page)).toHaveText("0 articles matching “zqxj nothing”");
    await expect(page).toHaveURL(/\/resources\/blogs\?q=zqxj\+nothing$/);
    // Still in the box, the words and the caret where the reader left them.
    await expect(box).toBeFocused();
    await expect(box).toHaveValue("zqxj nothing");
    expect(await box.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe("zqxj nothing".length);
    // A pause, not a key, asks the server: far fewer requests than letters typed.
    expect(asked.length).toBeGreaterThanOrEqual(1);
    expect(asked.length).toBeLessThan("zqxj nothing".length / 2);

    // Typing on where the caret is, and a trailing space the server trims, stay as typed.
    await box.press("End");
    await box.pressSequentially(" ", { delay: 20 });
    await box.press("Home");
    await box.pressSequentially("x", { delay: 20 });
    await expect(box).toHaveValue("xzqxj nothing ");
    await expect(page).toHaveURL(/\?q=xzqxj\+nothing\+$/);
    await expect(count(page)).toHaveText("0 articles matching “xzqxj nothing”");
    await expect(box).toHaveValue("xzqxj nothing ");
    expect(await box.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(1);

    await box.clear();
    await expect(count(page)).toHaveText(`${all} articles`);
    await expect(page).toHaveURL(/\/resources\/blogs$/);
    await expect(page.getByRole("region", { name: "Featured Articles" }).getByRole("article")).toHaveCount(2);
    await expect(box).toBeFocused();
  });

  for (const width of [375, 1440]) {
    test(`at ${width} px, by keyboard alone, the search answers as it is typed`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/resources/blogs");
      const box = page.getByRole("searchbox", { name: "Search articles" });
      for (
        let tab = 0;
        tab < 40 && !(await box.evaluate((input) => input === document.activeElement));
        tab += 1
      )
        await page.keyboard.press("Tab");
      await expect(box).toBeFocused();
      await expect(box).toBeInViewport();
      await page.keyboard.type("SOAP", { delay: 20 });
      await expect(count(page)).toHaveText("1 article matching “SOAP”");
      await expect(box).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(page.getByRole("button", { name: "Search", exact: true })).toBeFocused();
      // Enter then adds nothing to the history: the search is already shown.
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { level: 2, name: "All Articles" })).toBeFocused();
      await expect(page).toHaveURL(/\?q=SOAP$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/resources\/blogs$/);
      await expect(count(page)).toHaveText(/^\d+ articles$/);
    });
  }

  test("a search typed takes one step of the history, and Back leaves it", async ({ page }) => {
    await page.goto("/resources/blogs?category=research");
    const box = page.getByRole("searchbox", { name: "Search articles" });
    await box.fill("sim");
    await expect(page).toHaveURL(/\?q=sim&category=research$/);
    await box.pressSequentially("ulation", { delay: 20 });
    await expect(page).toHaveURL(/\?q=simulation&category=research$/);
    await expect(count(page)).toHaveText(/^\d+ articles? matching “simulation”$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/resources\/blogs\?category=research$/);
    await expect(box).toHaveValue("");
    await showsOnly(page, "Research");
    await page.goForward();
    await expect(page).toHaveURL(/\?q=simulation&category=research$/);
    await expect(box).toHaveValue("simulation");
  });

  test("a newer search supersedes an older one still on its way", async ({ page }) => {
    await page.goto("/resources/blogs");
    const box = page.getByRole("searchbox", { name: "Search articles" });
    // The first search's answer is held back until the second has been shown.
    let releaseSlow: () => void = () => {};
    const slow = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    let answered: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      answered = resolve;
    });
    await page.route(/\?q=SOAP$/, async (route) => {
      if (route.request().resourceType() !== "fetch") return route.continue();
      await slow;
      // Answered as the server would, unless the page has let go of it meanwhile.
      await route.continue().catch(() => {});
      answered();
    });
    // Listened for before typing: on a busy machine the search may go out before fill returns.
    const sent = page.waitForRequest((request) => request.url().endsWith("?q=SOAP"));
    await box.fill("SOAP");
    await sent;
    await box.fill("no such words anywhere");
    await expect(count(page)).toHaveText("0 articles matching “no such words anywhere”");
    releaseSlow();
    await held;
    // Time for the held answer to be read and shown, were it still wanted: the listing must not go back to it.
    await page.waitForTimeout(300);
    await expect(count(page)).toHaveText("0 articles matching “no such words anywhere”");
    await expect(page).toHaveURL(/\?q=no\+such\+words\+anywhere$/);
  });

  test("a click with a modifier opens the address as usual", async ({ page, context }) => {
    await page.goto("/resources/blogs");
    const [opened] = await Promise.all([
      context.waitForEvent("page"),
      categoryButton(page, "Research").click({ modifiers: ["ControlOrMeta"] }),
    ]);
    await opened.waitForLoadState();
    expect(opened.url()).toMatch(/\?category=research$/);
    await expect(page).toHaveURL(/\/resources\/blogs$/);
    await expect(categoryButton(page, "All")).toHaveAttribute("aria-current", "page");
  });

  test("when the fetch fails, the browser loads the address itself", async ({ page }) => {
    await page.goto("/resources/blogs");
    await page.route(/category=research/, (route) =>
      route.request().resourceType() === "fetch" ? route.abort() : route.continue(),
    );
    await page.evaluate(() => {
      (window as { marker?: number }).marker = 1;
    });
    await categoryButton(page, "Research").click();
    await expect(page).toHaveURL(/\?category=research$/);
    await showsOnly(page, "Research");
    expect(await marked(page)).toBeUndefined();
  });
});

baseTest.describe("blog listing without JavaScript", () => {
  baseTest.use({ javaScriptEnabled: false });

  baseTest("categories, search and the way back are plain links and a GET form", async ({ page }) => {
    await page.goto("/resources/blogs");
    await page
      .getByRole("navigation", { name: "Filter by category" })
      .getByRole("link", { name: "Research" })
      .click();
    await expect(page).toHaveURL(/\?category=research$/);
    await showsOnly(page, "Research");
    await page.getByRole("searchbox", { name: "Search articles" }).fill("simulation");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\?q=simulation&category=research$/);
    await expect(count(page)).toHaveText(/^\d+ articles? matching “simulation”$/);
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
