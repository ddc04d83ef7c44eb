import { test as baseTest, type Page } from "@playwright/test";
import { sessionTurns } from "#app/content/try-therasim.ts";
import { locales, pathIn } from "#common/i18n/locale.ts";
import { axeViolations, describeViolations, expect, test } from "#tests/utils/playwright.ts";
import { replies as repliesIn, route, session, sessionStates } from "#tests/utils/try-therasim.ts";

const replies = (page: Page) => repliesIn(page, "Choose your reply");

/** Presses Tab until the focused element's text matches, as a keyboard user would. */
async function tabTo(page: Page, text: string) {
  for (let presses = 0; presses < 60; presses += 1) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
    if (focused === text) return;
  }
  throw new Error(`Tab never reached "${text}"`);
}

test.describe("/try-therasim with the keyboard alone", () => {
  test("runs from the first turn to the call to request access, the mentor answering each choice", async ({
    page,
  }) => {
    await page.goto("/try-therasim");
    await tabTo(page, "Start the session");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#session$/);

    const live = session(page).locator('[aria-live="polite"]');
    const mentorSaid: string[] = [];
    for (const [index, pick] of route.entries()) {
      const number = index + 1;
      const option = sessionTurns[index]?.options[pick];
      if (!option) throw new Error("no such option");
      // From the session's start (turn 1) or the focused turn heading, Tab reaches the replies in order.
      await page.keyboard.press("Tab");
      await expect(replies(page).first()).toBeFocused();
      if (pick === "b") await page.keyboard.press("Tab");
      await expect(replies(page).nth(pick === "a" ? 0 : 1)).toBeFocused();
      await page.keyboard.press(number % 2 === 0 ? "Space" : "Enter");

      await expect(page).toHaveURL(
        new RegExp(`\\?picks=${route.slice(0, number).join("")}#feedback-${number}$`),
      );
      const panel = page.locator(`#feedback-${number}`);
      await expect(panel).toContainText("Empathy Score");
      await expect(panel).toContainText(`${option.feedback.empathyScore}/100`);
      await expect(panel).toContainText(option.feedback.technique);
      await expect(panel).toContainText(option.feedback.nextStep);
      mentorSaid.push((await panel.textContent()) ?? "");
      // The live region reads out the feedback and the client's answer.
      await expect(live).toContainText(`Empathy Score ${option.feedback.empathyScore} out of 100`);
      await expect(live).toContainText(option.clientAnswer);

      const next =
        number < route.length
          ? page.getByRole("heading", { name: `Turn ${number + 1} of ${route.length}` })
          : page.getByRole("heading", { name: "End of the sample session" });
      await expect(next).toBeFocused();
    }
    expect(new Set(mentorSaid).size).toBe(route.length);

    // The closing call to request access, then Start again.
    await page.keyboard.press("Tab");
    const demo = session(page).getByRole("link", { name: "Request a Demo" });
    await expect(demo).toBeFocused();
    await expect(demo).toHaveAttribute("href", "/request-a-demo");
    await page.keyboard.press("Tab");
    await expect(session(page).getByRole("button", { name: "Start again" })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page.getByRole("heading", { name: `Turn 1 of ${route.length}` })).toBeFocused();
    await expect(page).not.toHaveURL(/picks=/);
    await expect(replies(page)).toHaveCount(2);
  });
});

