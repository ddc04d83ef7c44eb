import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import {
  expect,
  pageReady,
  sendDemoForm,
  seriousAxeViolations,
  signInTo,
  test,
} from "#tests/utils/playwright.ts";

/*
 * The demo-request manager (spec §2.20, §4, §8) on the real server and store:
 * a request sent through the public form is found, opened, closed, reopened,
 * exported and deleted by staff.
 */

async function sendDemoRequest(page: Page, fullName: string) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `198.51.100.${Date.now() % 250}-${fullName}` });
  await page.goto("/request-a-demo");
  await sendDemoForm(page, {
    fullName,
    workEmail: "lead@clinic.example",
    message: `${"We would like to see the assessments in Hindi. ".repeat(8)}END-OF-MESSAGE`,
  });
}

test("a lead from the public form is found, opened, closed, reopened, exported and deleted", async ({
  page,
}) => {
  const name = `Lead ${Date.now().toString(36)}`;
  await sendDemoRequest(page, name);

  await signInTo(page, "leads", "leads-desk");
  await page.goto("/admin-only-demo-requests");
  await expect(page.getByRole("heading", { level: 1, name: "Demo requests" })).toBeVisible();
  await expect(page.getByTestId("open-count")).toContainText("open");

  // Search runs on the server and lives in the address.
  await page.getByLabel("Search", { exact: true }).fill(name);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(name).replaceAll("%20", "\\+")}`));
  const card = page.getByRole("article", { name });
  await expect(card).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(1);
  // Nobody has opened it yet: marked new, and counted in the navigation.
  await expect(card.getByText("New", { exact: true })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Staff areas" }).getByRole("link", { name: /Demo requests/ }),
  ).toContainText(/\d+ new/);
  // The preview is cut at 200 characters.
  await expect(card.getByText(/…$/)).toBeVisible();
  await expect(card).not.toContainText("END-OF-MESSAGE");

  // A reload shows the same view.
  await page.reload();
  await expect(page.getByRole("article", { name })).toBeVisible();

  // Details, with every field and the whole message.
  await card.getByRole("link", { name: `View details of the request from ${name}` }).click();
  const detail = page.getByRole("dialog", { name: `Request from ${name}` });
  await expect(detail).toBeVisible();
  await expect(detail).toContainText("END-OF-MESSAGE");
  await expect(detail).toContainText("Lakeview Counselling Centre");
  await expect(detail).toContainText("IST");
  await expect(detail).toContainText("Not closed or reopened yet.");

  // A note for staff: refused when empty, then added, shown with its author, and the box emptied.
  await expect(detail).toContainText("No notes yet.");
  await detail.getByRole("button", { name: "Add note" }).click();
  await expect(detail.getByText("Write the note first.").first()).toBeVisible();
  await detail.getByLabel("Note", { exact: true }).fill("Called back: wants a demo in Hindi.");
  await detail.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Note added")).toBeVisible();
  await expect(
    detail.getByRole("listitem").filter({ hasText: "Called back: wants a demo in Hindi." }),
  ).toContainText("leads-desk");
  await expect(detail.getByLabel("Note", { exact: true })).toHaveValue("");

  // Close, after a confirmation.
  await detail.getByRole("button", { name: "Close request" }).click();
  const confirm = page.getByRole("dialog", { name: "Close this request?" });
  await confirm.getByRole("button", { name: "Close request" }).click();
  await expect(page.getByText("Request closed successfully")).toBeVisible();
  await expect(detail).toContainText("Closed by leads-desk");
  await page.keyboard.press("Escape");
  await expect(detail).toBeHidden();
  await expect(page.getByRole("article", { name }).getByText("Closed", { exact: true })).toBeVisible();
  // Opened once, it is no longer new.
  await expect(page.getByRole("article", { name }).getByText("New", { exact: true })).toHaveCount(0);

  // The status filter is applied by the server.
  await page.getByLabel("Status", { exact: true }).selectOption("open");
  await expect(page.getByText("No demo requests found.")).toBeVisible();
  await page.getByLabel("Status", { exact: true }).selectOption("closed");
  await expect(page.getByRole("article", { name })).toBeVisible();

  // Reopen, from the list.
  await page.getByRole("article", { name }).getByRole("button", { name: "Reopen" }).click();
  await page
    .getByRole("dialog", { name: "Reopen this request?" })
    .getByRole("button", { name: "Reopen request" })
    .click();
  await expect(page.getByText("Request reopened successfully")).toBeVisible();
  await expect(page.getByText("No demo requests found.")).toBeVisible();
  await page.getByLabel("Status", { exact: true }).selectOption("");
  // The export link carries the view's filters: wait until the view is "all" again.
  await expect(page).not.toHaveURL(/status=closed/);
  await expect(page.getByRole("article", { name })).toBeVisible();

  // Export the current view as CSV.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloading;
  const csv = readFileSync((await download.path()) ?? "", "utf8");
  expect(csv.split("\r\n")[0]).toContain('"Full name"');
  expect(csv).toContain(name);
  expect(csv.trim().split("\r\n")).toHaveLength(2);

  // Delete, permanently.
  await page
    .getByRole("article", { name })
    .getByRole("button", { name: `Delete the request from ${name}` })
    .click();
  const remove = page.getByRole("dialog", { name: "Delete this request?" });
  await expect(remove).toContainText("cannot be undone");
  await remove.getByRole("button", { name: "Delete permanently" }).click();
  await expect(page.getByText("Request deleted successfully")).toBeVisible();
  await expect(page.getByText("No demo requests found.")).toBeVisible();
});

test("the manager and its dialog have no serious or critical axe violation at 375 px", async ({ page }) => {
  const name = `Axe ${Date.now().toString(36)}`;
  await sendDemoRequest(page, name);
  await page.setViewportSize({ width: 375, height: 812 });
  await signInTo(page, "leads", "leads-desk");
  await page.goto("/admin-only-demo-requests");
  test.setTimeout(90_000);
  const axe = () => seriousAxeViolations(page);
  expect(await axe()).toEqual([]);
  // Its own request: tests running beside it delete theirs, which may be listed first.
  await page.goto(`/admin-only-demo-requests?search=${encodeURIComponent(name)}`);
  await page.locator(pageReady).waitFor({ state: "attached" });
  await page.getByRole("link", { name: `View details of the request from ${name}` }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await axe()).toEqual([]);
});

test("a search and a lead opened while the other is on its way both apply", async ({ page }) => {
  const word = Date.now().toString(36);
  const name = `Crossing ${word}`;
  await sendDemoRequest(page, name);
  await signInTo(page, "leads", "leads-desk");
  await page.goto(`/admin-only-demo-requests?search=${encodeURIComponent(name)}`);
  await page.locator(pageReady).waitFor({ state: "attached" });
  const search = page.getByLabel("Search", { exact: true });
  const open = page.getByRole("link", { name: `View details of the request from ${name}` });
  const detail = page.getByRole("dialog", { name: `Request from ${name}` });
  // The view's data requests matching `held` answer late, as on a slow link.
  let held = /$^/;
  await page.route(/\.data(\?|$)/, async (route) => {
    if (held.test(route.request().url())) await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue().catch(() => {}); // A navigation that gave way is cancelled.
  });

  // A lead opened, then a search typed before the lead's detail has come.
  held = /request=/;
  await open.click();
  await search.fill(word);
  await expect(detail).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`search=${word}&.*request=|request=.*&search=${word}`));

  // A search typed, then a lead opened from the list before the search's list has come.
  await detail.getByRole("button", { name: "Close", exact: true }).first().click();
  await expect(detail).toBeHidden();
  held = /search=Crossing/;
  const searched = page.waitForRequest(/search=Crossing/);
  await search.fill(name);
  await searched;
  await open.click();
  await expect(detail).toBeVisible();
  await expect(page).toHaveURL(/search=Crossing.*request=|request=.*search=Crossing/);
});
