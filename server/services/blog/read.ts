/**
 * Reading the blog: staff's list and a post, a reader's article (with its
 * view counted), the listing, related posts, the feeds and the sitemap.
 */

import type { FeedPost } from "#common/blog.ts";
import {
  type BlogCategoryFilter,
  blogListingPageSize,
  blogListingTextMax,
  isBlogCategoryFilter,
  popularArticlesCount,
} from "#common/constants.ts";
import type { Locale } from "#common/i18n/locale.ts";
import { blogListQuerySchema } from "#common/schemas/blog-list-query.ts";
import {
  type BlogPostFilter,
  countPostsByCategory,
  listBlogPosts,
  listFeedPosts,
  listPopularPosts,
  listRelatedBlogPosts,
  listSitemapPosts,
  nextPublishDateAfter,
} from "#server/db/repositories/blog-posts.ts";
import { NotFoundError } from "../errors.ts";
import { parseListQuery } from "../list-query.ts";
import type { Reader } from "../post-views.ts";
import type { BlogDeps } from "./deps.ts";
import { lookup } from "./lookup.ts";
import { othersIn, withTranslations } from "./translations.ts";
import { type BlogPostView, latest, type SitemapPost, staffRow, toFeedPost, toView } from "./views.ts";

/** A post of a list: whole, or (`fields=summary`) without its body. */
export type BlogListPost = BlogPostView | Omit<BlogPostView, "content">;

const withoutBody = ({ content: _content, ...rest }: BlogPostView): Omit<BlogPostView, "content"> => rest;

/** A post found for a reader, or where it moved to (an old slug from before a rename). */
export type ReaderLookup =
  | { post: BlogPostView; movedTo?: undefined }
  | { post?: undefined; movedTo: string; language: Locale };

