import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import type { Logger } from "#server/logger.ts";
import { contentSecurityPolicy } from "./middleware/content-security.ts";
import { type PageKey, pageKeyOf } from "./page-keys.ts";
import { acceptsBrotli, memoryFile, type StaticFile, serveFile } from "./static-files.ts";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A rendered page as a file held in memory, with its gzip copy (the first
 * request waits for it, a few milliseconds). Its Brotli copy, if it is to
 * have one, is the owner's to make when it is asked for (`brotliCopies`).
 */
export async function keptPage(
  body: Buffer,
  options: { type: string; cacheControl: string; https: boolean },
): Promise<StaticFile> {
  const html = options.type.startsWith("text/html");
  return memoryFile(body, {
    type: options.type,
    cacheControl: options.cacheControl,
    gzip: await gzipped(body, { level: 9 }),
    csp: html ? contentSecurityPolicy(body.toString("utf8"), options.https) : undefined,
  });
}

/**
 * The Brotli copies a cache's kept pages are owed. Each is made at its best
 * quality, off the event loop (about 0.1 s of a core a page), the first time
 * a client that reads Brotli asks for its page; the page is served with gzip
 * until the copy is there. So a page nobody asks for in Brotli is never
 * compressed with it, and a start or a Settings save that renders every page
 * does not spend seconds of a core on copies before anyone asks for them.
 * `onMade` is told of each copy being made, and settles when it is there
 * (or could not be made).
 */
export function brotliCopies(logger: Logger, onMade?: (made: Promise<void>) => void) {
  const owed = new WeakSet<StaticFile>();
  return {
    /** `file` is to get its Brotli copy when first asked for in Brotli (unless it has one). */
    owe(file: StaticFile): void {
      if (!file.br) owed.add(file);
    },

    /** A client asks for `file` with this Accept-Encoding: its copy is made if it is owed one and the client reads Brotli. */
    asked(file: StaticFile, acceptEncoding: string | null | undefined): void {
      if (!owed.has(file) || !acceptsBrotli(acceptEncoding)) return;
      owed.delete(file);
      const made = addBrotli(file, logger);
      onMade?.(made);
    },
  };
}

/** Adds a file's Brotli copy, at the best quality, off the event loop; settles when it is there (or could not be made). */
function addBrotli(file: StaticFile, logger: Logger): Promise<void> {
  return brotli(file.body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: file.body.length },
  }).then(
    (br) => {
      file.br = br;
    },
    (error: unknown) => logger.warn({ err: error }, "a kept page could not be compressed with Brotli"),
  );
}

/** What a render tells the cache beyond its answer: the post an article shows, for counting views. */
export type RenderNotes = { postId?: string };

type Entry = {
  key: string;
  version: string;
  openEnded: boolean;
  bytes: number;
  expiresAt: number;
  /** Null: the page's answer is not one to keep (a 404, a redirect), so it is rendered per request. */
  file: StaticFile | null;
  postId?: string;
};

/** Held for an answer that is not kept: enough to count against the budget. */
const markerBytes = 256;

/** Answers worth keeping: a 200 that any cache may share and that sets no cookie. */
function keepable(response: Response): boolean {
  const cacheControl = response.headers.get("cache-control") ?? "";
  return (
    response.status === 200 &&
    /(?:^|,)\s*public\s*(?:,|$)/i.test(cacheControl) &&
    !/\b(?:no-store|private)\b/i.test(cacheControl) &&
    !response.headers.has("set-cookie")
  );
}

/**
 * The public pages that show the store (the blog listing with its queries,
 * articles, the feeds and the sitemap) and the sample session's states,
 * rendered once and then answered from memory like a file: compressed
 * copies, ETag and Content-Security-Policy, as the pages rendered at start.
 *
 * - Keyed by path and the query the page reads (server/http/page-keys.ts;
 *   `keyOf` gives another instance its own keys: the blog's JSON answers,
 *   server/http/blog-api-cache.ts).
 * - Renewed exactly when what a page shows changes: each entry holds the
 *   version it was rendered at (`version(key)`: the settings' version, and
 *   for pages that show posts the store's content version and the count of
 *   scheduled posts come due), and a request that finds it older renders
 *   anew. A listing copy is also kept five minutes at most (its most-read
 *   posts move with every view).
 * - One render per key at a time: others asking meanwhile wait for it.
 * - A byte budget, the least recently used dropped first; keys a visitor can
 *   make up (searches, tags) are kept `openEndedKeys` at most, the oldest
 *   dropped for a new one, and each is still answered.
 * - The page is rendered for the cache, not for the visitor (no cookies, no
 *   address, no user agent), so nothing personal is ever kept; a view of an
 *   article is counted for each request here (`noteView`), before it is
 *   answered, by the article's rules (once a browser a day, never a bot or a
 *   prefetch).
 * - An answer not worth keeping (a 404, a redirect, an error) is remembered
 *   as such for the version, and the address is rendered per request (for
 *   the visitor, by the handlers after this one).
 */
