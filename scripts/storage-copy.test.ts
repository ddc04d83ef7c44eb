import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { s3ImageStorage } from "#server/services/image-storage.ts";
import { startLocalS3 } from "./local-s3.ts";
import { runStorageCopy } from "./storage-copy.ts";

const root = mkdtempSync(join(tmpdir(), "anvaya-copy-"));
let s3: Awaited<ReturnType<typeof startLocalS3>>;

beforeAll(async () => {
  s3 = await startLocalS3({ directory: join(root, "bucket"), bucket: "anvaya-media" });
});
afterAll(async () => {
  await s3?.stop();
  rmSync(root, { recursive: true, force: true });
});

/** The command, in-process, on `dataDir` and the local bucket: its exit code and what it printed. */
async function copy(dataDir: string, ...args: string[]) {
  let out = "";
  let err = "";
  const code = await runStorageCopy(args, {
    env: { DATA_DIR: dataDir, ...s3.env },
    out: (line) => {
      out += `${line}\n`;
    },
    err: (line) => {
      err += `${line}\n`;
    },
  });
  return { code, out, err };
}

const names = ["0123456789abcdef-480.webp", "0123456789abcdef-800.avif", "fedcba9876543210-1600.webp"];

describe("npm run storage:copy", () => {
  it("copies every image from the disk to the bucket and checks each, then only what changed", async () => {
    const dataDir = join(root, "from-disk");
    mkdirSync(join(dataDir, "media"), { recursive: true });
    for (const [i, name] of names.entries()) writeFileSync(join(dataDir, "media", name), `picture ${i}`);
    writeFileSync(join(dataDir, "media", "notes.txt"), "not an image");

    expect(await copy(dataDir, "--to", "s3")).toMatchObject({
      code: 0,
      out: "3 images on the disk: 3 copied and checked, 0 already there, 0 failed\n",
    });
    const bucket = s3ImageStorage(s3.settings);
    for (const [i, name] of names.entries())
      expect((await bucket.get(name))?.toString()).toBe(`picture ${i}`);
    expect(await bucket.has("notes.txt")).toBe(false);

    // Run again (after the switch): what was uploaded in between is copied, the rest skipped,
    // and a copy whose bytes differ is written again.
    writeFileSync(join(dataDir, "media", "aaaaaaaaaaaaaaaa-480.webp"), "uploaded meanwhile");
    await bucket.put(names[0] as string, Buffer.from("damaged"));
    expect((await copy(dataDir, "--to", "s3")).out).toBe(
      "4 images on the disk: 2 copied and checked, 2 already there, 0 failed\n",
    );
    expect((await bucket.get(names[0] as string))?.toString()).toBe("picture 0");
  });

  it("copies the bucket back to an empty disk", async () => {
    const dataDir = join(root, "to-disk");
    const result = await copy(dataDir, "--to", "disk");
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^4 images on the bucket: 4 copied and checked/);
    expect(readdirSync(join(dataDir, "media")).sort()).toEqual(
      [...names, "aaaaaaaaaaaaaaaa-480.webp"].sort(),
    );
    expect(readFileSync(join(dataDir, "media", names[2] as string), "utf8")).toBe("picture 2");
  });

  it("says how to use it, and fails without a bucket or with a store that is down", async () => {
    expect((await copy(root)).err).toContain("Usage: npm run storage:copy -- --to s3|disk");
    const noBucket = await runStorageCopy(["--to", "s3"], {
      env: { DATA_DIR: root },
      out: () => {},
      err: () => {},
    });
    expect(noBucket).toBe(1);
    let err = "";
    const down = await runStorageCopy(["--to", "disk"], {
      env: { DATA_DIR: root, ...s3.env, S3_ENDPOINT: "http://127.0.0.1:9" },
      out: () => {},
      err: (line) => {
        err += line;
      },
    });
    expect(down).toBe(1);
    expect(err).toContain("The bucket could not be listed");
  });
});
