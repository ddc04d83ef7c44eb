import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type Browser, test as baseTest, type Page, type PlaywrightWorkerArgs } from "@playwright/test";
import subsetFont from "subset-font";
import { englishPathOf, hindiPaths, pathIn } from "#common/i18n/locale.ts";
import { fontconfigWithoutDevanagari } from "#tests/utils/fonts.ts";
import { hreflangLinks } from "#tests/utils/head.ts";
import { expect, gotoWhenReady, test } from "#tests/utils/playwright.ts";
import { hindiCharacters } from "../../scripts/font-characters.ts";

/*
 * Hindi (issue 36): every page with a Hindi version answers under /hi in
 * Hindi, with <html lang="hi">, and both versions name each other with
 * absolute hreflang links; the sitemap lists both; the switcher keeps the
 * visitor on the same page; a Hindi page sets Devanagari in the device's
 * face or the site's font, and an English page fetches no Devanagari font.
 */
const devanagari = /[\u0900-\u097F]/;

for (const english of hindiPaths) {
  const hindi = pathIn("hi", english);
  test(`${hindi} is in Hindi, and it and ${english} name each other`, async ({ request }) => {
    const answer = await request.get(hindi, { maxRedirects: 0 });
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).toContain('<html lang="hi"');
    expect(/<h1[^>]*>([^<]*)</.exec(html)?.[1]).toMatch(devanagari);
    expect(html).toMatch(
      new RegExp(`<link rel="canonical" href="https?://[^"]+${hindi.replace("/", "\\/")}"`),
    );
    // The crisis line in the footer, in Hindi, its numbers tap-to-call.
    expect(html).toContain("संकट में हैं?");
    expect(html).toContain('href="tel:14416"');
    const pairs = [`en ${english}`, `hi ${hindi}`, `x-default ${english}`];
    expect(hreflangLinks(html)).toEqual(pairs);
    expect(html).toMatch(/<link rel="alternate" hrefLang="hi" href="https?:\/\//);
    const englishHtml = await (await request.get(english)).text();
    expect(englishHtml).toContain('<html lang="en-IN"');
    expect(hreflangLinks(englishHtml)).toEqual(pairs);
  });
}

test("a page with no Hindi version names no Hindi page", async ({ request }) => {
  // An English article with no translation (a sample post).
  const html = await (await request.get("/blog/ai-assisted-soap-notes")).text();
  expect(hreflangLinks(html)).toEqual([]);
  expect((await request.get("/hi/blog/ai-assisted-soap-notes", { maxRedirects: 0 })).status()).not.toBe(200);
});

test("the sitemap lists both versions, each naming the other", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const english of hindiPaths) {
    const hindi = pathIn("hi", english);
    // The Hindi listing also says when it last changed.
    const entry = new RegExp(
      `<url><loc>https?://[^<]+${hindi}</loc>(<lastmod>[^<]+</lastmod>)?(<xhtml:link [^>]+/>){3}</url>`,
    );
    expect(sitemap).toMatch(entry);
    expect(sitemap).toContain(`hreflang="hi" href="`);
  }
  // Pages name their Hindi version twice (on each version's entry); articles with a translation too.
  expect(
    sitemap.match(/<xhtml:link rel="alternate" hreflang="hi" href="[^"]+\/hi\/(?!blog\/)/g),
  ).toHaveLength(2 * hindiPaths.length);
});

test("/hi goes to /hi/, and an old link under /hi to the Hindi page", async ({ request }) => {
  const bare = await request.get("/hi", { maxRedirects: 0 });
  expect(bare.status()).toBe(301);
  expect(new URL(bare.headers().location ?? "", "http://x").pathname).toBe("/hi/");
  const old = await request.get("/hi/faq", { maxRedirects: 0 });
  expect(new URL(old.headers().location ?? "", "http://x").pathname).toBe("/hi/faqs");
});

