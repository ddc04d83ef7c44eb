import type { MetaDescriptor } from "react-router";
import { categoryNameIn } from "#app/i18n/blog-category.ts";
import type { BlogPostSummary } from "#common/blog.ts";
import {
  hreflangPairs,
  type Locale,
  languageTag,
  localeOfPath,
  ogLocale,
  pathIn,
  type Versions,
  versionsOf,
} from "#common/i18n/locale.ts";
import { siteOf, siteUrlIn } from "./site.ts";

/** What a route's `meta` reads of its arguments here: the matched routes, whose root holds the company's details. */
export type MetaArgs = { matches: readonly unknown[] };

/**
 * An absolute address on this site, from its address (SITE_URL, read by the
 * server at run time and given to every page by the root loader) and a path.
 */
export const absoluteUrl = (siteUrl: string, path: string) => `${siteUrl}${path === "/" ? "/" : path}`;

/** The language of the page a route's `meta` describes: from the address its last match has. */
export function localeIn(matches: readonly unknown[] | undefined): Locale {
  const last = matches?.at(-1) as { pathname?: string } | undefined;
  return localeOfPath(last?.pathname ?? "/");
}

/** `hreflang` links to each version of a page and `x-default`, absolute (common/i18n/locale.ts). */
function versionLinks(siteUrl: string, versions: Versions): MetaDescriptor[] {
  return hreflangPairs(versions).map(([language, path]) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang: language,
    href: absoluteUrl(siteUrl, path),
  }));
}

/** The article page of a post, under its language's prefix: `/blog/…`, or `/hi/blog/…` for a Hindi post. */
export const postPath = (slug: string, language: Locale = "en") => pathIn(language, `/blog/${slug}`);

type VersionedPost = { slug: string; language: Locale; translations?: { slug: string; language: Locale }[] };

/** A post's article and its translations' articles, by language. */
export const postVersions = (post: VersionedPost): Versions =>
  Object.fromEntries([
    [post.language, postPath(post.slug, post.language)],
    ...(post.translations ?? []).map((other) => [other.language, postPath(other.slug, other.language)]),
  ]);

/**
 * How long browsers and shared caches (a CDN) may keep what the blog answers.
 * Every such answer also carries an ETag (server/http/middleware/etag.ts), so
 * a cache that asks again mostly gets a 304.
 */
export const cacheControl = {
  /** The listing and an article: fresh for a minute, then served stale for ten while a cache refetches. */
  blogPage: "public, max-age=60, stale-while-revalidate=600",
  /** The feeds and the sitemap: asked again every time, so a publish or delete shows on the next request. */
  feed: "public, max-age=0, must-revalidate",
  /**
   * A page rendered from its address alone (the sample session's `?picks=`):
   * kept like a prerendered page, asked again every time and answered 304 while
   * the release is the same.
   */
  fromAddress: "public, max-age=0, must-revalidate",
} as const;

/** The blog's name in feeds, link previews and schema.org: the company's name as Settings give it. */
export const blogTitle = (siteName: string, locale: Locale = "en") =>
  locale === "hi" ? `${siteName} ब्लॉग` : `${siteName} Blog`;

/** The blog's feeds, linked from every page's head (root.tsx). */
export const blogFeeds = {
  description:
    "Practical reading on mental-health care in India: assessment, documentation, therapy training and access to care.",
  homePath: "/resources/blogs",
  rssPath: "/rss.xml",
  jsonPath: "/feed.json",
} as const;

/** Each language's blog: its listing and feeds (a Hindi page links the Hindi ones), and what they say of it. */
export const blogFeedsIn: Record<
  Locale,
  { description: string; homePath: string; rssPath: string; jsonPath: string }
> = {
  en: blogFeeds,
  hi: {
    description:
      "भारत में मानसिक स्वास्थ्य देखभाल पर काम की बातें: आकलन, रिकॉर्ड रखना, थेरेपी की ट्रेनिंग और देखभाल तक पहुँच।",
    homePath: pathIn("hi", blogFeeds.homePath),
    rssPath: pathIn("hi", blogFeeds.rssPath),
    jsonPath: pathIn("hi", blogFeeds.jsonPath),
  },
};

/** A picture for link previews: an absolute URL, with its size and description when known. */
export type ShareImage = { url: string; width?: number | null; height?: number | null; alt?: string | null };

