import { createHmac } from "node:crypto";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Page } from "@playwright/test";
import { defaultSiteConfig as siteConfig } from "#app/content/site-config.ts";
import { consentWording } from "#common/consent.ts";
import {
  expect,
  gotoWhenReady,
  pageReady,
  seriousAxeViolations,
  signInTo,
  test,
} from "#tests/utils/playwright.ts";

/*
 * Issue 18 in the browser, on the real server and store: the privacy notice
 * beside every consent box, the consent ledger in a lead's detail, a
 * submission whose answer is lost stored once on retry, a draft that
 * survives a reload, and phone numbers stored in E.164.
 */

const consent = consentWording(siteConfig.name);

async function ownAddress(page: Page, label: string) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `198.51.100.9-${label}-${Date.now()}` });
}

async function fillDemoRequest(page: Page, fullName: string, phone: string) {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field("Full name").fill(fullName);
  await field("Work email").fill("privacy@clinic.example");
  await field("Organisation").fill("Riverbank Clinic");
  await field("Role / title").fill("Director");
  await field("Phone").fill(phone);
  await field("Product of interest").selectOption("assessment-tools");
  await field("Message").fill("We would like to see the assessments.");
  await field(consent.demo_request.text).check();
}

test("every consent box has the privacy notice beside it, and the notice names its version", async ({
  page,
}) => {
  for (const [path, text] of [
    ["/request-a-demo", consent.demo_request.text],
    ["/contact-us", consent.contact_message.text],
    ["/coming-soon", consent.waitlist.text],
  ] as const) {
    await page.goto(path);
    const box = page.getByLabel(text, { exact: true });
    await expect(box).toHaveAttribute("type", "checkbox");
    await expect(box).toHaveAttribute("required", "");
    // The link is in the box's description, so a screen reader hears it with the box.
    const describedBy = (await box.getAttribute("aria-describedby")) ?? "";
    const notice = page.locator(`[id="${describedBy.split(" ")[0]}"]`);
    await expect(notice.getByRole("link", { name: "Privacy notice" })).toHaveAttribute("href", "/privacy");
  }
  await page.getByRole("link", { name: "Privacy notice" }).first().click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy notice" })).toBeVisible();
  await expect(page.getByText(/^Version [0-9a-f]{16}, in force since .* IST\.$/)).toBeVisible();
  for (const heading of [
    "What each form collects, and why",
    "How long we keep it",
    "Your rights",
    "Grievance Officer",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy notice" })).toBeVisible();
  const missing = await page.goto("/privacy?version=0000000000000000");
  expect(missing?.status()).toBe(404);
});

test("a request whose answer is lost is stored once when sent again, and its detail shows the consent and an E.164 phone", async ({
  page,
}) => {
  const name = `Retry ${Date.now().toString(36)}`;
  await ownAddress(page, name);
  await page.goto("/request-a-demo");
  await fillDemoRequest(page, name, "098765 43210");

  // The first send reaches the server and is stored, but its answer never arrives.
  const keys: string[] = [];
  let dropped = false;
  await page.route("/api/request-demo", async (route) => {
    keys.push((route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey);
    if (dropped) return route.continue();
    dropped = true;
    await route.fetch();
    await route.abort("connectionreset");
  });
  await page.getByRole("button", { name: "Request a Demo" }).click();
  await expect(page.getByText(/^Error submitting form:/)).toBeVisible();
  // Nothing said "received"; the values are still there for the retry.
  await expect(page.getByLabel("Full name", { exact: true })).toHaveValue(name);
  await page.getByRole("button", { name: "Request a Demo" }).click();
  await expect(
    page.getByText("Demo request submitted successfully! We'll get back to you soon."),
  ).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBe(keys[1]);

  await signInTo(page, "leads", "leads-desk");
  await page.goto(`/admin-only-demo-requests?search=${encodeURIComponent(name)}`);
  await expect(page.getByRole("article")).toHaveCount(1);
  await page.getByRole("link", { name: `View details of the request from ${name}` }).click();
  const detail = page.getByRole("dialog", { name: `Request from ${name}` });
  await expect(detail.getByRole("link", { name: "+919876543210" })).toHaveAttribute(
    "href",
    "tel:+919876543210",
  );
  await expect(detail).toContainText(`“${consent.demo_request.text}”`);
  await expect(detail).toContainText("Web page (with JavaScript), /request-a-demo");
  const version = detail.getByRole("link", { name: /^Version [0-9a-f]{16}/ });
  const href = (await version.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/privacy\?version=[0-9a-f]{16}$/);
  // The version it names is the notice the public page shows.
  const notice = await page.request.get(href);
  expect(notice.status()).toBe(200);
  expect(await notice.text()).toContain("What each form collects, and why");
});

test("what was typed into the contact form survives a reload, and is gone once it is sent", async ({
  page,
}) => {
  await ownAddress(page, "draft");
  await page.goto("/contact-us");
  await page.getByLabel("Your name", { exact: true }).fill("Draft Person");
  await page.getByLabel("Your message", { exact: true }).fill("Half of what I meant to say");
  await page.reload();
  await expect(page.getByLabel("Your name", { exact: true })).toHaveValue("Draft Person");
  await expect(page.getByLabel("Your message", { exact: true })).toHaveValue("Half of what I meant to say");

  await page.getByLabel("Your email address").fill("draft@example.com");
  await page.getByLabel("Subject", { exact: true }).fill("A draft");
  await page.getByLabel(consent.contact_message.text, { exact: true }).check();
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(/\/contact-us\/sent/);
  await page.goto("/contact-us");
  await expect(page.getByLabel("Your name", { exact: true })).toHaveValue("");
});

test("a phone number that is not a dialable Indian or international one is refused with a clear message", async ({
  page,
}) => {
  await ownAddress(page, "phone");
  await page.goto("/request-a-demo");
  await fillDemoRequest(page, "Phone Person", "12345 67890");
  await page.getByRole("button", { name: "Request a Demo" }).click();
  await expect(page.getByText(/Enter a 10-digit Indian number starting with 6, 7, 8 or 9/)).toBeVisible();
  await expect(page.getByLabel("Phone", { exact: true })).toBeFocused();
});

/** The newest mail of `kind` to `recipient`, as the outbox holds it (the e2e server's SQLite store). */
function mailTo(recipient: string, kind: string): { body: string } | undefined {
  const db = new DatabaseSync(join(process.env.E2E_DATA_DIR ?? "", "site.db"), { readOnly: true });
  try {
    return db
      .prepare("select body from outbox where recipient = ? and kind = ? order by created_at desc limit 1")
      .get(recipient, kind) as { body: string } | undefined;
  } finally {
    db.close();
  }
}

test("the withdrawal link in the acknowledgement erases the request and its mail, and says so", async ({
  page,
}) => {
  const name = `Withdraw ${Date.now().toString(36)}`;
  const email = `${name.replace(" ", ".").toLowerCase()}@clinic.example`;
  await ownAddress(page, name);
  await page.goto("/request-a-demo");
  await fillDemoRequest(page, name, "+91 98765 43210");
  await page.getByLabel("Work email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Request a Demo" }).click();
  await expect(
    page.getByText("Demo request submitted successfully! We'll get back to you soon."),
  ).toBeVisible();

  const mail = mailTo(email, "acknowledgement");
  const link = /(http\S+\/privacy\/withdraw\?token=\S+)/.exec(mail?.body ?? "")?.[1];
  expect(link, mail?.body).toBeDefined();
  const path = new URL(link ?? "").pathname + new URL(link ?? "").search;

  // Opening the link erases nothing: a mail scanner may open it too.
  await page.goto(path);
  await expect(
    page.getByRole("heading", { level: 1, name: "Withdraw consent and erase your details" }),
  ).toBeVisible();
  expect(mailTo(email, "acknowledgement")).toBeDefined();
  await page.getByRole("button", { name: "Withdraw consent and erase my details" }).click();
  await expect(page.getByRole("status")).toContainText("Your details have been erased");
  expect(mailTo(email, "acknowledgement")).toBeUndefined();

  // Staff find nothing; the link now has nothing left to erase.
  await signInTo(page, "leads", "leads-desk");
  await page.goto(`/admin-only-demo-requests?search=${encodeURIComponent(name)}`);
  await expect(page.getByText("No demo requests found.")).toBeVisible();
  await page.goto(path);
  await page.getByRole("button", { name: "Withdraw consent and erase my details" }).click();
  await expect(page.getByRole("status")).toContainText("There is nothing left to erase");

  // A link cut short is refused, with another way to ask.
  const cut = await page.goto(path.slice(0, -3));
  expect(cut?.status()).toBe(400);
  await expect(page.getByRole("status")).toContainText("This link does not work");
});

/** The key that signs withdrawal links, as the e2e server's store holds it. */
function withdrawalKey(): Buffer {
  const db = new DatabaseSync(join(process.env.E2E_DATA_DIR ?? "", "site.db"), { readOnly: true });
  try {
    const row = db.prepare("select value from site_secrets where name = 'withdrawal'").get() as
      | { value: string }
      | undefined;
    return Buffer.from(row?.value ?? "", "base64url");
  } finally {
    db.close();
  }
}

test("an erasure posted to the address without ?token= (the token in the form only) answers 200 and says so; a bad token 400, an expired one 410", async ({
  page,
}) => {
  const label = `bare-${Date.now().toString(36)}`;
  const email = `${label}@clinic.example`;
  await ownAddress(page, label);
  const joined = await page.request.post("/api/waitlist", {
    data: { email, agreeToContact: true },
    headers: { "x-forwarded-for": `198.51.100.9-${label}` },
  });
  expect(joined.status()).toBe(200);
  const link = /(http\S+\/privacy\/withdraw\?token=(\S+))/.exec(
    mailTo(email, "waitlist-confirmation")?.body ?? "",
  );
  expect(link).not.toBeNull();
  const token = link?.[2] ?? "";

  // The page as the mail opens it; its form then posts to the bare address.
  await page.goto(new URL(link?.[1] ?? "").pathname + new URL(link?.[1] ?? "").search);
  const form = page.locator("form[method=post]");
  await form.evaluate((element) => element.setAttribute("action", "/privacy/withdraw"));
  const answered = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().endsWith("/privacy/withdraw"),
  );
  await page.getByRole("button", { name: "Withdraw consent and erase my details" }).click();
  expect((await answered).status()).toBe(200);
  await expect(page.getByRole("status")).toContainText("Your details have been erased");
  expect(mailTo(email, "waitlist-confirmation")).toBeUndefined();

  // The same post again: 200, nothing left to erase.
  const again = await page.request.post("/privacy/withdraw", { form: { token } });
  expect(again.status()).toBe(200);
  expect(await again.text()).toContain("There is nothing left to erase");

  // A token cut short, or none, is refused; so is one that was genuine but has expired.
  for (const bad of [token.slice(0, -3), ""]) {
    const refused = await page.request.post("/privacy/withdraw", { form: { token: bad } });
    expect(refused.status(), bad).toBe(400);
    expect(await refused.text()).toContain("This link does not work");
  }
  const payload = `w.${crypto.randomUUID()}.${Math.floor(Date.now() / 1000) - 60}`;
  const expired = `${payload}.${createHmac("sha256", withdrawalKey()).update(payload).digest("base64url")}`;
  const late = await page.request.post("/privacy/withdraw", { form: { token: expired } });
  expect(late.status()).toBe(410);
  expect(await late.text()).toContain("This link has expired");
});

test("the audit log shows the admin's close, export and delete of an inquiry; a leads account cannot open it", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const name = `Audit ${Date.now().toString(36)}`;
  await ownAddress(page, name);
  await page.goto("/contact-us");
  await page.getByLabel("Your name", { exact: true }).fill(name);
  await page.getByLabel("Your email address").fill("audit@example.com");
  await page.getByLabel("Subject", { exact: true }).fill("For the audit");
  await page.getByLabel("Your message", { exact: true }).fill("A question about pricing.");
  await page.getByLabel(consent.contact_message.text, { exact: true }).check();
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(/\/contact-us\/sent/);

  await signInTo(page, "leads");
  await page.goto(`/admin-only-demo-requests/inquiries?search=${encodeURIComponent(name)}`);
  await page.locator(pageReady).waitFor({ state: "attached" });
  await page.getByRole("link", { name: `View details of the inquiry from ${name}` }).click();
  await expect(page).toHaveURL(/[?&]message=[0-9a-f-]{36}/);
  const id = /message=([0-9a-f-]{36})/.exec(page.url())?.[1] ?? "";
  const detail = page.getByRole("dialog", { name: `Inquiry from ${name}` });
  await detail.getByRole("button", { name: "Close inquiry" }).click();
  await page
    .getByRole("dialog", { name: "Close this inquiry?" })
    .getByRole("button", { name: "Close inquiry" })
    .click();
  await expect(page.getByText("Inquiry closed successfully")).toBeVisible();
  // A closed lead says when the retention job will delete it.
  await expect(detail).toContainText(/Deleted on\s*\d+ \w+ \d{4}, .* IST/);
  await page.keyboard.press("Escape");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  await downloading;
  await page.getByRole("button", { name: `Delete the inquiry from ${name}` }).click();
  await page
    .getByRole("dialog", { name: "Delete this inquiry?" })
    .getByRole("button", { name: "Delete permanently" })
    .click();
  await expect(page.getByText("Inquiry deleted successfully").first()).toBeVisible();

  await page.getByRole("navigation", { name: "Staff areas" }).getByRole("link", { name: "Audit" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  const short = id.slice(0, 8);
  const log = page.getByRole("list").filter({ hasText: short });
  await expect(log.getByText(`admin deleted inquiry ${short}`)).toBeVisible();
  await expect(log.getByText(`admin closed inquiry ${short}`)).toBeVisible();
  await expect(page.getByText("admin exported inquiries").first()).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText(name);

  // Filtered by action, in the address.
  await page.getByLabel("Action", { exact: true }).selectOption("close");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/action=close/);
  await expect(page.getByText(`admin closed inquiry ${short}`)).toBeVisible();
  await expect(page.getByText(`admin deleted inquiry ${short}`)).toHaveCount(0);

  // The view at phone width passes axe.
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await seriousAxeViolations(page)).toEqual([]);

  const desk = await browser.newContext({ baseURL });
  const deskPage = gotoWhenReady(await desk.newPage());
  await signInTo(deskPage, "leads", "leads-desk");
  const refused = await deskPage.goto("/admin-only-demo-requests/audit");
  expect(refused?.status()).toBe(403);
  await expect(deskPage.getByRole("alert")).toContainText("The audit log is open to administrators only.");
  await expect(
    deskPage.getByRole("navigation", { name: "Staff areas" }).getByRole("link", { name: "Audit" }),
  ).toHaveCount(0);
  await desk.close();
});
