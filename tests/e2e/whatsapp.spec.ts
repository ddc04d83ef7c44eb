import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Locator, Page } from "@playwright/test";
import { adminPassword, adminUsername, type RunningServer, startServer } from "#tests/faults/server.ts";
import { expect, expectNoSeriousAxe, pageReady, test } from "#tests/utils/playwright.ts";

/*
 * WhatsApp (issue 50) in the browser, on a server of this spec's own (the
 * suite's server keeps the settings other specs expect): with no number in
 * Settings, no WhatsApp link on the contact page or the callback and demo
 * thank-you pages; once an admin gives one in the Settings screen, each of
 * them, in English and Hindi, offers "Message us on WhatsApp" as a plain
 * wa.me link with the page's first line, below the crisis line; a new
 * number and then none reach the kept pages at once. Every article offers
 * "Share on WhatsApp" and "Copy link", with and without JavaScript.
 */

// A server of its own, with the sample posts, and a dozen pages in two languages.
test.describe.configure({ mode: "serial", timeout: 120_000 });

let dataDir: string;
let server: RunningServer;

test.beforeAll(async () => {
  // Its servers' cold starts, on a busy machine, can take longer than a hook's default 30 s.
  test.setTimeout(90_000);
  dataDir = mkdtempSync(join(tmpdir(), "anvaya-whatsapp-"));
  server = await startServer({ dataDir }, { SEED_SAMPLE_CONTENT: "true" });
});

test.afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

/** The pages that offer WhatsApp, with the crisis signposting above the offer and the first line each gives. */
const offers = [
  { path: "/contact-us", crisis: "#crisis", firstLine: "Hello, I'm writing from your contact page." },
  { path: "/hi/contact-us", crisis: "#crisis", firstLine: "नमस्ते, यह संदेश आपके संपर्क पेज से है।" },
  {
    path: "/request-a-callback/sent",
    crisis: "[data-slot=not-emergency]",
    firstLine: "Hello, I have just asked for a callback on your website.",
  },
  {
    path: "/hi/request-a-callback/sent",
    crisis: "[data-slot=not-emergency]",
    firstLine: "नमस्ते, मैंने अभी आपकी वेबसाइट पर कॉल-बैक का अनुरोध किया है।",
  },
  {
    path: "/request-a-demo/sent",
    crisis: "[data-slot=not-emergency]",
    firstLine: "Hello, I have just requested a demo on your website.",
  },
  {
    path: "/hi/request-a-demo/sent",
    crisis: "[data-slot=not-emergency]",
    firstLine: "नमस्ते, मैंने अभी आपकी वेबसाइट पर डेमो का अनुरोध किया है।",
  },
] as const;

const messageUs = (path: string) =>
  path.startsWith("/hi/") ? "WhatsApp पर हमें संदेश भेजें" : "Message us on WhatsApp";

const articles = {
  en: "/blog/ai-assisted-soap-notes",
  hi: "/hi/blog/madad-na-lene-wale-teen-mein-se-do",
};

const open = async (page: Page, path: string) => {
  const response = await page.goto(`${server.origin}${path}`);
  expect(response?.status(), path).toBe(200);
};

/** Every link to WhatsApp on the page, by its address. */
const whatsAppLinks = (page: Page) => page.locator("a[href^='https://wa.me/'], a[href*='whatsapp']");

/** Saves `number` as the company's WhatsApp number in the Settings screen, as an admin does. */
async function saveWhatsApp(page: Page, number: string) {
  const login = await page.request.post(`${server.origin}/api/auth/login`, {
    data: { username: adminUsername, password: adminPassword, area: "leads" },
    headers: { "x-forwarded-for": "192.0.2.91" },
  });
  expect(login.ok()).toBe(true);
  await page.goto(`${server.origin}/admin-only-demo-requests/settings`);
  await page.locator(pageReady).waitFor({ state: "attached" });
  await page.getByLabel("WhatsApp number").fill(number);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Settings saved" })).toBeVisible();
}

