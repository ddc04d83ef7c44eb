import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { jsonLdOf } from "#tests/utils/head.ts";
import { expect, signInTo, test } from "#tests/utils/playwright.ts";

/*
 * The blog for search engines, feed readers and caches, on the real server
 * and store: an article's head as a crawler reads it (no JavaScript), the
 * feeds and the sitemap following a publish and a delete on the next
 * request, and the cache headers a CDN relies on. Posts are named with a
 * unique word and deleted at once, so tests beside this one are not disturbed.
 */

const cover = "tests/fixtures/blog-cover.jpg";
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

type Created = { id: string; slug: string };

/** Publishes a post through the admin API as the blog editor. */
async function publish(page: Page, fields: { title: string; slug: string; status?: "draft" | "published" }) {
  await signInTo(page, "blog", "editor");
  const answer = await page.request.post("/api/blogs", {
    multipart: {
      title: fields.title,
      slug: fields.slug,
      excerpt: "How sleep & mood shape each other, in <plain> words.",
      content: "## What helps\n\nA steady routine.",
      author: "Dr Meera Iyer",
      authorRole: "Clinical psychologist",
      category: "research",
      tags: JSON.stringify(["sleep", "mood"]),
      status: fields.status ?? "published",
      imageAlt: "A teal wave over soft circles",
      image: { name: "cover.jpg", mimeType: "image/jpeg", buffer: readFileSync(cover) },
    },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { data: Created }).data;
}

async function remove(page: Page, post: Created) {
  const answer = await page.request.delete(`/api/blogs/${post.id}`);
  expect([200, 204, 404]).toContain(answer.status());
}

const attribute = (html: string, pattern: RegExp) => html.match(pattern)?.[1];

/**
 * Asks for `path` again with the ETag just received until it answers 304,
 * empty and with that same tag. Another test may publish a post, or a view be
 * counted, between two requests, so an answer may be 200: then only with a
 * new tag (a 200 to the tag sent would be a cache never revalidating), which
 * the next request sends. Five changes in a row would be no coincidence.
 */
async function revalidates(request: APIRequestContext, path: string, tag: string, attempts = 5) {
  let sent = tag;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const again = await request.get(path, { headers: { "If-None-Match": sent } });
    if (again.status() === 304) {
      expect(await again.body(), path).toHaveLength(0);
      expect(again.headers().etag, path).toBe(sent);
      return;
    }
    expect(again.status(), path).toBe(200);
    const fresh = again.headers().etag ?? "";
    expect(fresh, `${path} answered 200 to the tag it has`).not.toBe(sent);
    sent = fresh;
  }
  throw new Error(`${path} changed on each of ${attempts} requests and never answered 304`);
}

/** The three documents that list posts, fetched fresh. */
async function listings(request: APIRequestContext) {
  const [rss, json, sitemap] = await Promise.all(
    ["/rss.xml", "/feed.json", "/sitemap.xml"].map(async (path) => {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(200);
      return answer.text();
    }),
  );
  return { rss: rss ?? "", json: json ?? "", sitemap: sitemap ?? "" };
}

test("an article's raw HTML carries its title, canonical link, share tags and BlogPosting JSON-LD", async ({
  page,
  request,
}) => {
  const word = unique();
  const title = `Sleep and mood ${word}`;
  const post = await publish(page, { title, slug: `seo-${word}` });
  try {
    const answer = await request.get(`/blog/${post.slug}`);
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).toContain(`<title>${title} | Anvaya Health</title>`);
    const canonical = attribute(html, /<link rel="canonical" href="([^"]+)"/);
    expect(canonical).toMatch(new RegExp(`^https?://[^/]+/blog/seo-${word}$`));
    expect(attribute(html, /<meta property="og:title" content="([^"]+)"/)).toBe(`${title} | Anvaya Health`);
    expect(attribute(html, /<meta property="og:type" content="([^"]+)"/)).toBe("article");
    const image = attribute(html, /<meta property="og:image" content="([^"]+)"/) ?? "";
    expect(image).toMatch(/^https?:\/\/[^/]+\/media\/[a-f0-9]+-\d+\.webp$/);
    expect(attribute(html, /<meta name="twitter:card" content="([^"]+)"/)).toBe("summary_large_image");
    // X's card reads the Open Graph title, description and picture: none is written twice.
    expect(html).not.toMatch(/<meta name="twitter:(title|description|image)"/);
    expect(html).toMatch(/<meta property="article:published_time" content="\d{4}-\d\d-\d\dT[^"]+"/);
    // The stored picture is really there, at the address the tags give.
    expect((await request.get(new URL(image).pathname)).status()).toBe(200);

    const posting = jsonLdOf(html).find((data) => data["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: title,
      author: { "@type": "Person", name: "Dr Meera Iyer" },
      publisher: { "@type": "Organization", name: "Anvaya Health" },
      mainEntityOfPage: { "@id": canonical },
      image: [image],
    });
    expect(Date.parse(String(posting?.datePublished))).not.toBeNaN();

    // The head links the feeds, as every page's does.
    expect(html).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Anvaya Health Blog" href="/rss.xml"/>',
    );
    expect(html).toContain(
      '<link rel="alternate" type="application/feed+json" title="Anvaya Health Blog" href="/feed.json"/>',
    );
  } finally {
    await remove(page, post);
  }
});

test("the listing carries Blog JSON-LD, and a prerendered page links the feeds too", async ({ request }) => {
  const listing = await (await request.get("/resources/blogs")).text();
  expect(jsonLdOf(listing).find((data) => data["@type"] === "Blog")).toMatchObject({
    url: expect.stringMatching(/\/resources\/blogs$/),
    blogPost: expect.arrayContaining([expect.objectContaining({ "@type": "BlogPosting" })]),
  });
  const faqs = await (await request.get("/faqs")).text();
  expect(faqs).toContain('type="application/rss+xml"');
  expect(faqs).toContain('type="application/feed+json"');
});

