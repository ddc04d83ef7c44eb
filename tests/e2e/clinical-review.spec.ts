import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { createStore } from "#server/db/client.ts";
import { purgeExpired } from "#server/services/retention.ts";
import { jsonLdOf } from "#tests/utils/head.ts";
import { expect, expectNoSeriousAxe, gotoWhenReady, signInTo, test, toast } from "#tests/utils/playwright.ts";

/*
 * Clinical review of the blog (issue 33) on the real server and store: a
 * writer's post through a clinician's review to readers, with the review
 * line and JSON-LD in the article's HTML; who may not publish or approve; a
 * staged edit of a live post; restoring a revision; the trash.
 */

const cover = "tests/fixtures/blog-cover.jpg";
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A page signed in to the blog area as `username`, at `width` px. */
async function staffPage(browser: Browser, username: string, width = 375) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  // Hydrated before any click: before that the forms post as without
  // JavaScript and answer in the page, not with the toasts the tests read.
  const page = gotoWhenReady(await context.newPage());
  await signInTo(page, "blog", username);
  return page;
}

/** A draft written through the API by the page's account; its id and slug. */
async function writeDraft(page: Page, title: string, category = "mental-health") {
  const created = await page.request.post("/api/blogs", {
    multipart: {
      title,
      excerpt: "How to start the conversation, and what to say if they say no.",
      content: "## Start small\n\nTalk early and often. Tele-MANAS answers on 14416.",
      author: "Riya Sen",
      authorRole: "Health writer",
      category,
      tags: JSON.stringify(["parenting"]),
      status: "draft",
      image: { name: "cover.jpg", mimeType: "image/jpeg", buffer: readFileSync(cover) },
    },
  });
  expect(created.status()).toBe(201);
  const { data } = (await created.json()) as { data: { id: string; slug: string } };
  return data;
}

const openEditor = async (page: Page, id: string) => {
  await page.goto(`/admin-only-upload-blog?edit=${id}`);
  await expect(page.getByRole("heading", { name: "Clinical review" })).toBeVisible();
};

test("a writer's post goes through a clinician's review to readers, with the review line and JSON-LD", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const title = `Talking to a teenager about therapy ${unique()}`;
  const writer = await staffPage(browser, "review-writer");
  const post = await writeDraft(writer, title);

  // The writer saves and submits; there is no Publish for them, on the screen or the API.
  await openEditor(writer, post.id);
  await expect(writer.getByRole("button", { name: "Publish", exact: true })).toHaveCount(0);
  await expect(writer.getByRole("button", { name: "Update", exact: true })).toHaveCount(0);
  await expect(writer.getByRole("button", { name: "Save", exact: true })).toBeVisible();
  await writer.getByLabel("Note for the reviewer (optional)").fill("Ready for a look.");
  await writer.getByRole("button", { name: "Submit for review" }).click();
  await expect(toast(writer, "Submitted for review.")).toBeVisible();
  const publish = await writer.request.put(`/api/blogs/${post.id}`, { multipart: { status: "published" } });
  expect(publish.status()).toBe(403);
  expect((await writer.request.post(`/api/blogs/${post.id}/approve`)).status()).toBe(403);

  // A clinician who did not write it approves it, at phone width.
  const clinician = await staffPage(browser, "review-meera");
  await openEditor(clinician, post.id);
  await expect(clinician.getByText("Waiting for a clinician's review.")).toBeVisible();
  await clinician.getByLabel("Approval note (optional)").fill("Clear and kind.");
  await clinician.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(toast(clinician, "Approved. A publisher can now publish this text.")).toBeVisible();

  // A publisher puts it live, at desktop width.
  const editor = await staffPage(browser, "editor", 1440);
  await openEditor(editor, post.id);
  await editor.getByRole("button", { name: "Update", exact: true }).click();
  await expect(toast(editor, "Blog post updated successfully!")).toBeVisible();

  const article = await editor.request.get(`/blog/${post.slug}`);
  expect(article.status()).toBe(200);
  const html = await article.text();
  expect(html).toContain("Medically reviewed by");
  expect(html).toContain("Dr Meera Iyer");
  expect(html).toContain("M.Phil Clinical Psychology, RCI A12345");
  expect(html).toContain("Written by");
  expect(html).toContain("Next review due");
  const posting = jsonLdOf(html).find((data) => data["@type"] === "BlogPosting");
  const page = posting?.mainEntityOfPage as Record<string, unknown>;
  expect(page).toMatchObject({
    "@type": "WebPage",
    author: { "@type": "Person", name: "Riya Sen" },
    reviewedBy: {
      "@type": "Person",
      name: "Dr Meera Iyer",
      hasCredential: { name: "M.Phil Clinical Psychology, RCI A12345" },
    },
  });
  expect(String(page.lastReviewed)).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  // The review line leads to the reviewer's entry on the team page, credential and all.
  const reader = await browser.newPage({ viewport: { width: 375, height: 900 } });
  await reader.goto(`/blog/${post.slug}`);
  await reader.getByRole("link", { name: "Dr Meera Iyer" }).click();
  await expect(reader).toHaveURL(/\/our-team#reviewer-dr-meera-iyer$/);
  const entry = reader.locator("#reviewer-dr-meera-iyer");
  await expect(entry.getByRole("heading", { name: "Dr Meera Iyer" })).toBeVisible();
  await expect(entry).toContainText("M.Phil Clinical Psychology, RCI A12345");
  await expect(reader.getByRole("heading", { name: "Clinical reviewers" })).toBeVisible();
  await reader.close();
  await editor.request.delete(`/api/blogs/${post.id}`);
});

