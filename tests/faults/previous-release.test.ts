import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStore } from "#server/db/client.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";
import { freePort } from "../../scripts/serve-build.ts";
import { smtpSink } from "../utils/smtp-sink.ts";
import { type RunningServer, signInAdmin, startServer } from "./server.ts";

const run = promisify(execFile);
const dialects = await testDialects();

/*
 * A rolling upgrade (docs/deployment.md, sections 7 and 8): while one server
 * already runs the new release, another still runs the previous one, both on
 * the store the new release migrated. The previous release is the newest one
 * with an upgrade fixture (tests/fixtures/upgrade/<release>/); its code is
 * the commit that added that folder, taken from git, built with today's
 * packages (releases since have only added packages) and started beside
 * today's build. Each must take what the other stored: staff sessions, posts,
 * leads; and each lead's mail must go out once with both mail workers on.
 */
const fixtures = "tests/fixtures/upgrade";
const previousRelease = readdirSync(fixtures)
  .filter((name) => statSync(join(fixtures, name)).isDirectory())
  .sort()
  .at(-1);
if (!previousRelease)
  throw new Error(`no release in ${fixtures}: the oldest supported release adds its folder there`);

async function previousReleaseCommit(): Promise<string> {
  // A shallow clone's oldest commit seems to add every file: fetch the history first.
  if ((await run("git", ["rev-parse", "--is-shallow-repository"])).stdout.trim() === "true") {
    await run("git", ["fetch", "--quiet", "--unshallow"]);
  }
  const { stdout } = await run("git", [
    "log",
    "--diff-filter=A",
    "--format=%H",
    "--",
    `${fixtures}/${previousRelease}/expected.json`,
  ]);
  const commit = stdout.trim().split("\n").at(-1) ?? "";
  if (!/^[0-9a-f]{40}$/.test(commit)) {
    throw new Error(`the commit that added release ${previousRelease} is not in this clone's history`);
  }
  return commit;
}

/** The previous release's code in `folder`, built; today's node_modules stand in for its own. */
async function buildPreviousRelease(folder: string): Promise<void> {
  const commit = await previousReleaseCommit();
  mkdirSync(folder, { recursive: true });
  await run("sh", ["-c", `git archive ${commit} | tar -x -C "${folder}"`]);
  symlinkSync(resolve("node_modules"), join(folder, "node_modules"), "dir");
  await run(process.execPath, [join(folder, "node_modules/@react-router/dev/bin.cjs"), "build"], {
    cwd: folder,
    env: { ...process.env, BUILD_DIR: "build", NODE_ENV: "production" },
    maxBuffer: 16 * 1024 * 1024,
  });
}

type Posted = { slug: string; title: string; imageUrl: string };

async function publishPost({ origin, site }: RunningServer, cookie: string): Promise<Posted> {
  const title = `Across releases ${randomUUID().slice(0, 8)}`;
  const form = new FormData();
  const fields = {
    title,
    excerpt: "Written by one release, read by the other.",
    content: "Rest and routine help. ".repeat(40),
    author: "Riya Sen",
    authorRole: "Health writer",
    category: "technology",
    tags: JSON.stringify(["upgrade"]),
    status: "published",
  };
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const cover = await sharp({ create: { width: 800, height: 500, channels: 3, background: "#0f766e" } })
    .jpeg()
    .toBuffer();
  form.set("image", new Blob([new Uint8Array(cover)], { type: "image/jpeg" }), "cover.jpg");
  const made = await fetch(`${origin}/api/blogs`, {
    method: "POST",
    headers: { cookie, origin: site },
    body: form,
  });
  expect(made.status, await made.clone().text()).toBe(201);
  const { slug, imageUrl } = ((await made.json()) as { data: { slug: string; imageUrl: string } }).data;
  return { slug, title, imageUrl };
}

