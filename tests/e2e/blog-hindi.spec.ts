import { readFileSync } from "node:fs";
import { hreflangLinks, jsonLdOf } from "#tests/utils/head.ts";
import { expect, expectNoSeriousAxe, signInTo, test } from "#tests/utils/playwright.ts";

/*
 * The blog in Hindi (issue 36), on the real server and store: the Hindi
 * listing lists the Hindi posts alone; a Hindi article and the English one
 * it translates name each other (hreflang, the links between them, the
 * sitemap); each article has one address, under its own language; the Hindi
 * feeds; JSON-LD's inLanguage; and an editor linking a translation in the
 * editor. The fresh store's sample posts hold one Hindi translation.
 */
const original = "/blog/stigma-and-the-two-in-three";
const translation = "/hi/blog/madad-na-lene-wale-teen-mein-se-do";
const devanagari = /[\u0900-\u097F]/;

test("the Hindi listing shows the Hindi posts alone, and the English one none of them", async ({ page }) => {
  await page.goto("/hi/resources/blogs");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.locator("h1")).toHaveText(devanagari);
  const hindiLinks = await page
    .locator("main a[href*='/blog/']")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  expect(hindiLinks).toContain(translation);
  expect(hindiLinks.filter((href) => !href.startsWith("/hi/blog/"))).toEqual([]);

  await page.goto("/resources/blogs");
  const englishLinks = await page
    .locator("main a[href*='/blog/']")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  expect(englishLinks).toContain(original);
  expect(englishLinks.filter((href) => href.startsWith("/hi/"))).toEqual([]);
});

test("an article and its translation name each other, and each opens only under its own language", async ({
  request,
}) => {
  const pair = [`en ${original}`, `hi ${translation}`, `x-default ${original}`];
  for (const path of [original, translation]) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(hreflangLinks(html)).toEqual(pair);
    const article = jsonLdOf(html).find((block) => block["@type"] === "BlogPosting");
    expect(article?.inLanguage).toBe(path === translation ? "hi" : "en-IN");
    // The category named in the article's language, in JSON-LD and Open Graph alike.
    const section = path === translation ? "इंडस्ट्री की जानकारी" : "Industry Insights";
    expect(article?.articleSection).toBe(section);
    expect(html).toContain(`<meta property="article:section" content="${section}"/>`);
  }
  const hindiHtml = await (await request.get(translation)).text();
  expect(hindiHtml).toContain('<html lang="hi"');
  // A post's address under the other language's prefix leads to its own.
  for (const [wrong, right] of [
    [`/blog/${translation.split("/").at(-1)}`, translation],
    [`/hi${original}`, original],
  ]) {
    const moved = await request.get(wrong ?? "", { maxRedirects: 0 });
    expect(moved.status(), wrong).toBe(301);
    expect(new URL(moved.headers().location ?? "", "http://x").pathname).toBe(right);
  }
  // An article without a translation names no pair.
  const alone = await (await request.get("/blog/measurement-based-care")).text();
  expect(hreflangLinks(alone)).toEqual([]);
});

test("the article links to its translation in that language", async ({ page }) => {
  await page.goto(translation);
  const toEnglish = page.locator(`main a[hreflang="en"][href="${original}"]`);
  await expect(toEnglish).toBeVisible();
  await expect(toEnglish).toHaveAttribute("lang", /^en/);
  await toEnglish.click();
  await expect(page).toHaveURL(new RegExp(`${original}$`));
  await expect(page.locator(`main a[hreflang="hi"][href="${translation}"]`)).toBeVisible();
});

test("the Hindi feeds carry the Hindi posts, and every Hindi page's head links them", async ({ request }) => {
  const rss = await (await request.get("/hi/rss.xml")).text();
  expect(rss).toContain("<language>hi</language>");
  expect(rss).toContain(translation);
  expect(rss).not.toContain(original);
  const json = (await (await request.get("/hi/feed.json")).json()) as { items: { url: string }[] };
  expect(json.items.map((item) => new URL(item.url).pathname)).toContain(translation);
  expect(await (await request.get("/rss.xml")).text()).not.toContain(translation);
  const head = await (await request.get("/hi/faqs")).text();
  expect(head).toMatch(
    /<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="\/hi\/rss.xml"\/>/,
  );
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`${translation}</loc>`);
  expect(sitemap).toContain("/hi/resources/blogs</loc>");
});

for (const path of ["/hi/resources/blogs", translation]) {
  test(`${path} passes axe at 375 and 1440 px`, async ({ page }) => {
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expectNoSeriousAxe(page, `${path} at ${width}`);
    }
  });
}

test("an editor writes a Hindi translation in the editor and links it to its original", async ({ page }) => {
  const slug = `anuvad-${Date.now().toString(36)}`;
  await signInTo(page, "blog", "editor");
  // Written through the API (the editor's own form is tested in admin-blog.spec.ts), then linked in the editor.
  const created = await page.request.post("/api/blogs", {
    multipart: {
      title: "माप पर आधारित देखभाल",
      slug,
      excerpt: "नियमित छोटी प्रश्नावलियाँ दिखाती हैं कि थेरेपी काम कर रही है या नहीं।",
      content: "## क्यों\n\nबदलाव दिखता है।",
      author: "संपादकीय टीम",
      authorRole: "क्लिनिकल कंटेंट टीम",
      category: "research",
      tags: JSON.stringify(["आकलन"]),
      status: "published",
      language: "hi",
      image: {
        name: "cover.jpg",
        mimeType: "image/jpeg",
        buffer: readFileSync("tests/fixtures/blog-cover.jpg"),
      },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  try {
    await page.goto(`/admin-only-upload-blog?edit=${id}`);
    await expect(page.getByLabel("Language")).toHaveValue("hi");
    await page.getByLabel("Translation of").selectOption("measurement-based-care");
    await page.getByRole("button", { name: "Update", exact: true }).click();
    await expect(page.getByText("Blog post updated successfully!").first()).toBeVisible();
    const english = await (await page.request.get("/blog/measurement-based-care")).text();
    expect(hreflangLinks(english)).toContain(`hi /hi/blog/${slug}`);
  } finally {
    await page.request.delete(`/api/blogs/${id}`);
  }
});
