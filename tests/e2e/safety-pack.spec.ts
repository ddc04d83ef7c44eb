import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { test as baseTest, type Page, type PlaywrightWorkerArgs } from "@playwright/test";
import { consentWording } from "#common/consent.ts";
import { EXIT_PAGE_URL } from "#common/constants.ts";
import { defaultSiteConfig } from "#common/site-config.ts";
import { expect, expectNoSeriousAxe, ownAddress, pageReady, test } from "#tests/utils/playwright.ts";
import { staffPassword } from "#tests/utils/staff.ts";

/*
 * The visitor safety pack of issue 33 on the real server and store: "Exit
 * this page" (the neutral site is outside and this machine is offline, so
 * the browser's request for it is answered here with a tiny page), the
 * under-18 answer on the contact form's therapy path (the store is read to
 * see that nothing of it was kept), the not-an-emergency-service notices,
 * and axe on the new screens at 375 and 1440 px.
 */

const neutralPage = "<!doctype html><html lang=en><title>Weather</title><h1>Weather</h1></html>";
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const consent = consentWording(defaultSiteConfig.name);

/** Answers the neutral site with a tiny page, as the real one would answer. */
async function neutralSite(page: Page) {
  await page
    .context()
    .route(`${EXIT_PAGE_URL}**`, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: neutralPage }),
    );
}

const exitButton = (page: Page) => page.getByRole("link", { name: "Exit this page" });

/** A published article in a health category, written through the staff API; its slug. */
async function healthArticle(playwright: PlaywrightWorkerArgs["playwright"]): Promise<string> {
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const login = await api.post("/api/auth/login", {
      data: { username: "editor", password: staffPassword, area: "blog" },
    });
    expect(login.ok()).toBe(true);
    const answer = await api.post("/api/blogs", {
      multipart: {
        title: `Coping with exam stress ${unique()}`,
        excerpt: "What helps when exams weigh on you, in plain words.",
        content: "Exams can feel overwhelming.\n\n## Sleep first\n\nSleep matters more than one more hour.",
        author: "Dr Asha Rao",
        authorRole: "Clinical psychologist",
        category: "mental-health",
        tags: JSON.stringify(["stress"]),
        status: "published",
        image: {
          name: "cover.jpg",
          mimeType: "image/jpeg",
          buffer: readFileSync("tests/fixtures/blog-cover.jpg"),
        },
      },
    });
    expect(answer.status(), await answer.text()).toBe(201);
    return ((await answer.json()) as { data: { slug: string } }).data.slug;
  } finally {
    await api.dispose();
  }
}

/** What the store holds about one visitor's address and name: messages, mail, audit entries. */
function storeTraces(email: string, name: string) {
  const db = new DatabaseSync(join(process.env.E2E_DATA_DIR ?? "", "site.db"), { readOnly: true });
  try {
    const count = (sql: string, ...params: string[]) => (db.prepare(sql).get(...params) as { n: number }).n;
    return {
      messages: count("SELECT COUNT(*) AS n FROM contact_messages WHERE email = ? OR name = ?", email, name),
      mail: count("SELECT COUNT(*) AS n FROM outbox WHERE recipient = ? OR body LIKE ?", email, `%${name}%`),
      audit: count("SELECT COUNT(*) AS n FROM audit_log WHERE detail LIKE ?", `%${name}%`),
    };
  } finally {
    db.close();
  }
}

/** The contact form on the therapy path, filled in by someone who answers the age question `adult`. */
async function fillTherapyMessage(page: Page, name: string, email: string, adult: "Yes" | "No") {
  await page.getByLabel("What is your message about?").selectOption("therapy");
  await page.getByRole("group", { name: "Are you 18 or over?" }).getByLabel(adult).check();
  await page.getByLabel("Your name", { exact: true }).fill(name);
  await page.getByLabel("Your email address").fill(email);
  await page.getByLabel("Subject", { exact: true }).fill("Starting therapy");
  await page.getByLabel("Your message", { exact: true }).fill("I am 15 and I feel low most days.");
  await page.getByLabel(consent.contact_message.text, { exact: true }).check();
}

