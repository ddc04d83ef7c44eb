import AxeBuilder from "@axe-core/playwright";
import { invitationPath, newPasswordPath } from "#common/staff-paths.ts";
import { allPublicPaths } from "#tests/utils/pages.ts";
import { expect, test } from "#tests/utils/playwright.ts";

const widths = [
  { name: "phone", width: 375, height: 812 },
  { name: "desktop", width: 1280, height: 800 },
];

for (const viewport of widths) {
  test.describe(`axe at ${viewport.name} width`, () => {
    // The fade-in is off under reduced motion, so axe measures the settled page.
    test.use({ viewport: { width: viewport.width, height: viewport.height }, reducedMotion: "reduce" });
    // The team's link pages as a link that does not work shows them (tests/e2e/staff-join.spec.ts checks their forms).
    for (const path of [...allPublicPaths, "/no-such-page", invitationPath, newPasswordPath]) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        await page.goto(path);
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
          .analyze();
        const severe = results.violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
        expect(severe).toEqual([]);
      });
    }
  });
}

for (const path of allPublicPaths) {
  test(`${path} does not scroll sideways at 320 px`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  });
}
