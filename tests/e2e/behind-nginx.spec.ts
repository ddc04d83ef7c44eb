import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { connect as tlsConnect } from "node:tls";
import type { Page } from "@playwright/test";
import { defaultSiteConfig as siteConfig } from "#app/content/site-config.ts";
import { consentWording } from "#common/consent.ts";
import { freePort } from "../../scripts/serve-build.ts";
import { adminPassword, adminUsername, type RunningServer, startServer } from "../faults/server.ts";
import { type RunningNginx, renderSiteConfig, selfSignedCertificate, startNginx } from "../utils/nginx.ts";
import { closeRequestInManager, expect, pageReady, sendDemoForm, test } from "../utils/playwright.ts";

/*
 * The site behind Debian's nginx, configured with deploy/nginx.conf itself
 * (rendered with the test's ports, a certificate made by openssl here, and
 * the name localhost: tests/utils/nginx.ts), as the deployment guide sets it
 * up: nginx terminates TLS (HTTP/2) and passes plain HTTP to the build on
 * loopback, which runs with SITE_URL on https and TRUST_PROXY=127.0.0.1,
 * nginx's own address. Everything a visitor and staff do must work through
 * it, the client address the server stores must be the one nginx saw, and
 * nginx must leave the server's answers (compression, ETags, HSTS,
 * redirects) as they are.
 *
 * A client of the test that must be told apart from nginx connects from
 * another loopback address (127.0.0.2 and up): a client at 127.0.0.1 is at
 * nginx's own address, which TRUST_PROXY=127.0.0.1 believes, so the server
 * would rightly walk past it in X-Forwarded-For. On a real server no visitor
 * comes from 127.0.0.1.
 */
test.describe.configure({ mode: "serial", timeout: 90_000 });
test.use({ ignoreHTTPSErrors: true });

const consent = consentWording(siteConfig.name);

let folder: string;
let app: RunningServer;
let nginx: RunningNginx;
let httpPort = 0;
let httpsPort = 0;
/** SITE_URL: the address the browser uses, through nginx. */
let site = "";

test.beforeAll(async () => {
  // Its servers' cold starts, on a busy machine, can take longer than a hook's default 30 s.
  test.setTimeout(90_000);
  folder = mkdtempSync(join(tmpdir(), "anvaya-nginx-"));
  const certificateDir = join(folder, "tls");
  selfSignedCertificate(certificateDir);
  const acmeRoot = join(folder, "acme");
  mkdirSync(join(acmeRoot, ".well-known", "acme-challenge"), { recursive: true });
  writeFileSync(join(acmeRoot, ".well-known", "acme-challenge", "test-token"), "test-token.key");
  httpPort = await freePort();
  do httpsPort = await freePort();
  while (httpsPort === httpPort);
  site = `https://localhost:${httpsPort}`;
  app = await startServer({ dataDir: join(folder, "data") }, { SITE_URL: site, TRUST_PROXY: "127.0.0.1" });
  const config = renderSiteConfig(readFileSync("deploy/nginx.conf", "utf8"), {
    httpPort,
    httpsPort,
    certificateDir,
    acmeRoot,
    upstream: new URL(app.origin).host,
    serverName: "localhost",
  });
  nginx = await startNginx(join(folder, "nginx"), config, [httpPort, httpsPort]);
});

test.afterAll(async () => {
  await nginx?.stop();
  app?.child.kill("SIGTERM");
  await app?.exited;
  rmSync(folder, { recursive: true, force: true });
});

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

/**
 * One request with Node, outside the browser: to nginx over https (any
 * certificate, SNI from the Host) or http, or straight to the server.
 * `from` is the local address to connect from.
 */
