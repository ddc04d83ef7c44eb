import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servicesContext } from "#app/lib/services.server.ts";
import { createTestApp, manualClock } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";
import { loader as jsonFeedLoader } from "./feed-json.ts";
import { loader as rssLoader } from "./rss.ts";
import { loader as sitemapLoader } from "./sitemap.ts";
import { escapeXml } from "./xml.ts";

const dialects = await testDialects();
const site = "http://localhost:3000";

type Row = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  author_role: string;
  category: string;
  tags: string;
  featured: number;
  read_time: number;
  publish_date: string;
  status: "draft" | "published";
  views: number;
  image_key: string | null;
  image_width: number | null;
  image_height: number | null;
  image_alt: string | null;
  created_at: string;
  updated_at: string;
  language?: "en" | "hi";
  translation_group?: string | null;
};

let counter = 0;
/** A stored post; the store is written directly, as only the feeds' reading is under test. */
function row(overrides: Partial<Row>): Row {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`,
    slug: `feed-post-${counter}`,
    title: `Post ${counter}`,
    excerpt: "An excerpt.",
    content: "Some words.",
    author: "Dr Asha Rao",
    author_role: "Clinical psychologist",
    category: "research",
    tags: JSON.stringify(["sleep"]),
    featured: 0,
    read_time: 1,
    publish_date: "2026-01-01T00:00:00.000Z",
    status: "published",
    views: 0,
    image_key: null,
    image_width: null,
    image_height: null,
    image_alt: null,
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/**
 * A strict enough check that a document is well-formed XML: every tag closed
 * in order, attribute values quoted, and no bare `<` or `&` in text. (The
 * browser test parses the real feed with DOMParser as well.)
 */
function assertWellFormed(xml: string) {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, "");
  const open: string[] = [];
  const token = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let at = 0;
  for (let match = token.exec(body); match; match = token.exec(body)) {
    at = token.lastIndex;
    const [, closing, name, , selfClosing, text] = match;
    if (text !== undefined) {
      // Only the five entities and character references may follow an ampersand.
      expect(text.replace(/&(?:amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);/gi, "")).not.toMatch(/[&<]/);
    } else if (closing) {
      expect(open.pop(), `</${name}>`).toBe(name);
    } else if (!selfClosing) {
      open.push(name as string);
    }
  }
  expect(at, `unreadable from: ${body.slice(at, at + 80)}`).toBe(body.length);
  expect(open).toEqual([]);
}

const argsFor = (path: string, context: RouterContextProvider) =>
  ({ request: new Request(`${site}${path}`), params: {}, context }) as never;

describe("escapeXml", () => {
  it("writes the five special characters as entities and drops what XML cannot hold", () => {
    expect(escapeXml(`Tom & "Jerry" <b>'s</b>`)).toBe(
      "Tom &amp; &quot;Jerry&quot; &lt;b&gt;&apos;s&lt;/b&gt;",
    );
    expect(() => assertWellFormed("<a>x & y</a>")).toThrow();
    expect(() => assertWellFormed("<a><b></a></b>")).toThrow();
    expect(() => assertWellFormed(`<a>${escapeXml("x & <y>")}</a>`)).not.toThrow();
    expect(escapeXml("a\u0000b\u0007c\u000bd\ud800e\uffffé\u{1F600}\tf\n")).toBe("abcdeé\u{1F600}\tf\n");
  });
});

