import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { adminPassword, adminUsername, type RunningServer, startServer } from "../faults/server.ts";
import { expect, test } from "../utils/playwright.ts";

/**
 * The pages that show posts are rendered once and kept (server/http/page-cache.ts),
 * yet a post published in the back office of one process shows on the next
 * request to every page of another process on the same store, within the
 * second in which that process looks at the store's version. These tests
 * run two servers of their own on one SQLite store.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

let dataDir: string;
let first: RunningServer;
let second: RunningServer;

test.beforeAll(async () => {
  // Two cold starts on a busy machine.
  test.setTimeout(90_000);
  dataDir = mkdtempSync(join(tmpdir(), "anvaya-kept-"));
  first = await startServer({ dataDir });
  second = await startServer({ dataDir });
});

test.afterAll(async () => {
  for (const server of [first, second]) {
    server?.child.kill("SIGTERM");
    await server?.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const html = async (server: RunningServer, path: string) => (await fetch(`${server.origin}${path}`)).text();

/** The four pages that list or show a post, and the blog's JSON for readers, as the other process answers them. */
const shown = (slug: string) => [
  "/resources/blogs",
  `/blog/${slug}`,
  "/rss.xml",
  "/sitemap.xml",
  "/api/blogs?fields=summary",
  `/api/blogs/${slug}`,
];

test("a post published in the back office of one process shows on the listing, article, feed, sitemap and blog API of another within 2 s", async ({
  page,
}) => {
  const title = `Kept and renewed ${unique()}`;
  // The other process has rendered and kept each page before the publish.
  for (const path of [
    "/resources/blogs",
    "/rss.xml",
    "/sitemap.xml",
    "/feed.json",
    "/api/blogs?fields=summary",
  ]) {
    expect(await html(second, path)).not.toContain(title);
  }

  const login = await page.request.post(`${first.origin}/api/auth/login`, {
    data: { username: adminUsername, password: adminPassword, area: "blog" },
    headers: { "x-forwarded-for": "192.0.2.78" },
  });
  expect(login.ok()).toBe(true);
  await page.goto(`${first.origin}/admin-only-upload-blog`);
  const box = (name: string) => page.getByRole("textbox", { name, exact: true });
  await box("Title").fill(title);
  await box("Excerpt").fill("Published in one process, read in another.");
  await box("Content").fill("## Renewed\n\nOn the next request.");
  await box("Author name").fill("Dr Asha Rao");
  await box("Author role").fill("Clinical psychologist");
  await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "Wellness" });
  await box("Tags").fill("renewal");
  await box("Tags").press("Enter");
  await page.getByLabel("Featured image").setInputFiles("tests/fixtures/blog-cover.jpg");
  await box("Image description (alt text)").fill("A teal wave");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Blog post created successfully!" }),
  ).toBeVisible();
  const published = Date.now();

  // The process that published shows it on its very next request.
  const listing = await html(first, "/resources/blogs");
  expect(listing).toContain(title);
  const article = /\/blog\/(kept-and-renewed-[a-z0-9-]+)/.exec(listing)?.[1] ?? "";
  expect(article).not.toBe("");

  // The other process: all four within 2 s of the acknowledgement.
  await expect
    .poll(async () => (await html(second, "/resources/blogs")).includes(title), {
      timeout: 2_000,
      intervals: [50],
    })
    .toBe(true);
  for (const path of shown(article)) {
    expect(await html(second, path), path).toContain(path === "/sitemap.xml" ? `/blog/${article}` : title);
  }
  expect(Date.now() - published).toBeLessThan(2_000);
});

test("a scheduled post shows on both processes when its time comes, with nothing else changed", async ({
  request,
}) => {
  const login = await request.post(`${first.origin}/api/auth/login`, {
    data: { username: adminUsername, password: adminPassword, area: "blog" },
    headers: { "x-forwarded-for": "192.0.2.79" },
  });
  expect(login.ok()).toBe(true);
  const title = `Comes due ${unique()}`;
  const dueAt = Date.now() + 4_000;
  const created = await request.post(`${first.origin}/api/blogs`, {
    multipart: {
      title,
      excerpt: "Scheduled a few seconds ahead.",
      content: "Shown when its time comes.",
      author: "Editorial Team",
      authorRole: "Clinical content team",
      category: "wellness",
      tags: JSON.stringify(["schedule"]),
      status: "published",
      publishDate: new Date(dueAt).toISOString(),
      image: {
        name: "cover.jpg",
        mimeType: "image/jpeg",
        buffer: readFileSync("tests/fixtures/blog-cover.jpg"),
      },
    },
  });
  expect(created.status()).toBe(201);
  const { slug } = ((await created.json()) as { data: { slug: string } }).data;

  for (const server of [first, second]) {
    // Not yet: rendered and kept without it (the other process learns of the save within a second).
    await expect
      .poll(async () => (await fetch(`${server.origin}/blog/${slug}`)).status, { timeout: 3_000 })
      .toBe(404);
    expect(await html(server, "/resources/blogs")).not.toContain(title);
    expect(await html(server, "/api/blogs")).not.toContain(title);
  }
  expect(Date.now()).toBeLessThan(dueAt);
  for (const server of [first, second]) {
    await expect
      .poll(async () => (await html(server, "/resources/blogs")).includes(title), {
        timeout: 8_000,
        intervals: [100],
      })
      .toBe(true);
    expect(Date.now()).toBeGreaterThanOrEqual(dueAt);
    expect((await fetch(`${server.origin}/blog/${slug}`)).status).toBe(200);
    expect(await html(server, "/rss.xml")).toContain(title);
    expect(await html(server, "/api/blogs")).toContain(title);
    expect((await fetch(`${server.origin}/api/blogs/${slug}`)).status).toBe(200);
  }
});
