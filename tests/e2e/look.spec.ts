import type { Page } from "@playwright/test";
import { publicPages } from "#common/public-paths.ts";
import { expect, test } from "#tests/utils/playwright.ts";

/*
 * How the public pages hold together at phone widths: nothing scrolls
 * sideways, no decoration runs behind text or a control, tab lists fit, and
 * the closing call to action is not repeated by the footer right under it.
 */

const pages = [...publicPages, "/resources/blogs"];
const phones = [320, 375, 414];

// Sections that fade in as they scroll into view move by 12 px while pending;
// with reduced motion nothing moves, so the boxes measured are the final ones.
test.use({ reducedMotion: "reduce" });

type Box = { left: number; top: number; right: number; bottom: number };

/**
 * Runs in the page. Decorations are the elements marked `data-decoration`
 * (the hero shapes); text is every visible text node's line boxes, and
 * controls are links, buttons and form fields. A box is cut to what its
 * clipping ancestors (overflow other than visible) let show, so a shape
 * half outside its hero, or text inside `sr-only`, counts only where seen.
 * Returns each overlapping pair, described.
 */
function findOverlaps(): string[] {
  const clipped = (el: Element, box: Box, includeSelf: boolean): Box | null => {
    // Copied field by field: a DOMRect's sides are getters, which spreading drops.
    const out = { left: box.left, top: box.top, right: box.right, bottom: box.bottom };
    for (
      let a = includeSelf ? el : el.parentElement;
      a && a !== document.documentElement;
      a = a.parentElement
    ) {
      const style = getComputedStyle(a);
      const r = a.getBoundingClientRect();
      if (style.overflowX !== "visible") {
        out.left = Math.max(out.left, r.left);
        out.right = Math.min(out.right, r.right);
      }
      if (style.overflowY !== "visible") {
        out.top = Math.max(out.top, r.top);
        out.bottom = Math.min(out.bottom, r.bottom);
      }
    }
    return out.right - out.left > 1 && out.bottom - out.top > 1 ? out : null;
  };
  const visible = (el: Element) =>
    el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
    !el.closest("[data-decoration], script, style, noscript, template");
  const placeOf = (el: Element) => {
    const section = el.closest("section[id], section[aria-labelledby], header, footer, main");
    const where = section?.id || section?.getAttribute("aria-labelledby") || section?.tagName.toLowerCase();
    return `${el.tagName.toLowerCase()} in ${where ?? "page"}`;
  };

  const decorations = [...document.querySelectorAll("[data-decoration]")]
    .filter((el) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
    .map((el) => ({ el, box: clipped(el, el.getBoundingClientRect(), false) }))
    .filter((d): d is { el: Element; box: Box } => d.box !== null);

  const content: { what: string; box: Box }[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent?.trim();
    if (!parent || !text || !visible(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      const box = clipped(parent, rect, true);
      if (box) content.push({ what: `text "${text.slice(0, 40)}"`, box });
    }
  }
  for (const el of document.querySelectorAll("a, button, input, select, textarea, [role=tab]")) {
    if (!visible(el)) continue;
    const box = clipped(el, el.getBoundingClientRect(), true);
    const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40);
    if (box) content.push({ what: `${el.tagName.toLowerCase()} "${name}"`, box });
  }

  const overlaps: string[] = [];
  for (const d of decorations) {
    for (const c of content) {
      const w = Math.min(d.box.right, c.box.right) - Math.max(d.box.left, c.box.left);
      const h = Math.min(d.box.bottom, c.box.bottom) - Math.max(d.box.top, c.box.top);
      if (w > 1 && h > 1) overlaps.push(`${placeOf(d.el)} overlaps ${c.what}`);
    }
  }
  return overlaps;
}

async function open(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
}

test.describe("at phone widths", () => {
  for (const path of pages) {
    test(`${path}: nothing scrolls sideways and no decoration sits on text or controls`, async ({ page }) => {
      for (const width of [...phones, 1440]) {
        await open(page, path, width);
        const overflow = await page.evaluate(() => ({
          scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
          innerWidth: window.innerWidth,
        }));
        expect(overflow.scrollWidth, `page width at ${width} px`).toBeLessThanOrEqual(overflow.innerWidth);
        expect(await page.evaluate(findOverlaps), `overlaps at ${width} px`).toEqual([]);
      }
    });
  }

  for (const path of ["/", "/solutions/practitioners"]) {
    test(`${path}: the tabs fit, in one row or stacked full width`, async ({ page }) => {
      for (const width of phones) {
        await open(page, path, width);
        const boxes = await page
          .getByRole("tablist")
          .getByRole("tab")
          .evaluateAll((tabs) => tabs.map((tab) => tab.getBoundingClientRect().toJSON() as DOMRect));
        expect(boxes.length).toBeGreaterThan(2);
        for (const box of boxes) {
          expect(box.left, `tab inside the viewport at ${width} px`).toBeGreaterThanOrEqual(0);
          expect(box.right, `tab inside the viewport at ${width} px`).toBeLessThanOrEqual(width);
        }
        const tops = new Set(boxes.map((box) => Math.round(box.top)));
        const oneRow = tops.size === 1;
        const stacked =
          tops.size === boxes.length &&
          boxes.every((box) => Math.round(box.left) === Math.round(boxes[0]?.left ?? -1)) &&
          boxes.every((box) => Math.round(box.width) === Math.round(boxes[0]?.width ?? -1));
        expect(oneRow || stacked, `tabs at ${width} px: ${JSON.stringify(boxes)}`).toBe(true);
      }
    });
  }

  test("the tabs still move with the arrow keys when stacked", async ({ page }) => {
    await open(page, "/solutions/practitioners", 375);
    const first = page.getByRole("tab", { name: "For Secure Profiles" });
    await first.focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("tab", { name: "For AI Documentation" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "For AI Documentation" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.keyboard.press("ArrowLeft");
    await expect(first).toHaveAttribute("aria-selected", "true");
  });

  test("assessments: the filters and the guide come before the first card, each assessment once", async ({
    page,
  }) => {
    await open(page, "/solutions/assessments", 375);
    const firstCard = await page.locator("#main article").first().boundingBox();
    const filters = await page.getByLabel("Search assessments").boundingBox();
    const guide = await page.getByRole("heading", { name: "Quick Start Guide" }).boundingBox();
    const categories = await page
      .getByRole("complementary", { name: "Assessment guide" })
      .getByRole("button", { name: "Wellness" })
      .boundingBox();
    expect(firstCard && filters && guide && categories).toBeTruthy();
    if (!firstCard || !filters || !guide || !categories) return;
    expect(filters.y).toBeLessThan(firstCard.y);
    expect(guide.y).toBeLessThan(firstCard.y);
    expect(categories.y).toBeLessThan(firstCard.y);
    await expect(page.getByRole("heading", { name: "PHQ-9 Depression Screening" })).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "GAD-7 Anxiety Screening" })).toHaveCount(1);
  });
});

