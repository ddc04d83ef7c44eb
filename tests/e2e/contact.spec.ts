import { test as baseTest, type Page } from "@playwright/test";
import { defaultSiteConfig as siteConfig } from "#app/content/site-config.ts";
import { consentWording } from "#common/consent.ts";
import { expect, test } from "#tests/utils/playwright.ts";

const consent = consentWording(siteConfig.name);

/** Each test its own client address, so the per-client rate limit never couples tests. */
let clientCounter = 0;
async function ownAddress(page: Page) {
  clientCounter += 1;
  await page.setExtraHTTPHeaders({
    "x-forwarded-for": `192.0.2.${clientCounter}-${test.info().workerIndex}-${Date.now()}`,
  });
}

async function fillMessage(page: Page, message: string, type = "technical") {
  await page.getByLabel("What is your message about?").selectOption(type);
  if (type === "therapy")
    await page.getByRole("group", { name: "Are you 18 or over?" }).getByLabel("Yes").check();
  await page.getByLabel("Your name", { exact: true }).fill("Asha Rao");
  await page.getByLabel("Your email address").fill("asha@example.com");
  await page.getByLabel("Subject", { exact: true }).fill("A question");
  await page.getByLabel("Your message", { exact: true }).fill(message);
  await page.getByLabel(consent.contact_message.text, { exact: true }).check();
}

test.describe("/contact-us", () => {
  test.beforeEach(async ({ page }) => {
    await ownAddress(page);
    await page.goto("/contact-us");
  });

  test("the crisis tile offers the helplines as tap-to-call links", async ({ page }) => {
    const tile = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: "Crisis support", exact: true }) });
    await expect(tile.getByRole("link", { name: "Call Tele-MANAS 14416" })).toHaveAttribute(
      "href",
      "tel:14416",
    );
    await expect(tile.getByRole("link", { name: "Call 1-800-891-4416" })).toHaveAttribute(
      "href",
      "tel:18008914416",
    );
    await expect(tile.getByRole("link", { name: "Call 112" })).toHaveAttribute("href", "tel:112");

    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: "Crisis Support", exact: true }) });
    await expect(card.getByText("Urgent")).toBeVisible();
    await expect(card.getByRole("link", { name: "Call Tele-MANAS 14416" })).toHaveAttribute(
      "href",
      "tel:14416",
    );
  });

  test("the quick tiles offer only what the company has given, and say honestly that live chat is not available", async ({
    page,
  }) => {
    // No phone or email is set in a fresh store's details: no Call now or Write an email, no placeholder.
    await expect(page.getByRole("link", { name: "Call now" })).toHaveCount(siteConfig.phone ? 1 : 0);
    await expect(page.getByRole("link", { name: "Write an email" })).toHaveCount(siteConfig.email ? 1 : 0);
    await expect(page.getByText("Live chat is not available yet.")).toBeVisible();
    // The form and the crisis lines are always there.
    await expect(page.getByRole("button", { name: "Send message" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Call Tele-MANAS 14416" }).first()).toBeVisible();
  });

  test("every form field has a label and says what sending does", async ({ page }) => {
    await expect(page.getByText("Your message comes straight to our team.")).toBeVisible();
    await expect(page.getByLabel("What is your message about?")).toHaveValue("general");
    for (const label of ["Your name", "Your email address", "Subject", "Your message"]) {
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    }
  });

  test("empty and invalid fields show their errors beside the field", async ({ page }) => {
    await page.getByRole("button", { name: "Send message" }).click();
    const name = page.getByLabel("Your name", { exact: true });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Error: Enter your name.");
    await expect(name).toBeFocused();
    await expect(page.getByText("Enter your email address.")).toBeVisible();
    await expect(page.getByText("Enter a subject for your message.")).toBeVisible();
    await expect(page.getByText("Enter your message.")).toBeVisible();
    await expect(page).toHaveURL(/\/contact-us$/);

    const email = page.getByLabel("Your email address");
    await email.fill("not-an-email");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(email).toHaveAccessibleDescription(/Enter an email address in the right format/);

    // Fixing a field clears its error as you type.
    await name.fill("Asha");
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
  });

  test("a valid message is stored and the thank-you page repeats its reply time", async ({ page }) => {
    await fillMessage(page, "The sign-in page says my password is wrong.");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/contact-us\/sent\?type=technical$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Thank you, your message is in" }),
    ).toBeVisible();
    await expect(page.getByText("A member of our team will reply within 2 hours")).toBeVisible();
  });

  test("when the server refuses, the values stay and the reason is plain", async ({ page }) => {
    // Play a gateway that fails once: the server is never answered for.
    await page.route("/api/contact", (route) => route.fulfill({ status: 502, body: "Bad gateway" }), {
      times: 1,
    });
    await fillMessage(page, "Is there an app for Android?");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("alert")).toContainText("Your message was not sent");
    await expect(page.getByLabel("Your message", { exact: true })).toHaveValue(
      "Is there an app for Android?",
    );
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Thank you, your message is in" }),
    ).toBeVisible();
  });

  test("a message that speaks of self-harm is urgent: the helplines come first", async ({ page }) => {
    await fillMessage(page, "I don't want to live anymore and I do not know who to talk to.", "therapy");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/contact-us\/sent\?type=therapy&urgent=1$/);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Please call someone now");
    const first = main.getByRole("link").first();
    await expect(first).toHaveAttribute("href", "tel:14416");
    await expect(main.getByRole("link", { name: "Call 112" })).toHaveAttribute("href", "tel:112");
    await expect(main.getByText("reply within 15 minutes")).toBeVisible();
    // Nothing on the page sells anything.
    await expect(page.getByRole("link", { name: /demo|waitlist/i })).toHaveCount(0);
  });

  test("a person looking for therapy lands on the form set to Starting therapy", async ({ page }) => {
    await page.goto("/how-it-works");
    await page
      .getByRole("list", { name: "Three steps" })
      .getByRole("link", { name: "Book first session" })
      .click();
    await expect(page).toHaveURL(/\/contact-us\?type=therapy#message$/);
    await expect(page.getByLabel("What is your message about?")).toHaveValue("therapy");
  });

  test("the response-time table", async ({ page }) => {
    const table = page.getByRole("table", { name: "Reply times by type of enquiry" });
    await expect(table.getByRole("columnheader")).toHaveText(["Type of enquiry", "We reply"]);
    await expect(table.getByRole("row", { name: /General enquiries/ })).toContainText("24 hours");
    await expect(table.getByRole("row", { name: /Starting therapy/ })).toContainText("4 hours");
    await expect(table.getByRole("row", { name: /Technical support/ })).toContainText("2 hours");
    const crisis = table.getByRole("row", { name: /Crisis/ });
    await expect(crisis).toContainText("Immediately");
    await expect(crisis.getByRole("link", { name: "14416" })).toHaveAttribute("href", "tel:14416");
  });

  test("support cards and the closing call to action lead somewhere real", async ({ page }) => {
    const support = page.getByRole("region", { name: "How can we help?" });
    await expect(support.getByRole("article")).toHaveCount(6);
    await expect(support.getByRole("link", { name: "See how it works" })).toHaveAttribute(
      "href",
      "/how-it-works",
    );
    await expect(support.getByRole("link", { name: "Browse articles" })).toHaveAttribute(
      "href",
      "/resources/blogs",
    );
    await expect(page.getByRole("link", { name: "Start therapy today" })).toHaveAttribute(
      "href",
      "/contact-us?type=therapy#message",
    );
    await expect(page.getByRole("link", { name: "Schedule a call" })).toHaveAttribute(
      "href",
      "/contact-us?type=therapy#message",
    );
  });
});

