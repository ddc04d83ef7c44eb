import { invitationPath, newPasswordPath } from "#common/staff-paths.ts";
import { allPublicPaths } from "#tests/utils/pages.ts";
import { axeViolations, expect, seriousAxeViolations, test } from "#tests/utils/playwright.ts";

const widths = [
  { name: "phone", width: 375, height: 812 },
  { name: "desktop", width: 1440, height: 900 },
];

// The fade-in is off under reduced motion, so axe measures the settled page.
test.use({ reducedMotion: "reduce" });

// One test per page, in one browser page (its HTTP cache kept) rather than one
// per page and width: the same loads and checks, a third of the tests' own set-up.
// The team's link pages as a link that does not work shows them (tests/e2e/staff-join.spec.ts checks their forms).
for (const path of [...allPublicPaths, "/no-such-page", invitationPath, newPasswordPath]) {
  const sideways = allPublicPaths.includes(path);
  test(`${path} has no serious or critical violations at 375 and 1440 px${sideways ? ", and does not scroll sideways at 320 px" : ""}`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    for (const viewport of widths) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(path);
      expect(await seriousAxeViolations(page), `axe at ${viewport.name} width`).toEqual([]);
    }
    if (sideways) {
      // As a visitor's phone shows it: motion as the browser has it.
      await page.emulateMedia({ reducedMotion: "no-preference" });
      await page.setViewportSize({ width: 320, height: 700 });
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
}

test("the axe check finds what it looks for: a field without a label, an image without a name, faint text, toasts aside", async ({
  page,
}) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Check</title></head><body><main>
    <input type="text"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
    <p style="color:#bbb;background:#fff">Faint words</p></main>
    <div data-toast><p style="color:#ccc;background:#fff">A toast fading out</p></div></body></html>`);
  const violations = await axeViolations(page);
  expect(violations.map((violation) => violation.id).sort()).toEqual([
    "color-contrast",
    "image-alt",
    "label",
  ]);
  // A toast is left out: one fading in or out is half transparent.
  expect(violations.find((violation) => violation.id === "color-contrast")?.nodes).toHaveLength(1);
  expect(await seriousAxeViolations(page)).toHaveLength(3);
});
