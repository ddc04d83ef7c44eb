import { test as baseTest, type Page } from "@playwright/test";
import { expect, seriousAxeViolations, signInTo, test } from "#tests/utils/playwright.ts";
import { staffPassword } from "#tests/utils/staff.ts";

/*
 * The two staff sign-in gates (spec §2.19, §2.20, §4, §8) against the real
 * server and store. Tests that lock an account use one of their own
 * (tests/utils/staff.ts), so a lock never blocks another test.
 */

const username = (page: Page) => page.getByLabel("Username", { exact: true });
const password = (page: Page) => page.getByLabel("Password", { exact: true });
const signInButton = (page: Page) => page.getByRole("button", { name: "Sign in" });

test("each path shows its own gate, never cached or indexed", async ({ page }) => {
  for (const [path, name] of [
    ["/admin-only-upload-blog", "Blog Management System"],
    ["/admin-only-demo-requests", "Demo Requests Management System"],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  }
  const robots = await (await page.request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /admin-only-");
});

test("a leads view gives its data to the signed-in only, and no answer of the area is cached or indexed", async ({
  page,
}) => {
  const name = `Gated ${Date.now().toString(36)}`;
  const sent = await page.request.post("/api/request-demo", {
    data: {
      fullName: name,
      workEmail: "gated@clinic.example",
      organization: "Gated Clinic",
      roleTitle: "Psychologist",
      phone: "+91 98765 43210",
      inquiryFor: "mental-health-platform",
      message: "A demo, please.",
      agreeToContact: true,
    },
    headers: { "x-forwarded-for": `198.51.100.90-${name}` },
  });
  expect(sent.ok(), `the demo request was answered ${sent.status()}`).toBe(true);
  const query = `search=${encodeURIComponent(name)}`;

  // Signed out: the page is the gate, and its data (what the browser asks for
  // when it moves between views) holds no lead either.
  for (const path of [`/admin-only-demo-requests?${query}`, `/admin-only-demo-requests.data?${query}`]) {
    const answer = await page.request.get(path);
    expect(answer.headers()["cache-control"]).toBe("no-store");
    expect(answer.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(await answer.text()).not.toContain(name);
  }
  // A post without a session changes nothing.
  const closing = await page.request.post("/admin-only-demo-requests", {
    form: { intent: "close", id: "any" },
    maxRedirects: 0,
  });
  expect(closing.status()).toBe(401);

  await signInTo(page, "leads", "leads-desk");
  const answer = await page.request.get(`/admin-only-demo-requests.data?${query}`);
  expect(answer.headers()["cache-control"]).toBe("no-store");
  expect(await answer.text()).toContain(name);
});

test("wrong passwords count down to the lock, which holds across a reload and against the right password", async ({
  page,
}) => {
  await page.goto("/admin-only-demo-requests");
  await expect(signInButton(page)).toBeDisabled();
  await username(page).fill("gate-leads");
  await expect(signInButton(page)).toBeDisabled();
  await password(page).fill("not the password");
  await expect(signInButton(page)).toBeEnabled();

  await signInButton(page).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid credentials. 2 attempts remaining.");
  await expect(password(page)).toHaveValue("");
  await expect(username(page)).toHaveValue("gate-leads");

  await password(page).fill("still not it");
  await signInButton(page).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid credentials. 1 attempts remaining.");

  await password(page).fill("nope");
  await signInButton(page).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Too many failed attempts. Account locked for 15 minutes.",
  );
  const countdown = page.getByTestId("lock-countdown");
  await expect(countdown).toHaveText(/^Account temporarily locked\. Try again in 1[45]:\d\d$/);
  await expect(signInButton(page)).toBeDisabled();

  // The countdown comes from the server, so a reload keeps it.
  await page.reload();
  await expect(countdown).toHaveText(/^Account temporarily locked\. Try again in 14:\d\d$/);
  const before = await countdown.textContent();
  await expect(countdown).not.toHaveText(before ?? "");

  // The right password does not open a locked account, from any browser.
  const attempt = await page.request.post("/api/auth/login", {
    data: { username: "gate-leads", password: staffPassword, area: "leads" },
  });
  expect(attempt.status()).toBe(429);
  expect((await attempt.json()).error).toMatch(/^Account temporarily locked\. Try again in 1[45]:\d\d$/);
});

test("signs in, welcomes, keeps the areas apart, and logs out after a confirmation", async ({ page }) => {
  await page.goto("/admin-only-upload-blog");
  await username(page).fill("gate-blog");
  await password(page).fill(staffPassword);
  await signInButton(page).click();
  await expect(page.getByText("Welcome! Access granted to Blog Management System")).toBeVisible();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();

  // The demo-request area has its own session.
  await page.goto("/admin-only-demo-requests");
  await expect(
    page.getByRole("heading", { level: 1, name: "Demo Requests Management System" }),
  ).toBeVisible();

  await page.goto("/admin-only-upload-blog");
  await page.getByRole("button", { name: "Logout" }).click();
  const dialog = page.getByRole("dialog", { name: "Log out?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Logout" })).toBeFocused();

  await page.getByRole("button", { name: "Logout" }).click();
  await page.getByRole("dialog", { name: "Log out?" }).getByRole("button", { name: "Log out" }).click();
  await expect(page.getByText("Logged out successfully").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Blog Management System" })).toBeVisible();
  // The session is over on the server too.
  const session = await page.request.get("/api/auth/session?area=blog");
  expect(session.status()).toBe(401);
});

test("an ended session brings the gate back with a plain message", async ({ page, context }) => {
  await signInTo(page, "leads", "leads-desk");
  const cookie = (await context.cookies()).find((c) => c.name === "anvaya_session_leads");
  expect(cookie).toBeDefined();
  // End it on the server, then come back with the old cookie, as after 2 hours.
  await page.request.post("/api/auth/logout?area=leads", { data: {} });
  if (cookie) await context.addCookies([cookie]);
  await page.goto("/admin-only-demo-requests");
  await expect(page.getByRole("status")).toContainText("Your session has ended");
  await expect(
    page.getByRole("heading", { level: 1, name: "Demo Requests Management System" }),
  ).toBeVisible();
});

baseTest.describe("typed before the script has run", () => {
  /**
   * Holds the back office's script files until `release` is called, as on a
   * slow link: the page is drawn, and can be typed in, long before React
   * hydrates it. (Playwright's own test: ours waits for hydration on `goto`.)
   */
  async function holdScripts(page: Page) {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held: string[] = [];
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      held.push(route.request().url());
      await released;
      // A request the page dropped meanwhile (it navigated) is simply gone.
      await route.continue().catch(() => {});
    });
    return { held, release };
  }

  const hydrated = (page: Page) => page.locator("html[data-hydrated]");

  baseTest("what is typed survives hydration, and signs in", async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto("/admin-only-upload-blog", { waitUntil: "commit" });
    await username(page).pressSequentially("gate-blog");
    await password(page).pressSequentially(staffPassword);
    expect(scripts.held.length).toBeGreaterThan(0);
    await expect(hydrated(page)).toHaveCount(0);
    scripts.release();
    await expect(hydrated(page)).toHaveCount(1);
    await expect(username(page)).toHaveValue("gate-blog");
    await expect(password(page)).toHaveValue(staffPassword);
    await expect(signInButton(page)).toBeEnabled();
    await signInButton(page).click();
    await expect(page.getByText("Welcome! Access granted to Blog Management System")).toBeVisible();
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  });

  baseTest(
    "after a refusal the server drew, the next password typed survives hydration",
    async ({ page }) => {
      const scripts = await holdScripts(page);
      await page.goto("/admin-only-upload-blog", { waitUntil: "commit" });
      await username(page).fill("gate-typed");
      await password(page).fill("not the password");
      // Sent before any script ran: a plain form post, answered with the gate and its refusal.
      await signInButton(page).click();
      await expect(page.getByRole("alert")).toHaveText(/^Invalid credentials\. [12] attempts remaining\.$/);
      await username(page).pressSequentially("gate-typed");
      await password(page).pressSequentially(staffPassword);
      await expect(hydrated(page)).toHaveCount(0);
      scripts.release();
      await expect(hydrated(page)).toHaveCount(1);
      await expect(password(page)).toHaveValue(staffPassword);
      await expect(username(page)).toHaveValue("gate-typed");
      await expect(page.getByRole("alert")).toBeVisible();
      await signInButton(page).click();
      await expect(page.getByText("Welcome! Access granted to Blog Management System")).toBeVisible();
    },
  );
});

