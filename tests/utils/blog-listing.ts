/**
 * The blog listing (/resources/blogs) as the server renders it, over three
 * posts, for the DOM tests of app/enhance/swap.ts and live-search.ts: the
 * page for any address, and a stand-in for the network (`fetch`) that answers
 * each address with that page. The store and the loader are not involved:
 * the browser tests cover the real server.
 */
import { createElement } from "react";
import { vi } from "vitest";
import { BlogListing, type BlogListingData } from "#app/components/sections/blog-listing.tsx";
import type { BlogPostSummary } from "#common/blog.ts";
import { type BlogCategoryFilter, blogCategoryLabel, isBlogCategoryFilter } from "#common/constants.ts";
import { postSummary } from "#tests/fixtures/blog-post.ts";
import { serverMarkup } from "./dom.ts";

export const origin = "http://localhost:3000";
export const listingPath = "/resources/blogs";

function post(
  slug: string,
  title: string,
  category: string,
  tags: string[],
  featured = false,
): BlogPostSummary {
  return postSummary({ id: slug, slug, title, excerpt: `${title}, in short.`, category, tags, featured });
}

export const posts = [
  post("sleep-and-mood", "Sleep and mood", "research", ["sleep"], true),
  post("talking-to-teenagers", "Talking to teenagers", "relationships", ["family"]),
  post("burnout-at-work", "Burnout at work", "wellness", ["work", "sleep"]),
];

/** What the loader would give the listing for `search` ("?q=sleep&category=research"). */
export function listingFor(search: string): BlogListingData {
  const params = new URLSearchParams(search);
  const query = params.get("q")?.trim() ?? "";
  const chosen = params.get("category") ?? "all";
  const category: BlogCategoryFilter = isBlogCategoryFilter(chosen) ? chosen : "all";
  const tag = params.get("tag") ?? "";
  const shown = posts.filter(
    (p) =>
      (!query || p.title.toLowerCase().includes(query.toLowerCase())) &&
      (category === "all" || p.category === category) &&
      (!tag || p.tags.includes(tag)),
  );
  const categoryCounts: Record<string, number> = {};
  for (const p of posts) categoryCounts[p.category] = (categoryCounts[p.category] ?? 0) + 1;
  return {
    query,
    category,
    tag,
    posts: shown,
    total: shown.length,
    page: 1,
    pages: 1,
    featured: posts.filter((p) => p.featured),
    popular: posts.slice(0, 2),
    categoryCounts,
  };
}

/** The page's title for `search`, as the route's meta would set it. */
export function titleFor(search: string): string {
  const { query, category } = listingFor(search);
  if (query) return `Search: ${query} | Blogs`;
  return category === "all" ? "Blogs" : `${blogCategoryLabel(category)} | Blogs`;
}

/** The server's markup of the listing for `search` (each rendered once per test file). */
const rendered = new Map<string, string>();
export function listingMarkup(search: string): string {
  let markup = rendered.get(search);
  if (markup === undefined) {
    markup = serverMarkup(createElement(BlogListing, listingFor(search)), listingPath);
    rendered.set(search, markup);
  }
  return markup;
}

/** Puts the listing for `search` in the page, at its address, as it arrives from the server. */
export function openListing(search = "") {
  window.history.replaceState(null, "", `${listingPath}${search}`);
  document.title = titleFor(search);
  document.body.innerHTML = listingMarkup(search);
}

/** An HTML answer for `href`, as fetch gives it (with the address it came from). */
export function htmlAnswer(href: string, html: string, status = 200): Response {
  const response = new Response(html, { status, headers: { "Content-Type": "text/html" } });
  Object.defineProperty(response, "url", { value: href });
  return response;
}

/** The server's answer for the listing at `href`. */
export function listingAnswer(href: string): Response {
  const url = new URL(href, origin);
  const title = titleFor(url.search);
  const page = `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body>${listingMarkup(url.search)}</body></html>`;
  return htmlAnswer(url.href, page);
}

/** A fetch that answers every listing address at once. */
export const listingFetch = () =>
  vi.fn<(input: string, init?: RequestInit) => Promise<Response>>(async (input) => listingAnswer(input));

/** A promise and its resolve, for an answer that arrives when the test says. */
export function later<T>() {
  let resolve = (_: T) => {};
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