function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string; from?: string } = {},
): Promise<Answer> {
  const target = new URL(url);
  const headers = { ...options.headers };
  const sniName = (headers.host ?? target.hostname).replace(/:\d+$/, "");
  return new Promise((resolve, reject) => {
    const call = target.protocol === "https:" ? httpsRequest : httpRequest;
    const outgoing = call(
      {
        host: "127.0.0.1",
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? "GET",
        headers: { host: target.host, ...headers },
        localAddress: options.from,
        // No SNI for an address (RFC 6066), as a browser sends none.
        servername: isIP(sniName) ? undefined : sniName,
        rejectUnauthorized: false,
        agent: false,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        incoming.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(options.body);
  });
}

/** The rate-limit counters the server stored, read from its SQLite file (read-only). */
function rateLimitKeys(): string[] {
  const db = new DatabaseSync(join(folder, "data", "site.db"), { readOnly: true });
  try {
    return db
      .prepare("SELECT key FROM rate_limits")
      .all()
      .map((row) => String(row.key));
  } finally {
    db.close();
  }
}

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

test("both sign-in gates work through nginx, with Secure cookies and HSTS sent once", async ({ page }) => {
  const answer = await open(page, "/");
  const hsts = (await answer?.headersArray())?.filter(
    (header) => header.name.toLowerCase() === "strict-transport-security",
  );
  expect(hsts?.map((header) => header.value)).toEqual(["max-age=31536000; includeSubDomains"]);
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

test("Settings save, and a demo request is sent, closed, reopened and deleted in the manager", async ({
  page,
}) => {
  await signInAtGate(page, "/admin-only-demo-requests/settings", "Settings");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Settings saved" })).toBeVisible();

  const name = `Behind nginx ${Date.now().toString(36)}`;
  await open(page, "/request-a-demo");
  await sendDemoForm(page, {
    fullName: name,
    workEmail: "nginx@clinic.example",
    message: "Sent over HTTPS through nginx.",
  });

  await open(page, `/admin-only-demo-requests?search=${encodeURIComponent(name)}`);
  await closeRequestInManager(page, name);

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

test("the contact form and the waitlist send through nginx", async ({ page }) => {
  await open(page, "/contact-us");
  await page.getByLabel("What is your message about?").selectOption("technical");
  await page.getByLabel("Your name", { exact: true }).fill("Asha Rao");
  await page.getByLabel("Your email address").fill("asha@example.com");
  await page.getByLabel("Subject", { exact: true }).fill("A question");
  await page.getByLabel("Your message", { exact: true }).fill("Does the site work behind nginx?");
  await page.getByLabel(consent.contact_message.text, { exact: true }).check();
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(`${site}/contact-us/sent?type=technical`);

  await open(page, "/coming-soon");
  const waitlist = page.getByRole("region", { name: "Join the Waitlist" });
  await waitlist.getByLabel("Email address").fill(`nginx-${Date.now().toString(36)}@example.com`);
  await waitlist.getByLabel(consent.waitlist.text, { exact: true }).check();
  await waitlist.getByRole("button", { name: "Join the Waitlist" }).click();
  await expect(waitlist.getByRole("status")).toContainText("Thank you for subscribing!");
});

test("http:// redirects to https://, and the server's own redirects stay on https", async ({ page }) => {
  // Port 80: everything to https, path and query kept ...
  const plain = await send(`http://localhost:${httpPort}/faqs?q=sleep&page=2`);
  expect([301, 308]).toContain(plain.status);
  expect(plain.headers.location).toBe(`${site}/faqs?q=sleep&page=2`);
  // ... except certbot's tokens, answered from the ACME folder.
  const token = await send(`http://localhost:${httpPort}/.well-known/acme-challenge/test-token`);
  expect(token.status).toBe(200);
  expect(token.body).toBe("test-token.key");

  // The server's redirects (a trailing slash, a legacy link) are relative or
  // on https: the browser stays on the site's https address.
  for (const [path, expected] of [
    ["/faqs/?q=sleep", "/faqs?q=sleep"],
    ["/blogs?utm_source=mail", "/resources/blogs?utm_source=mail"],
  ]) {
    const answer = await send(`${site}${path}`);
    expect(answer.status, path).toBe(301);
    const location = answer.headers.location ?? "";
    expect(location, path).toMatch(/^(\/[^/\\]|https:\/\/)/);
    expect(new URL(location, site).href, path).toBe(`${site}${expected}`);
  }
  await page.goto(`${site}/blogs`);
  await expect(page).toHaveURL(`${site}/resources/blogs`);

  // The other name goes to SITE_URL's, path and query kept, a POST kept a POST.
  const www = await send(`${site}/faqs?q=sleep`, { headers: { host: `www.localhost:${httpsPort}` } });
  expect(www.status).toBe(308);
  expect(www.headers.location).toBe(`${site}/faqs?q=sleep`);

  // Any other name, or an address, gets nothing from nginx.
  await expect(send(`http://127.0.0.1:${httpPort}/`)).rejects.toThrow();
  await expect(send(`https://127.0.0.1:${httpsPort}/`)).rejects.toThrow();
});

test("nginx speaks TLS 1.2 and 1.3, with HTTP/2", async () => {
  for (const version of ["TLSv1.2", "TLSv1.3"] as const) {
    const { protocol, alpn } = await new Promise<{ protocol: string | null; alpn: string | false | null }>(
      (resolve, reject) => {
        const socket = tlsConnect(
          {
            host: "127.0.0.1",
            port: httpsPort,
            servername: "localhost",
            minVersion: version,
            maxVersion: version,
            ALPNProtocols: ["h2", "http/1.1"],
            rejectUnauthorized: false,
          },
          () => {
            resolve({ protocol: socket.getProtocol(), alpn: socket.alpnProtocol });
            socket.end();
          },
        );
        socket.once("error", reject);
      },
    );
    expect(protocol).toBe(version);
    expect(alpn).toBe("h2");
  }
});

test("nginx passes the server's answers on as they are: compressed or not, with their ETags", async () => {
  // gzip alone: a page's Brotli copy may still be in the making.
  const headers = { "accept-encoding": "gzip" };
  // A page rendered ahead, one rendered per request, and the API's JSON,
  // which the server sends uncompressed (nginx must not gzip it either).
  for (const [path, encoding] of [
    ["/faqs", "gzip"],
    ["/resources/blogs", "gzip"],
    ["/api/openapi.json", undefined],
  ] as const) {
    const through = await send(`${site}${path}`, { headers });
    const direct = await send(`${app.origin}${path}`, {
      headers: { ...headers, host: `localhost:${httpsPort}`, "x-forwarded-proto": "https" },
    });
    expect(through.status, path).toBe(200);
    expect(through.headers["content-encoding"], path).toBe(direct.headers["content-encoding"]);
    expect(through.headers["content-encoding"], path).toBe(encoding);
    expect(through.headers.etag, path).toBe(direct.headers.etag);
    expect(through.body.length, path).toBe(direct.body.length);
  }
});

test("the client address stored is the one nginx saw, never a forged X-Forwarded-For", async () => {
  const attempt = (origin: string, from: string, forged: string) =>
    send(`${origin}/api/auth/login`, {
      method: "POST",
      from,
      headers: { "content-type": "application/json", "x-forwarded-for": forged },
      body: JSON.stringify({ username: `nobody-${from}`, password: "not the password", area: "blog" }),
    });
  // Through nginx: nginx appends 127.0.0.2, the address it was called from.
  const throughNginx = await attempt(site, "127.0.0.2", "203.0.113.77");
  expect(throughNginx.status).toBe(401);
  // Past nginx, straight to the server: known by its socket, whatever it writes.
  const direct = await attempt(app.origin, "127.0.0.3", "203.0.113.78");
  expect(direct.status).toBe(401);
  const keys = rateLimitKeys();
  expect(keys).toContain("login:127.0.0.2");
  expect(keys).toContain("login:127.0.0.3");
  expect(keys.filter((key) => key.includes("203.0.113."))).toEqual([]);

  // A client's own X-Forwarded-Host never reaches the server (which believes
  // it from nginx): were it passed, the server would take this request for
  // one to www. and redirect it.
  const forgedHost = await send(`${site}/faqs`, {
    from: "127.0.0.2",
    headers: { "x-forwarded-host": `www.localhost:${httpsPort}` },
  });
  expect(forgedHost.status).toBe(200);
});

test("a 6 MB upload gets the server's 413 JSON, one past nginx's 8 MB limit nginx's own", async () => {
  const signIn = await send(`${site}/api/auth/login`, {
    method: "POST",
    from: "127.0.0.4",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: adminUsername, password: adminPassword, area: "blog" }),
  });
  expect(signIn.status).toBe(200);
  const cookie = [signIn.headers["set-cookie"] ?? []]
    .flat()
    .map((line) => line.split(";")[0])
    .join("; ");
  const upload = (bytes: number) => {
    const boundary = `----nginx-test-${Date.now()}`;
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nToo large\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.jpg"\r\n` +
          "Content-Type: image/jpeg\r\n\r\n",
      ),
      Buffer.alloc(bytes, 0x61),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return send(`${site}/api/blogs`, {
      method: "POST",
      from: "127.0.0.4",
      headers: { cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
      body,
    });
  };

  // Under nginx's limit, over the server's (5.5 MiB): the server answers, as it does without nginx.
  const six = await upload(6 * 1000 * 1000);
  expect(six.status).toBe(413);
  expect(six.headers["content-type"]).toMatch(/^application\/json/);
  expect(six.headers["x-request-id"]).toBeTruthy();
  expect(JSON.parse(six.body)).toEqual({ success: false, error: "Image size should be less than 5MB" });

  // Past nginx's limit: nginx refuses it before reading it, in the same shape.
  const nine = await upload(9 * 1024 * 1024);
  expect(nine.status).toBe(413);
  expect(nine.headers["content-type"]).toMatch(/^application\/json/);
  expect(JSON.parse(nine.body)).toMatchObject({ success: false });
});