/** `above` ends before `below` begins, in the document and on the screen. */
async function expectAbove(above: Locator, below: Locator, label: string) {
  const follows = await above.evaluate(
    (element, other) =>
      Boolean(element.compareDocumentPosition(other as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
    await below.elementHandle(),
  );
  expect(follows, `${label}: the crisis line comes first in the page`).toBe(true);
  const [top, bottom] = [await above.boundingBox(), await below.boundingBox()];
  expect(top && bottom && top.y + top.height <= bottom.y, `${label}: and stands above on screen`).toBe(true);
}

test("with no number in Settings, no page offers WhatsApp, and articles still offer sharing", async ({
  page,
}) => {
  for (const { path } of offers) {
    await open(page, path);
    await expect(whatsAppLinks(page), path).toHaveCount(0);
    await expect(page.getByText("WhatsApp"), path).toHaveCount(0);
  }
  await open(page, articles.en);
  await expect(page.getByRole("link", { name: "Share on WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\?text=/,
  );
  await expect(page.getByRole("link", { name: "Message us on WhatsApp" })).toHaveCount(0);
});

test("given in the Settings screen, each page offers it in its language, prefilled, below the crisis line", async ({
  page,
}) => {
  await saveWhatsApp(page, "98765 43210");
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const { path, crisis, firstLine } of offers) {
      await open(page, path);
      const link = page.getByRole("link", { name: messageUs(path), exact: true });
      await expect(link, path).toHaveCount(1);
      const href = (await link.getAttribute("href")) ?? "";
      const url = new URL(href);
      expect(url.origin + url.pathname, path).toBe("https://wa.me/919876543210");
      expect([...url.searchParams.keys()], path).toEqual(["text"]);
      expect(url.searchParams.get("text"), path).toBe(firstLine);
      expect(href, path).toBe(`https://wa.me/919876543210?text=${encodeURIComponent(firstLine)}`);
      // A plain link: no new window, no script of WhatsApp's on the page.
      await expect(link).toHaveAttribute("rel", "noopener");
      await expect(link).not.toHaveAttribute("target", /./);
      expect(await page.locator("script[src]").count(), path).toBe(0);
      await expectAbove(page.locator(crisis).first(), link, `${path} at ${width}`);
      // The footer's line to the number comes after the footer's crisis line too.
      const footerLink = page.locator("footer a[href='https://wa.me/919876543210']");
      await expect(footerLink, path).toHaveCount(1);
      const footerCrisis = page.locator("footer #get-help");
      expect(
        await footerCrisis.evaluate(
          (element, other) =>
            Boolean(element.compareDocumentPosition(other as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
          await footerLink.elementHandle(),
        ),
        `${path}: the footer's crisis line first`,
      ).toBe(true);
    }
  }

  // Beside the crisis lines of an urgent answer, nothing competes: no offer to write on WhatsApp.
  for (const path of ["/request-a-callback/sent?urgent=1", "/hi/request-a-callback/sent?urgent=1"]) {
    await open(page, path);
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.getByRole("link", { name: messageUs(path) }), path).toHaveCount(0);
    await expect(page.locator("main a[href^='https://wa.me/']"), path).toHaveCount(0);
  }
});

test("an article shares its title and address on WhatsApp, and copies its address", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.origin });
  const cases = [
    { path: articles.en, share: "Share on WhatsApp", copy: "Copy link", copied: "Link copied" },
    { path: articles.hi, share: "WhatsApp पर शेयर करें", copy: "लिंक कॉपी करें", copied: "लिंक कॉपी हो गया" },
  ];
  for (const { path, share, copy, copied } of cases) {
    await open(page, path);
    const title = ((await page.locator("h1").textContent()) ?? "").trim();
    expect(title.length, path).toBeGreaterThan(5);
    const canonical = `${server.site}${path}`;
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", canonical);

    const shareLink = page.getByRole("link", { name: share, exact: true });
    const url = new URL((await shareLink.getAttribute("href")) ?? "");
    expect(url.origin + url.pathname).toBe("https://wa.me/");
    expect(url.searchParams.get("text")).toBe(`${title} ${canonical}`);
    await expect(shareLink).toHaveAttribute("rel", "noopener");

    const copyLink = page.getByRole("link", { name: copy, exact: true });
    await expect(copyLink).toHaveAttribute("href", canonical);
    const status = page.getByRole("status").filter({ hasText: copied });
    await expect(status).toHaveCount(0);
    await copyLink.click();
    await expect(status).toBeVisible();
    await expect(page.locator("[data-copy-status]")).toHaveAttribute("role", "status");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
    // Copied, not followed.
    expect(page.url()).toBe(`${server.origin}${path}`);
  }
});

test("the pages with the number set have no serious axe violation at 375 and 1440 px", async ({ page }) => {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [
      "/contact-us",
      "/hi/contact-us",
      "/request-a-callback/sent",
      "/request-a-demo/sent",
      articles.en,
      articles.hi,
    ]) {
      await open(page, path);
      await expectNoSeriousAxe(page, `${path} at ${width}`);
    }
  }
});

/** A page in a browser that runs no script. */
async function withoutScript(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

test("without JavaScript, every WhatsApp link is there as a plain link, and Copy link opens the article", async ({
  browser,
}) => {
  const { context, page } = await withoutScript(browser);
  try {
    await page.goto(`${server.origin}/contact-us`);
    await expect(page.getByRole("link", { name: "Message us on WhatsApp" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/919876543210\?text=/,
    );
    await page.goto(`${server.origin}${articles.en}`);
    await expect(page.getByRole("link", { name: "Share on WhatsApp" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\?text=/,
    );
    await page.getByRole("link", { name: "Copy link" }).click();
    await expect(page).toHaveURL(`${server.site}${articles.en}`);
    await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test("another number reaches the kept pages at once, and clearing it takes WhatsApp off them all", async ({
  page,
}) => {
  await saveWhatsApp(page, "+44 20 7946 0958");
  for (const { path } of offers) {
    await open(page, path);
    await expect(page.getByRole("link", { name: messageUs(path), exact: true }), path).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/442079460958\?text=/,
    );
  }
  // The article's kept copy is renewed too: the server's answer names the new number in its footer
  // (asked outside the browser, whose own cache may keep an article a minute: cacheControl.blogPage).
  const article = async () => (await page.request.get(`${server.origin}${articles.en}`)).text();
  expect(await article()).toContain('href="https://wa.me/442079460958"');

  await saveWhatsApp(page, "");
  for (const { path } of offers) {
    await open(page, path);
    await expect(whatsAppLinks(page), path).toHaveCount(0);
  }
  const cleared = await article();
  expect(cleared).not.toMatch(/wa\.me\/\d/);
  // Sharing needs no company number.
  expect(cleared).toContain('href="https://wa.me/?text=');
});
