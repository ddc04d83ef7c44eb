import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { blogLimits, imageTooLargeMessage } from "#common/constants.ts";
import { InvalidInputError } from "./errors.ts";

/** Where renditions live: the disk under DATA_DIR by default, an object store past one machine. */
export interface ImageStorage {
  put(name: string, data: Buffer): Promise<void>;
  get(name: string): Promise<Buffer | null>;
}

export function diskImageStorage(dir: string): ImageStorage {
  return {
    async put(name, data) {
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, name), data);
    },
    async get(name) {
      if (!renditionName.test(name)) return null;
      try {
        return await readFile(join(dir, name));
      } catch {
        return null;
      }
    },
  };
}

/** A stored rendition's name: content hash, width, format. Nothing else is ever read from storage. */
const renditionName = /^[a-f0-9]{16}-\d{1,5}\.(webp|avif)$/;

/**
 * The most pixels sharp decodes from an upload (about 6300 × 6300): a small
 * file can declare a huge canvas, and decoding it would exhaust memory.
 */
export const maxImagePixels = 40_000_000;

/** The formats we accept, as sharp reads them from the bytes (never from a name or a declared type). */
const accepted = new Set(["jpeg", "png", "webp", "avif", "gif", "heif"]);
const WIDTHS = [480, 960, 1600];
const MAIN_WIDTH = 960;

export type StoredImage = { key: string; width: number; height: number; url: string };

/** A stored rendition, as `/media/<name>` answers it. */
export type ImageRendition = { bytes: Uint8Array; contentType: "image/webp" | "image/avif" };

const unsupportedImage = "Please select an image file (JPEG, PNG, WebP, AVIF or GIF).";

export const imageUrl = (key: string, width = MAIN_WIDTH) => `/media/${key}-${width}.webp`;

/**
 * Checks, re-encodes and stores an upload: the type is decided from the bytes
 * (JPEG, PNG, WebP, AVIF, GIF; SVG and everything else refused), EXIF
 * orientation applied and all metadata dropped, then WebP and AVIF at up to
 * three widths under a content-hash name.
 */
export function createImageService(storage: ImageStorage) {
  return {
    /** A stored rendition by its name (`<hash>-<width>.<webp|avif>`), or null for any other name or none stored. */
    async read(name: string): Promise<ImageRendition | null> {
      const match = renditionName.exec(name);
      if (!match) return null;
      const bytes = await storage.get(name);
      if (!bytes) return null;
      return { bytes, contentType: match[1] === "avif" ? "image/avif" : "image/webp" };
    },

    async store(bytes: Uint8Array): Promise<StoredImage> {
      if (bytes.byteLength > blogLimits.imageBytes) {
        throw new InvalidInputError(imageTooLargeMessage, { reason: "too-large" });
      }
      let meta: { format?: string; width?: number; height?: number };
      try {
        meta = await sharp(bytes, { limitInputPixels: maxImagePixels }).metadata();
      } catch (error) {
        if (error instanceof Error && /pixel limit/i.test(error.message)) {
          throw new InvalidInputError(
            `The image is too large: use one of at most ${maxImagePixels / 1_000_000} megapixels.`,
            { reason: "too-large" },
          );
        }
        throw new InvalidInputError(unsupportedImage, { reason: "unsupported-type" });
      }
      if (!meta.format || !accepted.has(meta.format) || !meta.width || !meta.height) {
        throw new InvalidInputError(unsupportedImage, { reason: "unsupported-type" });
      }
      const key = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
      const base = sharp(bytes, { limitInputPixels: maxImagePixels }).rotate();
      // The header can be sound and the rest cut short or damaged: only a full decode tells.
      const { width: fullWidth = meta.width, height: fullHeight = meta.height } = await base
        .clone()
        .toBuffer({ resolveWithObject: true })
        .then((r) => r.info)
        .catch(() => {
          throw new InvalidInputError("The image could not be read: the file may be damaged.");
        });
      const widths = WIDTHS.filter((w) => w <= fullWidth);
      if (widths.length === 0) widths.push(fullWidth);
      for (const width of widths) {
        const resized = base.clone().resize({ width, withoutEnlargement: true });
        await storage.put(`${key}-${width}.webp`, await resized.clone().webp({ quality: 78 }).toBuffer());
        await storage.put(
          `${key}-${width}.avif`,
          await resized.clone().avif({ quality: 55, effort: 3 }).toBuffer(),
        );
      }
      const main = widths.includes(MAIN_WIDTH) ? MAIN_WIDTH : (widths.at(-1) ?? fullWidth);
      return {
        key: `${key}`,
        width: main,
        height: Math.round((fullHeight * main) / fullWidth),
        url: imageUrl(key, main),
      };
    },
  };
}

export type ImageService = ReturnType<typeof createImageService>;
