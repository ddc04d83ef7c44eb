import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { type APIRequestContext, test as baseTest, type Page } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import sharp from "sharp";
import { expect, pageReady, seriousAxeViolations, signInTo, test, toast } from "#tests/utils/playwright.ts";

/*
 * The blog manager (spec §2.19, §4, §5, §7, §8) on the real server and store,
 * signed in as the blog editor. Posts are named with a unique word, so tests
 * running beside this file (blog.spec.ts, links.spec.ts) are not disturbed
 * for longer than a published post lives here: it is deleted at once.
 */

const cover = "tests/fixtures/blog-cover.jpg";
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const box = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
/**
 * How long a save with an image may take: images are processed one at a
 * time (server/services/images.ts), so one may wait behind another test's
 * large photo; tests that wait this long give themselves 90 s.
 */
const uploadWait = 40_000;

async function openManager(page: Page) {
  await signInTo(page, "blog", "editor");
  await page.goto("/admin-only-upload-blog");
  await expect(page.getByRole("heading", { level: 1, name: "Blog posts" })).toBeVisible();
}

async function fillPost(page: Page, fields: { title: string; content: string; tags: string[] }) {
  await box(page, "Title").fill(fields.title);
  await box(page, "Excerpt").fill("How sleep and mood shape each other, in plain words.");
  await box(page, "Content").fill(fields.content);
  await box(page, "Author name").fill("Dr Asha Rao");
  await box(page, "Author role").fill("Clinical psychologist");
  await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "Wellness" });
  for (const tag of fields.tags) {
    await box(page, "Tags").fill(tag);
    await box(page, "Tags").press("Enter");
  }
}

