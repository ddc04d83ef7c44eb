import { readFileSync } from "node:fs";
import type { APIRequestContext, Browser, Page, PlaywrightWorkerArgs } from "@playwright/test";
import { expect, gotoWhenReady, test } from "#tests/utils/playwright.ts";
import { staffPassword } from "#tests/utils/staff.ts";

/*
 * The article page (spec §2.15) on the real server and store: every element,
 * old addresses after a rename, and the view count. Each test writes its own
 * posts through the staff API, named with a unique word, and deletes them.
 * Each browser gets its own X-Forwarded-For (the server trusts the proxy
 * header in these tests), so visitors of one test are not those of another.
 */

const cover = readFileSync("tests/fixtures/blog-cover.jpg");
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const chrome =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
let visitors = 0;
const visitor = () => {
  visitors += 1;
  return `198.51.100.${visitors}-${test.info().workerIndex}-${unique()}`;
};

type Post = { id: string; slug: string; title: string; views: number };

/** The blog editor's API session, apart from the browser under test (which stays a reader). */
async function staffApi(playwright: PlaywrightWorkerArgs["playwright"]) {
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const login = await api.post("/api/auth/login", {
    data: { username: "editor", password: staffPassword, area: "blog" },
  });
  expect(login.ok()).toBe(true);
  return api;
}

