import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { type Page, test as plainTest } from "@playwright/test";
import { defaultSiteConfig as siteConfig } from "#app/content/site-config.ts";
import { consentWording } from "#common/consent.ts";
import { closeRequestInManager, expect, sendDemoForm, test } from "#tests/utils/playwright.ts";

/*
 * The site as a stranger starts it: `npm start` with only PORT set (no
 * SITE_URL, no TRUST_PROXY, no accounts; tests/stranger/start.ts), walked in
 * a real browser at http://localhost:PORT and at http://127.0.0.1:PORT. The
 * admin's password is the one the first start wrote for its owner in the
 * data folder, where the start-up log says it is.
 */

test.describe.configure({ mode: "serial" });

const consent = consentWording(siteConfig.name);
const port = Number(process.env.STRANGER_PORT);
const dataDir = join(process.env.STRANGER_DIR ?? "", "data");
const atLoopback = `http://127.0.0.1:${port}`;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

function adminPassword(): string {
  return readFileSync(join(dataDir, "initial-admin-password"), "utf8").trim();
}

async function signInAtGate(page: Page, path: string, heading: string) {
  await page.goto(path);
  await field(page, "Username").fill("admin");
  await field(page, "Password").fill(adminPassword());
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
}

const requester = `Stranger ${unique()}`;

test("the demo form sends, at localhost", async ({ page }) => {
  await page.goto("/request-a-demo");
  await sendDemoForm(page, {
    fullName: requester,
    workEmail: "stranger@clinic.example",
    message: "We started the site as its README says.",
  });
});

test("the contact form and the waitlist send, at 127.0.0.1", async ({ page }) => {
  await page.goto(`${atLoopback}/contact-us`);
  await page.getByLabel("What is your message about?").selectOption("technical");
  await field(page, "Your name").fill("Asha Rao");
  await page.getByLabel("Your email address").fill("asha@example.com");
  await field(page, "Subject").fill("A question");
  await field(page, "Your message").fill("Does the site work where it is started?");
  await field(page, consent.contact_message.text).check();
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(/\/contact-us\/sent\?type=technical$/);

  await page.goto(`${atLoopback}/coming-soon`);
  const waitlist = page.getByRole("region", { name: "Join the Waitlist" });
  await waitlist.getByLabel("Email address").fill(`stranger-${unique()}@example.com`);
  await waitlist.getByLabel(consent.waitlist.text, { exact: true }).check();
  await waitlist.getByRole("button", { name: "Join the Waitlist" }).click();
  await expect(waitlist.getByRole("status")).toContainText("Thank you for subscribing!");
});

test("the blog gate signs in, and a post written in the editor is published", async ({ page }) => {
  const title = `Started as documented ${unique()}`;
  await signInAtGate(page, "/admin-only-upload-blog", "Blog posts");
  const box = (name: string) => page.getByRole("textbox", { name, exact: true });
  await box("Title").fill(title);
  await box("Excerpt").fill("A post written on a server started with PORT alone.");
  await box("Content").fill("## It works\n\nWherever it is started.");
  await box("Author name").fill("Dr Asha Rao");
  await box("Author role").fill("Clinical psychologist");
  await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "Wellness" });
  await box("Tags").fill("deployment");
  await box("Tags").press("Enter");
  await page.getByLabel("Featured image").setInputFiles("tests/fixtures/blog-cover.jpg");
  await box("Image description (alt text)").fill("A teal wave");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Blog post created successfully!" }),
  ).toBeVisible();

  await page.goto("/resources/blogs");
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // With no SITE_URL, the page names the address it was started at.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`^http://localhost:${port}/blog/`),
  );
});

test("the leads gate signs in at 127.0.0.1, and the demo request is closed in the manager", async ({
  page,
}) => {
  await signInAtGate(page, `${atLoopback}/admin-only-demo-requests`, "Demo requests");
  await page.getByLabel("Search", { exact: true }).fill(requester);
  // The search applies after a pause; a request opened before it lands would be closed by it.
  await expect(page).toHaveURL(
    new RegExp(`search=${encodeURIComponent(requester).replaceAll("%20", "\\+")}`),
  );
  await closeRequestInManager(page, requester);
});

// React and the other packages pick their production or their development
// build by NODE_ENV as they load; the README sets none, so the server gives
// them its configuration's default. /metrics answers on loopback.
plainTest("the server runs its packages' production builds", async ({ request }) => {
  const metrics = await (await request.get(`${atLoopback}/metrics`)).text();
  expect(metrics).toMatch(/^anvaya_build_info\{[^}]*node_env="production"[^}]*\} 1$/m);
});

plainTest.describe("a page on another site", () => {
  let attacker: Server;
  let attackerOrigin = "";
  plainTest.beforeAll(async () => {
    // Another origin, serving a form that posts to the site the moment it loads.
    attacker = createServer((_, response) => {
      response.writeHead(200, { "content-type": "text/html" });
      response.end(`<!doctype html><title>Win a prize</title>
        <form method="post" action="http://localhost:${port}/request-a-demo">
          <input name="fullName" value="Forged"><input name="workEmail" value="forged@example.com">
          <input name="organization" value="Forged"><input name="roleTitle" value="Forged">
          <input name="phone" value="9876543210"><input name="inquiryFor" value="assessments">
          <input name="agreeToContact" value="on">
        </form><script>document.forms[0].submit()</script>`);
    });
    await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", resolve));
    attackerOrigin = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
  });
  plainTest.afterAll(async () => {
    await new Promise((resolve) => attacker.close(resolve));
  });

  // Playwright's own test: the attacker's page is not one of ours to wait for.
  plainTest("cannot make a visitor's browser post to the site", async ({ page }) => {
    const answer = page.waitForResponse((response) => response.url().endsWith("/request-a-demo"));
    await page.goto(attackerOrigin);
    const response = await answer;
    expect(response.status()).toBe(403);
    await expect(page.getByText("This request came from another site and was refused.")).toBeVisible();
  });
});