test("the review panel, the revisions' comparison, the due list and the trash pass axe at 375 and 1440 px", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const writer = await staffPage(browser, "review-writer");
  const post = await writeDraft(writer, `Grief in families ${unique()}`);
  await writer.request.put(`/api/blogs/${post.id}`, {
    multipart: { excerpt: "What grief does, and what helps." },
  });
  await writer.request.post(`/api/blogs/${post.id}/submit`);
  for (const width of [375, 1440]) {
    const clinician = await staffPage(browser, "review-meera", width);
    await clinician.goto(`/admin-only-upload-blog?edit=${post.id}&from=${""}`);
    await clinician.getByRole("button", { name: "Show changes" }).click();
    await expect(clinician.getByText(/Changes from revision 1 to revision 2/)).toBeVisible();
    await expect(clinician.getByRole("button", { name: "Approve", exact: true })).toBeVisible();
    await expectNoSeriousAxe(clinician, `the review panel at ${width} px`);
    await clinician.goto("/admin-only-upload-blog?manage=1&trash=1");
    await expect(clinician.getByRole("heading", { name: "Due for review" })).toBeVisible();
    await expectNoSeriousAxe(clinician, `the due list and the trash at ${width} px`);
    await clinician.context().close();
  }
  await writer.request.delete(`/api/blogs/${post.id}`);
});

test("a clinician cannot approve their own post, on the screen or through the API", async ({ browser }) => {
  const clinician = await staffPage(browser, "review-arjun", 1440);
  const post = await writeDraft(clinician, `Sleep and low mood ${unique()}`);
  expect((await clinician.request.post(`/api/blogs/${post.id}/submit`)).status()).toBe(200);
  await openEditor(clinician, post.id);
  await expect(
    clinician.getByText("You wrote part of this post, so another clinician reviews it."),
  ).toBeVisible();
  await expect(clinician.getByRole("button", { name: "Approve", exact: true })).toHaveCount(0);
  const approve = await clinician.request.post(`/api/blogs/${post.id}/approve`);
  expect(approve.status()).toBe(403);
  expect(((await approve.json()) as { error: string }).error).toBe(
    "You cannot approve your own writing: another clinician must review it.",
  );
  await clinician.request.delete(`/api/blogs/${post.id}`);
});

test("an edit of a live post stays unseen until approved and published; an older revision comes back", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const title = `Sleep hygiene basics ${unique()}`;
  const writer = await staffPage(browser, "review-writer", 1440);
  const clinician = await staffPage(browser, "review-meera", 1440);
  const editor = await staffPage(browser, "editor", 1440);
  const post = await writeDraft(writer, title);
  await writer.request.post(`/api/blogs/${post.id}/submit`);
  expect((await clinician.request.post(`/api/blogs/${post.id}/approve`)).status()).toBe(200);
  expect(
    (await editor.request.put(`/api/blogs/${post.id}`, { multipart: { status: "published" } })).status(),
  ).toBe(200);

  await openEditor(writer, post.id);
  await writer.getByRole("textbox", { name: "Title", exact: true }).fill(`${title}, revised`);
  await writer.getByRole("button", { name: "Save", exact: true }).click();
  await expect(
    toast(writer, "Saved. Readers see the live version until this change is approved and published."),
  ).toBeVisible();
  const live = async () => (await writer.request.get(`/blog/${post.slug}`)).text();
  expect(await live()).not.toContain(`${title}, revised`);

  await writer.request.post(`/api/blogs/${post.id}/submit`);
  await openEditor(clinician, post.id);
  await clinician.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(toast(clinician, "Approved.")).toBeVisible();
  expect(await live()).not.toContain(`${title}, revised`);
  await openEditor(editor, post.id);
  await editor.getByRole("button", { name: "Update", exact: true }).click();
  await expect(toast(editor, "Blog post updated successfully!")).toBeVisible();
  const current = (await (await editor.request.get(`/api/blogs/${post.id}`)).json()) as {
    data: { slug: string };
  };
  expect(await (await writer.request.get(`/blog/${current.data.slug}`)).text()).toContain(
    `${title}, revised`,
  );

  // Compare two revisions, then restore the first: it is the editor's text again.
  await openEditor(writer, post.id);
  await writer.getByRole("button", { name: "Show changes" }).click();
  await expect(writer.getByText(/Changes from revision 1 to revision 2/)).toBeVisible();
  await writer.getByRole("button", { name: "Restore revision 1" }).click();
  await expect(toast(writer, "Revision restored.")).toBeVisible();
  // The answer's toast shows as the action returns; the form starts afresh
  // once the page's data is read again after it, which a busy machine slows.
  await expect(writer.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(title, {
    timeout: 15_000,
  });
  await editor.request.delete(`/api/blogs/${post.id}`);
});

