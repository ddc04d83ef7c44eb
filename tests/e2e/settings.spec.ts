import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import {
  adminPassword,
  adminUsername,
  type RunningServer,
  signInAdmin,
  startServer,
} from "../faults/server.ts";
import { expect, gotoWhenReady, pageReady, signInTo, test } from "../utils/playwright.ts";

/**
 * Settings change what every public page shows, with no rebuild and no
 * restart, in this process and in another one on the same store. These
 * tests run two servers of their own (the suite's server keeps the
 * defaults the other tests expect), both on one SQLite store.
 */
// Two servers of their own and a photo through the image pipeline: about
// 20 s on a quiet 2-core machine, so the limit leaves room for a busy one.
test.describe.configure({ mode: "serial", timeout: 120_000 });

let dataDir: string;
let first: RunningServer;
let second: RunningServer;

test.beforeAll(async () => {
  // Its servers' cold starts, on a busy machine, can take longer than a hook's default 30 s.
  test.setTimeout(90_000);
  dataDir = mkdtempSync(join(tmpdir(), "anvaya-settings-"));
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

/** A page's HTML from one of the servers. */
const html = async (server: RunningServer, path: string) => (await fetch(`${server.origin}${path}`)).text();

/** Waits (a few seconds at most) until `path` on `server` satisfies `check`. */
async function eventually(server: RunningServer, path: string, check: (body: string) => boolean) {
  await expect.poll(async () => check(await html(server, path)), { timeout: 10_000 }).toBe(true);
}

test.use({ viewport: { width: 375, height: 800 } });

test("a change in Settings shows on the public pages of both processes, and an unset phone hides every call button", async ({
  page,
}) => {
  // Before: no phone anywhere, no leadership section and no placeholder.
  for (const server of [first, second]) {
    expect(await html(server, "/contact-us")).not.toContain("tel:+91");
    const team = await html(server, "/our-team");
    expect(team).not.toContain('id="leadership"');
    expect(team).not.toMatch(/Name to be announced|Placeholder/);
    expect(await html(server, "/privacy")).not.toContain("grievance@clinic.example");
  }

  const login = await page.request.post(`${first.origin}/api/auth/login`, {
    data: { username: adminUsername, password: adminPassword, area: "leads" },
    headers: { "x-forwarded-for": "192.0.2.77" },
  });
  expect(login.ok()).toBe(true);
  await page.goto(`${first.origin}/admin-only-demo-requests/settings`);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();

  await page.getByLabel("Phone number").fill("080 4123 4567");
  await page.getByLabel("Hours (line 1)").fill("9 am to 6 pm IST");
  await page.getByLabel("Grievance email").fill("grievance@clinic.example");
  const row = page.locator("[data-leader-row]").first();
  await row.getByLabel("Name").fill("Dr Asha Menon");
  await row.getByLabel("Title").fill("Chief Clinical Officer");
  await row.getByLabel("Expertise (optional)").fill("Clinical psychologist, 15 years in community care");
  const photo = await sharp({
    create: { width: 640, height: 640, channels: 3, background: { r: 15, g: 118, b: 110 } },
  })
    .png()
    .toBuffer();
  await row
    .getByLabel("Photo (optional)")
    .setInputFiles({ name: "asha.png", mimeType: "image/png", buffer: photo });
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Settings saved" })).toBeVisible();

  for (const server of [first, second]) {
    await eventually(server, "/contact-us", (body) => body.includes('href="tel:+918041234567"'));
    const contact = await html(server, "/contact-us");
    expect(contact).toContain("+91 80412 34567");
    expect(contact).toContain("9 am to 6 pm IST");
    await eventually(server, "/our-team", (body) => body.includes("Dr Asha Menon"));
    expect(await html(server, "/our-team")).toMatch(/<img[^>]+src="\/media\/[0-9a-f]{16}-480\.webp"/);
    await eventually(server, "/faqs", (body) => body.includes("9 am to 6 pm IST"));
    // The notice in force, kept in memory, names the new contact in both languages.
    for (const path of ["/privacy", "/hi/privacy"]) {
      await eventually(server, path, (body) => body.includes("grievance@clinic.example"));
    }
  }

  // What a visitor sees on the other process, at phone width: the call button and the leader with a photo.
  await page.goto(`${second.origin}/contact-us`);
  await expect(page.getByRole("link", { name: "Call now" })).toHaveAttribute("href", "tel:+918041234567");
  await page.goto(`${second.origin}/our-team`);
  const card = page.locator("[data-leader]");
  await expect(card).toHaveCount(1);
  await expect(card.getByRole("heading", { name: "Dr Asha Menon" })).toBeVisible();
  await expect(card.locator("img")).toBeVisible();

  // Clearing the phone hides every call button and tel: link on both.
  await page.goto(`${first.origin}/admin-only-demo-requests/settings`);
  await page.getByLabel("Phone number").fill("");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Settings saved" })).toBeVisible();
  for (const server of [first, second]) {
    for (const path of ["/contact-us", "/faqs", "/", "/request-a-demo"]) {
      await eventually(server, path, (body) => !body.includes("tel:+91804"));
    }
    const contact = await html(server, "/contact-us");
    expect(contact).not.toContain("Call now");
    expect(await html(server, "/faqs")).not.toContain("Phone Support");
  }
});

test("a save made from an old copy of the form is refused, and bad input is shown by its field", async ({
  browser,
}) => {
  const one = gotoWhenReady(await browser.newPage());
  const two = gotoWhenReady(await browser.newPage());
  for (const [index, page] of [one, two].entries()) {
    const login = await page.request.post(`${first.origin}/api/auth/login`, {
      data: { username: adminUsername, password: adminPassword, area: "leads" },
      headers: { "x-forwarded-for": `192.0.2.${80 + index}` },
    });
    expect(login.ok()).toBe(true);
    await page.goto(`${first.origin}/admin-only-demo-requests/settings`);
    await page.locator(pageReady).waitFor({ state: "attached" });
  }
  await one.getByLabel("Contact email").fill("hello@anvaya.in");
  await one.getByRole("button", { name: "Save settings" }).click();
  await expect(one.getByRole("status").filter({ hasText: "Settings saved" })).toBeVisible();

  await two.getByLabel("Contact email").fill("other@anvaya.in");
  await two.getByRole("button", { name: "Save settings" }).click();
  await expect(
    two.getByRole("alert").filter({ hasText: "Someone saved the settings after you opened them" }),
  ).toBeVisible();
  expect(await html(first, "/contact-us")).toContain("hello@anvaya.in");

  await one.getByLabel("WhatsApp number").fill("12345");
  await one.getByRole("button", { name: "Save settings" }).click();
  await expect(one.getByLabel("WhatsApp number")).toHaveAttribute("aria-invalid", "true");
  await expect(one.locator("#settings-whatsapp-error")).toContainText(
    "The WhatsApp number: Enter a 10-digit Indian number",
  );
});

test("the switch that requires clinical review holds back health posts on both processes, and only those", async ({
  page,
}) => {
  // Four saves and up to a dozen posts with pictures, over two processes.
  test.setTimeout(120_000);
  const login = await page.request.post(`${first.origin}/api/auth/login`, {
    data: { username: adminUsername, password: adminPassword, area: "leads" },
    headers: { "x-forwarded-for": "192.0.2.90" },
  });
  expect(login.ok()).toBe(true);
  const saveSwitch = async (on: boolean) => {
    await page.goto(`${first.origin}/admin-only-demo-requests/settings`);
    await page.locator(pageReady).waitFor({ state: "attached" });
    const box = page.getByRole("checkbox", { name: "Require clinical review before publishing" });
    await box.focus();
    // The keyboard alone: Space ticks it.
    if ((await box.isChecked()) !== on) await page.keyboard.press("Space");
    await expect(box).toBeChecked({ checked: on });
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Settings saved" })).toBeVisible();
  };
  // The other process publishes, as the blog's own admin would.
  const cookie = await signInAdmin(second.origin, "blog");
  const cover = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#0f766e" } })
    .jpeg()
    .toBuffer();
  const publish = async (title: string, category: string) => {
    const body = new FormData();
    const fields = {
      title,
      excerpt: "What helps, in plain words.",
      content: "Sleep matters for mood. ".repeat(40),
      author: "Riya Sen",
      authorRole: "Health writer",
      category,
      tags: JSON.stringify(["sleep"]),
      status: "published",
    };
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    body.set("image", new Blob([new Uint8Array(cover)], { type: "image/jpeg" }), "cover.jpg");
    const answer = await fetch(`${second.origin}/api/blogs`, {
      method: "POST",
      headers: { cookie, origin: second.origin },
      body,
    });
    return { status: answer.status, body: (await answer.json()) as { error?: string } };
  };

  await saveSwitch(true);
  // A health category waits for a clinician; a category the company did not pick does not.
  await expect
    .poll(async () => (await publish(`Sleep and mood ${Date.now()}`, "mental-health")).status, {
      // Each try publishes a post with a picture to encode: seconds apiece on a busy machine.
      timeout: 30_000,
    })
    .toBe(409);
  const held = await publish("Sleep and mood, held", "mental-health");
  expect(held.body.error).toBe(
    "This post needs a clinician's approval before it is published. Submit it for review.",
  );
  expect((await publish("What we learned building TheraSim", "technology")).status).toBe(201);

  await saveSwitch(false);
  await expect
    .poll(async () => (await publish(`Sleep and mood ${Date.now()}`, "mental-health")).status, {
      timeout: 30_000,
    })
    .toBe(201);
});

test("Settings are for the admin role only: a leads account is told so, with no form", async ({ page }) => {
  // The suite's own server, where the leads-desk account exists.
  await signInTo(page, "leads", "leads-desk");
  const answer = await page.goto("/admin-only-demo-requests/settings");
  expect(answer?.status()).toBe(403);
  await expect(page.getByText("Settings are open to administrators only.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save settings" })).toHaveCount(0);
});
