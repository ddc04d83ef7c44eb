import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalS3 } from "../../scripts/local-s3.ts";
import { UnavailableError } from "./errors.ts";
import { diskImageStorage, type ImageStorage, type ReadAnswer, s3ImageStorage } from "./image-storage.ts";
import { createImageService } from "./images.ts";

/*
 * One suite both image-storage drivers pass (issue 35): the disk under
 * DATA_DIR and an S3-compatible bucket (a local s3rver here, as in
 * development): store, read whole, in part and on condition, remove, list,
 * a missing object, and a store that is down.
 */
const root = mkdtempSync(join(tmpdir(), "anvaya-storage-"));
let s3: Awaited<ReturnType<typeof startLocalS3>>;

beforeAll(async () => {
  s3 = await startLocalS3({ directory: join(root, "s3"), bucket: "anvaya-media" });
});
afterAll(async () => {
  await s3?.stop();
  rmSync(root, { recursive: true, force: true });
});

/** A port nothing listens on: a store that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const drivers: [string, () => ImageStorage, () => Promise<ImageStorage>][] = [
  [
    "disk",
    () => diskImageStorage(mkdtempSync(join(root, "disk-"))),
    async () => {
      // A folder that is a file: nothing can be written under it.
      const blocked = join(root, `blocked-${Date.now()}`);
      writeFileSync(blocked, "not a folder");
      return diskImageStorage(join(blocked, "media"));
    },
  ],
  [
    "s3",
    () => s3ImageStorage(s3.settings),
    async () => s3ImageStorage({ ...s3.settings, endpoint: `http://127.0.0.1:${await closedPort()}` }),
  ],
];

const name = (n: number, format = "webp") =>
  `${String(n).padStart(16, "0").replace(/^0/, "a")}-800.${format}`;
const bodyOf = (answer: ReadAnswer) => (answer && typeof answer === "object" ? answer.body : null);
const md5 = (data: Uint8Array) => `"${createHash("md5").update(data).digest("hex")}"`;

describe.each(drivers)("image storage on %s", (_kind, make, down) => {
  let storage: ImageStorage;
  const bytes = Buffer.from("RIFF....WEBPVP8 a picture's bytes, 0123456789");

  beforeAll(() => {
    storage = make();
  });

  it("stores an object and reads it whole, with the MD5 of its bytes as ETag", async () => {
    await storage.put(name(1), bytes);
    expect(await storage.has(name(1))).toBe(true);
    expect(await storage.get(name(1))).toEqual(bytes);
    const read = await storage.read(name(1));
    expect(read).toEqual({ body: bytes, etag: md5(bytes), size: bytes.length, range: null });
  });

  it("reads a range, and answers a matching ETag with not-modified", async () => {
    await storage.put(name(2), bytes);
    const part = await storage.read(name(2), { range: { start: 4, end: 7 } });
    expect(part).toMatchObject({ size: bytes.length, range: { start: 4, end: 7 } });
    expect(bodyOf(part)?.toString()).toBe("....");
    const tail = await storage.read(name(2), { range: { start: bytes.length - 4 } });
    expect(bodyOf(tail)?.toString()).toBe("6789");
    expect(await storage.read(name(2), { range: { start: bytes.length + 10 } })).toBe("unsatisfiable");
    expect(await storage.read(name(2), { ifNoneMatch: md5(bytes) })).toBe("not-modified");
    const changed = await storage.read(name(2), { ifNoneMatch: '"another"' });
    expect(bodyOf(changed)).toEqual(bytes);
  });

  it("answers a missing object, or a name that is not a rendition's, with nothing", async () => {
    expect(await storage.get(name(404))).toBeNull();
    expect(await storage.has(name(404))).toBe(false);
    expect(await storage.read(name(404))).toBeNull();
    for (const odd of ["../secret.webp", "a-800.png", `${name(1)}/x`]) {
      expect(await storage.get(odd)).toBeNull();
      expect(await storage.has(odd)).toBe(false);
    }
  });

  it("removes an object (and removing a missing one is no error)", async () => {
    await storage.put(name(3), bytes);
    await storage.remove(name(3));
    expect(await storage.has(name(3))).toBe(false);
    await expect(storage.remove(name(3))).resolves.toBeUndefined();
  });

  it("lists every stored rendition", async () => {
    await storage.put(name(5, "avif"), bytes);
    const listed: string[] = [];
    for await (const one of storage.list()) listed.push(one);
    expect(listed).toEqual(expect.arrayContaining([name(1), name(2), name(5, "avif")]));
    expect(listed).not.toContain(name(3));
    expect([...listed].sort()).toEqual(listed);
  });

  it("fails plainly when the store is down, and the image service says 503 rather than losing the upload", async () => {
    const broken = await down();
    await expect(broken.put(name(6), bytes)).rejects.toThrow();
    const images = createImageService(broken);
    const saving = images.save({
      image: { key: "a", width: 1, height: 1, url: "" },
      files: [[name(6), bytes]],
    });
    await expect(saving).rejects.toBeInstanceOf(UnavailableError);
    if (_kind === "s3") await expect(images.read(name(6))).rejects.toBeInstanceOf(UnavailableError);
  });
});
