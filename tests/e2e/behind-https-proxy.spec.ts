import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer as createHttpsServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { defaultSiteConfig as siteConfig } from "#app/content/site-config.ts";
import { adminPassword, adminUsername, type RunningServer, startServer } from "../faults/server.ts";
import { expect, pageReady, test } from "../utils/playwright.ts";

/*
 * Staff behind a TLS proxy that keeps the Host header, as nginx is set up in
 * front of the site: the browser speaks HTTPS to the proxy, the proxy plain
 * HTTP to the server on loopback with X-Forwarded-Proto and X-Forwarded-For.
 * The proxy here is a few lines of Node with a certificate made for the
 * test; the server is the build, with SITE_URL on https and TRUST_PROXY=true.
 * Every form that posts to its own page must work (React Router compares the
 * browser's https Origin with the address the server sees).
 */
test.describe.configure({ mode: "serial", timeout: 90_000 });
test.use({ ignoreHTTPSErrors: true });

let folder: string;
let app: RunningServer;
let proxy: Server;
let site = "";

/** A proxy that forwards everything to `port()`, Host kept, as nginx's `proxy_set_header` lines do. */
function tlsProxy(port: () => number, key: Buffer, cert: Buffer): Server {
  return createHttpsServer({ key, cert }, (incoming, outgoing) => {
    const forwardedFor = [incoming.headers["x-forwarded-for"], incoming.socket.remoteAddress]
      .filter(Boolean)
      .join(", ");
    const upstream = httpRequest(
      {
        host: "127.0.0.1",
        port: port(),
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, "x-forwarded-for": forwardedFor, "x-forwarded-proto": "https" },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on("error", () => outgoing.destroy());
    incoming.pipe(upstream);
  });
}

test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "anvaya-https-"));
  const keyFile = join(folder, "key.pem");
  const certFile = join(folder, "cert.pem");
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost"],
      ...["-addext", "subjectAltName=DNS:localhost", "-keyout", keyFile, "-out", certFile],
    ],
    { stdio: "ignore" },
  );
  // The proxy's port first: the site's address (SITE_URL) names it.
  proxy = tlsProxy(() => Number(new URL(app.origin).port), readFileSync(keyFile), readFileSync(certFile));
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  site = `https://localhost:${(proxy.address() as AddressInfo).port}`;
  app = await startServer({ dataDir: join(folder, "data") }, { SITE_URL: site, TRUST_PROXY: "true" });
});

test.afterAll(async () => {
  await new Promise((resolve) => proxy?.close(resolve));
  app?.child.kill("SIGTERM");
  await app?.exited;
  rmSync(folder, { recursive: true, force: true });
});

async function open(page: Page, path: string) {
  const response = await page.goto(`${site}${path}`);
  await page.locator(pageReady).waitFor({ state: "attached" });
  return response;
}

async function signInAtGate(page: Page, path: string, heading: string) {
  await open(page, path);
  await page.getByLabel("Username", { exact: true }).fill(adminUsername);
  await page.getByLabel("Password", { exact: true }).fill(adminPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
}

test("both sign-in gates work over HTTPS, with Secure cookies and HSTS", async ({ page }) => {
  const answer = await open(page, "/");
  expect(answer?.headers()["strict-transport-security"]).toContain("max-age=");
  // SITE_URL is read at start: the same build names this address.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site}/`);
  await signInAtGate(page, "/admin-only-upload-blog", "Blog posts");
  await signInAtGate(page, "/admin-only-demo-requests", "Demo requests");
  const cookies = await page.context().cookies(site);
  const sessions = cookies.filter((cookie) => cookie.name.startsWith("anvaya_session_"));
  expect(sessions.map((cookie) => cookie.name).sort()).toEqual([
    "anvaya_session_blog",
    "anvaya_session_leads",
  ]);
  expect(sessions.every((cookie) => cookie.secure)).toBe(true);
});

test("Settings save, and a demo request is closed, reopened and deleted in the manager", async ({ page }) => {
  await signInAtGate(page, "/admin-only-demo-requests/settings", "Settings");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Settings saved" })).toBeVisible();

  const name = `Behind TLS ${Date.now().toString(36)}`;
  await open(page, "/request-a-demo");
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field("Full name").fill(name);
  await field("Work email").fill("tls@clinic.example");
  await field("Organisation").fill("TLS Clinic");
  await field("Role / title").fill("Psychologist");
  await field("Phone").fill("98765 43210");
  await field("Product of interest").selectOption("therapy-management");
  await field("Message").fill("Sent over HTTPS through a proxy.");
  await field(`I agree to be contacted by ${siteConfig.name}.`).check();
  await page.getByRole("button", { name: "Request a Demo" }).click();
  await expect(
    page.getByText("Demo request submitted successfully! We'll get back to you soon."),
  ).toBeVisible();

  await open(page, `/admin-only-demo-requests?search=${encodeURIComponent(name)}`);
  const card = page.getByRole("article", { name });
  await card.getByRole("link", { name: `View details of the request from ${name}` }).click();
  const detail = page.getByRole("dialog", { name: `Request from ${name}` });
  await detail.getByRole("button", { name: "Close request" }).click();
  await page
    .getByRole("dialog", { name: "Close this request?" })
    .getByRole("button", { name: "Close request" })
    .click();
  await expect(page.getByText("Request closed successfully")).toBeVisible();

  await open(page, `/admin-only-demo-requests?status=closed&search=${encodeURIComponent(name)}`);
  await page.getByRole("article", { name }).getByRole("button", { name: "Reopen" }).click();
  await page
    .getByRole("dialog", { name: "Reopen this request?" })
    .getByRole("button", { name: "Reopen request" })
    .click();
  await expect(page.getByText("Request reopened successfully")).toBeVisible();

  await open(page, `/admin-only-demo-requests?search=${encodeURIComponent(name)}`);
  await page
    .getByRole("article", { name })
    .getByRole("button", { name: `Delete the request from ${name}` })
    .click();
  await page
    .getByRole("dialog", { name: "Delete this request?" })
    .getByRole("button", { name: "Delete permanently" })
    .click();
  await expect(page.getByText("Request deleted successfully")).toBeVisible();
});
