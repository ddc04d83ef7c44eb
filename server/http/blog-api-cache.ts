import type { MiddlewareHandler } from "hono";
import { adminAreas } from "#common/constants.ts";
import { type BlogListQuery, blogListQuerySchema } from "#common/schemas/blog-list-query.ts";
import type { Logger } from "#server/logger.ts";
import { ServiceError } from "#server/services/errors.ts";
import type { Services } from "#server/services/index.ts";
import { parseListQuery } from "#server/services/list-query.ts";
import { blogListAnswer, blogListInput, blogPostAnswer } from "./blog-api.ts";
import type { TrustProxy } from "./client-address.ts";
import type { HeldFile } from "./memory-answers.ts";
import { pageCache, type RenderNotes } from "./page-cache.ts";
import type { PageKey } from "./page-keys.ts";
import type { ReaderVersions } from "./reader-version.ts";
import { sessionCookieName } from "./session-cookie.ts";
import { viewNotes } from "./view-notes.ts";

/**
 * A kept answer shows each post's view count, which moves with reads and
 * not with edits: it is renewed five minutes after it was made at most, as
 * the listing page's most-read posts are (page-keys.ts).
 */
const viewsMaxAgeMs = 5 * 60_000;

/** Above three digits a page number is one a visitor made up, as for the listing page. */
const lastCommonPage = 999;

const article = /^\/api\/blogs\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** The route's own addresses beside a post's: staff only, never kept. */
const routePaths = new Set(["trash", "review-due", "update"]);

/** Cache-Control of a kept answer: any cache may keep it, and asks again (mostly for a 304) before using it. */
const keptCacheControl = "public, max-age=0, must-revalidate";

/**
 * The key a reader's `GET /api/blogs` or `GET /api/blogs/{slug}` is kept
 * under, or null when it is not kept (answered by the route, as before).
 *
 * - The list's key is its query as the list's schema reads it (defaults
 *   filled, a category label made its id, the search trimmed, a `status`
 *   dropped: readers never filter by it), in one order, so that unknown
 *   parameters, their order or their spelling never make a new entry. A
 *   query the schema refuses is not kept: the route answers it 400.
 * - A search or a page past 999 is a key a visitor can make up without end
 *   (`openEnded`): the cache keeps only so many of them.
 * - A post's key is its path (the route reads no query); its old slugs and
 *   unknown slugs are remembered as not kept, and answered by the route.
 */
export function blogApiKeyOf(path: string, search: string): PageKey | null {
  if (path === "/api/blogs") return listKeyOf(search);
  const slug = path.length <= 211 ? article.exec(path)?.[1] : undefined;
  if (!slug || routePaths.has(slug)) return null;
  return { key: path, openEnded: false, content: true, maxAgeMs: viewsMaxAgeMs };
}

function listKeyOf(search: string): PageKey | null {
  let query: BlogListQuery;
  try {
    query = parseListQuery(blogListQuerySchema, blogListInput(search));
  } catch {
    return null;
  }
  const kept: [string, string][] = [];
  if (query.category && query.category !== "all") kept.push(["category", query.category]);
  if (query.fields) kept.push(["fields", query.fields]);
  if (query.language) kept.push(["language", query.language]);
  kept.push(["limit", String(query.limit)], ["page", String(query.page)]);
  if (query.search) kept.push(["search", query.search]);
  return {
    key: `/api/blogs?${new URLSearchParams(kept)}`,
    openEnded: Boolean(query.search) || query.page > lastCommonPage,
    content: true,
    maxAgeMs: viewsMaxAgeMs,
  };
}

const staffCookie = new RegExp(`(?:^|;)\\s*(?:${adminAreas.map(sessionCookieName).join("|")})=`);

/**
 * Whether a request carries a staff session cookie (of either area): then
 * it is answered by the route, which judges the session, and never from or
 * into the cache, whether or not the session is still live.
 */
export const asksAsStaff = (cookie: string | null | undefined): boolean =>
  cookie ? staffCookie.test(cookie) : false;

/** A kept answer: JSON as the route writes it (c.json), shared by any cache. */
function keptJson(body: unknown): Response {
  return new Response(JSON.stringify(body), {
    headers: { "content-type": "application/json", "cache-control": keptCacheControl },
  });
}

/** Renders a key's answer as a reader (no session, no reader to count): what the route answers a reader. */
function renderFor(services: Services) {
  return async (key: string, notes: RenderNotes): Promise<Response> => {
    const [path = "", search = ""] = key.split("?", 2);
    try {
      if (path === "/api/blogs") {
        return keptJson(await blogListAnswer(services, blogListInput(search), { staff: false }));
      }
      const found = await services.blog.open(path.slice("/api/blogs/".length), { staff: false });
      // An old slug: the route answers its redirect, per request.
      if (found.movedTo !== undefined) return new Response(null, { status: 301 });
      notes.postId = found.post.id;
      return keptJson(blogPostAnswer(found.post));
    } catch (error) {
      // Not found (or refused): remembered as not kept, and the route answers it.
      if (error instanceof ServiceError) return new Response(null, { status: 404 });
      throw error;
    }
  };
}

/**
 * The blog's public JSON answers (`GET /api/blogs` with any query the list
 * accepts, `GET /api/blogs/{slug}`), kept as the pages are: by the same
 * cache (server/http/page-cache.ts), renewed by the same versions
 * (reader-version.ts), gzip and Brotli made once when kept, an ETag and
 * 304s, and answered before Hono when nothing needs rendering
 * (memory-answers.ts). Its own byte budget, so a flood of API queries never
 * pushes the pages out (nor the pages these answers). A staff request
 * (`asksAsStaff`) goes to the route.
 */
export function blogApiCache(options: {
  services: Services;
  versions: ReaderVersions;
  trustProxy: TrustProxy;
  logger: Logger;
  budgetBytes?: number;
}) {
  const { services, versions, trustProxy, logger } = options;
  const views = viewNotes(services, trustProxy);
  const cache = pageCache({
    keyOf: blogApiKeyOf,
    render: renderFor(services),
    version: versions.version,
    noteView: views.inHono,
    // JSON carries no page's Content-Security-Policy: the scheme does not matter.
    https: false,
    logger,
    budgetBytes: options.budgetBytes ?? 16 * 1024 * 1024,
  });
  versions.onChange(() => cache.prune());

  const middleware: MiddlewareHandler = async (c, next) =>
    asksAsStaff(c.req.header("cookie")) ? next() : cache.middleware(c, next);

  const held: HeldFile = (path, _url, query, asked) => {
    if (!path.startsWith("/api/blogs") || asksAsStaff(asked.headers.get("cookie"))) return null;
    return cache.held(path, query, {
      acceptEncoding: asked.headers.get("accept-encoding"),
      countView: (postId) => views.asked(asked, postId),
    });
  };

  return { middleware, held, stats: cache.stats };
}