describe.each(dialects)("the feeds and the sitemap on %s", (dialect) => {
  let store: TestStore;
  const time = manualClock("2026-06-01T00:00:00.000Z");
  const context = new RouterContextProvider();
  const tricky = `Sleep & mood: "why" <it> matters </script> isn't simple`;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    context.set(servicesContext, createTestApp(store, time.clock).services);
    const insert = (values: Row) => store.db.insertInto("blog_posts").values(values).execute();
    // 24 visible posts, one a day from 1 January; a draft; one scheduled for later.
    for (let day = 1; day <= 24; day += 1) {
      const date = `2026-01-${String(day).padStart(2, "0")}T08:00:00.000Z`;
      await insert(
        row({
          slug: `day-${day}`,
          publish_date: date,
          created_at: date,
          updated_at: day === 24 ? "2026-02-01T00:00:00.000Z" : date,
          ...(day === 24
            ? {
                title: tricky,
                excerpt: "Less than <3 hours & more",
                image_key: "abc123",
                image_width: 1200,
                image_height: 630,
                image_alt: "A teal wave",
                tags: JSON.stringify(["sleep", "mood"]),
              }
            : {}),
        }),
      );
    }
    await insert(row({ slug: "a-draft", status: "draft", publish_date: "2026-03-01T00:00:00.000Z" }));
    await insert(row({ slug: "scheduled", publish_date: "2026-07-01T00:00:00.000Z" }));
  });
  afterAll(async () => {
    await store.destroy();
  });

  it("RSS 2.0: the 20 newest visible posts, newest first, escaped, with a self link", async () => {
    const response = await rssLoader(argsFor("/rss.xml", context));
    expect(response.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    const xml = await response.text();
    assertWellFormed(xml);
    expect(xml).toContain(`<atom:link href="${site}/rss.xml" rel="self" type="application/rss+xml"/>`);
    const links = [...xml.matchAll(/<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/g)].map(
      (m) => m[1],
    );
    expect(links).toHaveLength(20);
    expect(links[0]).toBe(`${site}/blog/day-24`);
    expect(links[19]).toBe(`${site}/blog/day-5`);
    expect(xml).not.toContain("a-draft");
    expect(xml).not.toContain("scheduled");

    const newest = xml.slice(xml.indexOf("<item>"), xml.indexOf("</item>"));
    expect(newest).toContain(
      "<title>Sleep &amp; mood: &quot;why&quot; &lt;it&gt; matters &lt;/script&gt; isn&apos;t simple</title>",
    );
    expect(newest).toContain(`<guid isPermaLink="true">${site}/blog/day-24</guid>`);
    expect(newest).toContain("<pubDate>Sat, 24 Jan 2026 08:00:00 GMT</pubDate>");
    expect(newest).toContain("<description>Less than &lt;3 hours &amp; more</description>");
    expect(newest).toContain("<dc:creator>Dr Asha Rao</dc:creator>");
    expect(newest).toContain("<category>Research</category>");
    expect(newest).toContain("<category>mood</category>");
    expect(newest).toContain(
      `<media:content url="${site}/media/abc123-1200.webp" medium="image" type="image/webp" width="1200" height="630"/>`,
    );
    expect(xml).toContain("<lastBuildDate>Sun, 01 Feb 2026 00:00:00 GMT</lastBuildDate>");
  });

  it("JSON Feed 1.1: the same posts, with dates in RFC 3339 and the title as written", async () => {
    const response = await jsonFeedLoader(argsFor("/feed.json", context));
    expect(response.headers.get("Content-Type")).toBe("application/feed+json; charset=utf-8");
    const feed = (await response.json()) as {
      version: string;
      feed_url: string;
      items: { id: string; url: string; title: string; date_published: string; [key: string]: unknown }[];
    };
    expect(feed.version).toBe("https://jsonfeed.org/version/1.1");
    expect(feed.feed_url).toBe(`${site}/feed.json`);
    expect(feed.items).toHaveLength(20);
    const dates = feed.items.map((item) => item.date_published);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(feed.items.map((item) => item.url)).not.toContain(`${site}/blog/a-draft`);
    expect(feed.items.map((item) => item.url)).not.toContain(`${site}/blog/scheduled`);
    expect(feed.items[0]).toEqual({
      id: `${site}/blog/day-24`,
      url: `${site}/blog/day-24`,
      title: tricky,
      summary: "Less than <3 hours & more",
      content_text: "Less than <3 hours & more",
      image: `${site}/media/abc123-1200.webp`,
      date_published: "2026-01-24T08:00:00.000Z",
      date_modified: "2026-02-01T00:00:00.000Z",
      authors: [{ name: "Dr Asha Rao" }],
      tags: ["Research", "sleep", "mood"],
    });
    expect(feed.items[1]).not.toHaveProperty("image");
  });

  it("the sitemap lists the pages and every visible post with its last change", async () => {
    const response = await sitemapLoader(argsFor("/sitemap.xml", context));
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    const xml = await response.text();
    assertWellFormed(xml);
    // The sample session, rendered per request, has its Hindi version too.
    expect(xml).toContain(`<url><loc>${site}/hi/try-therasim</loc><xhtml:link`);
    // A page with a Hindi version: both listed, each naming both and the default.
    const pair = `<xhtml:link rel="alternate" hreflang="en" href="${site}/faqs"/><xhtml:link rel="alternate" hreflang="hi" href="${site}/hi/faqs"/><xhtml:link rel="alternate" hreflang="x-default" href="${site}/faqs"/>`;
    expect(xml).toContain(`<url><loc>${site}/faqs</loc>${pair}</url>`);
    expect(xml).toContain(`<url><loc>${site}/hi/faqs</loc>${pair}</url>`);
    // Both listings, each naming both; the Hindi one has no post yet, so no date.
    const listings = `<xhtml:link rel="alternate" hreflang="en" href="${site}/resources/blogs"/><xhtml:link rel="alternate" hreflang="hi" href="${site}/hi/resources/blogs"/><xhtml:link rel="alternate" hreflang="x-default" href="${site}/resources/blogs"/>`;
    expect(xml).toContain(
      `<url><loc>${site}/resources/blogs</loc><lastmod>2026-02-01T00:00:00.000Z</lastmod>${listings}</url>`,
    );
    expect(xml).toContain(`<url><loc>${site}/hi/resources/blogs</loc>${listings}</url>`);
    expect(xml).toContain(
      `<url><loc>${site}/blog/day-1</loc><lastmod>2026-01-01T08:00:00.000Z</lastmod></url>`,
    );
    expect(xml).toContain(
      `<url><loc>${site}/blog/day-24</loc><lastmod>2026-02-01T00:00:00.000Z</lastmod></url>`,
    );
    expect(xml.match(/\/blog\//g)).toHaveLength(24);
    expect(xml).not.toContain("a-draft");
    expect(xml).not.toContain("scheduled");
  });

  it("a post coming due shows in all three on the next request", async () => {
    time.advance(31 * 24 * 60 * 60 * 1000);
    const rss = await (await rssLoader(argsFor("/rss.xml", context))).text();
    const json = await (await jsonFeedLoader(argsFor("/feed.json", context))).text();
    const sitemap = await (await sitemapLoader(argsFor("/sitemap.xml", context))).text();
    for (const document of [rss, json, sitemap]) expect(document).toContain(`${site}/blog/scheduled`);
    // Scheduled after its last edit: it changed when it came due.
    expect(sitemap).toContain(`<loc>${site}/blog/scheduled</loc><lastmod>2026-07-01T00:00:00.000Z</lastmod>`);
  });
});

describe.each(dialects)("the Hindi blog's feeds and the sitemap's pairs on %s", (dialect) => {
  let store: TestStore;
  const time = manualClock("2026-06-01T00:00:00.000Z");
  const context = new RouterContextProvider();
  const original = row({
    slug: "sleep-and-mood",
    title: "Sleep and mood",
    publish_date: "2026-02-01T00:00:00.000Z",
  });
  const alone = row({ slug: "english-only", publish_date: "2026-02-02T00:00:00.000Z" });
  const translation = row({
    slug: "neend-aur-mann",
    title: "नींद और मन",
    language: "hi",
    publish_date: "2026-02-03T00:00:00.000Z",
    updated_at: "2026-02-04T00:00:00.000Z",
  });
  const hindiDraft = row({ slug: "hindi-draft", language: "hi", status: "draft" });

  beforeAll(async () => {
    store = await createTestStore(dialect);
    context.set(servicesContext, createTestApp(store, time.clock).services);
    const group = { translation_group: original.id };
    for (const values of [{ ...original, ...group }, alone, { ...translation, ...group }, hindiDraft]) {
      await store.db.insertInto("blog_posts").values(values).execute();
    }
  });
  afterAll(async () => {
    await store.destroy();
  });

  it("/hi/rss.xml and /hi/feed.json carry the Hindi posts alone, in Hindi; the English feeds none of them", async () => {
    const rss = await (await rssLoader(argsFor("/hi/rss.xml", context))).text();
    assertWellFormed(rss);
    expect(rss).toContain("<language>hi</language>");
    expect(rss).toContain(`<atom:link href="${site}/hi/rss.xml" rel="self" type="application/rss+xml"/>`);
    expect(rss).toContain(`<link>${site}/hi/resources/blogs</link>`);
    expect(rss).toContain("ब्लॉग</title>");
    expect(
      [...rss.matchAll(/<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/g)].map((m) => m[1]),
    ).toEqual([`${site}/hi/blog/neend-aur-mann`]);
    // The category in the post's language ("research", as the English feed says "Research").
    expect(rss).toContain("<category>रिसर्च</category>");
    const json = (await (await jsonFeedLoader(argsFor("/hi/feed.json", context))).json()) as {
      language: string;
      feed_url: string;
      items: { url: string; tags: string[] }[];
    };
    expect(json.language).toBe("hi");
    expect(json.feed_url).toBe(`${site}/hi/feed.json`);
    expect(json.items.map((item) => item.url)).toEqual([`${site}/hi/blog/neend-aur-mann`]);
    expect(json.items[0]?.tags).toEqual(["रिसर्च", "sleep"]);
    const english = await (await rssLoader(argsFor("/rss.xml", context))).text();
    expect(english).toContain("<language>en-in</language>");
    expect(english).not.toContain("neend-aur-mann");
    expect(english).toContain(`${site}/blog/sleep-and-mood`);
    expect(english).toContain("<category>Research</category>");
    expect(english).not.toContain("रिसर्च");
  });

  it("an article and its translation name each other in the sitemap; a post without one names nothing", async () => {
    const xml = await (await sitemapLoader(argsFor("/sitemap.xml", context))).text();
    assertWellFormed(xml);
    const pair = `<xhtml:link rel="alternate" hreflang="en" href="${site}/blog/sleep-and-mood"/><xhtml:link rel="alternate" hreflang="hi" href="${site}/hi/blog/neend-aur-mann"/><xhtml:link rel="alternate" hreflang="x-default" href="${site}/blog/sleep-and-mood"/>`;
    expect(xml).toContain(
      `<url><loc>${site}/blog/sleep-and-mood</loc><lastmod>2026-02-01T00:00:00.000Z</lastmod>${pair}</url>`,
    );
    expect(xml).toContain(
      `<url><loc>${site}/hi/blog/neend-aur-mann</loc><lastmod>2026-02-04T00:00:00.000Z</lastmod>${pair}</url>`,
    );
    expect(xml).toContain(
      `<url><loc>${site}/blog/english-only</loc><lastmod>2026-02-02T00:00:00.000Z</lastmod></url>`,
    );
    expect(xml).toContain(
      `<url><loc>${site}/hi/resources/blogs</loc><lastmod>2026-02-04T00:00:00.000Z</lastmod>`,
    );
    expect(xml).not.toContain("hindi-draft");
  });
});
