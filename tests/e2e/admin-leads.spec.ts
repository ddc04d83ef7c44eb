import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { defaultSiteConfig as siteConfig } from "#app/content/site-config.ts";
import { consentWording } from "#common/consent.ts";
import {
  expect,
  ownAddress,
  pageReady,
  sendContactMessage,
  seriousAxeViolations,
  signInTo,
  test,
} from "#tests/utils/playwright.ts";

const consent = consentWording(siteConfig.name);

/*
 * The leads area's Inquiries and Waitlist views on the real server and store:
 * messages sent through the contact form and addresses left on the
 * coming-soon page are found, answered in order of urgency, exported and
 * deleted by staff.
 */

async function joinWaitlist(page: Page, email: string) {
  await ownAddress(page, email);
  await page.goto("/coming-soon");
  const waitlist = page.getByRole("region", { name: "Join the Waitlist" });
  await waitlist.getByLabel("Email address").fill(email);
  await waitlist.getByLabel(consent.waitlist.text, { exact: true }).check();
  await waitlist.getByRole("button", { name: "Join the Waitlist" }).click();
  await expect(waitlist.getByRole("status")).toContainText("Thank you for subscribing!");
}

test("inquiries: the urgent one first, each against its promise; closed, exported and deleted", async ({
  page,
}) => {
  // Two messages sent, then a whole working session: room for a busy two-core machine.
  test.setTimeout(90_000);
  const tag = `Inq${Date.now().toString(36)}`;
  await sendContactMessage(page, `${tag} Calm`, "technical", "The app will not let me sign in.");
  await sendContactMessage(page, `${tag} Risk`, "general", "Some days I want to end my life.");

  await signInTo(page, "leads", "leads-desk");
  await page.goto("/admin-only-demo-requests");
  await page
    .getByRole("navigation", { name: "Staff areas" })
    .getByRole("link", { name: "Inquiries" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Inquiries" })).toBeVisible();
  await expect(page.getByTestId("open-count")).toContainText("open");

  await page.getByLabel("Search", { exact: true }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`search=${tag}`));
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(2);
  // The message that speaks of ending a life comes first, with a 15-minute promise.
  await expect(cards.first()).toHaveAccessibleName(`${tag} Risk`);
  await expect(cards.first().getByText("Urgent", { exact: true })).toBeVisible();
  await expect(cards.first()).toContainText(/Waiting .* of 15 min/);
  await expect(cards.nth(1)).toContainText(/Waiting .* of 2 h/);

  // The type filter runs on the server.
  await page.getByLabel("Type", { exact: true }).selectOption("technical");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAccessibleName(`${tag} Calm`);

  // Details (the staff mail links to this address), then Close after a confirmation.
  await cards
    .first()
    .getByRole("link", { name: `View details of the inquiry from ${tag} Calm` })
    .click();
  await expect(page).toHaveURL(/[?&]message=[0-9a-f-]{36}/);
  const detail = page.getByRole("dialog", { name: `Inquiry from ${tag} Calm` });
  await expect(detail).toContainText("The app will not let me sign in.");
  await expect(detail).toContainText("Technical support");
  await expect(detail).toContainText("Came from");
  await detail.getByRole("button", { name: "Close inquiry" }).click();
  await page
    .getByRole("dialog", { name: "Close this inquiry?" })
    .getByRole("button", { name: "Close inquiry" })
    .click();
  await expect(page.getByText("Inquiry closed successfully")).toBeVisible();
  await expect(detail).toContainText("Closed by leads-desk");
  await page.keyboard.press("Escape");
  await expect(detail).toBeHidden();

  // Closed ones leave the open filter; the view survives a reload.
  await page.getByLabel("Type", { exact: true }).selectOption("");
  await expect(page).not.toHaveURL(/type=technical/);
  await page.getByLabel("Status", { exact: true }).selectOption("open");
  await expect(page).toHaveURL(/status=open/);
  await expect(cards).toHaveCount(1);
  await page.reload();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAccessibleName(`${tag} Risk`);

  // Export the current view as CSV.
  await page.getByLabel("Status", { exact: true }).selectOption("");
  await expect(page).not.toHaveURL(/status=open/);
  await expect(cards).toHaveCount(2);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const csv = readFileSync((await (await downloading).path()) ?? "", "utf8");
  expect(csv).toContain(`${tag} Calm`);
  expect(csv).toContain(`${tag} Risk`);
  expect(csv.trim().split("\r\n")).toHaveLength(3);

  // Delete both, permanently.
  for (const who of ["Calm", "Risk"]) {
    await page.getByRole("button", { name: `Delete the inquiry from ${tag} ${who}` }).click();
    const remove = page.getByRole("dialog", { name: "Delete this inquiry?" });
    await expect(remove).toContainText("cannot be undone");
    await remove.getByRole("button", { name: "Delete permanently" }).click();
    await expect(page.getByText("Inquiry deleted successfully").first()).toBeVisible();
  }
  await expect(page.getByText("No inquiries found.")).toBeVisible();
});

test("a second message from the same person is linked to the first, and both are marked as from a repeat sender", async ({
  page,
}) => {
  const tag = `Rep${Date.now().toString(36)}`;
  const email = `${tag.toLowerCase()}@example.com`;
  await sendContactMessage(page, `${tag} First`, "general", "Do you see people on weekends?", email);
  await sendContactMessage(
    page,
    `${tag} Second`,
    "general",
    "Writing again about weekends.",
    email.toUpperCase(),
  );

  await signInTo(page, "leads", "leads-desk");
  await page.goto(`/admin-only-demo-requests/inquiries?search=${tag}`);
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(2);
  for (const who of ["First", "Second"]) {
    await expect(
      page.getByRole("article", { name: `${tag} ${who}` }).getByText("Repeat sender"),
    ).toBeVisible();
  }
  await page.getByRole("link", { name: `View details of the inquiry from ${tag} Second` }).click();
  const second = page.getByRole("dialog", { name: `Inquiry from ${tag} Second` });
  await expect(second.getByRole("heading", { name: "Also sent" })).toBeVisible();
  await second.getByRole("link", { name: new RegExp(`^Message from ${tag} First`) }).click();
  const first = page.getByRole("dialog", { name: `Inquiry from ${tag} First` });
  await expect(first).toContainText("Do you see people on weekends?");
  await expect(first.getByRole("link", { name: new RegExp(`^Message from ${tag} Second`) })).toBeVisible();
});

test("waitlist: a sign-up from the coming-soon page is found, exported and deleted", async ({ page }) => {
  const email = `wait-${Date.now().toString(36)}@example.com`;
  await joinWaitlist(page, email);

  await signInTo(page, "leads", "leads-desk");
  await page.goto("/admin-only-demo-requests/waitlist");
  await expect(page.getByRole("heading", { level: 1, name: "Waitlist" })).toBeVisible();
  await expect(page.getByTestId("open-count")).toContainText("for launch news");

  await page.getByLabel("Search", { exact: true }).fill(email);
  const entry = page.getByRole("article", { name: email });
  await expect(entry).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(entry).toContainText("IST");
  await expect(entry).toContainText("from /coming-soon");

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const csv = readFileSync((await (await downloading).path()) ?? "", "utf8");
  expect(csv).toContain(email);
  expect(csv.trim().split("\r\n")).toHaveLength(2);

  await entry.getByRole("button", { name: `Delete ${email} from the waitlist` }).click();
  await page
    .getByRole("dialog", { name: "Remove from the waitlist?" })
    .getByRole("button", { name: "Delete permanently" })
    .click();
  await expect(page.getByText("Removed from the waitlist")).toBeVisible();
  await expect(page.getByText("No sign-ups found.")).toBeVisible();
});

test("a signed-out visitor to a leads view meets the gate, and returns to that view after signing in", async ({
  page,
}) => {
  await page.goto("/admin-only-demo-requests/inquiries?status=open");
  await expect(
    page.getByRole("heading", { level: 1, name: "Demo Requests Management System" }),
  ).toBeVisible();
  await page.getByLabel("Username").fill("leads-desk");
  await page.getByLabel("Password").fill("a long e2e staff password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Inquiries" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin-only-demo-requests\/inquiries\?status=open$/);
});

test("inquiries and waitlist have no serious or critical axe violation at 375 px", async ({ page }) => {
  // Three axe passes: room for a busy two-core machine.
  test.setTimeout(90_000);
  const name = `Axe ${Date.now().toString(36)}`;
  await sendContactMessage(page, name, "therapy", "I would like to start therapy.");
  await page.setViewportSize({ width: 375, height: 812 });
  await signInTo(page, "leads", "leads-desk");
  await page.goto("/admin-only-demo-requests/inquiries");
  expect(await seriousAxeViolations(page)).toEqual([]);
  // Its own message: tests running beside it delete theirs, which may be listed first.
  await page.goto(`/admin-only-demo-requests/inquiries?search=${encodeURIComponent(name)}`);
  await page.locator(pageReady).waitFor({ state: "attached" });
  await page.getByRole("link", { name: `View details of the inquiry from ${name}` }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.goto("/admin-only-demo-requests/waitlist");
  expect(await seriousAxeViolations(page)).toEqual([]);
});

for (const width of [375, 1440]) {
  test(`at ${width} px: an inquiry is moved to contacted and assigned, then closed as spam, from its detail`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const tag = `Desk${width}${Date.now().toString(36)}`;
    await sendContactMessage(
      page,
      tag,
      "general",
      "Can I book for my mother?",
      `${tag.toLowerCase()}@example.com`,
    );
    await signInTo(page, "leads", "leads-desk");
    await page.goto(`/admin-only-demo-requests/inquiries?search=${tag}`);
    await page.getByRole("link", { name: `View details of the inquiry from ${tag}` }).click();
    const detail = page.getByRole("dialog", { name: `Inquiry from ${tag}` });
    const handling = detail.getByRole("region", { name: "Handling" });
    await expect(handling).toContainText("Not answered yet");
    // Contact messages stop at contacted.
    await expect(handling.getByLabel("Stage").locator("option")).toHaveText(["New", "Contacted"]);
    await handling.getByLabel("Stage").selectOption("Contacted");
    await handling.getByLabel("Owner").selectOption("leads-desk");
    await handling.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Lead updated")).toBeVisible();
    await expect(handling).toContainText("First answered");
    await expect(handling.getByLabel("Owner")).toHaveValue(/.+/);

    await handling.getByLabel("Outcome").selectOption("Spam");
    await handling.getByRole("button", { name: "Save" }).click();
    await expect(handling.getByLabel("Stage")).toBeDisabled();
    await expect(handling).toContainText("Closed: reopen it to move its stage on.");
    await expect(detail.getByRole("button", { name: "Reopen inquiry" })).toBeVisible();
    // After a reload (no script state): as saved.
    await page.reload();
    const again = page
      .getByRole("dialog", { name: `Inquiry from ${tag}` })
      .getByRole("region", { name: "Handling" });
    await expect(again.getByLabel("Outcome")).toHaveValue("spam");
    await expect(again.getByLabel("Stage")).toHaveValue("contacted");

    // The owner filter: it is among "Mine", not among the unassigned.
    await page.goto(`/admin-only-demo-requests/inquiries?search=${tag}`);
    const filters = page.getByRole("search", { name: "Filter inquiries" });
    await filters.getByLabel("Owner").selectOption("Mine");
    await expect(page).toHaveURL(/owner=mine/);
    await expect(page.getByRole("article", { name: tag })).toBeVisible();
    await filters.getByLabel("Owner").selectOption("Unassigned");
    await expect(page).toHaveURL(/owner=none/);
    await expect(page.getByRole("article")).toHaveCount(0);
  });
}
