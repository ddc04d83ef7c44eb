import { test as base, expect } from "@playwright/test";

/**
 * Playwright's test with one change: `page.goto` resolves only once React has
 * hydrated (root.tsx marks <html data-hydrated>), so a click never lands on a
 * button whose handler is not attached yet.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      return response;
    };
    await use(page);
  },
});

export { expect };
