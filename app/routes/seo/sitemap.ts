import { absoluteUrl, blogFeeds, cacheControl, postPath } from "#app/lib/meta.ts";
import { servicesOf, siteUrlOf } from "#app/lib/services.server.ts";
import { hasHindi, hindiPaths, hreflang, pathIn } from "#common/i18n/locale.ts";
import { publicPages } from "#common/public-paths.ts";
import type { Route } from "./+types/sitemap";
import { element, escapeXml, xmlResponse } from "./xml.ts";

/**
 * For a page with a Hindi version, both versions name each other and the
 * default (Google's sitemap form of `hreflang`): `english` is the page's
 * English path, whichever version the entry is for.
 */
const alternates = (siteUrl: string, english: string) =>
  hasHindi(english)
    ? [
        [hreflang.en, english],
        [hreflang.hi, pathIn("hi", english)],
        ["x-default", english],
      ]
        .map(
          ([language = "", path = ""]) =>
            `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(absoluteUrl(siteUrl, path))}"/>`,
        )
        .join("")
    : "";

const entry = (siteUrl: string, path: string, lastModified?: string, english = path) =>
  `  <url>${element("loc", absoluteUrl(siteUrl, path))}${lastModified ? element("lastmod", lastModified) : ""}${alternates(siteUrl, english)}</url>`;

/**
 * The public pages, the listing and every post a reader may see, read from
 * the store on every request (one light query, however many posts), so a
 * publish or a delete shows at once.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const posts = await servicesOf(context).blog.sitemapEntries();
  const listingModified = posts.reduce<string | undefined>(
    (newest, post) => (!newest || post.lastModified > newest ? post.lastModified : newest),
    undefined,
  );
  const siteUrl = siteUrlOf(context);
  const url = (path: string, lastModified?: string) => entry(siteUrl, path, lastModified);
  const urls = [
    ...publicPages.map((path) => url(path)),
    ...hindiPaths.map((path) => entry(siteUrl, pathIn("hi", path), undefined, path)),
    url(blogFeeds.homePath, listingModified),
    ...posts.map((post) => url(postPath(post.slug), post.lastModified)),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return xmlResponse(body, "application/xml", cacheControl.feed);
}
