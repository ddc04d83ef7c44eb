import type { Page } from "@playwright/test";
import { defaultSiteConfig as siteConfig } from "#app/content/site-config.ts";
import { expect, pageReady, test } from "#tests/utils/playwright.ts";

/*
 * The form against the real server and store (spec §4, §7 #1, §8). Each test
 * gets its own X-Forwarded-For, so the per-client rate limit never couples
 * tests. page.route appears only to delay a request (to see "Submitting...")
 * or to play a broken network or gateway: never to answer for our API.
 */
let clientCounter = 0;
test.beforeEach(async ({ page }) => {
  clientCounter += 1;
  await page.setExtraHTTPHeaders({
    "x-forwarded-for": `203.0.113.${clientCounter}-${test.info().workerIndex}-${Date.now()}`,
  });
});

const consentLabel = `I agree to be contacted by ${siteConfig.name}.`;

const request = {
  fullName: "Sample Person",
  workEmail: "sample@clinic.example",
  organization: "Sample Clinic",
  roleTitle: "Clinical Psychologist",
  phone: "+91 80 1234 5678",
  inquiryFor: "therapy-management",
  message: "We would like to see the assessments.",
  agreeToContact: true,
};

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fillForm(page: Page, values: Partial<typeof request> = {}) {
  const v = { ...request, ...values };
  await field(page, "Full name").fill(v.fullName);
  await field(page, "Work email").fill(v.workEmail);
  await field(page, "Organisation").fill(v.organization);
  await field(page, "Role / title").fill(v.roleTitle);
  await field(page, "Phone").fill(v.phone);
  await field(page, "Product of interest").selectOption(v.inquiryFor);
  await field(page, "Message").fill(v.message);
  if (v.agreeToContact) await field(page, consentLabel).check();
}

async function expectValuesKept(page: Page) {
  await expect(field(page, "Full name")).toHaveValue(request.fullName);
  await expect(field(page, "Work email")).toHaveValue(request.workEmail);
  await expect(field(page, "Product of interest")).toHaveValue(request.inquiryFor);
  await expect(field(page, "Message")).toHaveValue(request.message);
  await expect(field(page, consentLabel)).toBeChecked();
}

const submitButton = (page: Page) => page.getByRole("button", { name: "Request a Demo" });