async function sendLead({ origin, site }: RunningServer, token: string, address: string): Promise<number> {
  const answer = await fetch(`${origin}/api/request-demo`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: site, "x-forwarded-for": address },
    body: JSON.stringify({
      fullName: "Release Trial",
      workEmail: `release-${token}@clinic.example`,
      organization: "Release Clinic",
      roleTitle: "Director",
      phone: "+91 80 1234 5678",
      inquiryFor: "mental-health-platform",
      message: `Upgrade trial ${token}: please show us the scheduling tools.`,
      agreeToContact: true,
    }),
  });
  return answer.status;
}

describe("the previous release beside this one on the upgraded store", () => {
  const folder = mkdtempSync(join(tmpdir(), "anvaya-previous-"));
  const previous = join(folder, "previous");

  beforeAll(async () => {
    await buildPreviousRelease(previous);
  }, 180_000);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  describe.each(dialects)("on %s", (dialect) => {
    let store: TestStore;
    const mail = smtpSink();
    const servers: RunningServer[] = [];

    afterAll(async () => {
      for (const server of servers) {
        if (server.child.exitCode === null && server.child.signalCode === null) {
          server.child.kill("SIGTERM");
          await server.exited;
        }
      }
      await mail.stop();
      await store?.destroy();
    });

    it("each takes what the other stored, and each lead's mail goes out once", async () => {
      // The store as today's migrations leave it; today's server then the previous one on it.
      store = await createTestStore(dialect);
      await store.close();
      const smtpPort = await freePort();
      await mail.start(smtpPort);
      const env = { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, NOTIFY_EMAIL: "leads@anvaya.example" };
      const today = await startServer(store, env);
      servers.push(today);
      const older = await startServer(store, env, { cwd: previous });
      servers.push(older);

      // A session made by either release is honoured by the other.
      const oldSession = await signInAdmin(older.origin, "blog");
      const newSession = await signInAdmin(today.origin, "blog");
      const sessionOn = (origin: string, cookie: string) =>
        fetch(`${origin}/api/auth/session?area=blog`, { headers: { cookie } }).then((r) => r.status);
      expect(await sessionOn(today.origin, oldSession)).toBe(200);
      expect(await sessionOn(older.origin, newSession)).toBe(200);

      // A post published by each is listed and shown by the other.
      const fromOlder = await publishPost(older, oldSession);
      const fromToday = await publishPost(today, newSession);
      for (const [origin, post] of [
        [today.origin, fromOlder],
        [older.origin, fromToday],
      ] as const) {
        await expect
          .poll(async () => (await (await fetch(`${origin}/resources/blogs`)).text()).includes(post.title), {
            timeout: 5_000,
          })
          .toBe(true);
        const article = await fetch(`${origin}/blog/${post.slug}`);
        expect(article.status).toBe(200);
        expect(await article.text()).toContain(post.title);
        expect((await fetch(`${origin}${post.imageUrl}`)).status).toBe(200);
      }

      // Leads taken by both are stored once each, and each acknowledgement is mailed once.
      const tokens = Array.from({ length: 6 }, () => randomUUID().slice(0, 8));
      const statuses = await Promise.all(
        tokens.map((token, i) => sendLead(i % 2 === 0 ? older : today, token, `198.22.0.${i + 1}`)),
      );
      expect(statuses).toEqual(Array(tokens.length).fill(201));
      const reader = createStore({ url: store.url, dataDir: store.dataDir });
      try {
        const messages = (await reader.db.selectFrom("demo_requests").select("message").execute()).map(
          (row) => row.message,
        );
        for (const token of tokens)
          expect(
            messages.filter((m) => m.includes(token)),
            token,
          ).toHaveLength(1);
      } finally {
        await reader.close();
      }
      const acknowledged = () =>
        mail.received
          .flatMap((received) => received.to)
          .filter((to) => tokens.some((token) => to === `release-${token}@clinic.example`));
      await expect.poll(() => acknowledged().length, { timeout: 30_000, interval: 200 }).toBe(tokens.length);
      // A second copy, if there were one, would come now.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(new Set(acknowledged()).size).toBe(tokens.length);
      expect(acknowledged()).toHaveLength(tokens.length);
    }, 120_000);
  });
});