/** The site's own preview picture, for pages and posts without one. */
export const defaultShareImage = (siteUrl: string): ShareImage => ({
  url: absoluteUrl(siteUrl, "/og-image.png"),
  width: 1200,
  height: 630,
});

export type PageMeta = {
  title: string;
  description: string;
  /** The canonical path of the page in English, e.g. "/faqs" (a Hindi page's is found from it: "/hi/faqs"). */
  path: string;
  /** Open Graph's type: a page is a "website" unless it is an article. */
  type?: "website" | "article";
  /** The preview picture; the site's own unless given. */
  image?: ShareImage;
  /** The route's matches (`meta`'s argument): the company's name comes from the root's data. */
  matches?: readonly unknown[];
  /**
   * For a page whose versions are not the same path in each language (an
   * article and its translation): each version's address. Without it, a
   * page in `hindiPaths` names its two versions.
   */
  versions?: Versions;
};

/**
 * Title, description, canonical link, Open Graph tags and X's card for one
 * page. X reads `og:title`, `og:description` and `og:image` where its own
 * tags are absent, so only the card's kind (and a picture's text, which has
 * no Open Graph twin there) is written: the same title and description three
 * times cost a Hindi document bytes of its first round trip (issue 49).
 */
export function pageMeta({
  title,
  description,
  path,
  type = "website",
  image,
  matches,
  versions,
}: PageMeta): MetaDescriptor[] {
  const { name } = siteOf(matches);
  const siteUrl = siteUrlIn(matches);
  const named = versionLinks(siteUrl, versions ?? versionsOf(path));
  const paired = named.length > 0;
  const locale = localeIn(matches);
  const fullTitle = path === "/" ? `${name}: ${title}` : `${title} | ${name}`;
  const url = absoluteUrl(siteUrl, pathIn(locale, path));
  const picture = image ?? { url: defaultShareImage(siteUrl).url };
  const size =
    image?.width && image.height
      ? [
          { property: "og:image:width", content: String(image.width) },
          { property: "og:image:height", content: String(image.height) },
        ]
      : [];
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...named,
    { property: "og:type", content: type },
    { property: "og:site_name", content: name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: picture.url },
    ...size,
    ...(picture.alt ? [{ property: "og:image:alt", content: picture.alt }] : []),
    { property: "og:locale", content: ogLocale[locale] },
    ...(paired
      ? [{ property: "og:locale:alternate", content: ogLocale[locale === "en" ? "hi" : "en"] }]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    ...(picture.alt ? [{ name: "twitter:image:alt", content: picture.alt }] : []),
  ];
}

/**
 * A JSON-LD block for a route's `meta`. React Router writes it into a
 * `<script type="application/ld+json">` with `<`, `>`, `&`, U+2028 and U+2029
 * as `\u003c`-style escapes (react-router's `escapeHtml` in
 * lib/dom/ssr/markup.ts), so no text in it, say an article title holding
 * `</script>`, can end the script early. meta.test.tsx holds it to that.
 * Escaping here as well would double the backslashes.
 */
export function jsonLd(data: Record<string, unknown>): MetaDescriptor {
  return { "script:ld+json": { "@context": "https://schema.org", ...data } };
}

/** The company, as schema.org's publisher of the blog. */
const publisherOf = (name: string, siteUrl: string) => ({
  "@type": "Organization",
  name,
  url: absoluteUrl(siteUrl, "/"),
});

/** What an article's head needs of its post. */
export type ArticleMetaPost = Pick<
  BlogPostSummary,
  | "slug"
  | "language"
  | "translations"
  | "review"
  | "title"
  | "excerpt"
  | "author"
  | "authorRole"
  | "category"
  | "tags"
  | "imageUrl"
  | "imageWidth"
  | "imageHeight"
  | "imageAlt"
  | "publishDate"
  | "updatedAt"
>;

/** A post's own picture as an absolute URL (stored images live under /media), or the site's. */
export function postShareImage(
  post: Pick<BlogPostSummary, "title" | "imageUrl" | "imageWidth" | "imageHeight" | "imageAlt">,
  siteUrl: string,
): ShareImage {
  if (!post.imageUrl) return defaultShareImage(siteUrl);
  const url = /^https?:\/\//.test(post.imageUrl) ? post.imageUrl : absoluteUrl(siteUrl, post.imageUrl);
  return { url, width: post.imageWidth, height: post.imageHeight, alt: post.imageAlt || post.title };
}

