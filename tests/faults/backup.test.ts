/**
 * `npm run backup` while the built server takes leads as fast as clients can
 * send them and staff upload images, then `npm run restore` into a new store
 * and a server on it: every lead acknowledged before the backup started is
 * there once, none twice, and every restored post's image is served.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createStore } from "#server/db/client.ts";
import {
  createTestStore,
  onTestServer,
  type TestStore,
  testDatabaseUrlFor,
  testDialects,
} from "#tests/utils/test-db.ts";
import { loadLeads, storedCounts, until } from "./load.ts";
import { freshAddress, type StoreTarget, signInAdmin, startServer } from "./server.ts";

const dialects = await testDialects();
const root = inject("testDbTemplates")?.root ?? tmpdir();

/** Runs one of the project's scripts on `target`, as `npm run` would (DATABASE_URL unset for SQLite). */
function runScript(script: string, args: string[], target: StoreTarget) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      env: { ...process.env, DATA_DIR: target.dataDir, DATABASE_URL: target.url ?? "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** Creates a published post with an image of its own colour through the API; its id, or null when refused. */
async function createPost(origin: string, cookie: string, n: number): Promise<string | null> {
  const png = await sharp({
    create: { width: 1000, height: 700, channels: 3, background: { r: 20 + n * 40, g: 90, b: 140 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  const fields = {
    title: `Backup trial post ${n}`,
    excerpt: "A post written while leads pour in and a backup is taken.",
    content: "Paragraphs that must come back. ".repeat(30),
    author: "Editorial Team",
    authorRole: "Clinical content team",
    category: "research",
    tags: JSON.stringify(["backup"]),
    featured: "false",
    status: "published",
  };
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "cover.png");
  const response = await fetch(`${origin}/api/blogs`, {
    method: "POST",
    body: form,
    headers: { cookie, origin, "x-forwarded-for": freshAddress() },
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await response.json()) as { data?: { id: string } };
  return response.status === 201 ? (body.data?.id ?? null) : null;
}

describe.each(dialects)("a backup under write load on %s", (dialect) => {
  const stores: TestStore[] = [];
  const databases: string[] = [];
  afterAll(async () => {
    for (const store of stores) await store.destroy();
    for (const name of databases) await onTestServer(`drop database if exists ${name} with (force)`);
  });

  /** An empty store to restore into: a new DATA_DIR, and a new database when PostgreSQL. */
  const emptyTarget = async (): Promise<StoreTarget> => {
    const dataDir = join(mkdtempSync(join(root, "anvaya-restored-")), "data");
    if (dialect === "sqlite") return { dataDir };
    const runId = inject("testDbTemplates")?.runId ?? "manual_00000000";
    const name = `anvaya_test_${runId}_${randomBytes(6).toString("hex")}`;
    await onTestServer(`create database ${name}`);
    databases.push(name);
    return { dataDir, url: testDatabaseUrlFor(name) };
  };

  it("restores every lead acknowledged before it started, once, and every post's image", async () => {
    const store = await createTestStore(dialect);
    // The server owns the store from now on.
    await store.close();
    stores.push(store);
    const server = await startServer(store);
    const cookie = await signInAdmin(server.origin, "blog");
    const posts: string[] = [];
    for (const n of [0, 1]) {
      const id = await createPost(server.origin, cookie, n);
      expect(id).not.toBeNull();
      if (id) posts.push(id);
    }

    const load = loadLeads(server.origin, 6);
    // More images while the leads pour in, and while the backup runs.
    let posting = true;
    const poster = (async () => {
      for (let n = 2; posting && n < 8; n += 1) {
        const id = await createPost(server.origin, cookie, n);
        if (id) posts.push(id);
      }
    })();
    await until(() => load.acknowledged() >= 40 && posts.length >= 3, 30_000, "leads and a third post");

    const acknowledgedBefore = load.outcomes.filter((o) => o.result === 201).map((o) => o.token);
    const postsBefore = [...posts];
    const backupDir = join(mkdtempSync(join(root, "anvaya-backup-")), "backup");
    const backup = await runScript("scripts/backup.ts", ["--out", backupDir], store);
    const acknowledgedDuring = load.acknowledged() - acknowledgedBefore.length;
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain("Backup written to");

    posting = false;
    await poster;
    const outcomes = await load.stop();
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    // The server kept answering through the backup: every submission was stored (201), none refused.
    expect(outcomes.filter((o) => o.result !== 201)).toEqual([]);
    expect(acknowledgedDuring).toBeGreaterThan(0);

    const target = await emptyTarget();
    const restore = await runScript("scripts/restore.ts", [backupDir], target);
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);

    const counts = await storedCounts(
      target,
      outcomes.map((o) => o.token),
    );
    const lost = acknowledgedBefore.filter((token) => counts.get(token) !== 1);
    expect(lost, "acknowledged before the backup but not restored once").toEqual([]);
    expect(
      [...counts].filter(([, n]) => n > 1),
      "restored twice",
    ).toEqual([]);

    const restoredStore = createStore(target);
    const restoredPosts = await restoredStore.db
      .selectFrom("blog_posts")
      .select(["id", "image_key", "image_width"])
      .execute()
      .finally(() => restoredStore.close());
    expect(restoredPosts.map((post) => post.id)).toEqual(expect.arrayContaining(postsBefore));

    const restored = await startServer(target);
    try {
      for (const post of restoredPosts) {
        for (const format of ["webp", "avif"]) {
          const response = await fetch(
            `${restored.origin}/media/${post.image_key}-${post.image_width}.${format}`,
          );
          await response.arrayBuffer();
          expect(response.status, `${post.image_key} ${format}`).toBe(200);
        }
      }
      const listed = (await (await fetch(`${restored.origin}/api/blogs?limit=50`)).json()) as {
        data: { blogs: { id: string }[] };
      };
      expect(listed.data.blogs.map((post) => post.id)).toEqual(expect.arrayContaining(postsBefore));
    } finally {
      restored.child.kill("SIGTERM");
      expect(await restored.exited).toBe(0);
    }
  });
});