test.describe("the end of every page", () => {
  for (const path of pages) {
    test(`${path}: the closing call to action stands apart from the footer and is not repeated by it`, async ({
      page,
    }) => {
      await open(page, path, 375);
      const footer = page.getByRole("contentinfo");
      const closing = page.locator("#main > section").last();
      const demoLinks =
        (await closing.getByRole("link", { name: "Request a Demo", exact: true }).count()) +
        (await footer.getByRole("link", { name: "Request a Demo", exact: true }).count());
      expect(demoLinks).toBeLessThanOrEqual(1);

      // Just above the footer, the page shows a colour other than the footer's own.
      const [above, own] = await footer.evaluate((el) => {
        const background = (start: Element | null) => {
          for (let node = start; node; node = node.parentElement) {
            const color = getComputedStyle(node).backgroundColor;
            if (color !== "rgba(0, 0, 0, 0)" && color !== "transparent") return color;
          }
          return "none";
        };
        // The footer's top edge in the middle of the screen, clear of the fixed header.
        window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2);
        const top = el.getBoundingClientRect().top;
        return [background(document.elementFromPoint(window.innerWidth / 2, top - 8)), background(el)];
      });
      expect(above).not.toBe(own);
    });
  }
});

test("white paper: Read Executive Summary jumps to the summary on the same page", async ({ page }) => {
  await page.goto("/resources/whitepapers");
  const link = page.getByRole("main").getByRole("link", { name: "Read Executive Summary" });
  await expect(link).toHaveAttribute("href", "#executive-summary");
  await link.click();
  await expect(page).toHaveURL(/\/resources\/whitepapers#executive-summary$/);
  await expect(page.getByRole("heading", { level: 2, name: "Executive summary" })).toBeInViewport();
});
