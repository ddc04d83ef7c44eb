import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { defaultSiteConfig } from "#app/content/site-config.ts";
import { consentWording } from "#common/consent.ts";
import { adminUsername, staffPassword } from "./staff.ts";

/**
 * A page is ready once its own script has run (app/enhance marks <html
 * data-enhanced>) and, on a page that hydrates (<html data-hydrate="true">),
 * once React has hydrated (root.tsx marks <html data-hydrated>).
 */
export const pageReady = 'html[data-enhanced]:is([data-hydrate="false"], [data-hydrated])';

/** A staff screen's toast (sonner) that says `text`. */
export const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

/**
 * Makes `page.goto` resolve only once the page is ready (`pageReady`), so a
 * click never lands on a button whose handler is not attached yet: the test
 * fixture's page has it, and a page a test opens in a context of its own
 * should be given it too.
 */
export function gotoWhenReady(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.locator(pageReady).waitFor({ state: "attached" });
    return response;
  };
  return page;
}

/** Playwright's test with one change: its page's `goto` waits until the page is ready (`gotoWhenReady`). */
export const test = base.extend({
  page: async ({ page }, use) => {
    await use(gotoWhenReady(page));
  },
});

export { expect };

/**
 * axe on the page as it stands, run in the page itself (axe's "legacy" mode)
 * rather than finished in a blank page the builder opens for each run: the
 * same rules and results, in half the time (1.0-1.3 s a run against 1.7-3.1 s
 * here). The finishing page is there for cross-origin frames, which no page
 * of the site has.
 */
export const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

let signIns = 0;

/**
 * Signs a browser in to a staff area through the real sign-in API, as the
 * admin unless another account is named (playwright.config.ts creates them).
 */
export async function signInTo(page: Page, area: "blog" | "leads", username = adminUsername) {
  // Each sign-in from its own address, so the per-address sign-in limit
  // counts the gate tests' own attempts only.
  signIns += 1;
  const response = await page.request.post("/api/auth/login", {
    data: { username, password: staffPassword, area },
    headers: { "x-forwarded-for": `192.0.2.${signIns % 250}-${process.pid}-${signIns}` },
  });
  if (!response.ok()) throw new Error(`sign-in of ${username} to ${area} failed: ${response.status()}`);
}

/** The rules the site is held to: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** axe itself, read once: evaluated in each page as this same text, which V8 then compiles from its cache. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The staff screens' toasts (sonner) and the public pages' (app/enhance/toast.ts). */
const toastSelectors = ["[data-sonner-toaster]", "[data-toast]"];

type AxeViolation = { id: string; impact?: string | null; nodes: { target: unknown[] }[] };

/**
 * axe's violations of the site's rules on the page as it stands. Run straight
 * in the page, reporting violations alone (`resultTypes`: no selectors worked
 * out for the thousands of passing elements), with the one axe text every run
 * evaluates: the same rules and violations as the builder's, in 0.7 of the
 * time measured over the a11y tests' pages. A page with frames goes through
 * the builder, which looks into each frame.
 *
 * Toasts are left out of the scan: one fading in or out is half transparent,
 * which axe reads as text of too little contrast. (Every scan used to wait,
 * up to 6 s, for the toasts to leave, so none was ever scanned either way.)
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (page.frames().length > 1) {
    let builder = axeOn(page).withTags(wcagTags);
    for (const selector of toastSelectors) builder = builder.exclude(selector);
    return (await builder.analyze()).violations;
  }
  await page.evaluate(axeSource);
  return page.evaluate(
    async ({ tags, toasts }) => {
      const axe = (
        window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: AxeViolation[] }> } }
      ).axe;
      const results = await axe.run(
        { include: [document], exclude: toasts.map((selector) => [selector]) },
        { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] },
      );
      return results.violations.map(({ id, impact, nodes }) => ({
        id,
        impact,
        nodes: nodes.map(({ target }) => ({ target })),
      }));
    },
    { tags: wcagTags, toasts: toastSelectors },
  );
}

/** Each violation as its rule and the elements it found, as a failing check prints them. */
export const describeViolations = (violations: AxeViolation[]) =>
  violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);

/** axe's serious and critical violations of those rules on the page as it stands, each as its rule and elements. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const violations = await axeViolations(page);
  return describeViolations(violations.filter((v) => v.impact === "serious" || v.impact === "critical"));
}

/** No serious or critical axe violation (WCAG 2.2 AA rules) on the page as it stands, toasts aside. */
export async function expectNoSeriousAxe(page: Page, label: string) {
  // A section fading in as it scrolls into view (app/enhance/reveal.ts) is half transparent
  // until its transition ends, which axe reads as text of too little contrast.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => {}))),
  );
  expect(await seriousAxeViolations(page), label).toEqual([]);
}

/**
 * Fills the demo form on the page already open (`/request-a-demo`) as a
 * visitor does, sends it, and waits for the spec's success toast.
 */
export async function sendDemoForm(
  page: Page,
  fields: { fullName: string; workEmail: string; message: string; firstChoice?: string },
) {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field("Full name").fill(fields.fullName);
  await field("Work email").fill(fields.workEmail);
  await field("Organisation").fill("Lakeview Counselling Centre");
  await field("Role / title").fill("Psychologist");
  await field("Phone").fill("+91 98765 43210");
  await field("Product of interest").selectOption("therapy-management");
  await field("Message").fill(fields.message);
  if (fields.firstChoice) await field("First choice").fill(fields.firstChoice);
  await field(`I agree to be contacted by ${defaultSiteConfig.name}.`).check();
  await page.getByRole("button", { name: "Request a Demo" }).click();
  await expect(
    page.getByText("Demo request submitted successfully! We'll get back to you soon."),
  ).toBeVisible();
}

/** In the demo-request manager, listing `fullName`'s request: opens it, closes it after the confirmation. */
export async function closeRequestInManager(page: Page, fullName: string) {
  const card = page.getByRole("article", { name: fullName });
  await card.getByRole("link", { name: `View details of the request from ${fullName}` }).click();
  const detail = page.getByRole("dialog", { name: `Request from ${fullName}` });
  await detail.getByRole("button", { name: "Close request" }).click();
  await page
    .getByRole("dialog", { name: "Close this request?" })
    .getByRole("button", { name: "Close request" })
    .click();
  await expect(page.getByText("Request closed successfully")).toBeVisible();
}

/** Each sender its own client address, so the per-client rate limits never couple tests. */
export async function ownAddress(page: Page, label: string) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `198.51.100.7-${label}-${Date.now()}` });
}

/** Sends the contact form as a visitor does, from a client address of its own, and waits for the thank-you page. */
export async function sendContactMessage(
  page: Page,
  name: string,
  type: string,
  message: string,
  email = "visitor@example.com",
) {
  await ownAddress(page, name);
  await page.goto("/contact-us");
  await page.getByLabel("What is your message about?").selectOption(type);
  if (type === "therapy")
    await page.getByRole("group", { name: "Are you 18 or over?" }).getByLabel("Yes").check();
  await page.getByLabel("Your name", { exact: true }).fill(name);
  await page.getByLabel("Your email address").fill(email);
  await page.getByLabel("Subject", { exact: true }).fill(`About ${name}`);
  await page.getByLabel("Your message", { exact: true }).fill(message);
  await page.getByLabel(consentWording(defaultSiteConfig.name).contact_message.text, { exact: true }).check();
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(/\/contact-us\/sent/);
}