test("a deleted post is restorable from the trash for 30 days, then gone", async ({ browser }) => {
  const title = `Exam stress ${unique()}`;
  const editor = await staffPage(browser, "editor");
  const post = await writeDraft(editor, title, "research");
  await editor.request.put(`/api/blogs/${post.id}`, { multipart: { status: "published" } });
  expect((await editor.request.get(`/blog/${post.slug}`)).status()).toBe(200);
  expect((await editor.request.delete(`/api/blogs/${post.id}`)).status()).toBe(200);
  expect((await editor.request.get(`/blog/${post.slug}`)).status()).toBe(404);

  await editor.goto("/admin-only-upload-blog?manage=1&trash=1");
  await expect(editor.getByRole("heading", { name: "Trash" })).toBeVisible();
  await editor.getByRole("button", { name: `Restore ${title}` }).click();
  await expect(toast(editor, `Blog "${title}" restored as a draft.`)).toBeVisible();
  const restored = (await (await editor.request.get(`/api/blogs/${post.id}`)).json()) as {
    data: { status: string };
  };
  expect(restored.data.status).toBe("draft");

  // Deleted again, and the retention job runs as it would 31 days later.
  await editor.request.delete(`/api/blogs/${post.id}`);
  const store = createStore({ dataDir: process.env.E2E_DATA_DIR ?? "" });
  try {
    const later = () => new Date(Date.now() + 31 * 86_400_000);
    expect((await purgeExpired(store.db, later, 365)).trashedPosts).toBeGreaterThanOrEqual(1);
  } finally {
    await store.close();
  }
  await editor.reload();
  await expect(editor.getByRole("button", { name: `Restore ${title}` })).toHaveCount(0);
  expect((await editor.request.post(`/api/blogs/${post.id}/restore`)).status()).toBe(404);
});

test("an admin adds a clinician's credential on the Staff screen, and only then may they approve", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const writer = await staffPage(browser, "review-writer");
  const post = await writeDraft(writer, `Postpartum mood ${unique()}`);
  await writer.request.post(`/api/blogs/${post.id}/submit`);
  const newcomer = await staffPage(browser, "review-newcomer");
  const early = await newcomer.request.post(`/api/blogs/${post.id}/approve`);
  expect(early.status()).toBe(403);
  expect(((await early.json()) as { error: string }).error).toContain("no clinical credential");

  for (const width of [375, 1440]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const admin = gotoWhenReady(await context.newPage());
    await signInTo(admin, "leads");
    await admin.goto("/admin-only-demo-requests/staff");
    await expect(admin.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
    await expectNoSeriousAxe(admin, `the Staff screen at ${width} px`);
    if (width === 375) {
      const row = admin.getByRole("form", { name: "review-newcomer" });
      await row.getByLabel("Name on articles").fill("Dr Kavya Rao");
      await row.getByLabel("Clinical credential").fill("M.Phil Clinical Psychology, RCI B67890");
      await row.getByRole("button", { name: "Save" }).click();
      await expect(toast(admin, "Saved review-newcomer's name and credential.")).toBeVisible();
    }
    await context.close();
  }
  expect((await newcomer.request.post(`/api/blogs/${post.id}/approve`)).status()).toBe(200);
  const steps = (await (await newcomer.request.get(`/api/blogs/${post.id}/reviews`)).json()) as {
    data: { action: string; by: string }[];
  };
  expect(steps.data[0]).toMatchObject({ action: "approve", by: "Dr Kavya Rao" });
  await writer.request.delete(`/api/blogs/${post.id}`);
});
