import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { test as baseTest, type Page } from "@playwright/test";
import { defaultSiteConfig as siteConfig } from "#app/content/site-config.ts";
import { consentWording } from "#common/consent.ts";
import { phoneFormatMessage } from "#common/phone.ts";
import { adminPassword, adminUsername, type RunningServer, startServer } from "#tests/faults/server.ts";
import { expect, expectNoSeriousAxe, ownAddress, signInTo, test } from "#tests/utils/playwright.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";

/*
 * "Request a callback" (issue 47) in the browser, on the real server and
 * store: the form sent with JavaScript and without, in English and in
 * Hindi; a note that suggests a risk puts the crisis lines first and marks
 * the request urgent; staff find it in the Callbacks view, with the number
 * to tap, move it to Called and close it as Reached. The same on a server
 * of this spec's own on PostgreSQL.
 */

const consent = {
  en: consentWording(siteConfig.name).callback_request.text,
  hi: consentWording(siteConfig.name, "hi").callback_request.text,
};

const callbacksView = "/admin-only-demo-requests/callbacks";

let senders = 0;

/**
 * A name and a ten-digit Indian mobile number of this sender's own (with its
 * E.164 form), so that no request is another's repeat: the time, the
 * worker's process and a count.
 */
function freshSender(label: string) {
  senders += 1;
  const digits = `9${String(Date.now() % 100_000).padStart(5, "0")}${String(process.pid % 100).padStart(2, "0")}${String(senders % 100).padStart(2, "0")}`;
  return {
    name: `${label} ${Date.now().toString(36)}${senders}`,
    phone: `${digits.slice(0, 5)} ${digits.slice(5)}`,
    e164: `+91${digits}`,
  };
}

type Sender = ReturnType<typeof freshSender>;

/** Fills the English form as a visitor does, at any time of day; the consent box left unticked when asked. */
async function fillCallback(
  page: Page,
  sender: Sender,
  { note, tick = true }: { note?: string; tick?: boolean } = {},
) {
  await page.getByLabel("Your name", { exact: true }).fill(sender.name);
  await page.getByLabel("Phone number", { exact: true }).fill(sender.phone);
  await page.getByRole("group", { name: "Language for the call" }).getByLabel("English").check();
  await page.getByLabel("What is it about?").selectOption("therapy");
  if (note) await page.getByLabel("Anything we should know first (optional)").fill(note);
  if (tick) await page.getByLabel(consent.en, { exact: true }).check();
}

/** The requests stored under `name` in the suite's own store (playwright.config.ts gives its folder). */
function storedUnder(name: string): number {
  const db = new DatabaseSync(join(process.env.E2E_DATA_DIR ?? "", "site.db"), { readOnly: true });
  try {
    const row = db.prepare("SELECT count(*) AS n FROM callback_requests WHERE name = ?").get(name) as {
      n: number;
    };
    return row.n;
  } finally {
    db.close();
  }
}

/** The staff view's card of `name`'s request, found by its name. */
async function cardOf(page: Page, name: string) {
  await page.goto(`${callbacksView}?search=${encodeURIComponent(name)}`);
  return page.getByRole("article", { name, exact: true });
}

