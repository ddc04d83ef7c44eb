import { siteConfig } from "#app/content/site-config.ts";
import { expect, test } from "#tests/utils/playwright.ts";

test.describe("/contact-us", () => {
  test.beforeEach(async ({ page }) => {
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

  test("the quick tiles call, email and say honestly that live chat is not available", async ({ page }) => {
    await expect(page.getByRole("link", { name: "Call now" })).toHaveAttribute(
      "href",
      `tel:${siteConfig.phone.tel}`,
    );
    await expect(page.getByRole("link", { name: "Write an email" })).toHaveAttribute(
      "href",
      `mailto:${siteConfig.email}`,
    );
    await expect(page.getByText("Live chat is not available yet.")).toBeVisible();
  });

  test("every form field has a label and says what sending does", async ({ page }) => {
    await expect(page.getByText("Sending opens your email app")).toBeVisible();
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
    await expect(page.getByRole("heading", { name: "Your email app should have opened" })).toHaveCount(0);

    const email = page.getByLabel("Your email address");
    await email.fill("not-an-email");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(email).toHaveAccessibleDescription(/Enter an email address in the right format/);

    // Fixing a field clears its error as you type.
    await name.fill("Asha");
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
  });

  test("a valid message opens the email app, shows the confirmation and keeps the values", async ({
    page,
  }) => {
    await page.getByLabel("What is your message about?").selectOption("technical");
    await page.getByLabel("Your name", { exact: true }).fill("Asha Rao");
    await page.getByLabel("Your email address").fill("asha@example.com");
    await page.getByLabel("Subject", { exact: true }).fill("Cannot sign in");
    await page
      .getByLabel("Your message", { exact: true })
      .fill("The sign-in page says my password is wrong.");
    await page.getByRole("button", { name: "Send message" }).click();

    const heading = page.getByRole("heading", { name: "Your email app should have opened" });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    const href = (await page.getByRole("link", { name: "Open the email again" }).getAttribute("href")) ?? "";
    expect(href.startsWith(`mailto:${siteConfig.email}?`)).toBe(true);
    const params = new URLSearchParams(href.split("?")[1]);
    expect(params.get("subject")).toBe("Technical support: Cannot sign in");
    expect(params.get("body")).toContain("The sign-in page says my password is wrong.");
    expect(params.get("body")).toContain("asha@example.com");

    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.getByLabel("Your name", { exact: true })).toHaveValue("Asha Rao");
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
      "/how-it-works",
    );
    await expect(page.getByRole("link", { name: "Schedule a call" })).toHaveAttribute(
      "href",
      "/request-a-demo",
    );
  });
});