baseTest.describe("/contact-us without JavaScript", () => {
  baseTest.use({ javaScriptEnabled: false });

  baseTest(
    "posts to the page itself: errors keep the values, success lands on the thank-you page",
    async ({ page }) => {
      await ownAddress(page);
      await page.goto("/contact-us");
      await page.getByLabel("What is your message about?").selectOption("therapy");
      await page.getByLabel("Your name", { exact: true }).fill("Ravi");
      await page.getByLabel("Your email address").fill("ravi@example.com");
      await page.getByLabel("Subject", { exact: true }).fill("First session");
      // Only the browser's own check stands between an empty message and the server: skip it.
      await page
        .locator("form[action='/contact-us']")
        .evaluate((form) => form.setAttribute("novalidate", ""));
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByRole("alert")).toContainText("Please check the highlighted fields.");
      await expect(page.getByLabel("Your name", { exact: true })).toHaveValue("Ravi");
      await expect(page.getByText("Enter your message.")).toBeVisible();

      // The therapy path asks the age question, answered here (issue 33).
      await expect(page.getByText("Tell us whether you are 18 or over.")).toBeVisible();
      await page.getByRole("group", { name: "Are you 18 or over?" }).getByLabel("Yes").check();
      await page.getByLabel("Your message", { exact: true }).fill("When could I start, and in Hindi?");
      await page.getByLabel(consent.contact_message.text, { exact: true }).check();
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page).toHaveURL(/\/contact-us\/sent\?type=therapy$/);
      await expect(page.getByText("A member of our team will reply within 4 hours")).toBeVisible();
    },
  );
});
