import { postCategoryIds } from "#common/constants.ts";
import { englishPathOf, localeOfPath, pathIn } from "#common/i18n/locale.ts";

/**
 * A public address the page cache keeps (server/http/page-cache.ts), under
 * the key that names what it shows: the path and only the query parameters
 * its page reads, normalised, so that `?utm_source=x`, a parameter the page
 * ignores or a reordered query share one copy.
 */
export type PageKey = {
  /** The path and normalised query the page is rendered at, and kept under. */
  key: string;
  /**
   * A key a visitor can make up without end (a search, a tag, an unknown
   * category): the cache keeps only so many of them.
   */
  openEnded: boolean;
  /** Shows posts: renewed when what readers see in the blog changes, not only when Settings do. */
  content: boolean;
  /** How long a copy may be served at most, for what changes without an edit (the most-read posts). */
  maxAgeMs?: number;
};

const categories = new Set<string>(postCategoryIds);
const slug = /^\/blog\/[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Longer values are not kept: the listing cuts its search to length anyway. */
const longestValue = 100;

/**
 * The key of `path` with query `search` (without its "?"), or null when the
 * address is not one the cache keeps (the page is rendered per request). A
 * Hindi address (`/hi/…`) is kept as its English twin is, under its own key.
 */
export function pageKeyOf(path: string, search: string): PageKey | null {
  if (localeOfPath(path) === "en") return englishKeyOf(path, search);
  const english = englishPathOf(path);
  const page = english === "/" ? null : englishKeyOf(english, search);
  return page && { ...page, key: pathIn("hi", page.key) };
}

function englishKeyOf(path: string, search: string): PageKey | null {
  if (path === "/resources/blogs") return listingKey(search);
  if (path.startsWith("/blog/")) {
    // An article reads no query at all.
    return path.length <= 206 && slug.test(path) ? { key: path, openEnded: false, content: true } : null;
  }
  if (path === "/try-therasim") return sessionKey(search);
  // The notice in force changes only with Settings (the company's details);
  // an earlier version (`?version=`) is rendered per request.
  if (path === "/privacy") {
    return new URLSearchParams(search).has("version")
      ? null
      : { key: path, openEnded: false, content: false };
  }
  // The team page lists the clinicians that live articles name.
  if (path === "/our-team" || path === "/rss.xml" || path === "/feed.json" || path === "/sitemap.xml") {
    return { key: path, openEnded: false, content: true };
  }
  return null;
}

/**
 * The listing reads its search (`q`), category, tag and page, first values
 * only. The three most-read posts it shows change with every view, so a copy
 * is kept five minutes at most.
 */
function listingKey(search: string): PageKey | null {
  const params = new URLSearchParams(search);
  const kept: [string, string][] = [];
  let openEnded = false;
  for (const name of ["category", "page", "q", "tag"]) {
    const value = params.get(name);
    if (value === null) continue;
    if (value.length > longestValue) return null;
    kept.push([name, value]);
    if (name === "q" || name === "tag") openEnded ||= value !== "";
    if (name === "category") openEnded ||= value !== "" && !categories.has(value);
    if (name === "page") openEnded ||= !/^[1-9][0-9]{0,2}$/.test(value);
  }
  const query = new URLSearchParams(kept).toString();
  return {
    key: query ? `/resources/blogs?${query}` : "/resources/blogs",
    openEnded,
    content: true,
    maxAgeMs: 5 * 60_000,
  };
}

/**
 * The sample session reads `?picks=`, one letter a turn; anything else there
 * reads as no picks at all (app/lib/sample-session.ts `parsePicks`), so it
 * shares the start's copy.
 */
function sessionKey(search: string): PageKey {
  const picks = new URLSearchParams(search).get("picks") ?? "";
  return /^[ab]{1,8}$/.test(picks)
    ? { key: `/try-therasim?picks=${picks}`, openEnded: false, content: false }
    : { key: "/try-therasim", openEnded: false, content: false };
}
