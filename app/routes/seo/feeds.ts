import { categoryNameIn } from "#app/i18n/blog-category.ts";
import { absoluteUrl, blogFeedsIn, blogTitle, postPath, postShareImage } from "#app/lib/meta.ts";
import type { FeedPost } from "#common/blog.ts";
import { type Locale, languageTag } from "#common/i18n/locale.ts";
import { element, escapeXml } from "./xml.ts";

/** How many of the newest posts the feeds carry. */
export const feedSize = 20;

/** RFC 822 dates, as RSS 2.0 wants them ("Sun, 22 Nov 2026 10:00:00 GMT"). */
const rfc822 = (iso: string) => new Date(iso).toUTCString();
/** RFC 3339 dates, as JSON Feed wants them. */
const rfc3339 = (iso: string) => new Date(iso).toISOString();

/** The category's name in the post's language, then the post's own tags, each once. */
const labelsOf = (post: FeedPost) => [
  ...new Set([categoryNameIn(post.language, post.category), ...post.tags]),
];

/** The newest change among the posts, or undefined for none. */
function newest(posts: FeedPost[]): string | undefined {
  const times = posts.map((post) => Date.parse(post.updatedAt)).filter((time) => !Number.isNaN(time));
  return times.length > 0 ? new Date(Math.max(...times)).toISOString() : undefined;
}

/**
 * RSS 2.0 with an atom:link to itself. RSS's own <author> must be an email
 * address, which posts do not have: the author's name goes in dc:creator, as
 * feed readers expect. The picture is a Media RSS element, which needs no
 * byte length (an <enclosure> does).
 */
export function rssDocument(
  posts: FeedPost[],
  siteName: string,
  siteUrl: string,
  locale: Locale = "en",
): string {
  const feeds = blogFeedsIn[locale];
  const updated = newest(posts);
  const items = posts.map((post) => {
    const url = absoluteUrl(siteUrl, postPath(post.slug, post.language));
    const image = post.imageUrl ? postShareImage(post, siteUrl) : undefined;
    const media = image
      ? `<media:content url="${escapeXml(image.url)}" medium="image" type="image/webp"${
          image.width && image.height ? ` width="${image.width}" height="${image.height}"` : ""
        }/>`
      : "";
    return [
      "    <item>",
      `      ${element("title", post.title)}`,
      `      ${element("link", url)}`,
      `      ${element("guid", url, { isPermaLink: "true" })}`,
      `      ${element("pubDate", rfc822(post.publishDate))}`,
      `      ${element("description", post.excerpt)}`,
      `      ${element("dc:creator", post.author)}`,
      ...labelsOf(post).map((label) => `      ${element("category", label)}`),
      ...(media ? [`      ${media}`] : []),
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">',
    "  <channel>",
    `    ${element("title", blogTitle(siteName, locale))}`,
    `    ${element("link", absoluteUrl(siteUrl, feeds.homePath))}`,
    `    ${element("description", feeds.description)}`,
    `    ${element("language", languageTag[locale].toLowerCase())}`,
    ...(updated ? [`    ${element("lastBuildDate", rfc822(updated))}`] : []),
    `    <atom:link href="${escapeXml(absoluteUrl(siteUrl, feeds.rssPath))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/). */
export function jsonFeed(posts: FeedPost[], siteName: string, siteUrl: string, locale: Locale = "en") {
  const feeds = blogFeedsIn[locale];
  return {
    version: "https://jsonfeed.org/version/1.1",
    title: blogTitle(siteName, locale),
    home_page_url: absoluteUrl(siteUrl, feeds.homePath),
    feed_url: absoluteUrl(siteUrl, feeds.jsonPath),
    description: feeds.description,
    favicon: absoluteUrl(siteUrl, "/favicon.svg"),
    language: languageTag[locale],
    items: posts.map((post) => {
      const url = absoluteUrl(siteUrl, postPath(post.slug, post.language));
      return {
        id: url,
        url,
        title: post.title,
        summary: post.excerpt,
        // An item must carry content_html or content_text; the feeds carry the excerpt, not the article.
        content_text: post.excerpt,
        ...(post.imageUrl ? { image: postShareImage(post, siteUrl).url } : {}),
        date_published: rfc3339(post.publishDate),
        date_modified: rfc3339(post.updatedAt),
        authors: [{ name: post.author }],
        tags: labelsOf(post),
      };
    }),
  };
}
