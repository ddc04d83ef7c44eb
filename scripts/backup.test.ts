import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createStore } from "#server/db/client.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { samplePosts } from "#server/db/seed/sample-posts.ts";
import { createServices } from "#server/services/index.ts";
import { runBackup } from "./backup.ts";

const root = mkdtempSync(join(tmpdir(), "anvaya-backup-cli-"));

let runs = 0;
async function backup(env: Record<string, string>) {
  let out = "";
  let err = "";
  runs += 1;
  const code = await runBackup(["--out", join(root, `backup-${runs}`)], {
    env: { DATA_DIR: join(root, "data"), ...env },
    cwd: root,
    out: (line) => {
      out += `${line}\n`;
    },
    err: (line) => {
      err += `${line}\n`;
    },
  });
  return { code, out, err };
}

describe("npm run backup with the images in a bucket", () => {
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("backs up the store alone when S3_BUCKET is set, where a disk-only backup would miss the post's image", async () => {
    const store = createStore({ dataDir: join(root, "data") });
    await migrateToLatest(store.db);
    const [first] = samplePosts;
    if (!first) throw new Error("no sample post");
    // A post whose picture is in the bucket: nothing of it on this disk.
    await createServices(store).blog.seed([
      { ...first, image_key: "0123456789abcdef", image_width: 800, image_height: 533 },
    ]);
    await store.close();

    const bucket = await backup({ S3_BUCKET: "anvaya-media", S3_ENDPOINT: "http://127.0.0.1:9" });
    expect(bucket.code).toBe(0);
    expect(bucket.out).toContain("images: in the bucket anvaya-media, which keeps them (not copied)");
    const disk = await backup({});
    expect(disk.code).toBe(1);
    expect(disk.err).toContain("The store refers to");
  });
});
