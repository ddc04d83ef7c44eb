import { readFileSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { deserialize, serialize } from "node:v8";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "#server/logger.ts";
import { brotliCopies, keptPage } from "./page-cache.ts";
import { asksForMore, type StaticFile, serveFile } from "./static-files.ts";

type Page = { version: number; file: StaticFile };

/** What is written between starts: the pages, and what they were rendered by. */
type Snapshot = { format: 1; identity: string; pages: [string, Page][] };

/** The pages a snapshot holds, if it was written by the same build for the same address; none otherwise. */
function readSnapshot(file: string, identity: string): [string, Page][] {
  try {
    const held = deserialize(readFileSync(file)) as Partial<Snapshot>;
    if (held.format !== 1 || held.identity !== identity || !Array.isArray(held.pages)) return [];
    return held.pages.filter(
      ([path, page]) => typeof path === "string" && typeof page?.version === "number" && page.file?.body,
    );
  } catch {
    // None yet, or unreadable: the pages are rendered.
    return [];
  }
}

/**
 * The marketing pages, rendered by the server itself rather than at build
 * time, and answered from memory, precompressed, like a file: each page is
 * rendered once per version of the site's settings (at start, and again
 * when staff save Settings here or another process's save is noticed), so a
 * change shows on the next request with no rebuild and no restart.
 *
 * A request that finds its page older than the settings renders it (once,
 * however many ask at the same moment) and waits for it; `warm()` renders
 * them all ahead of requests. A page whose render fails, or does not answer
 * 200, is not kept: the request falls through to the per-request renderer.
 *
 * `snapshot`: a file where the pages are kept between starts, read at start
 * and written (whole, then renamed into place) after a warm that rendered
 * any, and again once Brotli copies were made (each when a client first asks
 * for the page in Brotli, `brotliCopies`): `copiesKeptAfterMs` (30 s) after
 * the first of a run of them, so the copies asked for soon after a start
 * cost one write, not one each (a write serializes every page on the event
 * loop: 18 ms for forty pages). It holds the pages of one build
 * for one address (`identity`), each with the settings version it was
 * rendered at, so a restart of the same release answers at once and renders
 * only what Settings changed meanwhile; a new release renders them all.
 */
export function renderedPages(options: {
  paths: readonly string[];
  /** Renders one page, as React Router answers a GET of it. */
  render: (path: string) => Promise<Response>;
  /** The settings version the pages must match. */
  version: () => number;
  https: boolean;
  logger: Logger;
  snapshot?: { file: string; identity: string; copiesKeptAfterMs?: number };
}) {
  const { paths, render, version, https, logger, snapshot } = options;
  const known = new Set(paths);
  const pages = new Map<string, Page>(
    snapshot ? readSnapshot(snapshot.file, snapshot.identity).filter(([path]) => known.has(path)) : [],
  );
  /** Pages rendered, or Brotli copies made, since the snapshot was last written. */
  let unsaved = false;
  let saveSoon: NodeJS.Timeout | undefined;
  /** A Brotli copy being made: the snapshot is written again `copiesKeptAfterMs` after it is there (once for a run of them). */
  const copies = brotliCopies(logger, (made) => {
    void made.then(() => {
      unsaved = true;
      if (!snapshot || saveSoon) return;
      saveSoon = setTimeout(() => {
        saveSoon = undefined;
        void keep();
      }, snapshot.copiesKeptAfterMs ?? 30_000).unref();
    });
  });
  // Read back without a page's Brotli copy: made when a client first asks for it, as after a render.
  for (const page of pages.values()) copies.owe(page.file);
  const rendering = new Map<string, Promise<Page | null>>();

  async function renderPage(path: string, wanted: number): Promise<Page | null> {
    const response = await render(path);
    if (response.status !== 200 || !response.headers.get("content-type")?.startsWith("text/html")) {
      await response.body?.cancel();
      logger.warn({ path, status: response.status }, "a marketing page did not render: served per request");
      return null;
    }
    const body = Buffer.from(await response.arrayBuffer());
    // Settings may change at any time: caches revalidate, and mostly get a 304.
    const file = await keptPage(body, {
      type: "text/html; charset=utf-8",
      cacheControl: "public, max-age=0, must-revalidate",
      https,
    });
    copies.owe(file);
    const page: Page = { version: wanted, file };
    unsaved = true;
    // A render that finished after a newer one must not replace it.
    const held = pages.get(path);
    if (!held || held.version <= wanted) pages.set(path, page);
    return page;
  }

  /** The page at the current version: held, being rendered, or rendered now. */
  function pageOf(path: string): Promise<Page | null> | Page {
    const wanted = version();
    const held = pages.get(path);
    if (held && held.version === wanted) return held;
    const key = `${wanted} ${path}`;
    let pending = rendering.get(key);
    if (!pending) {
      pending = renderPage(path, wanted)
        .catch((error: unknown) => {
          logger.error({ err: error, path }, "a marketing page failed to render: served per request");
          return null;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  }

  let warming: Promise<void> | undefined;
  let warmAgain = false;

  let writing = Promise.resolve();

  /**
   * Writes the snapshot when pages were rendered or Brotli copies made since
   * the last one, one write at a time: after a warm (a server stopped soon
   * after its start still leaves it) and `copiesKeptAfterMs` after Brotli
   * copies are made. Never fails a request.
   */
  function keep(): Promise<void> {
    writing = writing.then(async () => {
      if (!snapshot || !unsaved) return;
      unsaved = false;
      await write(snapshot);
    });
    return writing;
  }

  async function write(snapshot: { file: string; identity: string }): Promise<void> {
    const held: Snapshot = {
      format: 1,
      identity: snapshot.identity,
      pages: [...pages],
    };
    const partial = `${snapshot.file}.${process.pid}.tmp`;
    try {
      await mkdir(dirname(snapshot.file), { recursive: true });
      await writeFile(partial, serialize(held));
      await rename(partial, snapshot.file);
    } catch (error) {
      logger.warn({ err: error }, "the rendered pages could not be kept for the next start");
    }
  }

  return {
    /**
     * The page held for `path` at the current version, with nothing to
     * render first (`url`: for its query), its Brotli copy made if the
     * client reads Brotli (`acceptEncoding`) and it has none yet; else null.
     */
    held(path: string, url: string, acceptEncoding: string | null | undefined): StaticFile | null {
      if (!known.has(path) || asksForMore(url)) return null;
      const page = pages.get(path);
      if (!page || page.version !== version()) return null;
      copies.asked(page.file, acceptEncoding);
      return page.file;
    },

    middleware: (async (c, next) => {
      if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
      if (!known.has(c.req.path) || asksForMore(c.req.url)) return next();
      const page = await pageOf(c.req.path);
      if (!page) return next();
      copies.asked(page.file, c.req.header("accept-encoding"));
      return serveFile(c, page.file);
    }) satisfies MiddlewareHandler,

    /**
     * Renders every page at the current version, one after another (a
     * request for a page not yet done renders it itself). Called while one
     * runs, it runs once more when that one ends.
     */
    warm(): Promise<void> {
      if (warming) {
        warmAgain = true;
        return warming;
      }
      warming = (async () => {
        do {
          warmAgain = false;
          for (const path of paths) await pageOf(path);
        } while (warmAgain);
        // Kept before the warm counts as done (a few milliseconds), so a
        // server stopped right after its start still leaves them.
        await keep();
      })().finally(() => {
        warming = undefined;
      });
      return warming;
    },
  };
}