async function createPost(api: APIRequestContext, fields: Record<string, string>): Promise<Post> {
  const answer = await api.post("/api/blogs", {
    multipart: {
      excerpt: "How sleep and mood shape each other, in plain words.",
      content: "Sleep matters.",
      author: "Dr Asha Rao",
      authorRole: "Clinical psychologist",
      category: "research",
      tags: JSON.stringify(["sleep"]),
      status: "published",
      ...fields,
      image: { name: "cover.jpg", mimeType: "image/jpeg", buffer: cover },
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { data: Post }).data;
}

/** The count as staff read it: reading it counts nothing. */
async function viewsOf(api: APIRequestContext, id: string): Promise<number> {
  return ((await (await api.get(`/api/blogs/${id}`)).json()) as { data: Post }).data.views;
}

/** A reader's browser: its own address, and a browser's user agent unless told otherwise. */
async function readerPage(browser: Browser, userAgent = chrome): Promise<Page> {
  const context = await browser.newContext({ userAgent, extraHTTPHeaders: { "x-forwarded-for": visitor() } });
  return gotoWhenReady(await context.newPage());
}

test("an article shows every element of spec §2.15, and two related posts", async ({ page, playwright }) => {
  const api = await staffApi(playwright);
  const word = unique();
  const posts: Post[] = [];
  try {
    const main = await createPost(api, {
      title: `Sleep and mood ${word}`,
      // Published at 01:30 on 2 March in India: 1 March in UTC.
      publishDate: "2026-03-01T20:00:00.000Z",
      featured: "true",
      imageAlt: "A teal wave over soft circles",
      tags: JSON.stringify([`t${word}`, "Night routine"]),
      content: [
        "## What helps",
        "A **steady** routine.",
        "<script>window.__pwned = true</script>",
        "[WHO](https://www.who.int/) guidance.",
        "word ".repeat(450),
      ].join("\n\n"),
    });
    posts.push(main);
    // Related, two in common each (more than any other post has): one in the
    // same category sharing a tag, one elsewhere sharing both tags (in another
    // case); the newer first.
    posts.push(
      await createPost(api, {
        title: `Related by category ${word}`,
        tags: JSON.stringify([`t${word}`]),
        publishDate: "2026-11-01T00:00:00.000Z",
      }),
    );
    posts.push(
      await createPost(api, {
        title: `Related by tags ${word}`,
        category: "wellness",
        tags: JSON.stringify(["night routine", `t${word}`]),
        publishDate: "2026-10-01T00:00:00.000Z",
      }),
    );

    await page.setExtraHTTPHeaders({ "x-forwarded-for": visitor() });
    const response = await page.goto(`/blog/${main.slug}`);
    expect(response?.status()).toBe(200);
    const article = page.getByRole("article").first();
    await expect(article.getByText("Research", { exact: true })).toBeVisible();
    await expect(article.getByText("Featured", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(main.title);
    await expect(article.getByText("Dr Asha Rao").first()).toBeVisible();
    await expect(article.locator("time").first()).toHaveText("2 March 2026");
    await expect(article.getByText("3 min read")).toBeVisible();

    // The picture: AVIF and WebP renditions, its box reserved by width and height.
    const image = article.getByRole("img", { name: "A teal wave over soft circles" });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute("width", /^\d+$/);
    await expect(image).toHaveAttribute("height", /^\d+$/);
    await expect(article.locator("picture source[type='image/avif']")).toHaveAttribute("srcset", /480w/);
    await expect(article.locator("[data-slot='image-placeholder']")).toBeHidden();

    // The Markdown, rendered by the one sanitising renderer.
    await expect(article.getByRole("heading", { level: 2, name: "What helps" })).toBeVisible();
    await expect(article.locator("strong")).toHaveText("steady");
    await expect(article.getByText("<script>window.__pwned = true</script>")).toBeVisible();
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
    await expect(article.getByRole("link", { name: "WHO" })).toHaveAttribute("rel", /\bnoopener\b/);

    // Tags, each a link to the listing filtered by it.
    const tags = article.getByRole("list", { name: "Tags" }).getByRole("link");
    await expect(tags).toHaveText([`#t${word}`, "#Night routine"]);
    await expect(tags.nth(1)).toHaveAttribute("href", "/resources/blogs?tag=Night%20routine");

    const author = page.getByRole("region", { name: "About the author" });
    await expect(author).toContainText("Dr Asha Rao");
    await expect(author).toContainText("Clinical psychologist");

    const related = page.getByRole("region", { name: "Keep reading" });
    await expect(related.getByRole("link")).toHaveText([
      `Related by category ${word}`,
      `Related by tags ${word}`,
    ]);

    for (const back of await page.getByRole("link", { name: "Back to Blogs" }).all()) {
      await expect(back).toHaveAttribute("href", "/resources/blogs");
    }
  } finally {
    for (const post of posts) await api.delete(`/api/blogs/${post.id}`);
    await api.dispose();
  }
});

test("a missing picture, or one that fails to load, leaves the placeholder", async ({ page, playwright }) => {
  // The sample posts have no picture.
  await page.goto("/blog/ai-assisted-soap-notes");
  await expect(page.getByRole("article").first().locator("[data-slot='image-placeholder']")).toBeVisible();

  const api = await staffApi(playwright);
  const post = await createPost(api, { title: `Broken picture ${unique()}` });
  try {
    await page.route("**/media/**", (route) => route.abort());
    await page.goto(`/blog/${post.slug}`);
    const article = page.getByRole("article").first();
    await expect(article.locator("[data-slot='image-placeholder']")).toBeVisible();
    await expect(article.getByRole("img")).toHaveCount(0);
  } finally {
    await api.delete(`/api/blogs/${post.id}`);
    await api.dispose();
  }
});

test("after a rename the old address answers 301 to the new one; after deletion, 404", async ({
  page,
  playwright,
}) => {
  const api = await staffApi(playwright);
  const word = unique();
  const post = await createPost(api, { title: `First name ${word}` });
  try {
    const first = post.slug;
    await api.put(`/api/blogs/${post.id}`, { multipart: { title: `Second name ${word}` } });
    const renamed = await api.put(`/api/blogs/${post.id}`, { multipart: { title: `Third name ${word}` } });
    const current = ((await renamed.json()) as { data: Post }).data.slug;
    expect(current).toBe(`third-name-${word}`);

    for (const old of [first, `second-name-${word}`]) {
      const answer = await page.request.get(`/blog/${old}`, { maxRedirects: 0 });
      expect(answer.status()).toBe(301);
      expect(answer.headers().location).toBe(`/blog/${current}`);
    }
    await page.goto(`/blog/${first}`);
    await expect(page).toHaveURL(new RegExp(`/blog/${current}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Third name ${word}`);
  } finally {
    await api.delete(`/api/blogs/${post.id}`);
  }
  // Asked afresh: the browser rightly keeps a 301 (and the page, for a minute) in its cache.
  for (const old of [post.slug, `second-name-${word}`, `third-name-${word}`]) {
    const gone = await page.request.get(`/blog/${old}`, { maxRedirects: 0 });
    expect(gone.status(), old).toBe(404);
    expect(await gone.text()).toContain("Article Not Found");
  }
  await api.dispose();
});

test("views grow by one for a browser's repeated visits the same day, and not at all for a bot", async ({
  browser,
  playwright,
  request,
}) => {
  // Five browser contexts and three waits on the recorder: room for a busy two-core machine.
  test.setTimeout(90_000);
  const api = await staffApi(playwright);
  const post = await createPost(api, { title: `Counted ${unique()}` });
  /**
   * Another reader's visit after the ones under test: views are written in
   * the order they came, so once this one is counted, so is (or is not)
   * everything before it. No waiting on the recorder's timer.
   */
  const marker = async () => {
    const other = await readerPage(browser);
    await other.goto(`/blog/${post.slug}`);
    await other.context().close();
  };
  try {
    // Every test that sets no X-Forwarded-For is one visitor (this address,
    // the project's user agent), and the link checker may open this post
    // while the listing shows it: take that visitor's one view of the day
    // first, so that such visits cannot move the counts below.
    await request.get(`/blog/${post.slug}`);
    await expect.poll(() => viewsOf(api, post.id), { timeout: 10_000 }).toBe(1);

    const reader = await readerPage(browser);
    await reader.goto(`/blog/${post.slug}`);
    await reader.reload();
    await reader.goto(`/blog/${post.slug}`);
    await reader.context().close();
    await marker();
    await expect.poll(() => viewsOf(api, post.id), { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    expect(await viewsOf(api, post.id)).toBe(3);

    const bot = await readerPage(
      browser,
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    );
    const answer = await bot.goto(`/blog/${post.slug}`);
    expect(answer?.status()).toBe(200);
    await bot.context().close();
    await marker();
    await expect.poll(() => viewsOf(api, post.id), { timeout: 10_000 }).toBeGreaterThanOrEqual(4);
    expect(await viewsOf(api, post.id)).toBe(4);
  } finally {
    await api.delete(`/api/blogs/${post.id}`);
    await api.dispose();
  }
});