export function pageCache(options: {
  /** Renders `path` (with its query) as React Router answers a GET of it. */
  render: (path: string, notes: RenderNotes) => Promise<Response>;
  /** The key an address is kept under, or null for one not kept: the pages' own unless given. */
  keyOf?: (path: string, search: string) => PageKey | null;
  /** The version a page under `key` must match. */
  version: (key: PageKey) => string;
  /** Counts a reader's view of the post an article shows. */
  noteView: (c: Context, postId: string) => void;
  https: boolean;
  logger: Logger;
  budgetBytes?: number;
  openEndedKeys?: number;
  now?: () => number;
  /** Told of each answer from the cache, each render it needs, and each entry dropped for room (the metrics). */
  events?: { hit(): void; miss(): void; eviction(): void };
}) {
  const { render, version, noteView, https, logger, events } = options;
  const keyOf = options.keyOf ?? pageKeyOf;
  const budgetBytes = options.budgetBytes ?? 32 * 1024 * 1024;
  const openEndedKeys = options.openEndedKeys ?? 200;
  const now = options.now ?? Date.now;
  /** In least recently used order: a hit moves its entry to the end. */
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<Entry>>();
  const copies = brotliCopies(logger);
  let bytes = 0;
  let openEnded = 0;
  let renders = 0;

  function drop(entry: Entry) {
    if (entries.get(entry.key) !== entry) return;
    entries.delete(entry.key);
    bytes -= entry.bytes;
    if (entry.openEnded) openEnded -= 1;
  }

  function keepEntry(entry: Entry) {
    const held = entries.get(entry.key);
    if (held) drop(held);
    if (entry.openEnded && openEnded >= openEndedKeys) {
      for (const candidate of entries.values()) {
        if (candidate.openEnded) {
          drop(candidate);
          events?.eviction();
          break;
        }
      }
    }
    entries.set(entry.key, entry);
    bytes += entry.bytes;
    if (entry.openEnded) openEnded += 1;
    for (const oldest of entries.values()) {
      if (bytes <= budgetBytes || oldest === entry) break;
      drop(oldest);
      events?.eviction();
    }
  }

  async function renderEntry(page: PageKey, wanted: string): Promise<Entry> {
    renders += 1;
    const notes: RenderNotes = {};
    const response = await render(page.key, notes);
    // Kept only if the version did not move while it rendered (a newer render may be under way).
    const keep = (entry: Entry) => {
      if (version(page) === wanted) keepEntry(entry);
    };
    const base = {
      key: page.key,
      version: wanted,
      openEnded: page.openEnded,
      expiresAt: page.maxAgeMs === undefined ? Number.POSITIVE_INFINITY : now() + page.maxAgeMs,
    };
    if (!keepable(response)) {
      await response.body?.cancel();
      const entry: Entry = { ...base, bytes: markerBytes, file: null };
      keep(entry);
      return entry;
    }
    const body = Buffer.from(await response.arrayBuffer());
    const file = await keptPage(body, {
      type: response.headers.get("content-type") ?? "text/html; charset=utf-8",
      cacheControl: response.headers.get("cache-control") ?? "public, max-age=0, must-revalidate",
      https,
    });
    // A made-up search is seldom asked twice: gzip is enough for it.
    if (!page.openEnded) copies.owe(file);
    const entry: Entry = {
      ...base,
      // What it holds once Brotli is done, about a quarter of the page more.
      bytes: body.length + (file.gzip?.length ?? 0) * 2 + page.key.length,
      file,
      postId: notes.postId,
    };
    keep(entry);
    return entry;
  }

  /** The entry for `page` at its current version: held, being rendered, or rendered now. */
  function entryOf(page: PageKey): Entry | Promise<Entry> {
    const wanted = version(page);
    const held = entries.get(page.key);
    if (held && held.version === wanted && held.expiresAt > now()) {
      // Most recently used: to the end of the order.
      entries.delete(page.key);
      entries.set(page.key, held);
      events?.hit();
      return held;
    }
    events?.miss();
    const pendingKey = `${wanted} ${page.key}`;
    let pending = rendering.get(pendingKey);
    if (!pending) {
      pending = renderEntry(page, wanted).finally(() => rendering.delete(pendingKey));
      rendering.set(pendingKey, pending);
    }
    return pending;
  }

  return {
    middleware: (async (c, next) => {
      if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
      const url = c.req.url;
      const query = url.indexOf("?");
      const page = keyOf(c.req.path, query === -1 ? "" : url.slice(query + 1));
      if (!page) return next();
      let entry: Entry;
      try {
        entry = await entryOf(page);
      } catch (error) {
        logger.error({ err: error, path: page.key }, "a page failed to render for the cache");
        return next();
      }
      // Not kept (a 404, a redirect, an error): rendered for this request, as any page.
      if (!entry.file) return next();
      if (entry.postId) noteView(c, entry.postId);
      copies.asked(entry.file, c.req.header("accept-encoding"));
      return serveFile(c, entry.file);
    }) satisfies MiddlewareHandler,

    /**
     * The page held for `path` and `query` at its current version, with
     * nothing to render first, its view counted (`countView`, for an
     * article, as the middleware counts it) and its Brotli copy made if the
     * client reads Brotli and it is owed one; else null.
     */
    held(
      path: string,
      query: string,
      asked: { acceptEncoding: string | null | undefined; countView: (postId: string) => void },
    ): StaticFile | null {
      const page = keyOf(path, query);
      if (!page) return null;
      const entry = entries.get(page.key);
      if (!entry?.file || entry.version !== version(page) || entry.expiresAt <= now()) return null;
      events?.hit();
      entries.delete(page.key);
      entries.set(page.key, entry);
      if (entry.postId) asked.countView(entry.postId);
      copies.asked(entry.file, asked.acceptEncoding);
      return entry.file;
    },

    /** Drops every entry older than its version now (called when a version moves, to free the memory). */
    prune() {
      for (const entry of [...entries.values()]) {
        const page = keyOf(...splitKey(entry.key));
        if (!page || entry.version !== version(page)) drop(entry);
      }
    },

    /** What the cache holds, for tests and the bench. */
    stats: () => ({ entries: entries.size, bytes, openEnded, renders }),
  };
}

function splitKey(key: string): [string, string] {
  const query = key.indexOf("?");
  return query === -1 ? [key, ""] : [key.slice(0, query), key.slice(query + 1)];
}