test("a reply swaps the session in place: the page stays, the feedback is read out, Back steps back", async ({
  page,
}) => {
  const marked = () => page.evaluate(() => (window as { marker?: number }).marker);
  await page.goto("/try-therasim");
  await page.evaluate(() => {
    (window as { marker?: number }).marker = 1;
  });
  const live = session(page).locator('[aria-live="polite"]');
  await expect(live).toBeEmpty();
  const first = sessionTurns[0]?.options.a;
  if (!first) throw new Error("no such option");
  await replies(page).first().click();

  await expect(page).toHaveURL(/\?picks=a#feedback-1$/);
  await expect(page.getByRole("heading", { name: `Turn 2 of ${route.length}` })).toBeFocused();
  await expect(live).toContainText(
    `Mentor feedback: Empathy Score ${first.feedback.empathyScore} out of 100`,
  );
  await expect(live).toContainText(first.clientAnswer);
  await expect(page.getByRole("link", { name: "Back to your session" })).toBeVisible();
  expect(await marked()).toBe(1);

  await page.goBack();
  await expect(page).toHaveURL(/\/try-therasim$/);
  await expect(page.locator("#feedback-1")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: `Turn 1 of ${route.length}` })).toBeFocused();
  await expect(page.getByRole("link", { name: "Start the session" })).toBeVisible();
  expect(await marked()).toBe(1);
});

baseTest.describe("/try-therasim without JavaScript", () => {
  baseTest.use({ javaScriptEnabled: false });

  baseTest("each reply loads the next step from the server, to the end and back", async ({ page }) => {
    await page.goto("/try-therasim");
    for (const [index, pick] of route.entries()) {
      const number = index + 1;
      const option = sessionTurns[index]?.options[pick];
      if (!option) throw new Error("no such option");
      await expect(replies(page)).toHaveCount(2);
      await replies(page)
        .nth(pick === "a" ? 0 : 1)
        .click();
      await expect(page).toHaveURL(
        new RegExp(`\\?picks=${route.slice(0, number).join("")}#feedback-${number}$`),
      );
      await expect(page.locator(`#feedback-${number}`)).toContainText(option.feedback.technique);
      await expect(session(page)).toContainText(option.clientAnswer);
    }
    await expect(page.getByRole("heading", { name: "End of the sample session" })).toBeVisible();
    await expect(replies(page)).toHaveCount(0);
    await expect(session(page).getByRole("link", { name: "Request a Demo" })).toHaveAttribute(
      "href",
      "/request-a-demo",
    );
    await session(page).getByRole("button", { name: "Start again" }).click();
    await expect(page).not.toHaveURL(/picks=/);
    await expect(page.getByRole("heading", { name: `Turn 1 of ${route.length}` })).toBeVisible();
    await expect(replies(page)).toHaveCount(2);
  });

  baseTest(
    "an address that does not parse starts the session afresh, never an error",
    async ({ request }) => {
      for (const query of [
        "picks=zz",
        "picks=ababab",
        "picks=",
        "picks=%00",
        "picks=a&picks=b",
        "picks=%ZZ",
        "turn=9",
      ]) {
        const response = await request.get(`/try-therasim?${query}`);
        expect(response.status(), query).toBe(200);
      }
      const fresh = await (await request.get("/try-therasim?picks=abz")).text();
      // The first turn's two replies, and no feedback yet.
      expect(fresh.match(/<button type="submit" value="[ab]"[^>]* name="picks"/g)).toHaveLength(2);
      expect(fresh).not.toContain('id="feedback-1"');
    },
  );
});

// Both languages' pages, at the start, midway and at the end.
for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  for (const locale of locales) {
    const path = pathIn(locale, "/try-therasim");
    test.describe(`${path} at ${viewport.width} px`, () => {
      test.use({ viewport, reducedMotion: "reduce" });

      // One test per state, so each axe run has the whole test budget on a busy machine.
      for (const [name, address] of sessionStates(path)) {
        test(`axe finds no violations ${name}, and nothing scrolls sideways`, async ({ page }) => {
          await page.goto(address);
          const found = describeViolations(await axeViolations(page));
          expect(found, address).toEqual([]);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, address).toBeLessThanOrEqual(0);
        });
      }
    });
  }
}

test("the TheraSim page links to the sample session", async ({ page }) => {
  await page.goto("/solutions/therasim");
  await page.getByRole("link", { name: "Try a sample session" }).click();
  await expect(page).toHaveURL(/\/try-therasim$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
