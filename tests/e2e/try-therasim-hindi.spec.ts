import { test as baseTest, type Page } from "@playwright/test";
import * as hindi from "#app/content/hi/try-therasim.ts";
import { fillText } from "#app/i18n/fill.tsx";
import { expect, test } from "#tests/utils/playwright.ts";
import { picksUpTo, replies as repliesIn, route, session } from "#tests/utils/try-therasim.ts";

/*
 * The sample session in Hindi (issue 36): /hi/try-therasim speaks Hindi at
 * every step, and each reply keeps the visitor under /hi/try-therasim
 * (swapped in place with JavaScript, loaded from the server without).
 * try-therasim.spec.ts runs axe on both languages' pages.
 */
const { sessionTurns, sessionCopy, closingCopy, tryTherasimHero } = hindi;
const total = sessionTurns.length;
const turnTitle = (number: number) => fillText(sessionCopy.turnOf, { number, total });
const replies = (page: Page) => repliesIn(page, sessionCopy.choose);
const option = (index: number) => {
  const found = sessionTurns[index]?.options[route[index] ?? "a"];
  if (!found) throw new Error("no such option");
  return found;
};

test("a reply swaps the Hindi session in place: Hindi feedback, read out, the address under /hi", async ({
  page,
}) => {
  await page.goto("/hi/try-therasim");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await page.evaluate(() => {
    (window as { marker?: number }).marker = 1;
  });
  const live = session(page).locator('[aria-live="polite"]');
  await expect(live).toBeEmpty();

  for (const [index, pick] of route.entries()) {
    const number = index + 1;
    const chosen = option(index);
    await replies(page)
      .nth(pick === "a" ? 0 : 1)
      .click();
    await expect(page).toHaveURL(
      new RegExp(`/hi/try-therasim\\?picks=${picksUpTo(number)}#feedback-${number}$`),
    );
    const panel = page.locator(`#feedback-${number}`);
    await expect(panel).toContainText(sessionCopy.feedback.empathyScore);
    await expect(panel).toContainText(`${chosen.feedback.empathyScore}/100`);
    await expect(panel).toContainText(chosen.feedback.technique);
    await expect(panel).toContainText(chosen.feedback.nextStep);
    await expect(live).toContainText(chosen.feedback.why);
    await expect(live).toContainText(chosen.clientAnswer);
    await expect(live).not.toContainText("Mentor feedback");
    const next =
      number < total
        ? page.getByRole("heading", { name: turnTitle(number + 1) })
        : page.getByRole("heading", { name: closingCopy.title });
    await expect(next).toBeFocused();
  }
  // The page never reloaded, and every region followed: the hero leads back to the session.
  expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("link", { name: tryTherasimHero.action.resume })).toBeVisible();
  await expect(session(page).getByRole("link", { name: closingCopy.primary.label })).toHaveAttribute(
    "href",
    "/hi/request-a-demo",
  );

  await page.goBack();
  await expect(page).toHaveURL(
    new RegExp(`/hi/try-therasim\\?picks=${picksUpTo(total - 1)}#feedback-${total - 1}$`),
  );
  await expect(page.getByRole("heading", { name: turnTitle(total) })).toBeFocused();
  await page.goForward();
  await session(page).getByRole("button", { name: sessionCopy.startAgain }).click();
  await expect(page).toHaveURL(/\/hi\/try-therasim\??#session$/);
  await expect(page.getByRole("heading", { name: turnTitle(1) })).toBeFocused();
  await expect(replies(page)).toHaveCount(2);
});

baseTest.describe("/hi/try-therasim without JavaScript", () => {
  // Playwright's own test: ours waits for the page's script, which never runs here.
  baseTest.use({ javaScriptEnabled: false });

  baseTest(
    "each reply loads the next Hindi step from the server, under /hi, to the end and back",
    async ({ page }) => {
      await page.goto("/hi/try-therasim");
      for (const [index, pick] of route.entries()) {
        const number = index + 1;
        const chosen = option(index);
        await expect(page.getByRole("heading", { name: turnTitle(number) })).toBeVisible();
        await replies(page)
          .nth(pick === "a" ? 0 : 1)
          .click();
        await expect(page).toHaveURL(
          new RegExp(`/hi/try-therasim\\?picks=${picksUpTo(number)}#feedback-${number}$`),
        );
        await expect(page.locator("html")).toHaveAttribute("lang", "hi");
        const panel = page.locator(`#feedback-${number}`);
        await expect(panel).toContainText(sessionCopy.mentor);
        await expect(panel).toContainText(chosen.feedback.technique);
        await expect(panel).toContainText(chosen.feedback.why);
        await expect(session(page)).toContainText(chosen.clientAnswer);
      }
      await expect(page.getByRole("heading", { name: closingCopy.title })).toBeVisible();
      await expect(replies(page)).toHaveCount(0);
      await session(page).getByRole("button", { name: sessionCopy.startAgain }).click();
      await expect(page).toHaveURL(/\/hi\/try-therasim\??#session$/);
      await expect(page.getByRole("heading", { name: turnTitle(1) })).toBeVisible();
      await expect(replies(page)).toHaveCount(2);
    },
  );
});