test("the support hours staff saved in Settings are said in Hindi on Hindi pages, as written on English ones", async ({
  request,
}) => {
  for (const path of ["/contact-us", "/faqs"]) {
    const hindi = await (await request.get(pathIn("hi", path))).text();
    expect(hindi, path).toContain("सोमवार से शुक्रवार");
    expect(hindi, path).not.toContain("Monday to Friday");
    const english = await (await request.get(path)).text();
    expect(english, path).toContain("Monday to Friday");
  }
});

test("an unknown address under /hi is the not-found screen in Hindi, leading to Hindi pages", async ({
  page,
}) => {
  const answer = await page.goto("/hi/no-such-page");
  expect(answer?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page).toHaveTitle("पेज नहीं मिला");
  await expect(page.getByRole("heading", { level: 1, name: "पेज नहीं मिला" })).toBeVisible();
  await expect(page.getByRole("link", { name: "सहायता पाएँ" })).toHaveAttribute("href", "/hi/faqs");
  await page.getByRole("button", { name: "फिर से कोशिश करें" }).click();
  await expect(page.getByRole("button", { name: "फिर से कोशिश हो रही है..." })).toBeVisible();
  await page.getByRole("link", { name: "होम पेज पर जाएँ" }).click();
  await expect(page).toHaveURL(/\/hi\/$/);
});

test("the switcher keeps the visitor on the same page, on a phone too", async ({ page }) => {
  await page.goto("/faqs?q=trial");
  await page.getByRole("link", { name: "यह पेज हिन्दी में पढ़ें" }).click();
  await expect(page).toHaveURL(/\/hi\/faqs\?q=trial$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(devanagari);
  await page.getByRole("link", { name: "Read this page in English" }).click();
  await expect(page).toHaveURL(/\/faqs\?q=trial$/);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/get-help");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page
    .getByRole("navigation", { name: "Mobile" })
    .getByRole("link", { name: "यह पेज हिन्दी में पढ़ें" })
    .click();
  await expect(page).toHaveURL(/\/hi\/get-help$/);
  await page.getByRole("button", { name: "मेन्यू खोलें" }).click();
  await expect(
    page.getByRole("navigation", { name: "मोबाइल" }).getByRole("link", { name: "Read this page in English" }),
  ).toBeVisible();
  // From a page with no Hindi version, the switcher leads to the Hindi home page.
  await page.goto("/blog/ai-assisted-soap-notes");
  await expect(page.locator('#mobile-menu a[hreflang="hi"]')).toHaveAttribute("href", "/hi/");
});

test("the home page remembers a choice made with the switcher, and only that", async ({ page, context }) => {
  // A browser that prefers Hindi is not sent anywhere: only the visitor's own choice counts.
  await context.setExtraHTTPHeaders({ "Accept-Language": "hi-IN,hi;q=0.9" });
  await page.goto("/");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");

  await page.goto("/faqs");
  await page.getByRole("link", { name: "यह पेज हिन्दी में पढ़ें" }).click();
  await expect(page).toHaveURL(/\/hi\/faqs$/);
  expect((await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("hi");
  // The next visit to the home page opens the Hindi one; another English page still opens in English.
  await page.goto("/?utm_source=newsletter");
  await expect(page).toHaveURL(/\/hi\/\?utm_source=newsletter$/);
  await page.goto("/approach");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");

  await page.goto("/hi/faqs");
  await page.getByRole("link", { name: "Read this page in English" }).click();
  await expect(page).toHaveURL(/\/faqs$/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
});

test("Hindi pages link to Hindi versions where there are some, and set Devanagari in its face; English pages fetch no Devanagari font", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".woff2")) fonts.push(request.url());
  });
  await page.goto("/hi/");
  // The device's own Devanagari face where it has one, else the site's file: either way the face is ready.
  const faceReady = await page.evaluate(async () => {
    await document.fonts.ready;
    return ["400", "700"].map((weight) =>
      document.fonts.check(`${weight} 16px "Noto Sans Devanagari Variable"`, "मदद"),
    );
  });
  expect(faceReady).toEqual([true, true]);
  const footer = page.locator("footer");
  await expect(footer.getByRole("link", { name: "मदद पाने के और तरीक़े" })).toHaveAttribute(
    "href",
    "/hi/get-help",
  );
  const hrefs = await page
    // Every link but the switcher's, which leads to the English page on purpose.
    .locator("a[href^='/']:not([hreflang])")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  for (const href of hrefs) {
    const english = englishPathOf(href.replace(/[?#].*$/, "") || "/");
    if ((hindiPaths as readonly string[]).includes(english) && !href.startsWith("/hi")) {
      throw new Error(`${href} on /hi/ should lead to its Hindi version`);
    }
  }
  fonts.length = 0;
  const english = await page.context().newPage();
  english.on("request", (request) => {
    if (request.url().endsWith(".woff2")) fonts.push(request.url());
  });
  await english.goto("/faqs");
  await english.evaluate(() => document.fonts.ready);
  expect(fonts.filter((url) => url.includes("devanagari"))).toEqual([]);
});

/** The copy of a face whose file ends in -Bold.ttf is named and weighted as its bold. */
const boldCopy = `<match target="scan">
    <test name="file" compare="contains"><string>-Bold.ttf</string></test>
    <edit name="fullname" mode="assign"><string>Noto Sans Devanagari Bold</string></edit>
    <edit name="postscriptname" mode="assign"><string>NotoSansDevanagari-Bold</string></edit>
    <edit name="weight" mode="assign"><const>bold</const></edit>
  </match>`;

/**
 * A Chromium whose fontconfig reads the machine's fonts, rejects every face
 * that covers Hindi, and (for a device with a face of its own) adds the
 * folder `faces` holds: what the browser sees of the device's Devanagari.
 */
async function browserWithFonts(playwright: PlaywrightWorkerArgs["playwright"], dir: string, faces?: string) {
  const config = fontconfigWithoutDevanagari(
    dir,
    `${faces ? `<dir>${faces}</dir>${boldCopy}` : ""}<cachedir>${join(dir, "cache")}</cachedir>`,
  );
  const { launchOptions } = test.info().project.use;
  return playwright.chromium.launch({ ...launchOptions, env: { ...process.env, FONTCONFIG_FILE: config } });
}

/** What a Hindi page fetched of fonts and preloaded, read once its fonts have settled. */
async function hindiFontLoads(browser: Browser, baseURL: string) {
  const page = gotoWhenReady(await browser.newPage({ baseURL }));
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".woff2")) fonts.push(new URL(request.url()).pathname);
  });
  await page.goto("/hi/faqs");
  const preloads = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map(
      (link) => new URL(link.href).pathname,
    );
  });
  return { devanagari: fonts.filter((path) => path.includes("devanagari")), preloads };
}

