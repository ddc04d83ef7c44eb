import { createHash } from "node:crypto";
import type { Metadata } from "sharp";
import { blogLimits, imageTooLargeMessage } from "#common/constants.ts";
import { InvalidInputError, UnavailableError } from "./errors.ts";
import { type ImageStorage, type ReadOptions, renditionName } from "./image-storage.ts";

export {
  diskImageStorage,
  type ImageStorage,
  memoryImageStorage,
  renditionName,
  s3ImageStorage,
} from "./image-storage.ts";

/**
 * The most pixels an upload may have (5000 × 5000, or a 25 Mpx camera's
 * photo): a small file can declare a huge canvas, and decoding it costs
 * seconds and hundreds of megabytes, for renditions of at most 1600 px.
 */
export const maxImagePixels = 25_000_000;

/**
 * Image jobs run at once; the rest wait their turn in order. One: a job's
 * AVIF encode at 1600 px holds about 80 MB of native memory while it runs,
 * and four 24-megapixel uploads at two at a time took the server from
 * 380 MB to 740 MB resident (issue 31; `npm run bench:memory`). One at a
 * time keeps a burst to one job's worth, and leaves the second core to
 * the pages.
 */
export const maxImageJobs = 1;

/**
 * libvips's own settings, process-wide, set where images are processed.
 * No operation cache: its default keeps up to 50 MB (and 100 operations)
 * of decoded pixels for reuse, but no upload is ever processed twice, so
 * all it would do is hold memory. One thread per job: with the single job
 * above, a second thread would only add its buffers (and, with glibc, its
 * own malloc arena) for a small gain in speed.
 */
let loading: Promise<typeof import("sharp").default> | undefined;

/**
 * sharp and libvips, loaded with the first image rather than at start (a
 * third of a second of a cold start, and memory a server that never
 * receives an upload does not need), set up as above.
 */
function loadSharp() {
  loading ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}

/**
 * A full collection of V8's heap before an image job, where the process has
 * V8's `gc()` (the server's own flags, server/memory-settings.ts; elsewhere
 * nothing is done). A job holds about 100 MB of native memory at its peak
 * (the AVIF encoder's most of it), and after a load of requests the heap
 * holds garbage its next collection has not reached yet; collected first,
 * with its emptied pages handed back (below), four 24-megapixel uploads at
 * once peak 40-47 MB lower than after a plain collection, which had taken
 * 20-30 MB off (`npm run bench:memory`, docs/benchmarks.md). It stops the
 * event loop for 90-160 ms once per upload, a staff member's occasional act.
 */
const collectGarbage = () => (globalThis as { gc?: (options: GcOptions) => void }).gc?.(lastResort);

/** V8's `gc()` options: a full collection, now, that also hands freed pages back (see below). */
type GcOptions = { type: "major"; execution: "sync"; flavor: "last-resort" };

/**
 * The "last resort" collection (V8's `CollectAllAvailableGarbage`): full
 * collections until nothing more dies, then V8 gives its emptied pages back
 * to the system and shrinks the young generation. A plain `gc()` keeps the
 * emptied pages for V8's own reuse, so they stayed resident beside the
 * encoder's memory.
 */
const lastResort: GcOptions = { type: "major", execution: "sync", flavor: "last-resort" };

