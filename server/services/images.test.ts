import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { blogLimits, imageTooLargeMessage } from "#common/constants.ts";
import { failureAnswer } from "#server/http/errors.ts";
import { InvalidInputError } from "./errors.ts";
import {
  createImageService,
  type ImageStorage,
  jobQueue,
  maxImageJobs,
  maxImagePixels,
  memoryImageStorage,
} from "./images.ts";

/** Renditions in memory, noting every name read. */
function memoryStorage() {
  const inner = memoryImageStorage();
  const reads: string[] = [];
  const storage: ImageStorage = {
    ...inner,
    get: async (name) => {
      reads.push(name);
      return inner.get(name);
    },
  };
  return { storage, files: inner.files, reads };
}

/**
 * A complete, valid PNG of `width` × `height` black pixels, one bit each,
 * written by hand: a decompression bomb's header without sharp (or any
 * encoder) holding the canvas in memory. 30000 × 30000 is about 110 KB.
 */
function bitmapPng(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth 1, colour type 0 (grey), deflate, no filter, no interlace
  // Each row: its filter byte (0) and the bits of its pixels, all zero.
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(rows, { level: 9 })),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
}

const png = async (width: number, height: number) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: "#f59e0b" } })
      .png()
      .toBuffer(),
  );

describe("the image service", () => {
  it("stores WebP and AVIF renditions and reads them back by name only", async () => {
    const { storage, files, reads } = memoryStorage();
    const images = createImageService(storage);
    const stored = await images.store(await png(1000, 500));
    expect(stored).toMatchObject({ width: 960, height: 480, url: `/media/${stored.key}-960.webp` });
    expect([...files.keys()].sort()).toEqual(
      [480, 960].flatMap((w) => [`${stored.key}-${w}.avif`, `${stored.key}-${w}.webp`]).sort(),
    );

    const webp = await images.read(`${stored.key}-960.webp`);
    expect(webp?.contentType).toBe("image/webp");
    expect((await sharp(webp?.bytes).metadata()).format).toBe("webp");
    expect((await images.read(`${stored.key}-480.avif`))?.contentType).toBe("image/avif");
    expect(await images.read(`${stored.key}-1600.webp`)).toBeNull();

    reads.length = 0;
    for (const name of ["../site.db", `${stored.key}-960.png`, `${stored.key}-960.webp/..`, "", "a-1.webp"]) {
      expect(await images.read(name), name).toBeNull();
    }
    expect(reads).toEqual([]);
  });

  it("refuses what is too large or not an image, saying which", async () => {
    const images = createImageService(memoryStorage().storage);
    const tooLarge = images.store(new Uint8Array(blogLimits.imageBytes + 1));
    await expect(tooLarge).rejects.toBeInstanceOf(InvalidInputError);
    await expect(tooLarge).rejects.toMatchObject({ reason: "too-large", message: imageTooLargeMessage });
    expect(imageTooLargeMessage).toBe("Image size should be less than 5MB");
    await expect(
      images.store(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>")),
    ).rejects.toMatchObject({
      reason: "unsupported-type",
    });
    // A small file that declares more pixels than sharp may decode.
    const huge = bitmapPng(8000, 6000);
    expect(huge.byteLength).toBeLessThan(blogLimits.imageBytes);
    await expect(images.store(huge)).rejects.toMatchObject({ reason: "too-large", message: /megapixels/ });
    const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#f59e0b" } })
      .jpeg()
      .toBuffer();
    await expect(images.store(new Uint8Array(jpeg.subarray(0, jpeg.length / 2)))).rejects.toMatchObject({
      kind: "invalid-input",
      reason: "invalid",
    });
    await expect(images.store(new TextEncoder().encode("hello"))).rejects.toMatchObject({
      reason: "unsupported-type",
    });
  });

  it("refuses more pixels than a blog image needs from the header alone, storing nothing", async () => {
    const { storage, files } = memoryStorage();
    const images = createImageService(storage);
    // 36 megapixels in a small file: once taken, and decoded for seconds.
    const wide = bitmapPng(6000, 6000);
    expect(6000 * 6000).toBeGreaterThan(maxImagePixels);
    await expect(images.store(wide)).rejects.toMatchObject({
      reason: "too-large",
      message: "This image is too large (6000 × 6000 pixels). Use one of at most 25 megapixels.",
    });
    expect(files.size).toBe(0);
  });

  it("refuses a 30000 × 30000 decompression bomb as too large, saying the most it takes, storing nothing", async () => {
    const { storage, files } = memoryStorage();
    const images = createImageService(storage);
    const bomb = bitmapPng(30_000, 30_000);
    expect(bomb.byteLength).toBeLessThan(200_000);
    // More pixels than even sharp's own limit, which fails such a header as unreadable.
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(30_000);
    await expect(sharp(bomb).metadata()).rejects.toThrow(/pixel limit/);
    const refused = await images.store(bomb).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(InvalidInputError);
    expect(refused).toMatchObject({
      reason: "too-large",
      message: "This image is too large (30000 × 30000 pixels). Use one of at most 25 megapixels.",
    });
    // The API and the pages answer it as the 5 MB limit is answered: 413, with that message.
    expect(failureAnswer(refused)).toMatchObject({ status: 413, error: /at most 25 megapixels/ });
    expect(
      failureAnswer(await images.store(new Uint8Array(blogLimits.imageBytes + 1)).catch((e) => e)),
    ).toMatchObject({ status: 413 });
    expect(files.size).toBe(0);
  });

  it("keeps nothing of a hostile upload", async () => {
    const { storage, files } = memoryStorage();
    const images = createImageService(storage);
    const jpeg = await sharp({ create: { width: 700, height: 500, channels: 3, background: "#0f766e" } })
      .jpeg()
      .toBuffer();
    const payload = "<script>alert(document.cookie)</script>";
    // A polyglot: a real image with a script after its end. It is taken, but
    // only re-encoded pixels are stored, never the bytes that came.
    const polyglot = new Uint8Array(Buffer.concat([jpeg, Buffer.from(payload)]));
    const stored = await images.store(polyglot);
    for (const [name, data] of files) expect(data.includes(payload), name).toBe(false);
    expect(stored.width).toBe(480);
    files.clear();
    const refused: [string, Uint8Array][] = [
      // A script that claims to be a GIF.
      ["GIF header, script body", new TextEncoder().encode(`GIF89a/*${"x".repeat(64)}*/=${payload}`)],
      // A PNG cut in the middle of its pixels (a sound header).
      ["truncated PNG", (await png(900, 900)).subarray(0, 400)],
      ["truncated JPEG", new Uint8Array(jpeg.subarray(0, 300))],
      ["HTML", new TextEncoder().encode(`<!doctype html>${payload}`)],
      [
        "SVG with a script",
        new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg">${payload}</svg>`),
      ],
      ["empty", new Uint8Array()],
    ];
    for (const [name, bytes] of refused) {
      await expect(images.store(bytes), name).rejects.toBeInstanceOf(InvalidInputError);
    }
    expect(files.size).toBe(0);
  });

  it("decodes one upload at a time, with libvips's cache off and one thread", async () => {
    expect(maxImageJobs).toBe(1);
    expect(sharp.concurrency()).toBe(1);
    expect(sharp.cache()).toMatchObject({ memory: { max: 0 }, items: { max: 0 }, files: { max: 0 } });
    const images = createImageService(memoryStorage().storage);
    const uploads = await Promise.all(
      ["#0f766e", "#f59e0b", "#1e3a8a"].map(async (background) =>
        sharp({ create: { width: 1000, height: 700, channels: 3, background } })
          .jpeg()
          .toBuffer(),
      ),
    );
    // libvips's own count of the operations running on the thread pool, read while the three are under way.
    let most = 0;
    const sampler = setInterval(() => {
      most = Math.max(most, sharp.counters().process);
    }, 1);
    const stored = await Promise.all(uploads.map((bytes) => images.store(new Uint8Array(bytes))));
    clearInterval(sampler);
    expect(new Set(stored.map((image) => image.key)).size).toBe(3);
    expect(most).toBe(1);
    expect(sharp.cache()).toMatchObject({ memory: { current: 0 }, items: { current: 0 } });
    // Three encodes of AVIF one after another take their time on a busy machine.
  }, 60_000);

  it("collects V8's garbage before each image job, where the process can, with no decode under way", async () => {
    const images = createImageService(memoryStorage().storage);
    const bytes = await png(600, 400);
    const global = globalThis as { gc?: (options?: object) => void };
    const had = global.gc;
    // libvips's count of the operations running, as each collection starts, and what it asked V8 for.
    const running: number[] = [];
    const asked: unknown[] = [];
    global.gc = (options) => {
      running.push(sharp.counters().process);
      asked.push(options);
    };
    try {
      await Promise.all([images.prepare(bytes), images.prepare(bytes)]);
    } finally {
      global.gc = had;
    }
    expect(running).toEqual([0, 0]);
    // The collection that hands the emptied pages back, not only the one that empties them.
    const lastResort = { type: "major", execution: "sync", flavor: "last-resort" };
    expect(asked).toEqual([lastResort, lastResort]);
    // Without gc() (a process started without the server's flags) the job runs all the same.
    delete global.gc;
    try {
      await expect(images.prepare(bytes)).resolves.toHaveProperty("image.key");
    } finally {
      global.gc = had;
    }
  });

  it("runs at most the given number of jobs at once, the rest in the order they came", async () => {
    const run = jobQueue(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const jobs = Array.from({ length: 7 }, (_, i) =>
      run(async () => {
        running += 1;
        most = Math.max(most, running);
        order.push(i);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        if (i === 3) throw new Error("a failed job frees its slot");
        return i;
      }),
    );
    const results = await Promise.allSettled(jobs);
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(6);
  });
});
