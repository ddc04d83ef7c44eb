import type { Page } from "@playwright/test";
import { siteConfig } from "#app/content/site-config.ts";
import { consentWording } from "#common/consent.ts";
import { expect, signInTo, test } from "#tests/utils/playwright.ts";

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
  await field("Organization").fill("Riverbank Clinic");
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