test("a title holding </script> stays inside the JSON-LD and runs nothing", async ({ page, request }) => {
  const word = unique();
  const title = `Break out ${word} </script><script>alert(1)</script>`;
  const post = await publish(page, { title, slug: `xss-${word}` });
  try {
    const html = await (await request.get(`/blog/${post.slug}`)).text();
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(jsonLdOf(html).find((data) => data["@type"] === "BlogPosting")?.headline).toBe(title);

    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    const found = await page.evaluate(() => ({
      // The page's own data script holds the title as text; an escape would make a script of its own.
      injected: [...document.scripts].filter((script) => script.textContent?.trim() === "alert(1)").length,
      headlines: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => (JSON.parse(script.textContent ?? "") as { headline?: string }).headline,
      ),
    }));
    expect(found.injected).toBe(0);
    expect(found.headlines).toContain(title);
    expect(dialogs).toEqual([]);
  } finally {
    await remove(page, post);
  }
});

test("a published post shows in the RSS feed, the JSON feed and the sitemap on the next request, and leaves on delete", async ({
  page,
  request,
}) => {
  const word = unique();
  const title = `Feeds & "quotes" <${word}> it's`;
  const slug = `feed-${word}`;
  const before = await listings(request);
  for (const document of Object.values(before)) expect(document).not.toContain(slug);

  const draft = await publish(page, { title, slug, status: "draft" });
  try {
    for (const document of Object.values(await listings(request))) expect(document).not.toContain(slug);
    const published = await page.request.put(`/api/blogs/${draft.id}`, {
      multipart: { status: "published" },
    });
    expect(published.status()).toBe(200);

    const after = await listings(request);
    for (const document of Object.values(after)) expect(document).toContain(`/blog/${slug}`);
    expect(after.sitemap).toMatch(new RegExp(`<loc>[^<]+/blog/${slug}</loc><lastmod>\\d{4}-[^<]+</lastmod>`));
    const feed = JSON.parse(after.json) as {
      version: string;
      items: { title: string; url: string; date_published: string }[];
    };
    expect(feed.version).toBe("https://jsonfeed.org/version/1.1");
    expect(feed.items.length).toBeLessThanOrEqual(20);
    const dates = feed.items.map((item) => item.date_published);
    expect(dates).toEqual([...dates].sort().reverse());
    // Tests beside this one may publish at the same moment: find the post rather than expect it first.
    expect(feed.items.find((item) => item.url.endsWith(`/blog/${slug}`))?.title).toBe(title);

    // The browser's own XML parser reads both XML documents, the title intact.
    const parsed = await page.evaluate(
      ({ rss, sitemap, slug }) => {
        const read = (xml: string) => new DOMParser().parseFromString(xml, "application/xml");
        const feedDocument = read(rss);
        return {
          errors: [feedDocument, read(sitemap)].map((doc) => doc.getElementsByTagName("parsererror").length),
          title: [...feedDocument.querySelectorAll("item")]
            .find((item) => item.querySelector("link")?.textContent?.endsWith(`/blog/${slug}`))
            ?.querySelector("title")?.textContent,
          self: feedDocument
            .getElementsByTagNameNS("http://www.w3.org/2005/Atom", "link")[0]
            ?.getAttribute("rel"),
        };
      },
      { rss: after.rss, sitemap: after.sitemap, slug },
    );
    expect(parsed).toEqual({ errors: [0, 0], title, self: "self" });
  } finally {
    await remove(page, draft);
  }
  for (const document of Object.values(await listings(request))) expect(document).not.toContain(slug);
});

test("blog pages and feeds are cacheable and answer 304 to a matching ETag; a missing article and staff pages are not", async ({
  page,
  request,
}) => {
  const word = unique();
  const post = await publish(page, { title: `Cache me ${word}`, slug: `cache-${word}` });
  try {
    for (const path of [`/blog/${post.slug}`, "/resources/blogs"]) {
      const first = await request.get(path);
      expect(first.headers()["cache-control"], path).toBe("public, max-age=60, stale-while-revalidate=600");
      // Strong when the page is kept in memory (one body, its compressed copies made from it).
      expect(first.headers().etag, path).toMatch(/^(W\/)?"[\w-]+"$/);
      await revalidates(request, path, first.headers().etag ?? "");
    }
    for (const path of ["/rss.xml", "/feed.json", "/sitemap.xml"]) {
      const first = await request.get(path);
      expect(first.headers()["cache-control"], path).toBe("public, max-age=0, must-revalidate");
      const tag = first.headers().etag ?? "";
      expect(tag, path).toMatch(/^(W\/)?"[\w-]+"$/);
      await revalidates(request, path, tag);
    }
    // A tag the document never had is answered in full, whatever other tests publish.
    const stale = await request.get("/sitemap.xml", { headers: { "If-None-Match": 'W/"not-this-one"' } });
    expect(stale.status()).toBe(200);
    expect(await stale.text()).toContain("<urlset");

    const missing = await request.get(`/blog/no-such-post-${word}`);
    expect(missing.status()).toBe(404);
    expect(missing.headers()["cache-control"]).toBe("no-store");
    expect(missing.headers().etag).toBeUndefined();

    const staff = await page.request.get("/admin-only-upload-blog");
    expect(staff.headers()["cache-control"]).toBe("no-store");
    expect(staff.headers().etag).toBeUndefined();
  } finally {
    await remove(page, post);
  }
});
