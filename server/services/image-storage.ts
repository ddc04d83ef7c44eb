import { createHash } from "node:crypto";
import { access, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { S3Client } from "@aws-sdk/client-s3";

/**
 * Where image renditions live (issue 35): the disk under DATA_DIR (one
 * machine, the default), or a bucket of any S3-compatible store (AWS S3,
 * Cloudflare R2, Backblaze B2, MinIO, Garage, Ceph), which every app server
 * shares. Both drivers pass one suite (image-storage.test.ts): store, read
 * whole, in part and on condition, remove, list, a missing object, a store
 * that is down.
 */
export interface ImageStorage {
  /** Which driver: "disk", "s3" or "memory". */
  readonly kind: string;
  put(name: string, data: Buffer): Promise<void>;
  /** The whole object, or null when there is none by that name. */
  get(name: string): Promise<Buffer | null>;
  has(name: string): Promise<boolean>;
  remove(name: string): Promise<void>;
  /**
   * Part or all of an object with its ETag (the MD5 of its bytes, quoted, as
   * S3 gives it for a single upload): "not-modified" when the ETag matches
   * `ifNoneMatch`, "unsatisfiable" for a range past its end, null when there
   * is no such object.
   */
  read(name: string, options?: ReadOptions): Promise<ReadAnswer>;
  /** Every stored name, a page at a time (for the retention job and `npm run storage:copy`). */
  list(): AsyncIterable<string>;
}

export type ReadOptions = {
  /** Bytes `start` to `end` inclusive (to the last byte when `end` is left out). */
  range?: { start: number; end?: number };
  ifNoneMatch?: string;
};

export type ReadAnswer = StoredRead | "not-modified" | "unsatisfiable" | null;

export type StoredRead = {
  body: Buffer;
  etag: string;
  /** The whole object's size. */
  size: number;
  /** The bytes `body` holds, when a range was asked for. */
  range: { start: number; end: number } | null;
};

/** A stored rendition's name: content hash, width, format. Nothing else is ever read from storage. */
export const renditionName = /^[a-f0-9]{16}-\d{1,5}\.(webp|avif)$/;

const md5Etag = (data: Uint8Array) => `"${createHash("md5").update(data).digest("hex")}"`;

/** A read of `data` as a driver that holds it whole answers it. */
function readOf(data: Buffer, options: ReadOptions): Exclude<ReadAnswer, null> {
  const etag = md5Etag(data);
  if (options.ifNoneMatch !== undefined && options.ifNoneMatch === etag) return "not-modified";
  if (!options.range) return { body: data, etag, size: data.length, range: null };
  if (options.range.start >= data.length) return "unsatisfiable";
  const start = Math.max(0, options.range.start);
  const end = Math.min(data.length - 1, options.range.end ?? data.length - 1);
  return { body: data.subarray(start, end + 1), etag, size: data.length, range: { start, end } };
}

export function diskImageStorage(dir: string): ImageStorage {
  const get = async (name: string) => {
    if (!renditionName.test(name)) return null;
    try {
      return await readFile(join(dir, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  };
  return {
    kind: "disk",
    async put(name, data) {
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, name), data);
    },
    async has(name) {
      if (!renditionName.test(name)) return false;
      return access(join(dir, name)).then(
        () => true,
        () => false,
      );
    },
    async remove(name) {
      if (!renditionName.test(name)) return;
      await rm(join(dir, name), { force: true });
    },
    get,
    async read(name, options = {}) {
      const data = await get(name);
      return data ? readOf(data, options) : null;
    },
    async *list() {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
        throw error;
      }
      for (const name of names.sort()) if (renditionName.test(name)) yield name;
    },
  };
}

/** Renditions kept in memory: for tests, and for a process that keeps no files. */
export function memoryImageStorage(): ImageStorage & { files: Map<string, Buffer> } {
  const files = new Map<string, Buffer>();
  return {
    kind: "memory",
    files,
    put: async (name, data) => void files.set(name, data),
    get: async (name) => files.get(name) ?? null,
    has: async (name) => files.has(name),
    remove: async (name) => void files.delete(name),
    read: async (name, options = {}) => {
      const data = files.get(name);
      return data ? readOf(data, options) : null;
    },
    async *list() {
      yield* [...files.keys()].sort();
    },
  };
}

/** Where a bucket is, from S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE. */
export type S3Settings = {
  bucket: string;
  /** Empty for AWS itself; the store's address for any other (`https://<account>.r2.cloudflarestorage.com`). */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `bucket` in the path rather than the host name (MinIO, Garage, most self-hosted stores). */
  forcePathStyle: boolean;
};

const contentTypeOf = (name: string) => (name.endsWith(".avif") ? "image/avif" : "image/webp");
/** How long one request to the bucket may take before the store counts as down. */
const s3TimeoutMs = 10_000;

/** An answer of the bucket that means "no such object" (404, or 403 where listing is not allowed). */
function missing(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const name = (error as { name?: string }).name;
  return status === 404 || name === "NoSuchKey" || name === "NotFound";
}

type S3Sdk = typeof import("@aws-sdk/client-s3");
let s3Sdk: Promise<S3Sdk> | undefined;
const loadS3Sdk = () => (s3Sdk ??= import("@aws-sdk/client-s3"));

/**
 * The SDK's client for one bucket. Checksums are sent and checked only where
 * the protocol requires them (`WHEN_REQUIRED`): the SDK's newer default
 * (CRC32 on every upload) is refused by stores that predate it.
 */
function s3ClientOf(sdk: S3Sdk, settings: S3Settings): S3Client {
  return new sdk.S3Client({
    region: settings.region,
    endpoint: settings.endpoint || undefined,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 2,
    requestHandler: { requestTimeout: s3TimeoutMs, connectionTimeout: 3_000 },
  });
}

/**
 * A bucket of an S3-compatible store, through the AWS SDK v3. The SDK is
 * loaded at the first call, so a server that keeps its images on disk never
 * holds it (some 5 MB of code and objects).
 */
export function s3ImageStorage(settings: S3Settings): ImageStorage {
  let connection: Promise<{ sdk: S3Sdk; client: S3Client }> | undefined;
  const connect = () =>
    (connection ??= loadS3Sdk().then((sdk) => ({ sdk, client: s3ClientOf(sdk, settings) })));
  const Bucket = settings.bucket;

  async function read(name: string, options: ReadOptions = {}): Promise<ReadAnswer> {
    if (!renditionName.test(name)) return null;
    const range = options.range ? `bytes=${options.range.start}-${options.range.end ?? ""}` : undefined;
    const { sdk, client } = await connect();
    try {
      const answer = await client.send(
        new sdk.GetObjectCommand({ Bucket, Key: name, Range: range, IfNoneMatch: options.ifNoneMatch }),
      );
      const body = Buffer.from((await answer.Body?.transformToByteArray()) ?? new Uint8Array());
      const total = /\/(\d+)$/.exec(answer.ContentRange ?? "")?.[1];
      const size = total ? Number(total) : body.length;
      const part = /^bytes (\d+)-(\d+)\//.exec(answer.ContentRange ?? "");
      return {
        body,
        etag: answer.ETag ?? md5Etag(body),
        size,
        range: part ? { start: Number(part[1]), end: Number(part[2]) } : null,
      };
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 304) return "not-modified";
      if (status === 416) return "unsatisfiable";
      if (missing(error)) return null;
      throw error;
    }
  }

  return {
    kind: "s3",
    async put(name, data) {
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: name,
          Body: data,
          ContentType: contentTypeOf(name),
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
    },
    async get(name) {
      const answer = await read(name);
      return answer && typeof answer === "object" ? answer.body : null;
    },
    async has(name) {
      if (!renditionName.test(name)) return false;
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key: name }));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async remove(name) {
      if (!renditionName.test(name)) return;
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: name }));
    },
    read,
    async *list() {
      const { sdk, client } = await connect();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket, ContinuationToken, MaxKeys: 1000 }),
        );
        for (const item of page.Contents ?? []) if (item.Key && renditionName.test(item.Key)) yield item.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

/** The storage the environment names: the bucket when S3_BUCKET is set, else DATA_DIR/media. */
export function imageStorageOf(config: { s3: S3Settings | null; dataDir: string }): ImageStorage {
  return config.s3 ? s3ImageStorage(config.s3) : diskImageStorage(join(config.dataDir, "media"));
}
