import { request as httpRequest } from "node:http";
import { expect, signInTo, test } from "../utils/playwright.ts";

/*
 * What is held in memory (hashed assets, the pages rendered at start, the
 * kept pages, the blog API's kept answers) is answered straight from the Node request, before Hono
 * (server/http/memory-answers.ts). That path must answer exactly what the
 * Hono path answers. The same address with one letter percent-encoded
 * (`/faqs` as `/%66aqs`) is the same page to Hono but never taken by the
 * path before it, so the two can be compared request by request.
 */

type Answer = { status: number; headers: Record<string, string>; rawNames: string[]; body: Buffer };

/** One request through node:http, which keeps the header names as the server wrote them. */
function get(origin: string, path: string, method = "GET", headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const request = httpRequest(`${origin}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const { date: _date, "x-request-id": _id, ...rest } = response.headers as Record<string, string>;
        resolve({
          status: response.statusCode ?? 0,
          headers: rest,
          rawNames: response.rawHeaders.filter((_, i) => i % 2 === 0),
          body: Buffer.concat(chunks),
        });
      });
    });
    request.on("error", reject);
    request.end();
  });
}

/** The path with its first letter after a slash percent-encoded: the same page for Hono. */
const encodedOnce = (path: string) =>
  path.replace(/\/([a-z])/, (_, letter: string) => `/%${letter.charCodeAt(0).toString(16)}`);

test("pages and files held in memory are answered before Hono exactly as Hono answers them", async ({
  baseURL,
}) => {
  const origin = baseURL as string;
  const home = await get(origin, "/");
  const asset = home.body.toString().match(/\/assets\/[\w.-]+\.(?:css|js|woff2)/)?.[0];
  expect(asset, "the home page names a hashed asset").toBeTruthy();
  const listing = await get(origin, "/resources/blogs");
  const article = listing.body.toString().match(/href="(\/blog\/[\w-]+)"/)?.[1];
  expect(article, "the listing links an article").toBeTruthy();
  const paths = [
    "/approach",
    "/faqs",
    "/resources/blogs",
    "/resources/blogs?category=research",
    // An article's view is counted first, on either path.
    article as string,
    asset as string,
    // The blog's JSON for readers is kept as the pages are (server/http/blog-api-cache.ts).
    "/api/blogs",
    "/api/blogs?fields=summary&limit=5",
    (article as string).replace("/blog/", "/api/blogs/"),
  ];
  // Kept once rendered, its Brotli copy made once a client that reads Brotli asks (gzip until then).
  for (const path of paths) {
    await expect
      .poll(
        async () =>
          (await get(origin, path, "GET", { "accept-encoding": "gzip, br" })).headers["content-encoding"],
      )
      .not.toBe("gzip");
  }
  const variants: [string, Record<string, string>][] = [
    ["GET", {}],
    ["GET", { "accept-encoding": "gzip, deflate, br" }],
    ["GET", { "accept-encoding": "gzip" }],
    ["HEAD", { "accept-encoding": "br" }],
  ];
  for (const path of paths) {
    for (const [method, headers] of variants) {
      const early = await get(origin, path, method, headers);
      const late = await get(origin, encodedOnce(path), method, headers);
      const what = `${method} ${path} ${JSON.stringify(headers)}`;
      // Answered before Hono: its header names keep the case they were written in (Hono's are lower case).
      expect(early.rawNames, what).toContain("ETag");
      expect(late.rawNames, what).toContain("etag");
      expect(early.status, what).toBe(200);
      expect(early.headers, what).toEqual(late.headers);
      expect(early.body.equals(late.body), what).toBe(true);
    }
    const etag = (await get(origin, path)).headers.etag as string;
    const early = await get(origin, path, "GET", { "if-none-match": etag });
    const late = await get(origin, encodedOnce(path), "GET", { "if-none-match": etag });
    expect([early.status, late.status]).toEqual([304, 304]);
    expect(early.headers).toEqual(late.headers);
  }
  // What is not held, or needs something done first, goes through Hono as before.
  const redirect = await get(origin, "/resources/blogs/");
  expect(redirect.status).toBe(301);
  expect(redirect.rawNames).not.toContain("ETag");
  const missing = await get(origin, "/no-such-page");
  expect(missing.status).toBe(404);
});

test("an article answered before Hono counts a reader's view once a day, never a bot's or a prefetch", async ({
  baseURL,
  page,
}) => {
  const origin = baseURL as string;
  const listing = await get(origin, "/resources/blogs");
  const article = listing.body.toString().match(/href="\/blog\/([\w-]+)"/)?.[1] as string;
  expect(article).toBeTruthy();
  // Read as staff: a reader's answer is kept, its count up to five minutes old, and staff count no view.
  await signInTo(page, "blog");
  const views = async () =>
    ((await (await page.request.get(`${origin}/api/blogs/${article}`)).json()) as { data: { views: number } })
      .data.views;
  await get(origin, `/blog/${article}`); // kept
  const before = await views();
  const browser = `Mozilla/5.0 (X11; Linux x86_64) memory-answers-${Date.now()}`;
  const answers = [
    await get(origin, `/blog/${article}`, "GET", { "user-agent": browser }),
    await get(origin, `/blog/${article}`, "GET", { "user-agent": browser }),
    await get(origin, `/blog/${article}`, "GET", {
      "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)",
    }),
    await get(origin, `/blog/${article}`, "GET", {
      "user-agent": `${browser} other`,
      "sec-purpose": "prefetch",
    }),
  ];
  for (const answer of answers) {
    expect(answer.status).toBe(200);
    expect(answer.rawNames).toContain("ETag");
  }
  // Views are written within about a second.
  await expect.poll(views, { timeout: 10_000 }).toBe(before + 1);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(await views()).toBe(before + 1);
});