test("at 375 px: a request sent with JavaScript is thanked, shows in Callbacks with its number to tap, and is called and closed as Reached", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 800 });
  const sender = freshSender("Phone Asha");
  await ownAddress(page, sender.name);
  await page.goto("/request-a-callback");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request a callback");
  // The consent box is required, and the privacy notice is read with it.
  const box = page.getByLabel(consent.en, { exact: true });
  await expect(box).toHaveAttribute("required", "");
  const notice = page.locator(`[id="${((await box.getAttribute("aria-describedby")) ?? "").split(" ")[0]}"]`);
  await expect(notice.getByRole("link", { name: "Privacy notice" })).toHaveAttribute("href", "/privacy");
  await fillCallback(page, sender, { note: "Evenings are easier for me." });
  // A window of the day rather than any time: the second choice, whatever the support hours are.
  const when = page.getByLabel("When can we call? (India time, IST)");
  await expect(when).toHaveValue("any");
  const window = when.locator("option").nth(1);
  const windowValue = (await window.getAttribute("value")) ?? "";
  const windowWords = (await window.textContent()) ?? "";
  expect(windowValue).toMatch(/^\d{2}:\d{2}-\d{2}:\d{2}$/);
  await when.selectOption(windowValue);

  const sent = page.waitForRequest("**/api/callback");
  await page.getByRole("button", { name: "Request a callback" }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    name: sender.name,
    phone: sender.phone,
    callLanguage: "en",
    window: windowValue,
    topic: "therapy",
    note: "Evenings are easier for me.",
    agreeToContact: true,
  });
  await expect(page).toHaveURL(/\/request-a-callback\/sent$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We will call you");
  await expect(page.getByText("will phone you within two business hours")).toBeVisible();
  // Not urgent: the crisis line stays a notice, after the thanks.
  await expect(page.getByText("Please call someone now")).toHaveCount(0);
  await expect(page.getByText("This form is not an emergency service.")).toBeVisible();
  expect(storedUnder(sender.name)).toBe(1);

  // Staff find it through the navigation, with the number to tap and when to call.
  await signInTo(page, "leads");
  await page.goto("/admin-only-demo-requests");
  await page
    .getByRole("navigation", { name: "Staff areas" })
    .getByRole("link", { name: "Callbacks" })
    .click();
  await expect(page).toHaveURL(new RegExp(`${callbacksView}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Callbacks" })).toBeVisible();
  const card = await cardOf(page, sender.name);
  await expect(card.getByRole("link", { name: sender.e164 })).toHaveAttribute("href", `tel:${sender.e164}`);
  await expect(card).toContainText(`Call ${windowWords} IST, in English.`);
  await expect(card).toContainText("Starting therapy");
  await expect(card.getByText("New", { exact: true })).toBeVisible();
  await expect(card.getByText("Open", { exact: true })).toBeVisible();

  await card.getByRole("link", { name: `View details of the callback from ${sender.name}` }).click();
  await expect(page).toHaveURL(/[?&]callback=[^&]+/);
  const detail = page.getByRole("dialog", { name: `Callback for ${sender.name}` });
  await expect(detail.getByRole("link", { name: sender.e164 })).toHaveAttribute("href", `tel:${sender.e164}`);
  await expect(detail).toContainText("Evenings are easier for me.");
  // The consent as it was given: its words and where.
  await expect(detail).toContainText(`“${consent.en}”`);
  await expect(detail).toContainText("Web page (with JavaScript), /request-a-callback");
  // They gave no address: no reply by mail is offered.
  await expect(detail.getByText("No email address was given: answer by phone.")).toBeVisible();
  await expect(detail.getByRole("button", { name: "Send reply" })).toHaveCount(0);

  // Called: the stage moves on and the first response is recorded.
  const handling = detail.getByRole("region", { name: "Handling" });
  await expect(handling.getByLabel("Stage")).toHaveValue("new");
  await handling.getByLabel("Stage").selectOption({ label: "Called" });
  await handling.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Lead updated")).toBeVisible();
  await expect(handling.getByLabel("Stage")).toHaveValue("called");
  await expect(handling).toContainText("First answered");

  // Reached: the outcome closes it.
  await handling.getByLabel("Outcome").selectOption({ label: "Reached" });
  await handling.getByRole("button", { name: "Save" }).click();
  await expect(handling).toContainText("Closed: reopen it to move its stage on.");
  await expect(handling.getByLabel("Outcome")).toHaveValue("reached");
  await expect(handling.getByLabel("Stage")).toBeDisabled();
  await expect(detail.getByRole("button", { name: "Reopen callback" })).toBeVisible();

  // Read again from the server, the list says so too.
  const closed = await cardOf(page, sender.name);
  await expect(closed.getByText("Closed", { exact: true })).toBeVisible();
  await expect(closed.getByText("New", { exact: true })).toHaveCount(0);
});

test("a note that suggests a risk puts the crisis lines first, and staff see the request as urgent", async ({
  page,
}) => {
  const sender = freshSender("Risk Meera");
  await ownAddress(page, sender.name);
  await page.goto("/request-a-callback");
  await fillCallback(page, sender, { note: "I want to end my life, please call me." });
  await page.getByRole("button", { name: "Request a callback" }).click();
  await expect(page).toHaveURL(/\/request-a-callback\/sent\?urgent=1$/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Please call someone now");
  // The first thing to tap is Tele-MANAS, before the thanks.
  await expect(main.getByRole("link").first()).toHaveAttribute("href", "tel:14416");
  await expect(main.getByRole("link", { name: /112/ })).toHaveAttribute("href", "tel:112");
  await expect(main.getByRole("heading", { level: 2, name: "We will call you" })).toBeVisible();

  await signInTo(page, "leads");
  const card = await cardOf(page, sender.name);
  await expect(card.getByText("Urgent", { exact: true })).toBeVisible();
  await expect(card).toContainText("The note suggests the person may be at risk.");
  await card.getByRole("link", { name: `View details of the callback from ${sender.name}` }).click();
  const detail = page.getByRole("dialog", { name: `Callback for ${sender.name}` });
  await expect(detail.getByText("Urgent", { exact: true })).toBeVisible();
  await expect(detail).toContainText("I want to end my life, please call me.");
});

test("the form repeats the crisis line, and the contact and practitioners pages offer it", async ({
  page,
}) => {
  await ownAddress(page, `crisis-line-${senders}`);
  await page.goto("/request-a-callback");
  const form = page.locator("form[action='/request-a-callback']");
  const notice = form.locator("[data-slot='not-emergency']");
  await expect(notice).toContainText("This form is not an emergency service.");
  await expect(notice.getByRole("link", { name: "14416" })).toHaveAttribute("href", "tel:14416");
  await expect(notice.getByRole("link", { name: "112" })).toHaveAttribute("href", "tel:112");

  for (const path of ["/contact-us", "/solutions/practitioners"]) {
    await page.goto(path);
    const offer = page.getByRole("region", { name: "Rather talk?" });
    await expect(offer.getByRole("link", { name: "Request a callback" })).toHaveAttribute(
      "href",
      "/request-a-callback",
    );
  }
  // The Hindi contact page offers the Hindi form.
  await page.goto("/hi/contact-us");
  await expect(page.getByRole("link", { name: "कॉल-बैक का अनुरोध करें" })).toHaveAttribute(
    "href",
    "/hi/request-a-callback",
  );
  await page.getByRole("link", { name: "कॉल-बैक का अनुरोध करें" }).click();
  await expect(page).toHaveURL(/\/hi\/request-a-callback$/);
});

test("the Hindi form is in Hindi, says what is wrong in Hindi, and lands on the Hindi thank-you page", async ({
  page,
}) => {
  const sender = freshSender("प्रिया");
  await ownAddress(page, `hindi-${senders}`);
  await page.goto("/hi/request-a-callback");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("कॉल-बैक का अनुरोध करें");
  // The call's language starts as the page's.
  const language = page.getByRole("group", { name: "कॉल की भाषा" });
  await expect(language.getByLabel("हिन्दी")).toBeChecked();

  const send = page.getByRole("button", { name: "कॉल-बैक का अनुरोध करें" });
  await send.click();
  const name = page.getByLabel("आपका नाम", { exact: true });
  await expect(page.getByText("अपना नाम लिखें।")).toBeVisible();
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("बॉक्स पर टिक करें, ताकि हम आपको कॉल कर सकें।")).toBeVisible();

  await name.fill(sender.name);
  await page.getByLabel("फ़ोन नंबर", { exact: true }).fill(sender.phone);
  await page.getByLabel("हम कब कॉल करें? (भारतीय समय, IST)").selectOption("any");
  await page.getByLabel("बात किस बारे में है?").selectOption({ label: "सामान्य सवाल" });
  await page.getByLabel("पहले से कुछ बताना चाहें तो (वैकल्पिक)").fill("शाम को बात करना आसान है।");
  await page.getByLabel(consent.hi, { exact: true }).check();
  const sent = page.waitForRequest("**/api/callback");
  await send.click();
  expect((await sent).postDataJSON()).toMatchObject({
    language: "hi",
    name: sender.name,
    callLanguage: "hi",
    topic: "general",
  });
  await expect(page).toHaveURL(/\/hi\/request-a-callback\/sent$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("हम आपको कॉल करेंगे");
  expect(storedUnder(sender.name)).toBe(1);
});

test("the API refuses in Hindi when the form was in Hindi", async ({ request }) => {
  const answer = await request.post("/api/callback", {
    headers: { "x-forwarded-for": `198.51.100.47-api-${Date.now()}` },
    data: {
      language: "hi",
      name: "",
      phone: "98765 43210",
      callLanguage: "hi",
      window: "any",
      topic: "general",
      agreeToContact: true,
    },
  });
  expect(answer.status()).toBe(400);
  const body = (await answer.json()) as { success: boolean; fieldErrors?: Record<string, string> };
  expect(body.success).toBe(false);
  expect(body.fieldErrors?.name).toBe("अपना नाम लिखें।");
});

for (const width of [375, 1440]) {
  test(`at ${width} px: the form, its thank-you pages and the Callbacks view with a request open pass axe`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    const sender = freshSender(`Axe ${width}`);
    await ownAddress(page, sender.name);
    await page.goto("/request-a-callback");
    await expectNoSeriousAxe(page, `the form at ${width}`);
    // With its errors showing too.
    await page.getByRole("button", { name: "Request a callback" }).click();
    await expect(page.getByLabel("Your name", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousAxe(page, `the form with errors at ${width}`);

    await fillCallback(page, sender);
    await page.getByRole("button", { name: "Request a callback" }).click();
    await expect(page).toHaveURL(/\/request-a-callback\/sent$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We will call you");
    await expectNoSeriousAxe(page, `the thank-you page at ${width}`);
    await page.goto("/request-a-callback/sent?urgent=1");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Please call someone now");
    await expectNoSeriousAxe(page, `the urgent thank-you page at ${width}`);

    // Opened from the address, as the staff mail's link opens it.
    await signInTo(page, "leads");
    const details = (await cardOf(page, sender.name)).getByRole("link", {
      name: `View details of the callback from ${sender.name}`,
    });
    const id = new URL((await details.getAttribute("href")) ?? "", page.url()).searchParams.get("callback");
    expect(id).toMatch(/\S/);
    await page.goto(`${callbacksView}?callback=${id}`);
    const detail = page.getByRole("dialog", { name: `Callback for ${sender.name}` });
    await expect(detail.getByRole("link", { name: sender.e164 })).toBeVisible();
    await expectNoSeriousAxe(page, `the Callbacks view with a request open at ${width}`);
  });
}

baseTest.describe("without JavaScript", () => {
  // Playwright's own test: ours waits for the page's script, which never runs here.
  baseTest.use({ javaScriptEnabled: false });

  baseTest(
    "a refused post shows the form again with the values and each error under its field, storing nothing; a good one is thanked",
    async ({ page }) => {
      const sender = freshSender("Plain Ravi");
      await ownAddress(page, sender.name);
      await page.goto("/request-a-callback");
      await fillCallback(
        page,
        { ...sender, phone: "12345 67890" },
        { note: "Mornings, please.", tick: false },
      );
      // Only the browser's own check stands between an unticked box and the server: skip it.
      await page
        .locator("form[action='/request-a-callback']")
        .evaluate((form) => form.setAttribute("novalidate", ""));
      await page.getByRole("button", { name: "Request a callback" }).click();
      await expect(page).toHaveURL(/\/request-a-callback$/);
      await expect(page.getByRole("alert").filter({ hasText: "Your request was not sent" })).toBeVisible();

      // What was typed stays.
      await expect(page.getByLabel("Your name", { exact: true })).toHaveValue(sender.name);
      const phone = page.getByLabel("Phone number", { exact: true });
      await expect(phone).toHaveValue("12345 67890");
      await expect(page.getByLabel("What is it about?")).toHaveValue("therapy");
      await expect(page.getByLabel("Anything we should know first (optional)")).toHaveValue(
        "Mornings, please.",
      );
      await expect(
        page.getByRole("group", { name: "Language for the call" }).getByLabel("English"),
      ).toBeChecked();

      // Each reason under its own field, and read with it.
      await expect(phone).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator("#callback-phone-error")).toHaveText(`Error: ${phoneFormatMessage}`);
      await expect(phone).toHaveAccessibleDescription(
        new RegExp(`Error: ${phoneFormatMessage.slice(0, 30)}`),
      );
      const box = page.getByLabel(consent.en, { exact: true });
      await expect(box).not.toBeChecked();
      await expect(box).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator("#callback-agreeToContact-error")).toHaveText(
        "Error: Tick the box so that we can call you.",
      );
      expect(storedUnder(sender.name)).toBe(0);

      await phone.fill(sender.phone);
      await box.check();
      await page.getByRole("button", { name: "Request a callback" }).click();
      await expect(page).toHaveURL(/\/request-a-callback\/sent$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("We will call you");
      expect(storedUnder(sender.name)).toBe(1);
    },
  );

  baseTest("the Hindi form posts to its own page, refuses in Hindi and thanks in Hindi", async ({ page }) => {
    const sender = freshSender("आशा");
    await ownAddress(page, `hindi-plain-${senders}`);
    await page.goto("/hi/request-a-callback");
    // The browser's own check would stop an empty required field: this name is a space.
    await page.getByLabel("आपका नाम", { exact: true }).fill(" ");
    await page.getByLabel("फ़ोन नंबर", { exact: true }).fill(sender.phone);
    await page.getByLabel("बात किस बारे में है?").selectOption("assessments");
    await page.getByLabel(consent.hi, { exact: true }).check();
    await page.getByRole("button", { name: "कॉल-बैक का अनुरोध करें" }).click();
    await expect(page).toHaveURL(/\/hi\/request-a-callback$/);
    await expect(page.getByText("आपका अनुरोध नहीं भेजा गया")).toBeVisible();
    await expect(page.locator("#callback-name-error")).toContainText("अपना नाम लिखें।");
    await expect(page.getByLabel("फ़ोन नंबर", { exact: true })).toHaveValue(sender.phone);

    await page.getByLabel("आपका नाम", { exact: true }).fill(sender.name);
    await page.getByLabel(consent.hi, { exact: true }).check();
    await page.getByRole("button", { name: "कॉल-बैक का अनुरोध करें" }).click();
    await expect(page).toHaveURL(/\/hi\/request-a-callback\/sent$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("हम आपको कॉल करेंगे");
    expect(storedUnder(sender.name)).toBe(1);
  });
});

test.describe("on PostgreSQL", () => {
  // A server of its own on a fresh database: about 10 s on a quiet machine, so the
  // limit leaves room for a busy one.
  test.describe.configure({ mode: "serial", timeout: 120_000 });

  let store: TestStore;
  let server: RunningServer;
  const withScript = freshSender("Postgres Script");
  const withoutScript = freshSender("Postgres Plain");

  test.beforeAll(async () => {
    // Its servers' cold starts, on a busy machine, can take longer than a hook's default 30 s.
    test.setTimeout(90_000);
    // Never skipped: PostgreSQL runs on the development machines and in CI.
    expect(await testDialects(), "PostgreSQL answers").toContain("postgres");
    store = await createTestStore("postgres");
    // The server owns the database from now on.
    await store.close();
    server = await startServer({ dataDir: store.dataDir, url: store.url });
  });

  test.afterAll(async () => {
    server?.child.kill("SIGTERM");
    await server?.exited;
    await store?.destroy();
  });

  test("a request sent with JavaScript is thanked", async ({ page }) => {
    await ownAddress(page, withScript.name);
    await page.goto(`${server.origin}/request-a-callback`);
    await fillCallback(page, withScript);
    await page.getByRole("button", { name: "Request a callback" }).click();
    await expect(page).toHaveURL(new RegExp(`^${server.origin}/request-a-callback/sent$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We will call you");
  });

  test("a request sent without JavaScript is thanked", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await ownAddress(page, withoutScript.name);
      await page.goto(`${server.origin}/request-a-callback`);
      await fillCallback(page, withoutScript);
      await page.getByRole("button", { name: "Request a callback" }).click();
      await expect(page).toHaveURL(new RegExp(`^${server.origin}/request-a-callback/sent$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("We will call you");
    } finally {
      await context.close();
    }
  });

  test("both are in its Callbacks view", async ({ page }) => {
    const login = await page.request.post(`${server.origin}/api/auth/login`, {
      data: { username: adminUsername, password: adminPassword, area: "leads" },
      headers: { "x-forwarded-for": "192.0.2.147" },
    });
    expect(login.ok()).toBe(true);
    await page.goto(`${server.origin}${callbacksView}`);
    await expect(page.getByText("2 open callbacks wait for a call")).toBeVisible();
    for (const sender of [withScript, withoutScript]) {
      const card = page.getByRole("article", { name: sender.name, exact: true });
      await expect(card.getByRole("link", { name: sender.e164 })).toHaveAttribute(
        "href",
        `tel:${sender.e164}`,
      );
      await expect(card).toContainText("Call any time in support hours, in English.");
    }
  });
});
