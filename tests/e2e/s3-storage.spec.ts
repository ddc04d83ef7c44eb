import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { s3ImageStorage } from "#server/services/image-storage.ts";
import { startLocalS3 } from "../../scripts/local-s3.ts";
import {
  adminPassword,
  adminUsername,
  type RunningServer,
  signInAdmin,
  startServer,
} from "../faults/server.ts";
import { expect, pageReady, test } from "../utils/playwright.ts";

/**
 * Images in an S3-compatible bucket (issue 35): the built server started
 * with only the S3_* variables set (a local s3rver as the bucket) stores a
 * post's picture and a leader's photo from Settings in the bucket, serves
 * them under /media as from the disk, and writes nothing to DATA_DIR/media.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

let dataDir: string;
let s3: Awaited<ReturnType<typeof startLocalS3>>;
let server: RunningServer;

test.beforeAll(async () => {
  // Its servers' cold starts, on a busy machine, can take longer than a hook's default 30 s.
  test.setTimeout(90_000);
  dataDir = mkdtempSync(join(tmpdir(), "anvaya-s3-"));
  s3 = await startLocalS3({ directory: join(dataDir, "bucket"), bucket: "anvaya-media" });
  server = await startServer({ dataDir: join(dataDir, "data") }, s3.env);
});

test.afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  await s3?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const picture = (r: number) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r, g: 118, b: 110 } } })
    .jpeg()
    .toBuffer();

test("with the S3 variables set, a post's picture and a leader's photo go to the bucket, and are served from it", async ({
  page,
}) => {
  // A post with a picture, through the API.
  const cookie = await signInAdmin(server.origin, "blog");
  const form = new FormData();
  const fields = {
    title: "Sleep and mood",
    excerpt: "How sleep and mood shape each other.",
    content: "Sleep matters for mood. ".repeat(40),
    author: "Riya Sen",
    authorRole: "Health writer",
    category: "technology",
    tags: JSON.stringify(["sleep"]),
    status: "published",
  };
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set("image", new Blob([new Uint8Array(await picture(15))], { type: "image/jpeg" }), "cover.jpg");
  const made = await fetch(`${server.origin}/api/blogs`, {
    method: "POST",
    headers: { cookie, origin: server.origin },
    body: form,
  });
  expect(made.status).toBe(201);
  const { data: post } = (await made.json()) as { data: { imageUrl: string } };

  // A leader's photo, through the Settings screen.
  const login = await page.request.post(`${server.origin}/api/auth/login`, {
    data: { username: adminUsername, password: adminPassword, area: "leads" },
    headers: { "x-forwarded-for": "192.0.2.71" },
  });
  expect(login.ok()).toBe(true);
  await page.goto(`${server.origin}/admin-only-demo-requests/settings`);
  await page.locator(pageReady).waitFor({ state: "attached" });
  const row = page.locator("[data-leader-row]").first();
  await row.getByLabel("Name").fill("Dr Asha Menon");
  await row.getByLabel("Title").fill("Chief Clinical Officer");
  await row
    .getByLabel("Photo (optional)")
    .setInputFiles({ name: "asha.jpg", mimeType: "image/jpeg", buffer: await picture(200) });
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Settings saved" })).toBeVisible();
  await expect
    .poll(
      async () =>
        (await (await fetch(`${server.origin}/our-team`)).text()).match(
          /\/media\/[0-9a-f]{16}-480\.webp/,
        )?.[0],
    )
    .toBeTruthy();
  const team = await (await fetch(`${server.origin}/our-team`)).text();
  const photoUrl = team.match(/\/media\/[0-9a-f]{16}-480\.webp/)?.[0] ?? "";

  // Both in the bucket, served from it with the headers of a file, and nothing on the disk.
  const bucket = s3ImageStorage(s3.settings);
  const stored: string[] = [];
  for await (const name of bucket.list()) stored.push(name);
  for (const url of [post.imageUrl, photoUrl]) {
    const name = url.replace("/media/", "");
    expect(stored).toContain(name);
    const answer = await fetch(`${server.origin}${url}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/webp");
    expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(answer.headers.get("etag")).toBeTruthy();
    const body = Buffer.from(await answer.arrayBuffer());
    expect(body).toEqual(await bucket.get(name));
    const again = await fetch(`${server.origin}${url}`, {
      headers: { "if-none-match": answer.headers.get("etag") ?? "" },
    });
    expect(again.status).toBe(304);
    const part = await fetch(`${server.origin}${url}`, { headers: { range: "bytes=0-15" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 0-15/${body.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(body.subarray(0, 16));
  }
  const media = join(dataDir, "data", "media");
  expect(existsSync(media) ? readdirSync(media) : []).toEqual([]);
});
