/** How a stored post becomes what callers get: the article's view, a feed item, a sitemap entry. */

import type { Kysely } from "kysely";
import type { BlogPost, FeedPost, PostTranslation } from "#common/blog.ts";
import type { Locale } from "#common/i18n/locale.ts";
import { readTimeMinutes } from "#common/read-time.ts";
import type { FeedPostRow } from "#server/db/repositories/blog-posts.ts";
import { findRevision, type PostText, stringListOf, textOf } from "#server/db/repositories/blog-revisions.ts";
import type { BlogPostRow, Database } from "#server/db/schema.ts";
import { imageUrl } from "../images.ts";

/** A post as pages and the API read it (spec §3). */
export type BlogPostView = BlogPost;

/** The review line an article shows, or null when its text was never reviewed. */
function reviewOf(row: BlogPostRow): BlogPostView["review"] {
  if (!row.reviewer_name || !row.last_reviewed_at) return null;
  return {
    reviewerId: row.reviewed_by,
    name: row.reviewer_name,
    credential: row.reviewer_credential,
    reviewedAt: row.last_reviewed_at,
    nextReviewAt: row.next_review_at,
  };
}

export function toView(row: BlogPostRow): BlogPostView {
  const tags = stringListOf(row.tags);
  return {
    id: row.id,
    slug: row.slug,
    language: row.language,
    translationGroup: row.translation_group,
    // Filled where an article is opened (`withTranslations`): a list shows none.
    translations: [],
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    author: row.author,
    authorRole: row.author_role,
    category: row.category,
    tags,
    imageUrl: row.image_key && row.image_width ? imageUrl(row.image_key, row.image_width) : null,
    imageWidth: row.image_width,
    imageHeight: row.image_height,
    imageAlt: row.image_alt,
    featured: Boolean(row.featured),
    readTime: row.read_time,
    publishDate: row.publish_date,
    status: row.status === "published" ? "published" : "draft",
    views: Number(row.views),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    review: reviewOf(row),
    reviewState: row.review_state,
    stagedChange: row.staged_revision_id !== null,
  };
}

/** A post's row with `text` in place of its own: what staff work on when an edit is staged. */
function withText(row: BlogPostRow, text: PostText | undefined): BlogPostRow {
  return text ? { ...row, ...text, read_time: readTimeMinutes(text.content) } : row;
}

/** Staff see the text they work on: a live post's staged edit in place of what readers see. */
export async function staffRow(db: Kysely<Database>, row: BlogPostRow): Promise<BlogPostRow> {
  if (!row.staged_revision_id) return row;
  const staged = await findRevision(db, row.id, row.staged_revision_id);
  return withText(row, staged ? textOf(staged) : undefined);
}

/** A post as the sitemap lists it: its article, when it changed, and its translations' articles. */
export type SitemapPost = {
  slug: string;
  language: Locale;
  lastModified: string;
  translations: Pick<PostTranslation, "slug" | "language">[];
};

export function toFeedPost(row: FeedPostRow): FeedPost {
  return {
    slug: row.slug,
    language: row.language,
    title: row.title,
    excerpt: row.excerpt,
    author: row.author,
    category: row.category,
    tags: stringListOf(row.tags),
    imageUrl: row.image_key && row.image_width ? imageUrl(row.image_key, row.image_width) : null,
    imageWidth: row.image_width,
    imageHeight: row.image_height,
    imageAlt: row.image_alt,
    publishDate: row.publish_date,
    // An edit made before a scheduled post came due is not news after it.
    updatedAt: latest(row.updated_at, row.publish_date),
  };
}

/** The later of two ISO date-times, as an ISO date-time. */
export function latest(a: string, b: string): string {
  return new Date(Math.max(Date.parse(a), Date.parse(b))).toISOString();
}
