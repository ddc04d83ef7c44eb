import { absoluteUrl, blogFeeds, cacheControl, postPath, postVersions } from "#app/lib/meta.ts";
import { type SitemapPost, servicesOf, siteUrlOf } from "#app/lib/services.server.ts";
import {
  hindiPaths,
  hreflangPairs,
  type Locale,
  pathIn,
  type Versions,
  versionsOf,
} from "#common/i18n/locale.ts";
import { publicPages } from "#common/public-paths.ts";
import type { Route } from "./+types/sitemap";
import { element, escapeXml, xmlResponse } from "./xml.ts";

/** `hreflang` links to each version of a page and `x-default` (Google's sitemap form; common/i18n/locale.ts). */
const links = (siteUrl: string, versions: Versions) =>
  hreflangPairs(versions)
    .map(
      ([language, path]) =>
        `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(absoluteUrl(siteUrl, path))}"/>`,
    )
    .join("");

/** A page's entry; `english` is its English path, whichever version the entry is for. */
const entry = (siteUrl: string, path: string, lastModified?: string, english = path) =>
  `  <url>${element("loc", absoluteUrl(siteUrl, path))}${lastModified ? element("lastmod", lastModified) : ""}${links(siteUrl, versionsOf(english))}</url>`;

/** A post's article, naming its translations' articles (and itself) when it has any a reader may open. */
function postEntry(siteUrl: string, post: SitemapPost): string {
  const path = postPath(post.slug, post.language);
  return `  <url>${element("loc", absoluteUrl(siteUrl, path))}${element("lastmod", post.lastModified)}${links(siteUrl, postVersions(post))}</url>`;
}

/**
 * The public pages, the listing and every post a reader may see, read from
 * the store on every request (one light query, however many posts), so a
 * publish or a delete shows at once.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const posts = await servicesOf(context).blog.sitemapEntries();
  /** When each language's listing last changed: its newest post's change. */
  const listingModified = (locale: Locale) =>
    posts
      .filter((post) => post.language === locale)
      .reduce<string | undefined>(
        (newest, post) => (!newest || post.lastModified > newest ? post.lastModified : newest),
        undefined,
      );
  const siteUrl = siteUrlOf(context);
  const url = (path: string, lastModified?: string) => entry(siteUrl, path, lastModified);
  const urls = [
    ...publicPages.map((path) => url(path)),
    ...hindiPaths
      .filter((path) => path !== blogFeeds.homePath)
      .map((path) => entry(siteUrl, pathIn("hi", path), undefined, path)),
    url(blogFeeds.homePath, listingModified("en")),
    entry(siteUrl, pathIn("hi", blogFeeds.homePath), listingModified("hi"), blogFeeds.homePath),
    ...posts.map((post) => postEntry(siteUrl, post)),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return xmlResponse(body, "application/xml", cacheControl.feed);
}