/** The blog service's reading half (server/services/blog/index.ts). */
export function createBlogReads(deps: BlogDeps) {
  const { db, clock, views } = deps;
  return {
    /**
     * Spec §7 #2. Anonymous callers only ever see published posts whose
     * publish date has come; staff (`staff: true`) see drafts and scheduled
     * posts too, and may filter by status. `fields=summary` leaves out each
     * post's `content`.
     */
    async list(input: Record<string, string | undefined>, { staff }: { staff: boolean }) {
      const { limit, page, ...query } = parseListQuery(blogListQuerySchema, input);
      const filter: BlogPostFilter = {
        category: query.category !== "all" ? query.category : undefined,
        search: query.search || undefined,
      };
      if (staff) filter.status = query.status;
      else filter.visibleAt = clock().toISOString();
      if (query.language) filter.language = query.language;
      const { rows, total } = await listBlogPosts(db, filter, { limit, offset: (page - 1) * limit });
      const blogs: BlogListPost[] =
        query.fields === "summary" ? rows.map((row) => withoutBody(toView(row))) : rows.map(toView);
      return { blogs, total, page, limit };
    },

    /** A post by current slug or id, as staff or (`staff: false`) a reader may see it; counts no view. */
    async get(slugOrId: string, { staff }: { staff: boolean }): Promise<BlogPostView> {
      const found = await lookup(deps, slugOrId, staff);
      if (!found?.row) throw new NotFoundError("The requested article could not be found.");
      return withTranslations(
        deps,
        found.row,
        toView(staff ? await staffRow(db, found.row) : found.row),
        staff,
      );
    },

    /**
     * Spec §7 #6 and the article page: the post by slug or id, or where an old
     * slug moved to. A reader's view (not staff's) is noted for counting
     * (`views`): never awaited, never a reason to fail.
     */
    async open(
      slugOrId: string,
      { staff, reader }: { staff: boolean; reader?: Reader },
    ): Promise<ReaderLookup> {
      const found = await lookup(deps, slugOrId, staff);
      if (!found) throw new NotFoundError("The requested article could not be found.");
      if (found.movedTo !== undefined) return { movedTo: found.movedTo, language: found.language };
      if (!staff && reader) views?.record(found.row.id, reader);
      const view = toView(staff ? await staffRow(db, found.row) : found.row);
      return { post: await withTranslations(deps, found.row, view, staff) };
    },

    /**
     * Counts a reader's view of a post already found (the page cache serves
     * an article without asking the store): the same rules as `open`.
     */
    noteView(postId: string, reader: Reader): void {
      views?.record(postId, reader);
    },

    /**
     * How long until readers see a post published at `at`, by the blog's
     * clock (milliseconds; 0 or less once they do): when a scheduled post
     * comes due, for what keeps reader answers (server/http/reader-version.ts).
     */
    untilVisible(at: Date): number {
      return at.getTime() - clock().getTime();
    },

    /** When the next scheduled post comes due (its publish date), or null when none waits. */
    async nextDueAt(): Promise<Date | null> {
      const next = await nextPublishDateAfter(db, clock().toISOString());
      return next ? new Date(next) : null;
    },

    /** For the public article page: the post a reader may see, where it moved to, or null. */
    async findForReader(slug: string, reader?: Reader): Promise<ReaderLookup | null> {
      try {
        return await this.open(slug, { staff: false, reader });
      } catch (error) {
        if (error instanceof NotFoundError) return null;
        throw error;
      }
    },

    /**
     * Up to `count` other posts a reader may see, for "Keep reading" under an
     * article: those sharing its category or a tag, the most in common first,
     * then the newest. None when nothing is related.
     */
    async related(
      post: Pick<BlogPostView, "id" | "category" | "tags" | "language">,
      count = 2,
    ): Promise<BlogPostView[]> {
      if (!(count >= 1)) return [];
      const rows = await listRelatedBlogPosts(
        db,
        {
          visibleAt: clock().toISOString(),
          excludeId: post.id,
          category: post.category,
          tags: post.tags,
          language: post.language,
        },
        Math.floor(count),
      );
      return rows.map(toView);
    },

    /** The newest posts in `language` a reader may see, for its RSS and JSON feeds (newest first, no body). */
    async feedPosts(limit = 20, language: Locale = "en"): Promise<FeedPost[]> {
      const count = Math.min(Math.max(Math.floor(limit) || 0, 0), 100);
      if (count === 0) return [];
      return (await listFeedPosts(db, clock().toISOString(), count, language)).map(toFeedPost);
    },

    /**
     * The public listing (spec §2.14), filtered and paged in the store: the
     * page of twelve matching the search (title, excerpt, author), category
     * and tag, with the two most recent featured posts, the three most
     * viewed, and each category's count. The address is the visitor's to
     * write: an unknown category reads as all, text is cut to length, and a
     * page past the end shows the last one.
     */
    async listing(input: {
      q?: string | null;
      category?: string | null;
      tag?: string | null;
      page?: string | null;
      /** The listing's language: its posts, featured pair, popular list and counts are in it alone. */
      language?: Locale;
    }) {
      const language = input.language ?? "en";
      const text = (value?: string | null) =>
        (value ?? "").replaceAll("\0", "").trim().slice(0, blogListingTextMax);
      const query = text(input.q);
      const tag = text(input.tag);
      const category: BlogCategoryFilter = isBlogCategoryFilter(input.category ?? "")
        ? (input.category as BlogCategoryFilter)
        : "all";
      const visibleAt = clock().toISOString();
      const filter: BlogPostFilter = {
        visibleAt,
        language,
        category: category === "all" ? undefined : category,
        search: query || undefined,
        tag: tag || undefined,
      };
      const asked = Number.parseInt(input.page ?? "1", 10);
      const first = await listBlogPosts(db, filter, {
        limit: blogListingPageSize,
        offset:
          ((Number.isFinite(asked) && asked > 1 ? Math.min(asked, 100_000) : 1) - 1) * blogListingPageSize,
      });
      const pages = Math.max(1, Math.ceil(first.total / blogListingPageSize));
      const page = Math.min(Number.isFinite(asked) && asked > 1 ? asked : 1, pages);
      // A page past the end: show the last one instead of an empty list.
      const shown =
        first.rows.length > 0 || page === 1
          ? first
          : await listBlogPosts(db, filter, {
              limit: blogListingPageSize,
              offset: (page - 1) * blogListingPageSize,
            });
      const [featured, popular, categoryCounts] = await Promise.all([
        listBlogPosts(db, { visibleAt, language, featured: true }, { limit: 2, offset: 0 }),
        listPopularPosts(db, visibleAt, popularArticlesCount, language),
        countPostsByCategory(db, visibleAt, language),
      ]);
      return {
        query,
        category,
        tag,
        posts: shown.rows.map(toView),
        total: first.total,
        page,
        pages,
        featured: featured.rows.map(toView),
        popular: popular.map(toView),
        categoryCounts,
      };
    },

    /**
     * Every post a reader may see, as the sitemap lists it. A post's page
     * changed last at its last edit or, for one scheduled after that edit,
     * when its publish date came.
     */
    async sitemapEntries(): Promise<SitemapPost[]> {
      const rows = await listSitemapPosts(db, clock().toISOString());
      // A group's visible posts name each other: every one of them is in `rows`.
      const groups = Map.groupBy(
        rows.filter((row) => row.translation_group),
        (row) => row.translation_group,
      );
      return rows.map((row) => ({
        slug: row.slug,
        language: row.language,
        lastModified: latest(row.updated_at, row.publish_date),
        translations: othersIn(
          row.translation_group ? (groups.get(row.translation_group) ?? []) : [],
          row,
        ).map(({ slug, language }) => ({ slug, language })),
      }));
    },
  };
}
