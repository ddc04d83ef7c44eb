import { allPublicPaths } from "#tests/utils/pages.ts";
import { expect, test } from "#tests/utils/playwright.ts";

test("every internal link on the public pages leads somewhere live", async ({ page, request }) => {
  test.setTimeout(120_000);
  const found = new Map<string, string>();
  for (const path of allPublicPaths) {
    await page.goto(path);
    const hrefs = await page
      .locator("a[href]")
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute("href") ?? ""));
    for (const href of hrefs) {
      if (!href.startsWith("/") || href.startsWith("//")) continue;
      const target = href.split("#")[0] || "/";
      if (!found.has(target)) found.set(target, path);
    }
  }
  expect(found.size).toBeGreaterThan(15);
  const broken: string[] = [];
  for (const [target, from] of found) {
    const response = await request.get(target);
    if (response.status() === 200) continue;
    // The back-office tests publish and delete posts while this runs: an
    // article that went away is broken only if its page still links to it.
    if (target.startsWith("/blog/")) {
      const source = await (await request.get(from)).text();
      if (!source.includes(`href="${target}"`)) continue;
    }
    broken.push(`${target} (linked from ${from}) → ${response.status()}`);
  }
  expect(broken).toEqual([]);
});

test("no control on a public page is a dead link", async ({ page }) => {
  // Some 45 pages, English and Hindi, one after another.
  test.setTimeout(120_000);
  for (const path of allPublicPaths) {
    await page.goto(path);
    const dead = await page.locator('a:not([href]), a[href=""], a[href="#"]').count();
    expect(dead, path).toBe(0);
  }
});