/** A queue that runs at most `slots` jobs at a time, in the order they came. */
export function jobQueue(slots: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(job: () => Promise<T>): Promise<T> {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await job();
    } finally {
      // The slot passes straight to the next in line, if any.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

const tooManyPixels = (width: number, height: number) =>
  new InvalidInputError(
    `This image is too large (${width} × ${height} pixels). Use one of at most ${maxImagePixels / 1_000_000} megapixels.`,
    { reason: "too-large" },
  );

/** The formats we accept, as sharp reads them from the bytes (never from a name or a declared type). */
const accepted = new Set(["jpeg", "png", "webp", "avif", "gif", "heif"]);
const WIDTHS = [480, 960, 1600];

/**
 * AVIF with its colour at half resolution (4:2:0, as JPEG photos and every
 * lossy WebP already carry it), not sharp's default of full-resolution colour
 * (4:4:4). The encoder's working memory is most of what an upload costs: at
 * 1600 px, 67 MB with 4:4:4 and 45 MB with 4:2:0, for files a little smaller;
 * what is lost is fine colour detail, measured in docs/benchmarks.md
 * ("Memory during uploads"; issue 49).
 */
const avifOptions = { quality: 55, effort: 3, chromaSubsampling: "4:2:0" } as const;
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
  const queue = jobQueue(maxImageJobs);

  /** The renditions of an upload, made in memory: nothing is stored unless all of them could be made. */
  async function renditions(bytes: Uint8Array) {
    // The header alone: format and size, before any pixel is decoded. Read
    // without sharp's own pixel limit (268 Mpx), which would fail a header
    // declaring more as unreadable: the size is judged below, as too large.
    const sharp = await loadSharp();
    let meta: Metadata;
    try {
      meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    } catch {
      throw new InvalidInputError(unsupportedImage, { reason: "unsupported-type" });
    }
    if (!meta.format || !accepted.has(meta.format) || !meta.width || !meta.height) {
      throw new InvalidInputError(unsupportedImage, { reason: "unsupported-type" });
    }
    if (meta.width * meta.height > maxImagePixels) throw tooManyPixels(meta.width, meta.height);
    const { width: fullWidth, height: fullHeight } = meta.autoOrient ?? meta;
    const widths = WIDTHS.filter((w) => w <= fullWidth);
    if (widths.length === 0) widths.push(fullWidth);
    // One decode, to the largest width needed; the smaller ones come from it.
    // Resizing in the same pipeline lets libvips decode a JPEG or WebP at a
    // reduced size (shrink-on-load): a 6000 × 4000 photo is read as
    // 3000 × 2000, about 19 MB of pixels rather than 72 MB. A file whose
    // header is sound but whose rest is cut short fails here.
    const largest = await sharp(bytes, { limitInputPixels: maxImagePixels })
      .autoOrient()
      .resize({ width: Math.max(...widths), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true })
      .catch(() => {
        throw new InvalidInputError("The image could not be read: the file may be damaged.");
      });
    const { width, height, channels } = largest.info;
    const files: [string, Buffer][] = [];
    const key = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
    for (const target of widths) {
      const resized = sharp(largest.data, { raw: { width, height, channels } }).resize({ width: target });
      files.push([`${key}-${target}.webp`, await resized.clone().webp({ quality: 78 }).toBuffer()]);
      files.push([`${key}-${target}.avif`, await resized.clone().avif(avifOptions).toBuffer()]);
    }
    const main = widths.includes(MAIN_WIDTH) ? MAIN_WIDTH : (widths.at(-1) ?? fullWidth);
    const image: StoredImage = {
      key,
      width: main,
      height: Math.round((fullHeight * main) / fullWidth),
      url: imageUrl(key, main),
    };
    return { image, files };
  }

  return {
    /** A stored rendition by its name (`<hash>-<width>.<webp|avif>`), or null for any other name or none stored. */
    async read(name: string): Promise<ImageRendition | null> {
      const match = renditionName.exec(name);
      if (!match) return null;
      // A store that does not answer is the server's trouble: a 503, not a missing picture.
      const bytes = await storage.get(name).catch(() => {
        throw new UnavailableError("The image could not be read right now. Please try again in a minute.");
      });
      if (!bytes) return null;
      return { bytes, contentType: match[1] === "avif" ? "image/avif" : "image/webp" };
    },

    /**
     * A rendition as the /media route serves it: whole or a range, or "not
     * modified" when the browser's ETag matches; the store's trouble is a 503.
     */
    async serve(name: string, options: ReadOptions) {
      const match = renditionName.exec(name);
      if (!match) return null;
      const answer = await storage.read(name, options).catch(() => {
        throw new UnavailableError("The image could not be read right now. Please try again in a minute.");
      });
      if (!answer || typeof answer === "string") return answer;
      return { ...answer, contentType: match[1] === "avif" ? "image/avif" : "image/webp" };
    },

    /**
     * Checks and re-encodes an upload, at most `maxImageJobs` at a time, in
     * memory: nothing is stored yet (`save` does, once the post is sure).
     */
    async prepare(bytes: Uint8Array): Promise<PreparedImage> {
      if (bytes.byteLength > blogLimits.imageBytes) {
        throw new InvalidInputError(imageTooLargeMessage, { reason: "too-large" });
      }
      return queue(() => {
        collectGarbage();
        return renditions(bytes);
      });
    },

    /**
     * Stores a prepared image's renditions. Returns how to take back what
     * this call wrote, for a post that fails after all; renditions that were
     * there before (the same picture in another post) are never taken back.
     * A write that fails takes back the rest itself.
     */
    async save({ files }: PreparedImage): Promise<() => Promise<void>> {
      const written: string[] = [];
      const undo = async () => {
        for (const name of written) await storage.remove(name).catch(() => {});
      };
      try {
        for (const [name, data] of files) {
          if (await storage.has(name)) continue;
          await storage.put(name, data);
          written.push(name);
        }
      } catch {
        await undo();
        // A full disk or an unwritable folder: the server's trouble, not the upload's.
        throw new UnavailableError("The image could not be saved right now. Please try again in a minute.");
      }
      return undo;
    },

    /** Resolves when the storage answers a read (of a name never stored); throws when it cannot (the readiness check). */
    async reachable(): Promise<void> {
      await storage.get("0000000000000000-1.webp");
    },

    /** `prepare` and `save` at once. */
    async store(bytes: Uint8Array): Promise<StoredImage> {
      const prepared = await this.prepare(bytes);
      await this.save(prepared);
      return prepared.image;
    },
  };
}

/** An upload checked and re-encoded, not yet stored. */
export type PreparedImage = { image: StoredImage; files: [string, Buffer][] };

export type ImageService = ReturnType<typeof createImageService>;
