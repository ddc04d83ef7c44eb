import type { Locale } from "./i18n/locale.ts";

/** Spec §3 Blog post, as the API and the public pages read it. */
export type BlogPost = {
  id: string;
  slug: string;
  /** The language it is written in (issue 36): an English post's article is /blog/…, a Hindi one's /hi/blog/…. */
  language: Locale;
  /**
   * Its translations group: the original's id, shared by the original and
   * each translation of it (at most one per language); null while it has none.
   */
  translationGroup: string | null;
  /** The group's other posts a reader may open, each in its language: what hreflang links name. */
  translations: PostTranslation[];
  title: string;
  excerpt: string;
  /** Markdown (no raw HTML), rendered to sanitised HTML on the server (server/services/markdown.ts). */
  content: string;
  author: string;
  authorRole: string;
  category: string;
  tags: string[];
  imageUrl: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  /** The image's alt text as staff wrote it; null means the title stands for it. */
  imageAlt: string | null;
  featured: boolean;
  /** Minutes, from the word count (spec §5). */
  readTime: number;
  /** ISO date-time from which the post is public. */
  publishDate: string;
  status: "draft" | "published";
  /** Orders the Popular Articles sidebar; never shown. */
  views: number;
  createdAt: string;
  updatedAt: string;
  /** Who last approved the live text, as the article names them; null: never reviewed. */
  review: PostReview | null;
  /** Where the text staff work on is in review (staff only; readers never see it). */
  reviewState: "none" | "submitted" | "returned" | "approved";
  /** A live post's edit waits for review or publishing (staff see that text in place of the live one). */
  stagedChange: boolean;
};

/** A post as the RSS and JSON feeds show it (the blog service's `feedPosts`): what a reader needs to decide to open it. */
export type FeedPost = Pick<
  BlogPost,
  | "slug"
  | "language"
  | "title"
  | "excerpt"
  | "author"
  | "category"
  | "tags"
  | "imageUrl"
  | "imageWidth"
  | "imageHeight"
  | "imageAlt"
  | "publishDate"
  | "updatedAt"
>;

/** A translation of a post (or its original), as its article links to it. */
export type PostTranslation = { language: Locale; slug: string; title: string };

/** "Medically reviewed by NAME, CREDENTIAL, on DATE", and when the next review falls. */
export type PostReview = {
  reviewerId: string | null;
  name: string;
  credential: string | null;
  reviewedAt: string;
  nextReviewAt: string | null;
};

/**
 * A post as a reader's page carries it: without its body (lists; an article
 * carries the rendered HTML instead) and without its view count, which is
 * never shown and would make every page differ from the last (and so defeat
 * its ETag).
 */
export type BlogPostSummary = Omit<BlogPost, "content" | "views" | "reviewState" | "stagedChange">;

/** The reader's part of a stored post. */
export function summaryOf<T extends BlogPost>({
  content: _content,
  views: _views,
  reviewState: _reviewState,
  stagedChange: _stagedChange,
  ...summary
}: T) {
  return summary;
}

/** A clinician named on live articles, as the team page lists them. */
export type TeamReviewer = {
  name: string;
  credential: string | null;
  /** How many live articles carry their review line. */
  articles: number;
};

/** One person under the ways a name is typed: "Dr Meera Iyer " and "dr meera iyer" are one. */
export const personKey = (name: string) => name.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();

/**
 * A reviewer's place on the team page, which an article's review line links
 * to: the name's Latin letters ("reviewer-dr-meera-iyer"), or, for a name
 * written in another script, a short hash of it.
 */
export function reviewerAnchor(name: string): string {
  const key = personKey(name);
  const latin = key
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  if (latin) return `reviewer-${latin}`;
  let hash = 0x811c9dc5;
  for (const char of key) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return `reviewer-${hash.toString(36)}`;
}
