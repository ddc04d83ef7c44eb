/** Where a request belongs, for the metrics' `area` label. */
export type Area = "page" | "api" | "admin" | "asset" | "other";

/** What a request's metrics and log line name it by: a route pattern from a fixed set, never the raw path. */
export type RouteOf = { route: string; area: Area };

/** A path no route of ours answers (a 404, a probe): one label value, however many such paths are asked. */
export const unmatched = "unmatched";

/** The methods named as they are; any other is "other" (a client may send any token). */
const knownMethods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
export const methodLabel = (method: string) => (knownMethods.has(method) ? method : "other");

/** How many paths' patterns are remembered: enough for every page and post asked often, bounded against made-up ones. */
const rememberedPaths = 2_000;

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
};

/**
 * The route pattern of a page's path, from the React Router route table of
 * the build (`routes`: the server build's manifest): `/blog/:slug` for an
 * article, `unmatched` for what only the not-found splat answers. The table
 * is compiled once (a Map of its fixed paths, then its patterns with
 * parameters, most fixed segments first, matched without case as React
 * Router matches them); each path's answer is remembered too (the last
 * `rememberedPaths`), so a page asked again costs one Map read. The answers
 * are always the table's own patterns.
 */
export function pagePatterns(routes?: Record<string, ManifestRoute | undefined>) {
  const all = Object.values(routes ?? {}).filter((route): route is ManifestRoute => route !== undefined);
  const byId = new Map(all.map((route) => [route.id, route]));
  const fullPath = (route: ManifestRoute): string => {
    const parts: string[] = [];
    for (let at: ManifestRoute | undefined = route; at; at = at.parentId ? byId.get(at.parentId) : undefined)
      if (at.path) parts.unshift(at.path);
    return `/${parts.join("/")}`.replace(/\/{2,}/g, "/").replace(/(.)\/$/, "$1");
  };
  const fixed = new Map<string, string>();
  const patterns: { pattern: string; test: RegExp; fixedParts: number }[] = [];
  for (const route of all) {
    const pattern = fullPath(route);
    if (pattern === "/*") continue;
    if (!/[:*]/.test(pattern)) {
      fixed.set(route.caseSensitive ? pattern : pattern.toLowerCase(), pattern);
      continue;
    }
    const parts = pattern.split("/").slice(1);
    const source = parts
      .map((part) =>
        part === "*"
          ? "/.*"
          : part.startsWith(":")
            ? "/[^/]+"
            : `/${part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")}`,
      )
      .join("");
    patterns.push({
      pattern,
      test: new RegExp(`^${source}$`, route.caseSensitive ? "" : "i"),
      fixedParts: parts.filter((part) => !part.startsWith(":") && part !== "*").length,
    });
  }
  patterns.sort((a, b) => b.fixedParts - a.fixedParts);
  const known = new Map<string, string>();

  const patternOf = (path: string): string => {
    let page = path.endsWith(".data") ? path.slice(0, -".data".length).replace(/^\/_root$/, "/") : path;
    if (page.length > 1 && page.endsWith("/")) page = page.slice(0, -1);
    const exact = fixed.get(page) ?? fixed.get(page.toLowerCase());
    if (exact) return exact;
    return patterns.find(({ test }) => test.test(page))?.pattern ?? unmatched;
  };

  return (path: string): string => {
    let pattern = known.get(path);
    if (pattern === undefined) {
      pattern = patternOf(path);
      if (known.size >= rememberedPaths) known.delete(known.keys().next().value as string);
      known.set(path, pattern);
    }
    return pattern;
  };
}

/**
 * The route and area of a request Hono answered: its matched route pattern
 * (`honoRoute`: the registered path of the handler that answered) when that
 * names one, else the page's pattern for what the page middleware and
 * React Router answer, else `unmatched`.
 */
export function routeOfRequest(
  path: string,
  honoRoute: string,
  pageOf: (path: string) => string,
  isAsset: (path: string) => boolean,
): RouteOf {
  if (path.startsWith("/api/")) {
    if (!honoRoute.includes("*")) return { route: honoRoute, area: "api" };
    // The blog's JSON answers kept in memory (blog-api-cache.ts) answer from its middleware.
    if (path === "/api/blogs") return { route: "/api/blogs", area: "api" };
    if (/^\/api\/blogs\/[^/]+$/.test(path)) return { route: "/api/blogs/:slugOrId", area: "api" };
    return { route: unmatched, area: "api" };
  }
  if (!honoRoute.includes("*")) {
    if (honoRoute.startsWith("/media/")) return { route: honoRoute, area: "asset" };
    return { route: honoRoute, area: "other" };
  }
  return routeOfPath(path, pageOf, isAsset);
}

/** The route and area of a path answered as a file or a page (memory-answers.ts, and Hono's page middleware). */
export function routeOfPath(
  path: string,
  pageOf: (path: string) => string,
  isAsset: (path: string) => boolean,
): RouteOf {
  if (isAsset(path)) return { route: path.startsWith("/assets/") ? "/assets/*" : "static", area: "asset" };
  if (path.startsWith("/api/")) return routeOfRequest(path, "*", pageOf, isAsset);
  const route = pageOf(path);
  if (route === unmatched) return { route, area: "other" };
  return { route, area: route.startsWith("/admin-only") ? "admin" : "page" };
}