test.describe("Exit this page", () => {
  test("replaces the page with the neutral site, and Back does not return to it", async ({ page }) => {
    await neutralSite(page);
    await page.goto("/faqs");
    await page.goto("/get-help");
    await page.waitForSelector(pageReady);
    await expect(exitButton(page)).toHaveAttribute("href", EXIT_PAGE_URL);
    await exitButton(page).click();
    await expect(page).toHaveURL(EXIT_PAGE_URL);
    await expect(page.getByRole("heading", { name: "Weather" })).toBeVisible();
    await page.goBack();
    // The crisis page was replaced in the history: Back goes to the page before it.
    await expect(page).toHaveURL(/\/faqs$/);
  });

  test("Shift pressed three times leaves the page, and the button says so", async ({ page }) => {
    await neutralSite(page);
    await page.goto("/");
    await page.goto("/contact-us");
    await page.waitForSelector(pageReady);
    await expect(exitButton(page)).toHaveAccessibleDescription(
      "Or press the Shift key 3 times to leave this page quickly.",
    );
    // Typing capitals in the form never counts.
    await page.getByLabel("Your name", { exact: true }).pressSequentially("Asha Rao Ok");
    await expect(page).toHaveURL(/\/contact-us$/);
    await page.keyboard.press("Shift");
    await page.keyboard.press("Shift");
    await page.keyboard.press("Shift");
    await expect(page).toHaveURL(EXIT_PAGE_URL);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test("is sticky below the header, at least 44 px tall, with a visible focus", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/get-help");
    await page.waitForSelector(pageReady);
    const box = await exitButton(page).boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await page.mouse.wheel(0, 1500);
    await expect(exitButton(page)).toBeInViewport();
    await exitButton(page).focus();
    const background = await exitButton(page).evaluate(
      (element) => getComputedStyle(element).backgroundColor,
    );
    expect(background).toBe("rgb(255, 221, 0)");
  });

  test("is on articles in a health category only", async ({ page, playwright }) => {
    const slug = await healthArticle(playwright);
    await page.goto(`/blog/${slug}`);
    await expect(exitButton(page)).toBeVisible();
    await page.goto("/blog/ai-assisted-soap-notes");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(exitButton(page)).toHaveCount(0);
  });

  test("the footer links the crisis help page; the header still jumps to the footer", async ({ page }) => {
    await page.goto("/faqs");
    await expect(page.getByRole("link", { name: "Get help now" }).first()).toHaveAttribute(
      "href",
      "#get-help",
    );
    await page.getByRole("link", { name: "More ways to get help" }).click();
    await expect(page).toHaveURL(/\/get-help$/);
    await expect(page.getByRole("heading", { level: 1, name: "Get help now" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Call Tele-MANAS 14416" })).toHaveAttribute(
      "href",
      "tel:14416",
    );
    await expect(page.getByRole("link", { name: "Call 112" })).toHaveAttribute("href", "tel:112");
  });
});

// The plain test: this project's `test` waits for the page script on every goto.
baseTest.describe("without JavaScript", () => {
  baseTest.use({ javaScriptEnabled: false });

  baseTest("Exit this page is a plain link to the neutral site", async ({ page }) => {
    await neutralSite(page);
    await page.goto("/get-help");
    await expect(exitButton(page)).toHaveAttribute("href", EXIT_PAGE_URL);
    await expect(exitButton(page)).toHaveAttribute("rel", "noreferrer");
    // No shortcut without the script, so none is announced.
    await expect(exitButton(page)).toHaveAccessibleDescription("");
    await exitButton(page).click();
    await expect(page).toHaveURL(EXIT_PAGE_URL);
  });

  baseTest("an under-18 answer on the therapy path stores nothing and shows Tele-MANAS", async ({ page }) => {
    const name = `Young${unique()}`;
    const email = `${name.toLowerCase()}@example.com`;
    await ownAddress(page, name);
    await page.goto("/contact-us");
    // The stylesheet shows the question and the path as they are chosen, before any post.
    await expect(page.getByRole("group", { name: "Are you 18 or over?" })).toBeHidden();
    await fillTherapyMessage(page, name, email, "No");
    await expect(page.getByRole("heading", { name: "Please talk to Tele-MANAS" })).toBeVisible();
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    const path = page.getByRole("alert").filter({ hasText: "Please talk to Tele-MANAS" });
    await expect(path).toBeVisible();
    await expect(path.getByRole("link", { name: "14416" })).toHaveAttribute("href", "tel:14416");
    await expect(path.getByRole("link", { name: "112" })).toHaveAttribute("href", "tel:112");
    await expect(page.getByText("Your message was not sent")).toBeHidden();
    expect(storeTraces(email, name)).toEqual({ messages: 0, mail: 0, audit: 0 });
  });
});

test("with JavaScript, an under-18 answer sends nothing, stores nothing and shows Tele-MANAS", async ({
  page,
}) => {
  const name = `Young${unique()}`;
  const email = `${name.toLowerCase()}@example.com`;
  await ownAddress(page, name);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.goto("/contact-us");
  await page.waitForSelector(pageReady);
  await fillTherapyMessage(page, name, email, "No");
  await page.getByRole("button", { name: "Send message" }).click();
  const path = page.locator("#contact-under-18");
  await expect(path).toBeFocused();
  await expect(path).toHaveAttribute("role", "alert");
  await expect(page).toHaveURL(/\/contact-us$/);
  expect(posts).toEqual([]);
  expect(storeTraces(email, name)).toEqual({ messages: 0, mail: 0, audit: 0 });

  // Had it been sent, the API refuses it the same way, storing nothing.
  const answer = await page.request.post("/api/contact", {
    data: {
      inquiryType: "therapy",
      adult: "no",
      name,
      email,
      subject: "Starting therapy",
      message: "I am 15.",
      agreeToContact: true,
    },
  });
  expect(answer.status()).toBe(422);
  expect(await answer.json()).toMatchObject({ success: false, code: "under-18", stored: false });
  expect(storeTraces(email, name)).toEqual({ messages: 0, mail: 0, audit: 0 });
});

test("every form a person seeking help may use says it is not an emergency service, with the numbers", async ({
  page,
}) => {
  for (const path of ["/contact-us", "/request-a-demo", "/coming-soon"]) {
    await page.goto(path);
    const notice = page.locator("form").getByText("This form is not an emergency service.");
    await expect(notice, path).toBeVisible();
    const box = page.locator("form [data-slot=not-emergency]");
    await expect(box.getByRole("link", { name: "14416" }), path).toHaveAttribute("href", "tel:14416");
    await expect(box.getByRole("link", { name: "112" }), path).toHaveAttribute("href", "tel:112");
  }
});

test("Try TheraSim says the sample is scripted, and what TheraSim's AI does and does not do", async ({
  page,
}) => {
  await page.goto("/try-therasim");
  await expect(page.getByText("not a live AI").first()).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "What TheraSim's AI does, and what it does not" }),
  ).toBeVisible();
  await expect(page.getByText("It does not give therapy or counselling to anyone.")).toBeVisible();
  await expect(page.getByText("It does not diagnose or assess a real person.")).toBeVisible();
  await expect(page.getByText("It is not for people who are struggling or in distress.")).toBeVisible();
});

test.describe("axe on the new screens", () => {
  for (const width of [375, 1440]) {
    test(`at ${width} px: /get-help, /contact-us with the under-18 path shown, a health article`, async ({
      page,
      playwright,
    }) => {
      test.setTimeout(90_000);
      const slug = await healthArticle(playwright);
      await page.setViewportSize({ width, height: 900 });
      const check = (label: string) => expectNoSeriousAxe(page, label);
      await page.goto("/get-help");
      await page.waitForSelector(pageReady);
      await check("/get-help");

      await page.goto("/contact-us");
      await page.waitForSelector(pageReady);
      await page.getByLabel("What is your message about?").selectOption("therapy");
      await page.getByRole("group", { name: "Are you 18 or over?" }).getByLabel("No").check();
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page.locator("#contact-under-18")).toBeFocused();
      await check("/contact-us, under 18");

      await page.goto(`/blog/${slug}`);
      await page.waitForSelector(pageReady);
      await check(`/blog/${slug}`);
    });
  }
});