/** When the page last changed: its last edit, or its publish date if it was scheduled after that. */
export function postModified(post: Pick<BlogPostSummary, "publishDate" | "updatedAt">): string {
  return new Date(Math.max(Date.parse(post.publishDate), Date.parse(post.updatedAt))).toISOString();
}

/**
 * An article's head: the page tags with its own picture, Open Graph's
 * article fields, and schema.org's BlogPosting for search engines.
 */
export function articleMeta(post: ArticleMetaPost, matches?: readonly unknown[]): MetaDescriptor[] {
  const siteUrl = siteUrlIn(matches);
  const url = absoluteUrl(siteUrl, postPath(post.slug, post.language));
  const image = postShareImage(post, siteUrl);
  const modified = postModified(post);
  const published = new Date(post.publishDate).toISOString();
  return [
    ...pageMeta({
      title: post.title,
      description: post.excerpt,
      // The English form of the address; pageMeta puts it under the page's language.
      path: postPath(post.slug),
      versions: postVersions(post),
      type: "article",
      image,
      matches,
    }),
    { name: "author", content: post.author },
    { property: "article:published_time", content: published },
    { property: "article:modified_time", content: modified },
    { property: "article:section", content: categoryNameIn(post.language, post.category) },
    ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
    jsonLd({
      "@type": "BlogPosting",
      headline: post.title,
      description: post.excerpt,
      image: [image.url],
      datePublished: published,
      dateModified: modified,
      author: { "@type": "Person", name: post.author, jobTitle: post.authorRole },
      publisher: publisherOf(siteOf(matches).name, siteUrl),
      mainEntityOfPage: webPageOf(post, url),
      url,
      articleSection: categoryNameIn(post.language, post.category),
      keywords: post.tags.join(", "),
      inLanguage: languageTag[post.language],
    }),
  ];
}

/**
 * The article's WebPage: who wrote it and, once a clinician approved it, who
 * reviewed it (a Person with their credential) and when (schema.org's
 * `reviewedBy` and `lastReviewed`, as health publishers mark them).
 */
function webPageOf(post: ArticleMetaPost, url: string) {
  const review = post.review;
  return {
    "@type": "WebPage",
    "@id": url,
    author: { "@type": "Person", name: post.author, jobTitle: post.authorRole },
    ...(review && {
      reviewedBy: {
        "@type": "Person",
        name: review.name,
        ...(review.credential && {
          hasCredential: {
            "@type": "EducationalOccupationalCredential",
            name: review.credential,
          },
        }),
      },
      lastReviewed: review.reviewedAt.slice(0, 10),
    }),
  };
}

/** schema.org's Blog for the listing, naming its newest posts. */
export function blogListingJsonLd(
  posts: Pick<BlogPostSummary, "slug" | "language" | "title" | "author" | "publishDate" | "updatedAt">[],
  siteName: string,
  siteUrl: string,
  locale: Locale = "en",
): MetaDescriptor {
  const feeds = blogFeedsIn[locale];
  return jsonLd({
    "@type": "Blog",
    name: blogTitle(siteName, locale),
    description: feeds.description,
    url: absoluteUrl(siteUrl, feeds.homePath),
    inLanguage: languageTag[locale],
    publisher: publisherOf(siteName, siteUrl),
    blogPost: posts.slice(0, 20).map((post) => ({
      "@type": "BlogPosting",
      headline: post.title,
      url: absoluteUrl(siteUrl, postPath(post.slug, post.language)),
      inLanguage: languageTag[post.language],
      datePublished: new Date(post.publishDate).toISOString(),
      dateModified: postModified(post),
      author: { "@type": "Person", name: post.author },
    })),
  });
}

/**
 * A page's `meta` below a layout that has its own (the staff layout's
 * robots tag): the page's title, "Inquiries | Anvaya Health", and whatever
 * the routes above it said, which React Router would otherwise drop.
 */
export function titledMeta(title: string, matches: readonly unknown[]): MetaDescriptor[] {
  const above = matches.at(-2) as { meta?: MetaDescriptor[] } | undefined;
  return [
    { title: `${title} | ${siteOf(matches).name}` },
    ...(above?.meta ?? []).filter((tag) => !("title" in tag)),
  ];
}
