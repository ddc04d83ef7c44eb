import type { Page } from "@playwright/test";
import { defaultSiteConfig as siteConfig } from "#app/content/site-config.ts";
import { expect, test } from "#tests/utils/playwright.ts";

/** Spec §3: the FAQ categories and their sizes. */
const counts: [string, number][] = [
  ["All Questions", 26],
  ["General", 8],
  ["Technical", 6],
  ["Billing & Plans", 5],
  ["Security & Privacy", 4],
  ["Support", 3],
];

test.describe("/faqs", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/faqs");
  });

  const questions = (page: Page) => page.locator("#main details");
  const status = (page: Page) => page.getByRole("status").filter({ hasText: /question/ });
  const category = (page: Page, label: string, count: number) =>
    page.getByRole("button", { name: `${label} ${count}`, exact: true });

  test("each category button shows its count and filters the list to it", async ({ page }) => {
    await expect(category(page, "All Questions", 26)).toHaveAttribute("aria-pressed", "true");
    for (const [label, count] of counts) {
      const button = category(page, label, count);
      await button.click();
      await expect(button).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByRole("heading", { level: 2, name: label, exact: true })).toBeVisible();
      await expect(questions(page)).toHaveCount(count);
      await expect(status(page)).toHaveText(`${count} questions`);
    }
    await expect(page.locator('#main button[aria-pressed="true"]')).toHaveCount(1);
  });

  test("search matches question or answer, ignores case, and updates the counts", async ({ page }) => {
    const search = page.getByLabel("Search questions");
    await search.fill("CREDIT CARD");
    await expect(questions(page)).toHaveCount(1);
    await expect(status(page)).toHaveText(/^1 question matching/);
    await expect(category(page, "Billing & Plans", 1)).toBeVisible();
    await expect(category(page, "General", 0)).toBeVisible();

    // "trust and security" appears only in an answer.
    await search.fill("TRUST and Security");
    await expect(questions(page)).toHaveCount(1);
    await expect(questions(page).first()).toContainText("How do you keep patient data secure?");

    // Search and category combine.
    await search.fill("trial");
    await expect(category(page, "All Questions", 3)).toBeVisible();
    await category(page, "Billing & Plans", 2).click();
    await expect(questions(page)).toHaveCount(2);
    await expect(status(page)).toHaveText(/^2 questions matching/);
  });

  test("questions open and close independently", async ({ page }) => {
    const first = questions(page).nth(0);
    const second = questions(page).nth(1);
    await first.locator("summary").click();
    await second.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await expect(second).toHaveAttribute("open", "");
    await expect(first.getByText(/culturally validated assessments/)).toBeVisible();

    await first.locator("summary").click();
    await expect(first).not.toHaveAttribute("open", "");
    await expect(second).toHaveAttribute("open", "");
  });

  test("no match shows the empty state, and View All Questions resets search and category", async ({
    page,
  }) => {
    await category(page, "Support", 3).click();
    await page.getByLabel("Search questions").fill("xylophone");
    await expect(page.getByRole("heading", { name: "No questions found" })).toBeVisible();
    await expect(status(page)).toHaveText(/^0 questions/);

    await page.getByRole("button", { name: "View All Questions" }).click();
    await expect(page.getByLabel("Search questions")).toHaveValue("");
    await expect(category(page, "All Questions", 26)).toHaveAttribute("aria-pressed", "true");
    await expect(questions(page)).toHaveCount(26);
  });

  test("Email this answer is a mailto link with the question and the answer", async ({ page }) => {
    const item = questions(page).filter({ hasText: "Is there a free trial?" });
    await item.locator("summary").click();
    const link = item.getByRole("link", { name: "Email this answer" });
    await expect(link).toBeVisible();
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toMatch(/^mailto:\?subject=/);
    const params = new URLSearchParams(href.slice("mailto:?".length));
    expect(params.get("subject")).toBe("Is there a free trial?");
    expect(params.get("body")).toContain("30 days");
    expect(params.get("body")).toContain("/faqs#faq-free-trial");
  });

  test("Phone Support and Email Us show only once given; the message card always leads to the form", async ({
    page,
  }) => {
    // A fresh store has no phone or email: the cards stay out rather than show a placeholder.
    await expect(page.getByRole("link", { name: /^Call us on / })).toHaveCount(siteConfig.phone ? 1 : 0);
    await expect(page.getByRole("link", { name: /^Email us at / })).toHaveCount(siteConfig.email ? 1 : 0);
    await expect(page.getByRole("link", { name: "Write to us" })).toHaveAttribute("href", "/contact-us");
  });

  test("the emergency answer makes the crisis numbers tap-to-call", async ({ page }) => {
    const answer = page.locator("#main details").filter({ hasText: "Is this an emergency service?" });
    await answer.locator("summary").click();
    await expect(answer.getByRole("link", { name: "14416", exact: true })).toHaveAttribute(
      "href",
      "tel:14416",
    );
    await expect(answer.getByRole("link", { name: "1-800-891-4416" })).toHaveAttribute(
      "href",
      "tel:18008914416",
    );
    await expect(answer.getByRole("link", { name: "112", exact: true })).toHaveAttribute("href", "tel:112");
  });
});

test("without JavaScript every question and answer is readable", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${baseURL}/faqs`);
  await expect(page.locator("#main details")).toHaveCount(26);
  const item = page.locator("#main details").filter({ hasText: "How long does implementation take?" });
  await item.locator("summary").click();
  await expect(item.getByText("2 to 4 weeks")).toBeVisible();
  await context.close();
});