test("a Hindi page preloads the site's Devanagari file on a device without a face, and fetches nothing on a device with one", async ({
  playwright,
  baseURL,
  request,
}) => {
  // The site's own file, installed as a device's face would be (a TrueType file: the
  // browser looks installed faces up among those); its names are Noto Sans Devanagari's.
  const css = await (await request.get("/hi/faqs")).text();
  const file = /\/assets\/noto-sans-devanagari-hindi-[\w-]+\.woff2/.exec(css)?.[0];
  expect(file).toBeDefined();
  const dir = test.info().outputPath("fonts");
  const faces = join(dir, "faces");
  mkdirSync(faces, { recursive: true });
  const woff2 = await (await request.get(file as string)).body();
  const trueType = await subsetFont(woff2, hindiCharacters, { targetFormat: "truetype" });
  writeFileSync(join(faces, "NotoSansDevanagari-Regular.ttf"), trueType);
  writeFileSync(join(faces, "NotoSansDevanagari-Bold.ttf"), trueType);

  const without = await browserWithFonts(playwright, dir);
  try {
    // One fetch, begun by the preload rather than by the first layout.
    expect(await hindiFontLoads(without, baseURL as string)).toEqual({
      devanagari: [file],
      preloads: [file],
    });
  } finally {
    await without.close();
  }
  const withFace = await browserWithFonts(playwright, dir, faces);
  try {
    expect(await hindiFontLoads(withFace, baseURL as string)).toEqual({ devanagari: [], preloads: [] });
  } finally {
    await withFace.close();
  }
});

