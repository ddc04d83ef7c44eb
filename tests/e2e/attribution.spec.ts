import { type Browser, test as baseTest, type Page } from "@playwright/test";
import { defaultSiteConfig as siteConfig } from "#app/content/site-config.ts";
import { consentWording } from "#common/consent.ts";
import type { Attribution } from "#common/schemas/attribution.ts";
import { expect, signInTo, test } from "#tests/utils/playwright.ts";

const consent = consentWording(siteConfig.name);

/*
 * Where a lead came from, end to end on the real server and store: the page
 * that led to the form and the landing page's campaign, kept in the tab's
 * session storage with JavaScript, read from the form page's address without
 * it. What was stored is read back as staff through the leads API.
 */

/** Each test its own client address (per-client rate limits) and its own email address. */
function visitor(label: string) {
  const id = `${label}-${test.info().workerIndex}-${Date.now().toString(36)}`;
  return { address: `198.51.100.42-${id}`, email: `${id}@attribution.example` };
}

/** The one stored lead with this email address, as the leads area's API lists it. */
async function storedLead(page: Page, list: string, email: string): Promise<Attribution> {
  await signInTo(page, "leads", "leads-desk");
  const response = await page.request.get(`${list}?search=${encodeURIComponent(email)}`);
  expect(response.ok(), `${list} answered ${response.status()}`).toBe(true);
  const body = (await response.json()) as { success: boolean; data: Attribution[]; total: number };
  expect(body.success).toBe(true);
  expect(body.total).toBe(1);
  return body.data[0] as Attribution;
}

const attributionOf = ({ sourcePage, utmSource, utmMedium, utmCampaign }: Attribution) => ({
  sourcePage,
  utmSource,
  utmMedium,
  utmCampaign,
});

async function withoutJavaScript(browser: Browser, baseURL: string | undefined, address: string) {
  return browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": address },
  });
}

test("a demo request keeps the landing campaign and the page whose button led to the form", async ({
  page,
}) => {
  const { address, email } = visitor("demo");
  await page.setExtraHTTPHeaders({ "x-forwarded-for": address });
  await page.goto("/?utm_source=newsletter&utm_medium=email&utm_campaign=nov");
  // Client-side navigations only: from the footer to TheraSim, then its demo button.
  await page.getByRole("contentinfo").getByRole("link", { name: "For Education" }).click();
  await expect(page).toHaveURL(/\/solutions\/therasim$/);
  await page.getByRole("link", { name: "Try TheraSim" }).first().click();
  await expect(page).toHaveURL(/\/request-a-demo$/);

  const hidden = (name: string) => page.locator(`form input[type="hidden"][name="${name}"]`);
  await expect(hidden("sourcePage")).toHaveValue("/solutions/therasim");
  await expect(hidden("utmSource")).toHaveValue("newsletter");

  await page.getByLabel("Full name", { exact: true }).fill("Attribution Person");
  await page.getByLabel("Work email", { exact: true }).fill(email);
  await page.getByLabel("Organisation", { exact: true }).fill("Sample College");
  await page.getByLabel("Role / title", { exact: true }).fill("Head of Training");
  await page.getByLabel("Phone", { exact: true }).fill("+91 80 1234 5678");
  await page.getByLabel("Product of interest", { exact: true }).selectOption("other");
  await page.getByLabel("Message", { exact: true }).fill("We train counsellors and would like TheraSim.");
  await page.getByLabel(`I agree to be contacted by ${siteConfig.name}.`, { exact: true }).check();
  await page.getByRole("button", { name: "Request a Demo" }).click();
  await expect(page.getByText("Demo request submitted successfully!")).toBeVisible();

  expect(attributionOf(await storedLead(page, "/api/demo-requests", email))).toEqual({
    sourcePage: "/solutions/therasim",
    utmSource: "newsletter",
    utmMedium: "email",
    utmCampaign: "nov",
  });
});

test("a waitlist sign-up keeps the campaign across full page loads in the same tab", async ({ page }) => {
  const { address, email } = visitor("waitlist");
  await page.setExtraHTTPHeaders({ "x-forwarded-for": address });
  await page.goto("/our-mission?utm_source=partner&utm_medium=referral&utm_campaign=launch");
  await page.goto("/coming-soon");
  const waitlist = page.getByRole("region", { name: "Join the Waitlist" });
  await waitlist.getByLabel("Email address").fill(email);
  await waitlist.getByLabel(consent.waitlist.text, { exact: true }).check();
  await waitlist.getByRole("button", { name: "Join the Waitlist" }).click();
  await expect(waitlist.getByRole("status")).toContainText("Thank you for subscribing!");

  expect(attributionOf(await storedLead(page, "/api/waitlist", email))).toEqual({
    sourcePage: "/our-mission",
    utmSource: "partner",
    utmMedium: "referral",
    utmCampaign: "launch",
  });
});

baseTest.describe("without JavaScript", () => {
  baseTest(
    "a contact message takes the form page and its campaign from the page's address",
    async ({ browser, baseURL }) => {
      const { address, email } = visitor("contact");
      const context = await withoutJavaScript(browser, baseURL, address);
      const page = await context.newPage();
      await page.goto("/contact-us?utm_source=ads&utm_medium=cpc&utm_campaign=x");
      await page.getByLabel("What is your message about?").selectOption("general");
      await page.getByLabel("Your name", { exact: true }).fill("Meera");
      await page.getByLabel("Your email address").fill(email);
      await page.getByLabel("Subject", { exact: true }).fill("Pricing");
      await page.getByLabel("Your message", { exact: true }).fill("What does a clinic of five pay?");
      await page.getByLabel(consent.contact_message.text, { exact: true }).check();
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page).toHaveURL(/\/contact-us\/sent/);

      expect(attributionOf(await storedLead(page, "/api/contact-messages", email))).toEqual({
        sourcePage: "/contact-us",
        utmSource: "ads",
        utmMedium: "cpc",
        utmCampaign: "x",
      });
      await context.close();
    },
  );

  baseTest(
    "a waitlist sign-up on an alias of the coming-soon page keeps that path",
    async ({ browser, baseURL }) => {
      const { address, email } = visitor("waitlist-plain");
      const context = await withoutJavaScript(browser, baseURL, address);
      const page = await context.newPage();
      await page.goto("/careers?utm_source=jobs-board");
      const waitlist = page.getByRole("region", { name: "Join the Waitlist" });
      await waitlist.getByLabel("Email address").fill(email);
      await waitlist.getByLabel(consent.waitlist.text, { exact: true }).check();
      await waitlist.getByRole("button", { name: "Join the Waitlist" }).click();
      await expect(page.getByText("Thank you for subscribing!")).toBeVisible();

      expect(attributionOf(await storedLead(page, "/api/waitlist", email))).toEqual({
        sourcePage: "/careers",
        utmSource: "jobs-board",
        utmMedium: null,
        utmCampaign: null,
      });
      await context.close();
    },
  );
});