test.describe("demo form (client contract)", () => {
  test("labels every field, offers the five products and requires everything", async ({ page }) => {
    await page.goto("/request-a-demo");
    await expect(page.getByRole("heading", { level: 1, name: "Request a Demo" })).toBeVisible();
    await expect(page.getByText(/reply within 24 hours/).first()).toBeVisible();

    const types: Record<string, string> = { "Work email": "email", Phone: "tel" };
    for (const label of ["Full name", "Work email", "Organisation", "Role / title", "Phone"]) {
      await expect(field(page, label)).toHaveAttribute("type", types[label] ?? "text");
    }
    for (const label of [
      "Full name",
      "Work email",
      "Organisation",
      "Role / title",
      "Phone",
      "Product of interest",
      "Message",
      consentLabel,
    ]) {
      await expect(field(page, label)).toHaveAttribute("required", "");
    }
    // Up to three preferred demo times, optional, in the company's hours.
    const slots = page.getByRole("group", { name: "Preferred demo times (optional)" });
    await expect(slots).toContainText("within our hours: Mon–Fri 8 am to 8 pm; Sat–Sun 10 am to 6 pm (IST)");
    for (const label of ["First choice", "Second choice", "Third choice"]) {
      await expect(slots.getByLabel(label)).toHaveAttribute("type", "datetime-local");
      await expect(slots.getByLabel(label)).not.toHaveAttribute("required", "");
    }

    const select = field(page, "Product of interest");
    await expect(select).toHaveValue("");
    const options = await select
      .locator("option")
      .evaluateAll((list) => list.map((o) => [(o as HTMLOptionElement).value, o.textContent]));
    expect(options).toEqual([
      ["", "Select a product"],
      ["mental-health-platform", "For Practitioners"],
      ["workplace-wellness", "For Students"],
      ["therapy-management", "Assessments"],
      ["assessment-tools", "Whitepapers"],
      ["other", "Other"],
    ]);
    await expect(field(page, consentLabel)).toHaveAttribute("type", "checkbox");
    await expect(field(page, consentLabel)).not.toBeChecked();
  });

  test("shows the schema's messages under the fields and sends nothing", async ({ page }) => {
    let calls = 0;
    page.on("request", (req) => {
      if (req.url().includes("/api/request-demo")) calls += 1;
    });
    await page.goto("/request-a-demo");
    await fillForm(page, { workEmail: "not-an-email", agreeToContact: false });
    await submitButton(page).click();

    const email = field(page, "Work email");
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(/Error: Enter an email address in the right format/);
    await expect(
      page.getByText("Enter an email address in the right format", { exact: false }),
    ).toBeVisible();
    await expect(field(page, consentLabel)).toHaveAccessibleDescription(/Tick the box/);

    // Fixing a field removes its message.
    await email.fill(request.workEmail);
    await expect(email).not.toHaveAttribute("aria-invalid", "true");

    // An empty form (a reload would bring back the tab's draft): the first field gets the focus.
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await page.locator(pageReady).waitFor({ state: "attached" });
    await submitButton(page).click();
    await expect(field(page, "Full name")).toBeFocused();
    await expect(page.getByText("Enter your full name.")).toBeVisible();
    await expect(page.getByText("Select the product you would like to see.")).toBeVisible();
    expect(calls).toBe(0);
  });

  test("sends JSON, shows Submitting..., then clears everything on success", async ({ page }) => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: { body: unknown; headers: Record<string, string>; method: string }[] = [];
    await page.route("**/api/request-demo", async (route) => {
      const req = route.request();
      sent.push({ body: req.postDataJSON(), headers: req.headers(), method: req.method() });
      await gate;
      await route.continue();
    });
    await page.goto("/request-a-demo");
    await fillForm(page);
    await submitButton(page).click();

    const busy = page.getByRole("button", { name: "Submitting..." });
    await expect(busy).toBeDisabled();
    release();

    await expect(
      page.getByText("Demo request submitted successfully! We'll get back to you soon."),
    ).toBeVisible();
    await expect(submitButton(page)).toBeEnabled();
    for (const label of ["Full name", "Work email", "Organisation", "Role / title", "Phone", "Message"]) {
      await expect(field(page, label)).toHaveValue("");
    }
    await expect(field(page, "Product of interest")).toHaveValue("");
    await expect(field(page, consentLabel)).not.toBeChecked();

    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe("POST");
    expect(sent[0]?.headers["content-type"]).toBe("application/json");
    // The visit began on the form's page, which is then where the lead came from.
    // With the page that showed the form (consent ledger) and the draft's idempotency key.
    expect(sent[0]?.body).toEqual({
      ...request,
      sourcePage: "/request-a-demo",
      formPage: "/request-a-demo",
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  test("a refusal keeps the values and shows the server's reason", async ({ page }) => {
    await page.goto("/request-a-demo");
    await fillForm(page);
    // What a bot does: fill in the hidden trap field. The real server refuses it.
    await page.locator("#demo-website").evaluate((input) => {
      (input as HTMLInputElement).value = "http://spam.example";
    });
    await submitButton(page).click();
    await expect(page.getByText(/^Submission failed: This request could not be accepted/)).toBeVisible();
    await expectValuesKept(page);
  });

  test("a network or JSON failure keeps the values and says what went wrong", async ({ page }) => {
    const failures = [
      (route: Parameters<Parameters<Page["route"]>[1]>[0]) => route.abort("failed"),
      (route: Parameters<Parameters<Page["route"]>[1]>[0]) =>
        route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }),
    ];
    await page.route("**/api/request-demo", (route) => failures.shift()?.(route));
    await page.goto("/request-a-demo");
    await fillForm(page);

    await submitButton(page).click();
    await expect(page.getByText(/^Error submitting form: .+/).first()).toBeVisible();
    await expectValuesKept(page);

    await submitButton(page).click();
    await expect(page.getByText(/^Error submitting form: .*JSON/)).toBeVisible();
    await expectValuesKept(page);
  });

  test("without JavaScript the form posts and lands on a result page", async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL,
      extraHTTPHeaders: { "x-forwarded-for": `203.0.113.250-${Date.now()}` },
    });
    const page = await context.newPage();
    await page.goto("/request-a-demo");
    await fillForm(page);
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/request-a-demo\/sent$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("your demo request is in");
    await context.close();
  });

  test("a refused post without JavaScript keeps the values and lists the errors", async ({
    request: api,
  }) => {
    const response = await api.post("/request-a-demo", {
      form: { ...request, workEmail: "not-an-email", agreeToContact: "on" },
      headers: { "x-forwarded-for": `203.0.113.251-${Date.now()}` },
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain("There is a problem");
    expect(html).toContain("Enter an email address in the right format");
    expect(html).toContain('value="Sample Person"');
  });
});