/** A draft written through the API, as the editor account; its id. */
async function writeDraft(page: Page, title: string) {
  const created = await page.request.post("/api/blogs", {
    multipart: {
      title,
      excerpt: "How sleep and mood shape each other.",
      content: "## What helps\n\nA steady routine.",
      author: "Dr Asha Rao",
      authorRole: "Clinical psychologist",
      category: "wellness",
      tags: JSON.stringify(["sleep", "mood"]),
      status: "draft",
      image: { name: "cover.jpg", mimeType: "image/jpeg", buffer: readFileSync(cover) },
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { id: string } }).data.id;
}

/**
 * The posts the API finds by a word, as staff see them. Asked again once
 * when the connection is reset: a kept-alive connection idle past the
 * server's 5 s (a long upload through the page meanwhile) may be closed just
 * as the request goes out, and a browser would send an idempotent GET again too.
 */
async function postsWith(request: APIRequestContext, word: string) {
  const url = `/api/blogs?limit=100&search=${word}`;
  const answer = await request.get(url).catch((error: Error) => {
    if (!/ECONNRESET|socket hang up/.test(error.message)) throw error;
    return request.get(url);
  });
  return ((await answer.json()) as { data: { blogs: { id: string; excerpt: string }[] } }).data.blogs;
}

/** Deletes the test's posts through the API, whatever happened in the test. */
async function removePosts(request: APIRequestContext, word: string) {
  for (const post of await postsWith(request, word)) await request.delete(`/api/blogs/${post.id}`);
}

test("a post is written in Markdown with an image, previewed, and published to the listing and its page", async ({
  page,
}) => {
  const word = unique();
  const title = `Sleep and mood ${word}`;
  await openManager(page);
  try {
    await fillPost(page, {
      title,
      content: [
        "## What helps",
        "A **steady** routine and _daylight_.\nA second line.",
        "- Keep a regular wake time\n- Limit screens late at night",
        "<script>window.__pwned = true</script>",
        "[Unsafe link](javascript:alert(1)) and [WHO](https://www.who.int/)",
      ].join("\n\n"),
      tags: ["sleep", "mood"],
    });
    await expect(page.locator("#post-content-note")).toHaveText("1 min read");
    await page.getByLabel("Featured image").setInputFiles(cover);
    await expect(page.getByText(/New image: blog-cover\.jpg/)).toBeVisible();
    await box(page, "Image description (alt text)").fill("A teal wave over soft circles");

    // The preview is the article page's own rendering: beside the editor on a wide screen,
    // and on its own with Preview.
    const live = page.getByRole("complementary", { name: "Live preview" });
    await expect(live.getByRole("heading", { level: 2, name: "What helps", exact: true })).toBeVisible();
    await button(page, "Preview").click();
    const preview = page.getByRole("region", { name: "Preview", exact: true });
    await expect(preview.getByRole("heading", { level: 2, name: title })).toBeVisible();
    await expect(preview.getByRole("heading", { level: 2, name: "What helps" })).toBeVisible();
    await expect(preview.locator("strong")).toHaveText("steady");
    await expect(preview.getByText("<script>window.__pwned = true</script>")).toBeVisible();
    await expect(preview.getByRole("img", { name: "A teal wave over soft circles" })).toBeVisible();
    await button(page, "Edit Mode").click();
    await expect(preview).toBeHidden();

    await button(page, "Publish").click();
    await expect(toast(page, "Blog post created successfully!")).toBeVisible();
    await expect(box(page, "Title")).toHaveValue("");

    // Public: in the listing, under its category, and as an article.
    await page.goto("/resources/blogs");
    await expect(
      page.getByRole("navigation", { name: "Filter by category" }).getByRole("link", { name: "Wellness" }),
    ).toBeVisible();
    await page.getByRole("link", { name: title }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const article = page.getByRole("article").first();
    await expect(article.getByRole("heading", { level: 2, name: "What helps" })).toBeVisible();
    await expect(article.locator("strong")).toHaveText("steady");
    await expect(article.locator("p", { hasText: "A second line." }).locator("br")).toHaveCount(1);
    await expect(article.getByRole("listitem").filter({ hasText: "Keep a regular wake time" })).toBeVisible();
    await expect(article.getByText("<script>window.__pwned = true</script>")).toBeVisible();
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
    await expect(article.getByRole("link", { name: "Unsafe link" })).toHaveCount(0);
    await expect(article.getByRole("link", { name: "WHO" })).toHaveAttribute("rel", "noopener noreferrer");
    await expect(article.getByRole("img", { name: "A teal wave over soft circles" })).toBeVisible();
  } finally {
    await removePosts(page.request, word);
  }
});

test("a draft is edited from the Manage Blogs list, published by Update, then deleted after a confirmation", async ({
  page,
  request,
}) => {
  const word = unique();
  const title = `Sleep and mood ${word}`;
  await signInTo(page, "blog", "editor");
  const created = await page.request.post("/api/blogs", {
    multipart: {
      title,
      excerpt: "How sleep and mood shape each other.",
      content: "## What helps\n\nA steady routine.",
      author: "Dr Asha Rao",
      authorRole: "Clinical psychologist",
      category: "wellness",
      tags: JSON.stringify(["sleep", "mood"]),
      // A draft: readers (and the link checker running beside this) see it only between Update and Delete.
      status: "draft",
      image: { name: "cover.jpg", mimeType: "image/jpeg", buffer: readFileSync(cover) },
    },
  });
  expect(created.status()).toBe(201);
  const slug = `/blog/${((await created.json()) as { data: { slug: string } }).data.slug}`;
  expect((await request.get(slug)).status()).toBe(404);
  try {
    await page.goto("/admin-only-upload-blog");
    // Edit from the Manage Blogs list, then update.
    await button(page, "Manage Blogs").click();
    const list = page.getByRole("region", { name: "Manage Blogs" });
    await list.getByRole("searchbox", { name: "Search" }).fill(word);
    await expect(list.getByRole("status")).toHaveText("Showing 1-1 of 1 post");
    await list.getByRole("link", { name: `Edit “${title}”` }).click();
    await expect(toast(page, `Editing: "${title}"`)).toBeVisible();
    await expect(list).toBeHidden();
    await expect(box(page, "Title")).toHaveValue(title);
    await expect(page.getByRole("list", { name: "Tags added" }).getByRole("listitem")).toHaveText([
      "sleep",
      "mood",
    ]);
    await expect(
      page.getByText("This post is a draft. Update publishes it; Save Draft keeps it a draft."),
    ).toBeVisible();
    await box(page, "Excerpt").fill("Updated: how sleep and mood shape each other.");
    await button(page, "Update").click();
    await expect(toast(page, "Blog post updated successfully!")).toBeVisible();
    expect(await (await request.get(slug)).text()).toContain("Updated: how sleep and mood shape each other.");

    // Delete after the confirmation; the article is gone.
    await button(page, "Manage Blogs").click();
    await list.getByRole("searchbox", { name: "Search" }).fill(word);
    await list.getByRole("button", { name: `Delete “${title}”` }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this post?" });
    await expect(dialog).toContainText(
      `Are you sure you want to delete "${title}"? This action cannot be undone.`,
    );
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, `Blog "${title}" deleted successfully!`)).toBeVisible();
    await expect(list.getByText("No posts match.")).toBeVisible();
    expect((await request.get(slug)).status()).toBe(404);
  } finally {
    await removePosts(page.request, word);
  }
});

test("an empty submit shows every message of spec §5; an image over 5 MB is refused in the browser", async ({
  page,
}, testInfo) => {
  await openManager(page);
  await button(page, "Publish").click();
  await expect(toast(page, "Please fill in all required fields")).toBeVisible();
  for (const message of [
    "Title is required",
    "Excerpt is required",
    "Content is required",
    "Author name is required",
    "Author role is required",
    "At least one tag is required",
    "Featured image is required",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(box(page, "Title")).toBeFocused();
  await expect(box(page, "Title")).toHaveAttribute("aria-invalid", "true");

  const big = testInfo.outputPath("too-big.jpg");
  writeFileSync(big, Buffer.alloc(5 * 1024 * 1024 + 1, 0xff));
  await page.getByLabel("Featured image").setInputFiles(big);
  await expect(page.locator("#post-image-error")).toHaveText("Image size should be less than 5MB");
  await expect(toast(page, "Image size should be less than 5MB")).toBeVisible();
  await expect(page.getByText(/New image:/)).toHaveCount(0);
});

test("a photo of about 3 MB, under spec §9's 5 MB, is published through the page's form", async ({
  page,
}, testInfo) => {
  // The image pipeline re-encodes a large photo: slow on a busy two-core machine.
  test.setTimeout(90_000);
  const word = unique();
  const title = `Large photo ${word}`;
  // Noise does not compress: a camera-sized JPEG of a few megabytes.
  const photo = await sharp(randomBytes(2000 * 1900 * 3), { raw: { width: 2000, height: 1900, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
  expect(photo.length).toBeGreaterThan(3 * 1024 * 1024);
  expect(photo.length).toBeLessThan(5 * 1024 * 1024);
  const file = testInfo.outputPath("photo.jpg");
  writeFileSync(file, photo);
  await openManager(page);
  try {
    await fillPost(page, { title, content: "A post with a large photo.", tags: ["photos"] });
    await page.getByLabel("Featured image").setInputFiles(file);
    await button(page, "Publish").click();
    await expect(toast(page, "Blog post created successfully!")).toBeVisible({ timeout: uploadWait });
    expect(await postsWith(page.request, word)).toHaveLength(1);
  } finally {
    await removePosts(page.request, word);
  }
});

test("drafts: kept locally, loaded back, and sent to the server once they have a title, content and image", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const word = unique();
  const title = `Draft on burnout ${word}`;
  await openManager(page);
  try {
    await button(page, "Load Draft").click();
    await expect(toast(page, "No draft found in local storage.")).toBeVisible();
    // A stored draft that cannot be read is said so.
    await page.evaluate(() => localStorage.setItem("anvaya_blog_draft", "{not json"));
    await button(page, "Load Draft").click();
    await expect(toast(page, "Error loading draft. The saved data may be corrupted.")).toBeVisible();

    await box(page, "Title").fill(title);
    await page.getByRole("checkbox", { name: "Featured post" }).check();
    await button(page, "Save Draft").click();
    await expect(
      toast(page, "Draft saved locally! Add title, content, and image to save to server."),
    ).toBeVisible();

    await page.reload();
    await page.locator(pageReady).waitFor({ state: "attached" });
    await expect(box(page, "Title")).toHaveValue("");
    await button(page, "Load Draft").click();
    await expect(toast(page, "Draft loaded successfully!")).toBeVisible();
    await expect(box(page, "Title")).toHaveValue(title);
    await expect(page.getByRole("checkbox", { name: "Featured post" })).toBeChecked();

    await box(page, "Content").fill("Burnout builds slowly. **Rest** is part of the work.");
    await page.getByLabel("Featured image").setInputFiles(cover);
    await button(page, "Save Draft").click();
    // Images are processed one at a time: this one may wait behind another test's large photo.
    await expect(toast(page, "Draft saved successfully to server!")).toBeVisible({ timeout: uploadWait });

    // Staff see it as a draft, with spec §7's defaults; readers do not see it at all.
    await button(page, "Manage Blogs").click();
    const list = page.getByRole("region", { name: "Manage Blogs" });
    await list.getByRole("combobox", { name: "Status" }).selectOption("draft");
    await list.getByRole("searchbox", { name: "Search" }).fill(word);
    await expect(list.getByRole("status")).toHaveText("Showing 1-1 of 1 post");
    const row = list.getByRole("row", { name: new RegExp(title) });
    await expect(row.getByText("Draft", { exact: true })).toBeVisible();
    await expect(row.getByText("#draft")).toBeVisible();
    expect(await (await request.get("/resources/blogs")).text()).not.toContain(word);
    const anonymous = (await (await request.get(`/api/blogs?search=${word}`)).json()) as {
      data: { total: number };
    };
    expect(anonymous.data.total).toBe(0);

    // Saving again updates the same server draft rather than making a second.
    // The save sends the image again, so it may also wait behind another test's photo.
    await box(page, "Content").fill("Burnout builds slowly. **Rest** is part of the work. Really.");
    await button(page, "Save Draft").click();
    await expect
      .poll(
        async () => {
          const answer = await page.request.get(`/api/blogs?status=draft&search=${word}`);
          const { data } = (await answer.json()) as { data: { total: number; blogs: { content: string }[] } };
          return `${data.total} ${data.blogs[0]?.content}`;
        },
        { timeout: uploadWait },
      )
      .toBe("1 Burnout builds slowly. **Rest** is part of the work. Really.");
  } finally {
    await removePosts(page.request, word);
  }
});

test("the manage list filters by status, category and search on the server, with 5 tags then +N more", async ({
  page,
}) => {
  const word = unique();
  await signInTo(page, "blog", "editor");
  const fields = {
    title: `Workplace stress ${word}`,
    excerpt: "A draft about stress at work.",
    content: "Stress at work is common.",
    author: "Editorial Team",
    authorRole: "Clinical content team",
    category: "self-care",
    tags: JSON.stringify(["one", "two", "three", "four", "five", "six", "seven"]),
    status: "draft",
  };
  const multipart = {
    ...fields,
    image: { name: "cover.jpg", mimeType: "image/jpeg", buffer: readFileSync(cover) },
  };
  const created = await page.request.post("/api/blogs", { multipart });
  expect(created.status()).toBe(201);
  try {
    await page.goto("/admin-only-upload-blog");
    await button(page, "Manage Blogs").click();
    const list = page.getByRole("region", { name: "Manage Blogs" });
    await expect(list.getByRole("status")).toHaveText(/^Showing 1-\d+ of \d+ posts$/);
    await list.getByRole("searchbox", { name: "Search" }).fill(word);
    await expect(list.getByRole("status")).toHaveText("Showing 1-1 of 1 post");
    const row = list.getByRole("row", { name: new RegExp(fields.title) });
    await expect(row.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText([
      "#one",
      "#two",
      "#three",
      "#four",
      "#five",
      "+2 more",
    ]);
    await expect(row).toContainText("Self-Care");

    const status = list.getByRole("combobox", { name: "Status" });
    await status.selectOption("published");
    await expect(list.getByText("No posts match.")).toBeVisible();
    await status.selectOption("draft");
    await expect(row).toBeVisible();
    const category = list.getByRole("combobox", { name: "Category" });
    await category.selectOption({ label: "Research" });
    await expect(list.getByText("No posts match.")).toBeVisible();
    await category.selectOption({ label: "Self-Care" });
    await expect(row).toBeVisible();

    // The seeded posts are found by the server's search too.
    await status.selectOption("");
    await category.selectOption("");
    await list.getByRole("searchbox", { name: "Search" }).fill("SOAP");
    await expect(list.getByRole("row", { name: /AI-assisted SOAP notes/ })).toBeVisible();
    await expect(list.getByRole("status")).toHaveText("Showing 1-1 of 1 post");
  } finally {
    await removePosts(page.request, word);
  }
});

test("a session that ends mid-post keeps what was typed, saves a local draft and says how to go on", async ({
  page,
}) => {
  const title = `Session ends ${unique()}`;
  await openManager(page);
  await fillPost(page, { title, content: "Written while the session ran out.", tags: ["sessions"] });
  await page.getByLabel("Featured image").setInputFiles(cover);
  // The session ends on the server (as after 2 hours) while the form is open.
  await page.request.post("/api/auth/logout?area=blog", { data: {} });

  await button(page, "Publish").click();
  await expect(
    toast(page, "Error creating blog post. You do not have permission to edit this blog post."),
  ).toBeVisible();
  const alert = page.getByRole("alert").filter({ hasText: "Your session has ended" });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole("link", { name: "Sign in again in a new tab" })).toHaveAttribute(
    "target",
    "_blank",
  );
  await expect(box(page, "Title")).toHaveValue(title);
  const stored = await page.evaluate(() => localStorage.getItem("anvaya_blog_draft"));
  expect(JSON.parse(stored ?? "{}").values.title).toBe(title);
});

test("a preview on its way when the session ends says so and keeps the form, with no sign-in gate over it", async ({
  page,
}) => {
  const title = `Preview outlives session ${unique()}`;
  await openManager(page);
  // The live preview's request is held until the session has ended, as on a slow link.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await page.route("**/admin-only-upload-blog/preview", async (route) => {
    held += 1;
    await released;
    await route.fallback();
  });
  await box(page, "Title").fill(title);
  await expect.poll(() => held).toBeGreaterThan(0);
  await page.request.post("/api/auth/logout?area=blog", { data: {} });
  release();

  const alert = page.getByRole("alert").filter({ hasText: "Your session has ended" });
  await expect(alert).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Live preview" })).toContainText(
    "Your session has ended. Please sign in again.",
  );
  await expect(box(page, "Title")).toHaveValue(title);
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toHaveCount(0);
  const stored = await page.evaluate(() => localStorage.getItem("anvaya_blog_draft"));
  expect(JSON.parse(stored ?? "{}").values.title).toBe(title);
});

test("the preview's address renders a signed-in editor's fields and refuses everything else", async ({
  page,
}) => {
  const path = "/admin-only-upload-blog/preview";
  const fields = { title: "Sleep and mood", content: "**Rest** <script>x()</script>", tags: '["sleep"]' };
  // No session: refused, with the line the editor shows.
  const visitor = await page.request.post(path, { multipart: fields });
  expect(visitor.status()).toBe(401);
  expect(await visitor.json()).toEqual({
    ok: false,
    message: "Your session has ended. Please sign in again.",
  });

  await signInTo(page, "blog", "editor");
  const answer = await page.request.post(path, { multipart: fields });
  expect(answer.status()).toBe(200);
  expect(answer.headers()["cache-control"]).toBe("no-store");
  const { preview } = (await answer.json()) as {
    preview: { post: { title: string; tags: string[] }; html: string };
  };
  expect(preview.post).toMatchObject({ title: "Sleep and mood", tags: ["sleep"] });
  expect(preview.html).toContain("<strong>Rest</strong>");
  expect(preview.html).not.toContain("<script>");

  expect((await page.request.get(path)).status()).toBe(405);
  const json = await page.request.post(path, { data: fields });
  expect(json.status()).toBe(415);
  const large = await page.request.post(path, { multipart: { ...fields, content: "x".repeat(600 * 1024) } });
  expect(large.status()).toBe(413);
});

test("the live preview is not asked while a change is on its way", async ({ page }) => {
  const word = unique();
  await signInTo(page, "blog", "editor");
  const id = await writeDraft(page, `Held change ${word}`);
  try {
    await page.goto(`/admin-only-upload-blog?edit=${id}`);
    await expect(box(page, "Title")).toHaveValue(`Held change ${word}`);
    // Each change is held 2 s on its way, as on a slow link; the previews asked meanwhile are counted.
    const previews: number[] = [];
    const held: { from: number; to: number }[] = [];
    await page.route("**/admin-only-upload-blog/preview", (route) => {
      previews.push(Date.now());
      return route.fallback();
    });
    await page.route(/\.data(\?|$)/, async (route) => {
      const request = route.request();
      if (request.method() !== "POST") return route.fallback();
      const from = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      held.push({ from, to: Date.now() });
      return route.fallback();
    });
    // Typed just before Update: the preview's pause ends while the change is held.
    await box(page, "Excerpt").fill(`Changed just before the update ${word}.`);
    await button(page, "Update").click();
    await expect(toast(page, "Blog post updated successfully!")).toBeVisible();
    expect(held).toHaveLength(1);
    const during = previews.filter((at) => held.some(({ from, to }) => at > from && at < to));
    expect(during).toEqual([]);
  } finally {
    await removePosts(page.request, word);
  }
});

test("a server that does not answer keeps the form as it is and says so", async ({ page }) => {
  const title = `No answer ${unique()}`;
  await openManager(page);
  await fillPost(page, { title, content: "Written while the network was down.", tags: ["network"] });
  await page.getByLabel("Featured image").setInputFiles(cover);
  // The page's own posts (React Router's data requests) never reach the server.
  await page.route(/\.data(\?|$)/, (route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.fallback(),
  );
  await button(page, "Publish").click();
  await expect(
    toast(page, "Error creating blog post. Please check if the server is running and try again."),
  ).toBeVisible();
  await expect(box(page, "Title")).toHaveValue(title);
  await expect(page.getByText(/New image: blog-cover\.jpg/)).toBeVisible();
  await expect(button(page, "Publish")).toBeEnabled();
});

test("the list, a post in the editor, a form sent back and a delete's question are valid HTML", async ({
  page,
}) => {
  const config = JSON.parse(readFileSync(".htmlvalidate.json", "utf8"));
  const validator = new HtmlValidate(config);
  const problems: string[] = [];
  const check = async (label: string, html: string) => {
    const report = await validator.validateString(html, label);
    for (const result of report.results) {
      for (const message of result.messages) problems.push(`${label} ${message.ruleId}: ${message.message}`);
    }
  };
  const word = unique();
  await signInTo(page, "blog", "editor");
  const id = await writeDraft(page, `Valid markup ${word}`);
  try {
    for (const path of [
      `/admin-only-upload-blog?manage=1&search=${word}`,
      `/admin-only-upload-blog?edit=${id}`,
    ]) {
      await check(path, await (await page.request.get(path)).text());
      await page.goto(path);
      await check(`${path} (hydrated)`, await page.content());
    }
    // As a browser without JavaScript posts them: the answer is the page itself.
    const sentBack = await page.request.post("/admin-only-upload-blog", {
      multipart: { intent: "save", title: "Only a title", tagText: "one, two" },
    });
    expect(sentBack.status()).toBe(400);
    await check("a form sent back", await sentBack.text());
    const question = await page.request.post(`/admin-only-upload-blog?manage=1&search=${word}`, {
      form: { intent: "delete", id },
    });
    const html = await question.text();
    expect(html).toContain("This action cannot be undone.");
    await check("a delete's question", html);
    expect(problems).toEqual([]);
  } finally {
    await removePosts(page.request, word);
  }
});

test("the screen and its confirm dialog have no serious or critical axe violation at 375 px", async ({
  page,
}) => {
  // Three axe passes over a long page: give them room on a busy two-core machine.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await openManager(page);
  const axe = () => seriousAxeViolations(page);
  // The form after a failed submit, with its messages, and the list as phone cards.
  await button(page, "Publish").click();
  await expect(page.getByText("Title is required", { exact: true })).toBeVisible();
  await button(page, "Manage Blogs").click();
  const list = page.getByRole("region", { name: "Manage Blogs" });
  await list.getByRole("searchbox", { name: "Search" }).fill("SOAP");
  await expect(list.getByRole("status")).toHaveText("Showing 1-1 of 1 post");
  expect(await axe()).toEqual([]);

  // Editing a post, and the cancel confirmation (Cancel keeps the edit).
  await list.getByRole("link", { name: /^Edit “Less typing/ }).click();
  await button(page, "Cancel Edit").click();
  const dialog = page.getByRole("dialog", { name: "Stop editing?" });
  await expect(dialog).toContainText(
    "Are you sure you want to cancel editing? Any unsaved changes will be lost.",
  );
  expect(await axe()).toEqual([]);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(box(page, "Title")).toHaveValue(/^Less typing/);
  await button(page, "Cancel Edit").click();
  await page
    .getByRole("dialog", { name: "Stop editing?" })
    .getByRole("button", { name: "Discard changes" })
    .click();
  await expect(toast(page, "Edit cancelled")).toBeVisible();
  await expect(box(page, "Title")).toHaveValue("");

  // Keyboard: the toolbar is reachable and shows where focus is.
  await button(page, "Manage Blogs").focus();
  await page.keyboard.press("Tab");
  await expect(button(page, "Preview")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("region", { name: "Preview", exact: true })).toBeVisible();
});

test("the list and the post being edited are the address: a reload, Back and Forward show the same screen", async ({
  page,
}) => {
  const word = unique();
  const title = `Addressed ${word}`;
  await signInTo(page, "blog", "editor");
  const id = await writeDraft(page, title);
  try {
    await page.goto(`/admin-only-upload-blog?manage=1&search=${word}`);
    const list = page.getByRole("region", { name: "Manage Blogs" });
    await expect(list.getByRole("searchbox", { name: "Search" })).toHaveValue(word);
    await expect(list.getByRole("status")).toHaveText("Showing 1-1 of 1 post");
    await list.getByRole("link", { name: `Edit “${title}”` }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]edit=${id}(&|$)`));
    await expect(list).toBeHidden();
    await expect(box(page, "Title")).toHaveValue(title);
    await expect(page.getByRole("heading", { level: 2, name: `Edit post: ${title}` })).toBeFocused();

    await page.reload();
    await page.locator(pageReady).waitFor({ state: "attached" });
    await expect(page.getByRole("heading", { level: 2, name: `Edit post: ${title}` })).toBeVisible();
    await expect(box(page, "Title")).toHaveValue(title);
    await expect(box(page, "Content")).toHaveValue("## What helps\n\nA steady routine.");
    await expect(page.getByRole("list", { name: "Tags added" }).getByRole("listitem")).toHaveText([
      "sleep",
      "mood",
    ]);

    await page.goBack();
    await expect(list.getByRole("status")).toHaveText("Showing 1-1 of 1 post");
    await expect(page.getByRole("heading", { level: 2, name: "Write New Blog Post" })).toBeVisible();
    await expect(box(page, "Title")).toHaveValue("");
    await page.goForward();
    await expect(box(page, "Title")).toHaveValue(title);
    await expect(list).toBeHidden();

    // A post that is gone says so; the form is a new one.
    await removePosts(page.request, word);
    await page.reload();
    await page.locator(pageReady).waitFor({ state: "attached" });
    await expect(
      page.getByRole("alert").filter({
        hasText: "The blog post was not found on the server. It may have been deleted.",
      }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Write New Blog Post" })).toBeVisible();
  } finally {
    await removePosts(page.request, word);
  }
});

baseTest.describe("without JavaScript", () => {
  // Playwright's own test: ours waits for hydration, which never comes here.
  baseTest.use({ javaScriptEnabled: false });

  baseTest(
    "a post is sent back with its errors and what was typed, then published, edited and deleted after a question",
    async ({ page }) => {
      baseTest.setTimeout(90_000);
      const word = unique();
      const title = `Plain forms ${word}`;
      await signInTo(page, "blog", "editor");
      try {
        await page.goto("/admin-only-upload-blog");
        await box(page, "Title").fill(title);
        await box(page, "Content").fill("## Plain forms\n\nThey work everywhere.");
        await box(page, "Author name").fill("Dr Asha Rao");
        await box(page, "Author role").fill("Clinical psychologist");
        await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "Research" });
        await box(page, "Tags").fill("forms, access");
        await page.getByLabel("Featured image").setInputFiles(cover);
        await button(page, "Publish").click();

        // Sent back: the summary, the error under its field, what was typed, the image asked for again.
        const summary = page.getByRole("alert").filter({ hasText: "Please fill in all required fields" });
        await expect(summary.getByRole("link", { name: "Excerpt: Excerpt is required" })).toHaveAttribute(
          "href",
          "#post-excerpt",
        );
        await expect(page.locator("#post-excerpt-error")).toHaveText("Excerpt is required");
        await expect(box(page, "Excerpt")).toHaveAttribute("aria-invalid", "true");
        await expect(box(page, "Title")).toHaveValue(title);
        await expect(box(page, "Content")).toHaveValue("## Plain forms\n\nThey work everywhere.");
        await expect(box(page, "Tags")).toHaveValue("forms, access");
        await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue("research");
        await expect(page.locator("#post-image-error")).toHaveText(
          "Choose the image again: a form sent back with errors cannot keep it.",
        );
        expect(await postsWith(page.request, word)).toEqual([]);

        await box(page, "Excerpt").fill("Forms that work without a script.");
        await page.getByLabel("Featured image").setInputFiles(cover);
        await button(page, "Publish").click();
        await expect(
          page.getByRole("status").filter({ hasText: "Blog post created successfully!" }),
        ).toBeVisible({ timeout: uploadWait });
        await expect(box(page, "Title")).toHaveValue("");
        expect(await postsWith(page.request, word)).toHaveLength(1);

        // Edit: the list and the editor are addresses.
        await button(page, "Manage Blogs").click();
        const list = page.getByRole("region", { name: "Manage Blogs" });
        await list.getByRole("searchbox", { name: "Search" }).fill(word);
        await list.getByRole("button", { name: "Apply" }).click();
        await expect(list.getByRole("status")).toHaveText("Showing 1-1 of 1 post");
        await list.getByRole("link", { name: `Edit “${title}”` }).click();
        await expect(box(page, "Title")).toHaveValue(title);
        await expect(page.getByRole("list", { name: "Tags added" })).toHaveCount(0);
        await expect(box(page, "Tags")).toHaveValue("forms, access");
        await box(page, "Excerpt").fill("Edited without a script.");
        await button(page, "Update").click();
        await expect(
          page.getByRole("status").filter({ hasText: "Blog post updated successfully!" }),
        ).toBeVisible();
        expect((await postsWith(page.request, word))[0]?.excerpt).toBe("Edited without a script.");

        // Delete asks first, on the page; Cancel Edit is a plain link away.
        await button(page, "Manage Blogs").click();
        await list.getByRole("button", { name: `Delete “${title}”` }).click();
        const question = page.getByRole("region", { name: "Delete this post?" });
        await expect(question).toContainText(
          `Are you sure you want to delete "${title}"? This action cannot be undone.`,
        );
        expect(await postsWith(page.request, word)).toHaveLength(1);
        await question.getByRole("button", { name: `Delete “${title}”` }).click();
        await expect(
          page.getByRole("status").filter({ hasText: `Blog "${title}" deleted successfully!` }),
        ).toBeVisible();
        await expect(list.getByText("No posts match.")).toBeVisible();
        await expect(page.getByRole("heading", { level: 2, name: "Write New Blog Post" })).toBeVisible();
        expect(await postsWith(page.request, word)).toEqual([]);
      } finally {
        await removePosts(page.request, word);
      }
    },
  );
});