test("the Hindi FAQ filters in Hindi", async ({ page }) => {
  await page.goto("/hi/faqs");
  await page.getByLabel("सवाल खोजें").fill("zzzz-nothing");
  await expect(page.getByRole("heading", { name: "कोई सवाल नहीं मिला" })).toBeVisible();
  await expect(page.getByRole("status").first()).toContainText("सवाल");
  await page.getByRole("button", { name: "सभी सवाल देखें" }).click();
  await expect(page.getByLabel("सवाल खोजें")).toHaveValue("");
});

// Every Hindi page passes axe at 375 and 1440 px in a11y.spec.ts, with every other public page.

/** Fills the Hindi contact form as a visitor would. */
async function fillHindiContact(page: Page, name: string) {
  await page.getByLabel("आपका नाम", { exact: true }).fill(name);
  await page.getByLabel("आपका ईमेल पता").fill(`hindi-${Date.now()}@example.in`);
  await page.getByLabel("विषय", { exact: true }).fill("ऐप के बारे में सवाल");
  await page.getByLabel("आपका संदेश", { exact: true }).fill("नमस्ते, क्या आकलन हिन्दी में भी मिलते हैं?");
  await page.getByRole("checkbox").check();
}

test("the Hindi contact form says what is wrong in Hindi, and lands on the Hindi thank-you page", async ({
  page,
}) => {
  await page.goto("/hi/contact-us");
  await page.getByRole("button", { name: "संदेश भेजें" }).click();
  await expect(page.getByText("अपना नाम लिखें।")).toBeVisible();
  await expect(page.getByLabel("आपका नाम")).toBeFocused();
  await fillHindiContact(page, "प्रिया");
  await page.getByRole("button", { name: "संदेश भेजें" }).click();
  await expect(page).toHaveURL(/\/hi\/contact-us\/sent\?type=general$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("धन्यवाद, आपका संदेश हमें मिल गया है");
  await expect(page.getByText("24 घंटे के अंदर", { exact: false })).toBeVisible();
});

test("a Hindi mail's withdrawal link opens the page in Hindi, and a cut link says so in Hindi", async ({
  page,
}) => {
  const answer = await page.goto("/hi/privacy/withdraw?token=cut-short");
  expect(answer?.status()).toBe(400);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("सहमति वापस लें और अपनी जानकारी मिटाएँ");
  await expect(page.getByRole("status")).toContainText("यह लिंक काम नहीं करता");
  // Another way to ask, on the Hindi contact page; the notice in Hindi too.
  await expect(page.getByRole("status").locator('a[href="/hi/contact-us"]')).toHaveCount(1);
  await expect(page.getByRole("status").locator('a[href="/hi/privacy"]')).toHaveCount(1);
});

/** The Hindi demo form, filled in as a visitor would: `name` may be a space, which only the server refuses. */
async function fillHindiDemo(page: Page, name: string) {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field("पूरा नाम").fill(name);
  await field("काम का ईमेल").fill(`demo.hi.${Date.now()}@clinic.example`);
  await field("संस्था").fill("सेवा क्लिनिक");
  await field("पद / भूमिका").fill("क्लिनिकल डायरेक्टर");
  await field("फ़ोन").fill("+91 80 1234 5678");
  await field("आप कौन-सा प्रोडक्ट देखना चाहते हैं").selectOption("mental-health-platform");
  await field("संदेश").fill("हम शेड्यूलिंग के टूल देखना चाहेंगे।");
  await page.getByRole("checkbox").check();
}

test("the Hindi demo form says what is wrong in Hindi, and sends in Hindi", async ({ page }) => {
  await page.goto("/hi/request-a-demo");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("डेमो का अनुरोध करें");
  // The preferred times' line names the company's hours in Hindi.
  await expect(page.getByText("सोम–शुक्र", { exact: false })).toBeVisible();
  const send = page.getByRole("button", { name: "डेमो का अनुरोध करें" });
  await send.click();
  await expect(page.getByText("अपना पूरा नाम लिखें।")).toBeVisible();
  await expect(page.getByLabel("पूरा नाम", { exact: true })).toBeFocused();
  await fillHindiDemo(page, "आशा राव");
  const sent = page.waitForRequest("**/api/request-demo");
  await send.click();
  expect((await sent).postDataJSON()).toMatchObject({ language: "hi", fullName: "आशा राव" });
  await expect(page.getByText("डेमो अनुरोध भेज दिया गया है! हम जल्द ही आपसे संपर्क करेंगे।")).toBeVisible();
});

test("the Hindi waitlist thanks in Hindi, and its countdown speaks Hindi", async ({ page }) => {
  await page.goto("/hi/coming-soon");
  await expect(page.getByRole("timer")).toContainText("बाक़ी हैं।");
  await page.getByLabel("ईमेल पता", { exact: true }).fill(`wait.hi.${Date.now()}@example.in`);
  await page.getByRole("checkbox").check();
  const sent = page.waitForRequest("**/api/waitlist");
  await page.getByRole("button", { name: "वेटलिस्ट में जुड़ें" }).click();
  expect((await sent).postDataJSON()).toMatchObject({ language: "hi" });
  await expect(page.getByText("जुड़ने के लिए धन्यवाद!")).toBeVisible();
});

baseTest.describe("without JavaScript", () => {
  // Playwright's own test: ours waits for the page's script, which never runs here.
  baseTest.use({ javaScriptEnabled: false });
  baseTest(
    "the Hindi contact form posts to its own page, refuses in Hindi and thanks in Hindi",
    async ({ page }) => {
      await page.goto("/hi/contact-us");
      // The browser's own check would stop an empty required field: this name is a space.
      await fillHindiContact(page, " ");
      await page.getByRole("button", { name: "संदेश भेजें" }).click();
      await expect(page).toHaveURL(/\/hi\/contact-us$/);
      await expect(page.getByText("अपना नाम लिखें।")).toBeVisible();
      await expect(page.getByText("आपका संदेश नहीं भेजा गया")).toBeVisible();
      await page.getByLabel("आपका नाम", { exact: true }).fill("प्रिया");
      await page.getByRole("checkbox").check();
      await page.getByRole("button", { name: "संदेश भेजें" }).click();
      await expect(page).toHaveURL(/\/hi\/contact-us\/sent\?type=general$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("धन्यवाद, आपका संदेश हमें मिल गया है");
    },
  );

  baseTest(
    "the Hindi demo form posts to its own page, refuses in Hindi and thanks in Hindi",
    async ({ page }) => {
      await page.goto("/hi/request-a-demo");
      await fillHindiDemo(page, " ");
      await page.getByRole("button", { name: "डेमो का अनुरोध करें" }).click();
      await expect(page).toHaveURL(/\/hi\/request-a-demo$/);
      await expect(page.getByRole("alert").getByText("कृपया हाइलाइट किए गए फ़ील्ड जाँचें।")).toBeVisible();
      await page.getByLabel("पूरा नाम", { exact: true }).fill("आशा राव");
      await page.getByRole("checkbox").check();
      await page.getByRole("button", { name: "डेमो का अनुरोध करें" }).click();
      await expect(page).toHaveURL(/\/hi\/request-a-demo\/sent$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("धन्यवाद, आपका डेमो अनुरोध हमें मिल गया है");
    },
  );

  baseTest("the Hindi waitlist posts to its own page and thanks in Hindi", async ({ page }) => {
    await page.goto("/hi/coming-soon");
    await page.getByLabel("ईमेल पता", { exact: true }).fill(`plain.hi.${Date.now()}@example.in`);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "वेटलिस्ट में जुड़ें" }).click();
    await expect(page).toHaveURL(/\/hi\/coming-soon$/);
    await expect(page.getByText("जुड़ने के लिए धन्यवाद!")).toBeVisible();
  });
});
