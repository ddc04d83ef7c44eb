import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import type { Context, MiddlewareHandler } from "hono";
import { contentSecurityPolicy } from "./middleware/content-security.ts";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

export type StaticFile = {
  body: Buffer;
  /** Set for HTML documents: its own script hashes. */
  csp?: string;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
};

const YEAR = 31_536_000;

function cacheControlFor(urlPath: string, ext: string): string {
  // Vite puts a content hash in every name under /assets: safe to keep for a year.
  if (urlPath.startsWith("/assets/")) return `public, max-age=${YEAR}, immutable`;
  // Pages and their data may change with each deploy: revalidate with the ETag.
  if (ext === ".html" || ext === ".data") return "public, max-age=0, must-revalidate";
  return "public, max-age=86400";
}

function readOptional(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

/**
 * Reads the client build once at start (a few hundred KB) and maps URL paths
 * to files. Prerendered pages answer at their own path: /faqs serves
 * faqs/index.html directly, with no redirect to /faqs/.
 */
export function loadStaticFiles(
  root: string,
  { https = false }: { https?: boolean } = {},
): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        walk(full);
        continue;
      }
      if (name.endsWith(".br") || name.endsWith(".gz")) continue;
      const ext = extname(name);
      const rel = `/${relative(root, full).split(sep).join("/")}`;
      const urlPath = rel.endsWith("/index.html") ? rel.slice(0, -"/index.html".length) || "/" : rel;
      const body = readFileSync(full);
      files.set(
        urlPath,
        memoryFile(body, {
          br: readOptional(`${full}.br`),
          gzip: readOptional(`${full}.gz`),
          type: contentTypes[ext] ?? "application/octet-stream",
          cacheControl: cacheControlFor(urlPath, ext),
          csp: ext === ".html" ? contentSecurityPolicy(body.toString("utf8"), https) : undefined,
        }),
      );
    }
  };
  walk(root);
  return files;
}

/** A page or file held in memory: its ETag and, for a page, its own Content-Security-Policy. */
export function memoryFile(
  body: Buffer,
  options: { type: string; cacheControl: string; br?: Buffer; gzip?: Buffer; csp?: string },
): StaticFile {
  return { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"`, ...options };
}

/** Whether an Accept-Encoding names Brotli. */
export const acceptsBrotli = (accept: string | null | undefined) => !!accept && /\bbr\b/.test(accept);

function pickEncoding(accept: string | undefined, file: StaticFile) {
  if (!accept) return null;
  if (file.br && acceptsBrotli(accept)) return { name: "br", body: file.br };
  if (file.gzip && /\bgzip\b/.test(accept)) return { name: "gzip", body: file.gzip };
  return null;
}

/** Query parameters that never change what a page shows: campaign tags and click ids. */
const inertParameter = /^(utm_[a-z]+|gclid|fbclid|ref)$/;

/**
 * Whether the address asks the page for something its prerendered copy
 * cannot know (say `/contact-us?type=therapy`): then the page is rendered
 * for this request instead.
 */
export function asksForMore(url: string): boolean {
  const query = url.indexOf("?");
  if (query === -1) return false;
  for (const key of new URLSearchParams(url.slice(query + 1)).keys()) {
    if (!inertParameter.test(key)) return true;
  }
  return false;
}

/** Serves the client build; everything else falls through. */
export function staticFiles(files: Map<string, StaticFile>): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const file = heldStaticFile(files, c.req.path, c.req.url);
    return file ? serveFile(c, file) : next();
  };
}

/** The file `files` answer `path` with (`url`: the whole address, for its query), or null. */
export function heldStaticFile(files: Map<string, StaticFile>, path: string, url: string): StaticFile | null {
  const file = files.get(path);
  if (!file) return null;
  if ((file.csp !== undefined || path.endsWith(".data")) && asksForMore(url)) return null;
  return file;
}

/** Whether If-None-Match names `etag` (weak comparison, as RFC 9110 asks of it), or is "*". */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag) return true;
  return ifNoneMatch.split(",").some((tag) => {
    const bare = tag.trim().replace(/^W\//, "");
    return bare === "*" || bare === etag;
  });
}

/** What a request asks of a file held in memory. */
export type FileRequest = { method: string; ifNoneMatch?: string; acceptEncoding?: string };

/**
 * The answer to `request` from a file held in memory: 304 on a matching
 * ETag, else Brotli, gzip or plain as the client accepts (no body for HEAD),
 * with its own headers (the security headers and the request's id are added
 * by whoever writes it).
 */
export function fileAnswer(
  file: StaticFile,
  request: FileRequest,
): { status: 200 | 304; headers: Record<string, string>; body: Buffer | null } {
  const headers: Record<string, string> = {
    "Content-Type": file.type,
    "Cache-Control": file.cacheControl,
    ETag: file.etag,
  };
  // Only a file with compressed copies varies by what the client accepts
  // (a font or an image has none: saying so costs every such answer 23 bytes).
  if (file.br || file.gzip) headers.Vary = "Accept-Encoding";
  if (file.csp) headers["Content-Security-Policy"] = file.csp;
  if (matches(request.ifNoneMatch, file.etag)) return { status: 304, headers, body: null };
  const encoding = pickEncoding(request.acceptEncoding, file);
  const body = encoding ? encoding.body : file.body;
  if (encoding) headers["Content-Encoding"] = encoding.name;
  headers["Content-Length"] = String(body.length);
  return { status: 200, headers, body: request.method === "HEAD" ? null : body };
}

/** Answers with a file held in memory (`fileAnswer`), through Hono. */
export function serveFile(c: Context, file: StaticFile): Response {
  const { status, headers, body } = fileAnswer(file, {
    method: c.req.method,
    ifNoneMatch: c.req.header("if-none-match"),
    acceptEncoding: c.req.header("accept-encoding"),
  });
  // A view of the file held in memory, not a copy of it (a page is up to
  // 140 KB uncompressed: copying it per request took a fifth of the time).
  if (!body) return c.body(null, status, headers);
  return c.body(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), 200, headers);
}
