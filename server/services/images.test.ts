import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { blogLimits, imageTooLargeMessage } from "#common/constants.ts";
import { InvalidInputError } from "./errors.ts";
import { createImageService, type ImageStorage } from "./images.ts";

function memoryStorage() {
  const files = new Map<string, Buffer>();
  const reads: string[] = [];
  const storage: ImageStorage = {
    put: async (name, data) => void files.set(name, data),
    get: async (name) => {
      reads.push(name);
      return files.get(name) ?? null;
    },
  };
  return { storage, files, reads };
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
    const huge = new Uint8Array(
      await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#000" } })
        .png({ compressionLevel: 9 })
        .toBuffer(),
    );
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
});
