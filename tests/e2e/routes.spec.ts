import { invitationPath, newPasswordPath } from "#common/staff-paths.ts";
import { legacyRedirects } from "#server/http/redirects.ts";
import { allPublicPaths } from "#tests/utils/pages.ts";
import { expect, test } from "#tests/utils/playwright.ts";

test.describe("every public route", () => {
  for (const path of allPublicPaths) {
    test(`${path} answers 200 with its h1 already in the HTML`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<h1[\s>]/);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toContain('<meta name="description"');
      // Absolute, as search engines (and Lighthouse) want it.
      expect(html).toMatch(/<link rel="canonical" href="https?:\/\//);
      expect(html).toContain('property="og:title"');
    });
  }
});

test("an unknown path answers 404 with the not-found screen", async ({ page }) => {
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Go Home" }).click();
  await expect(page).toHaveURL("/");
});

test("Go Back returns to the previous page and Try Again reloads after a second", async ({ page }) => {
  await page.goto("/faqs");
  await page.goto("/no-such-page");
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/faqs$/);

  await page.goto("/no-such-page");
  await page.evaluate(() => {
    (window as unknown as { beforeRetry: boolean }).beforeRetry = true;
  });
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("button", { name: "Retrying..." })).toBeDisabled();
  await page.waitForFunction(() => !(window as unknown as { beforeRetry?: boolean }).beforeRetry);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test.describe("legacy paths redirect permanently", () => {
  for (const [from, to] of Object.entries(legacyRedirects)) {
    test(`${from} → ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);
      const landed = await request.get(to.split("#")[0] ?? to);
      expect(landed.status()).toBe(200);
    });
  }
});

test("robots.txt and sitemap.xml list the public pages", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain("Sitemap:");
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  for (const path of ["/faqs", "/solutions/therasim", "/request-a-demo"]) {
    expect(xml).toContain(`${path}</loc>`);
  }
  // The images every page's head points at exist.
  for (const asset of ["/og-image.png", "/favicon.svg", "/site.webmanifest"]) {
    expect((await request.get(asset)).status(), asset).toBe(200);
  }
});

test("the pages the team's mailed links open are never cached, indexed, listed or sent on as a Referer", async ({
  request,
}) => {
  const robots = await (await request.get("/robots.txt")).text();
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of [invitationPath, newPasswordPath]) {
    // Without a token: the link is not valid, said on a page of its own.
    const response = await request.get(`${path}?token=not-one-we-sent`);
    expect(response.status(), path).toBe(404);
    const headers = response.headers();
    expect(headers["cache-control"], path).toBe("no-store");
    expect(headers["x-robots-tag"], path).toBe("noindex, nofollow");
    expect(headers["referrer-policy"], path).toBe("strict-origin");
    const html = await response.text();
    expect(html, path).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html, path).toContain("link is not valid");
    expect(html, path).not.toContain('method="post"');
    expect(sitemap, path).not.toContain(path);
    expect(robots, path).toMatch(/^Disallow: \/admin-only-$/m);
  }
});

test("hashed assets are cached for a year and pages are compressed", async ({ request }) => {
  // A page that hydrates: the back office (the public pages load no script file).
  const page = await request.get("/admin-only-upload-blog");
  const script = (await page.text()).match(/\/assets\/[\w.-]+\.js/)?.[0];
  expect(script).toBeTruthy();
  const asset = await request.get(script ?? "");
  expect(asset.status()).toBe(200);
  expect(asset.headers()["cache-control"]).toContain("max-age=31536000");
  expect(asset.headers()["cache-control"]).toContain("immutable");
  // Served with gzip from the start, and with Brotli once it is made (a moment after start).
  const encoding = async (name: string) =>
    (await request.get("/request-a-demo", { headers: { "accept-encoding": name } })).headers()[
      "content-encoding"
    ];
  expect(await encoding("gzip")).toBe("gzip");
  await expect.poll(() => encoding("br"), { timeout: 10_000 }).toBe("br");
  const html = await request.get("/request-a-demo", { headers: { "accept-encoding": "br" } });
  expect(html.headers()["cache-control"]).toContain("must-revalidate");
});

test.describe("Content-Security-Policy", () => {
  for (const path of ["/faqs", "/no-such-page"]) {
    test(`${path} allows only its own inline scripts, and they all run`, async ({ page }) => {
      const violations: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      const response = await page.goto(path);
      const csp = response?.headers()["content-security-policy"] ?? "";
      const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
      expect(scriptSrc).toContain("'sha256-");
      expect(scriptSrc).not.toContain("unsafe-inline");
      expect(csp).toContain("frame-ancestors 'none'");
      // page.goto waited for hydration, so the inline scripts ran.
      expect(violations).toEqual([]);
    });
  }
});