baseTest.describe("without JavaScript", () => {
  // Playwright's own test: ours waits for hydration, which never comes here.
  baseTest.use({ javaScriptEnabled: false });

  baseTest("the gate is a plain form post that signs in and counts failures", async ({ page }) => {
    await page.goto("/admin-only-upload-blog");
    await username(page).fill("gate-nojs");
    await password(page).fill("wrong password");
    await signInButton(page).click();
    await expect(page.getByRole("alert")).toHaveText(/^Invalid credentials\. [12] attempts remaining\.$/);
    await username(page).fill("gate-nojs");
    await password(page).fill(staffPassword);
    await signInButton(page).click();
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(page.getByText("Welcome! Access granted to Blog Management System")).toBeVisible();
  });
});

baseTest.describe("without JavaScript, in the leads area", () => {
  baseTest.use({ javaScriptEnabled: false });

  baseTest("refuses once, signs in back to the view asked for, and logs out at once", async ({ page }) => {
    const view = "/admin-only-demo-requests/inquiries?status=open";
    await page.goto(view);
    await username(page).fill("gate-nojs-leads");
    await password(page).fill("wrong password");
    await signInButton(page).click();
    await expect(page.getByRole("alert")).toHaveText(/^Invalid credentials\. [12] attempts remaining\.$/);
    await expect(page).toHaveURL(new RegExp(`${view.replace("?", "\\?")}$`));
    // Said once: the page read again is the plain gate.
    await page.reload();
    await expect(page.getByRole("alert")).toHaveCount(0);

    await username(page).fill("gate-nojs-leads");
    await password(page).fill(staffPassword);
    await signInButton(page).click();
    await expect(page.getByRole("heading", { level: 1, name: "Inquiries" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${view.replace("?", "\\?")}$`));
    await expect(page.getByRole("status")).toHaveText(
      "Welcome! Access granted to Demo Requests Management System",
    );

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("status")).toHaveText("Logged out successfully");
    await expect(
      page.getByRole("heading", { level: 1, name: "Demo Requests Management System" }),
    ).toBeVisible();
  });
});

test("the gate has no serious or critical axe violation at 375 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/admin-only-demo-requests");
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("a link from the back office to the public site loads that page whole, with its own behaviour", async ({
  page,
}) => {
  await page.goto("/admin-only-upload-blog");
  await page.evaluate(() => {
    (window as Window & { stayed?: boolean }).stayed = true;
  });
  await page.getByRole("link", { name: "Back to the site" }).click();
  await expect(page).toHaveURL(/\/$/);
  // A new document (not rendered by React Router in the browser), without the framework...
  await expect(page.locator("html")).toHaveAttribute("data-hydrate", "false");
  await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");
  expect(await page.evaluate(() => (window as Window & { stayed?: boolean }).stayed)).toBeUndefined();
  // ...whose header works.
  await page.setViewportSize({ width: 1280, height: 800 });
  const solutions = page
    .getByRole("navigation", { name: "Main" })
    .getByRole("button", { name: "Our Solutions" });
  await solutions.click();
  await expect(solutions).toHaveAttribute("aria-expanded", "true");
});
