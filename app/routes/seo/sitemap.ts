import { absoluteUrl, blogFeeds, cacheControl, postPath } from "#app/lib/meta.ts";
import { servicesOf, siteUrlOf } from "#app/lib/services.server.ts";
import { publicPages } from "#common/public-paths.ts";
import type { Route } from "./+types/sitemap";
import { element, xmlResponse } from "./xml.ts";

const entry = (siteUrl: string, path: string, lastModified?: string) =>
  `  <url>${element("loc", absoluteUrl(siteUrl, path))}${lastModified ? element("lastmod", lastModified) : ""}</url>`;

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
    url(blogFeeds.homePath, listingModified),
    ...posts.map((post) => url(postPath(post.slug), post.lastModified)),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return xmlResponse(body, "application/xml", cacheControl.feed);
}
