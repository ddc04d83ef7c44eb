import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { BlogPost } from "#common/blog.ts";
import {
  type BlogCategoryFilter,
  blogListingPageSize,
  blogListingTextMax,
  isBlogCategoryFilter,
  popularArticlesCount,
} from "#common/constants.ts";
import { readTimeMinutes } from "#common/read-time.ts";
import { blogListQuerySchema } from "#common/schemas/blog-list-query.ts";
import { blogPostSchema, blogPostUpdateSchema } from "#common/schemas/blog-post.ts";
import { fieldErrorsOf } from "#common/schemas/field-errors.ts";
import { recordAudit } from "#server/db/repositories/audit-log.ts";
import {
  type BlogPostFilter,
  countBlogPosts,
  countPostsByCategory,
  deleteBlogPost,
  deleteOldSlugs,
  type FeedPostRow,
  findBlogPost,
  findPostByOldSlug,
  insertBlogPost,
  keepOldSlug,
  listBlogPosts,
  listFeedPosts,
  listPopularPosts,
  listRelatedBlogPosts,
  listSitemapPosts,
  nextPublishDateAfter,
  releaseOldSlug,
  slugTaken,
  updateBlogPost,
} from "#server/db/repositories/blog-posts.ts";
import { raiseContentVersion } from "#server/db/repositories/content-version.ts";
import type { BlogPostRow, Database, NewBlogPostRow } from "#server/db/schema.ts";
import { isUniqueViolation } from "#server/db/unique-violation.ts";
import type { Clock } from "./clock.ts";
import type { Actor } from "./demo-requests.ts";
import { ConflictError, InvalidInputError, NotFoundError } from "./errors.ts";
import { isUuid } from "./ids.ts";
import { type ImageService, imageUrl, type PreparedImage } from "./images.ts";
import type { PostViewRecorder, Reader } from "./post-views.ts";

/** A post as pages and the API read it (spec §3). */
export type BlogPostView = BlogPost;

/** A readable, URL-safe slug from a title. */
export function slugify(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
  return slug || "post";
}

/** The stored JSON list of tags; anything unreadable counts as none. */
function parseTags(json: string): string[] {
  try {
    const parsed = JSON.parse(json) as unknown;
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === "string") : [];
  } catch {
    return [];
  }
}

function toView(row: BlogPostRow): BlogPostView {
  const tags = parseTags(row.tags);
  return {
    id: row.id,
    slug: row.slug,
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
    status: row.status,
    views: Number(row.views),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const invalidPost = (error: Parameters<typeof fieldErrorsOf>[0]) =>
  new InvalidInputError("Please fill in all required fields.", { fieldErrors: fieldErrorsOf(error) });

/**
 * Spec §7 #2's query, checked by `blogListQuerySchema`. An empty parameter
 * (`?status=&category=`) counts as absent, as a form's "all" option sends it.
 */
function parseListQuery(input: Record<string, string | undefined>) {
  const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== ""));
  const parsed = blogListQuerySchema.safeParse(given);
  if (!parsed.success) {
    throw new InvalidInputError(parsed.error.issues[0]?.message ?? "Check the filters.", {
      fieldErrors: fieldErrorsOf(parsed.error),
    });
  }
  return parsed.data;
}

/** A post found for a reader, or where it moved to (an old slug from before a rename). */
export type ReaderLookup =
  | { post: BlogPostView; movedTo?: undefined }
  | { post?: undefined; movedTo: string };

/**
 * `views` counts readers' views (server/services/post-views.ts); without it,
 * as in most tests, none are counted. `readersChanged` is awaited after every
 * committed change a reader can see (a post published, edited while
 * published, unpublished or deleted), which also raises the store's content
 * version in the change's own transaction: the process adopts the new
 * version before the change is acknowledged, so its very next page shows it.
 */
export function createBlogService(
  db: Kysely<Database>,
  clock: Clock,
  images: ImageService,
  views?: Pick<PostViewRecorder, "record">,
  readersChanged?: () => Promise<unknown>,
) {
  const visibleToReaders = (row: BlogPostRow) =>
    row.status === "published" && row.publish_date <= clock().toISOString();

  /** By current slug or id, else by old slug; undefined when there is none that `staff` may see. */
  async function lookup(slugOrId: string, staff: boolean) {
    // Slugs and ids are letters, digits and hyphens: anything else cannot exist.
    if (!/^[A-Za-z0-9-]{1,200}$/.test(slugOrId)) return undefined;
    const row = await findBlogPost(db, slugOrId);
    if (row) return staff || visibleToReaders(row) ? { row } : undefined;
    const moved = await findPostByOldSlug(db, slugOrId);
    return moved && (staff || visibleToReaders(moved)) ? { movedTo: moved.slug } : undefined;
  }

  async function uniqueSlug(base: string, exceptId?: string): Promise<string> {
    for (let n = 1; ; n += 1) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      if (!(await slugTaken(db, candidate, exceptId))) return candidate;
    }
  }

  /**
   * Runs `write` in a transaction under a free slug, and stores the post's
   * new image last in it, so that a post is saved with its image or not at
   * all. Two writes at once may both find the same slug free: the one that
   * loses the race to the unique index tries the next free one (an
   * explicit slug is a 409 instead), never a 5xx. Returns the slug used.
   */
  async function writeUnderSlug(
    choice: { wanted?: string; base: string; exceptId?: string },
    write: (trx: Kysely<Database>, slug: string) => Promise<void>,
    prepared?: PreparedImage,
  ): Promise<string> {
    let slug = choice.wanted ?? (await uniqueSlug(choice.base, choice.exceptId));
    for (let attempt = 1; ; attempt += 1) {
      let undo: (() => Promise<void>) | undefined;
      try {
        await db.transaction().execute(async (trx) => {
          await write(trx, slug);
          if (prepared) undo = await images.save(prepared);
        });
        return slug;
      } catch (error) {
        // Stored, then the commit failed: take the image back.
        await undo?.();
        if (!isUniqueViolation(error, "slug")) throw error;
        if (choice.wanted || attempt >= 20) throw new ConflictError(`The address "${slug}" is taken.`);
        slug = await uniqueSlug(choice.base, choice.exceptId);
      }
    }
  }

  return {
    /**
     * Spec §7 #2. Anonymous callers only ever see published posts whose
     * publish date has come; staff (`staff: true`) see drafts and scheduled
     * posts too, and may filter by status.
     */
    async list(input: Record<string, string | undefined>, { staff }: { staff: boolean }) {
      const { limit, page, ...query } = parseListQuery(input);
      const filter: BlogPostFilter = {
        category: query.category !== "all" ? query.category : undefined,
        search: query.search || undefined,
      };
      if (staff) filter.status = query.status;
      else filter.visibleAt = clock().toISOString();
      const { rows, total } = await listBlogPosts(db, filter, { limit, offset: (page - 1) * limit });
      return { blogs: rows.map(toView), total, page, limit };
    },

    /** A post by current slug or id, as staff or (`staff: false`) a reader may see it; counts no view. */
    async get(slugOrId: string, { staff }: { staff: boolean }): Promise<BlogPostView> {
      const found = await lookup(slugOrId, staff);
      if (!found?.row) throw new NotFoundError("The requested article could not be found.");
      return toView(found.row);
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
      const found = await lookup(slugOrId, staff);
      if (!found) throw new NotFoundError("The requested article could not be found.");
      if (found.movedTo !== undefined) return { movedTo: found.movedTo };
      if (!staff && reader) views?.record(found.row.id, reader);
      return { post: toView(found.row) };
    },

    /**
     * Counts a reader's view of a post already found (the page cache serves
     * an article without asking the store): the same rules as `open`.
     */
    noteView(postId: string, reader: Reader): void {
      views?.record(postId, reader);
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
    async related(post: Pick<BlogPostView, "id" | "category" | "tags">, count = 2): Promise<BlogPostView[]> {
      if (!(count >= 1)) return [];
      const rows = await listRelatedBlogPosts(
        db,
        { visibleAt: clock().toISOString(), excludeId: post.id, category: post.category, tags: post.tags },
        Math.floor(count),
      );
      return rows.map(toView);
    },

    /** Spec §7 #3. An explicit slug that is taken answers 409; a derived one gets -2, -3. */
    async create(actor: Actor, input: Record<string, unknown>, image?: Uint8Array): Promise<BlogPostView> {
      const parsed = blogPostSchema.safeParse(input);
      if (!parsed.success) throw invalidPost(parsed.error);
      if (!image) {
        throw new InvalidInputError("Please fill in all required fields.", {
          fieldErrors: { image: "Featured image is required" },
        });
      }
      const post = parsed.data;
      const wanted = typeof input.slug === "string" && input.slug.trim() ? slugify(input.slug) : undefined;
      if (wanted && (await slugTaken(db, wanted)))
        throw new ConflictError(`The address "${wanted}" is taken.`);
      // Checked and re-encoded first; stored only with the post (writeUnderSlug).
      const prepared = await images.prepare(image);
      const stored = prepared.image;
      const now = clock().toISOString();
      const row: NewBlogPostRow = {
        id: randomUUID(),
        slug: "",
        title: post.title,
        excerpt: post.excerpt,
        content: post.content,
        author: post.author,
        author_role: post.authorRole,
        category: post.category,
        tags: JSON.stringify(post.tags),
        featured: post.featured ? 1 : 0,
        read_time: readTimeMinutes(post.content),
        publish_date: post.publishDate ? new Date(post.publishDate).toISOString() : now,
        status: post.status,
        views: 0,
        image_key: stored.key,
        image_width: stored.width,
        image_height: stored.height,
        image_alt: post.imageAlt || null,
        created_at: now,
        updated_at: now,
      };
      await writeUnderSlug(
        { wanted, base: slugify(post.title) },
        async (trx, slug) => {
          // A new post may take a renamed post's old address: the new post wins.
          await releaseOldSlug(trx, slug);
          await insertBlogPost(trx, { ...row, slug });
          if (row.status === "published") await raiseContentVersion(trx);
          await recordAudit(trx, {
            actorId: actor.id,
            actorUsername: actor.username,
            action: post.status === "published" ? "publish" : "draft",
            entityType: "blog_post",
            entityId: row.id,
            at: now,
          });
        },
        prepared,
      );
      if (row.status === "published") await readersChanged?.();
      return this.get(row.id, { staff: true });
    },

    /**
     * Spec §7 #4: only the fields sent change. The slug is the one sent, or
     * else follows a changed title; the previous slug is kept as an old
     * address (a 301 to the new one), in the same transaction.
     */
    async update(
      actor: Actor,
      id: string,
      input: Record<string, unknown>,
      image?: Uint8Array,
    ): Promise<BlogPostView> {
      const existing = isUuid(id) ? await findBlogPost(db, id) : undefined;
      if (!existing || existing.id !== id) throw new NotFoundError("The blog post was not found.");
      const parsed = blogPostUpdateSchema.safeParse(input);
      if (!parsed.success) throw invalidPost(parsed.error);
      // Defaults must not overwrite what was not sent.
      const sent = (key: string) =>
        Object.hasOwn(input, key) && input[key] !== undefined && input[key] !== "";
      const post = parsed.data;
      const changes: Partial<NewBlogPostRow> = { updated_at: clock().toISOString() };
      if (sent("title") && post.title) changes.title = post.title;
      if (sent("excerpt") && post.excerpt) changes.excerpt = post.excerpt;
      if (sent("content") && post.content) {
        changes.content = post.content;
        changes.read_time = readTimeMinutes(post.content);
      }
      if (sent("author") && post.author) changes.author = post.author;
      if (sent("authorRole") && post.authorRole) changes.author_role = post.authorRole;
      if (sent("category") && post.category) changes.category = post.category;
      if (sent("tags") && post.tags) changes.tags = JSON.stringify(post.tags);
      if (sent("featured") && post.featured !== undefined) changes.featured = post.featured ? 1 : 0;
      if (sent("publishDate") && post.publishDate)
        changes.publish_date = new Date(post.publishDate).toISOString();
      if (sent("status") && post.status) changes.status = post.status;
      // Unlike the others, alt text may be cleared: empty gives the title back its place.
      if (Object.hasOwn(input, "imageAlt") && input.imageAlt !== undefined) {
        changes.image_alt = post.imageAlt || null;
      }
      let wanted: string | undefined;
      if (sent("slug") && typeof input.slug === "string") {
        wanted = slugify(input.slug);
        if (await slugTaken(db, wanted, id)) throw new ConflictError(`The address "${wanted}" is taken.`);
      }
      // The address follows a changed title; the old one keeps answering, with a 301.
      const follows = !wanted && changes.title && slugify(changes.title) !== slugify(existing.title);
      const prepared = image ? await images.prepare(image) : undefined;
      if (prepared) {
        changes.image_key = prepared.image.key;
        changes.image_width = prepared.image.width;
        changes.image_height = prepared.image.height;
      }
      // A draft staying a draft changes nothing a reader sees.
      const seenByReaders = existing.status === "published" || changes.status === "published";
      const write = async (trx: Kysely<Database>, slug: string) => {
        const renamed = slug !== existing.slug;
        if (renamed) {
          await releaseOldSlug(trx, slug);
          await keepOldSlug(trx, { slug: existing.slug, postId: id, at: changes.updated_at ?? "" });
        }
        await updateBlogPost(trx, id, renamed ? { ...changes, slug } : changes);
        if (seenByReaders) await raiseContentVersion(trx);
        await recordAudit(trx, {
          actorId: actor.id,
          actorUsername: actor.username,
          action: changes.status === "published" && existing.status !== "published" ? "publish" : "update",
          entityType: "blog_post",
          entityId: id,
          at: changes.updated_at ?? "",
        });
      };
      await writeUnderSlug(
        wanted || follows
          ? { wanted, base: slugify(changes.title ?? existing.title), exceptId: id }
          : { wanted: existing.slug, base: existing.slug, exceptId: id },
        write,
        prepared,
      );
      if (seenByReaders) await readersChanged?.();
      return this.get(id, { staff: true });
    },

    async remove(actor: Actor, id: string): Promise<{ title: string }> {
      const existing = isUuid(id) ? await findBlogPost(db, id) : undefined;
      if (!existing || existing.id !== id) throw new NotFoundError("The blog post was not found.");
      await db.transaction().execute(async (trx) => {
        await deleteOldSlugs(trx, id);
        await deleteBlogPost(trx, id);
        if (existing.status === "published") await raiseContentVersion(trx);
        await recordAudit(trx, {
          actorId: actor.id,
          actorUsername: actor.username,
          action: "delete",
          entityType: "blog_post",
          entityId: id,
          at: clock().toISOString(),
        });
      });
      if (existing.status === "published") await readersChanged?.();
      return { title: existing.title };
    },

    /** A fresh store gets the sample posts, so that a newcomer's `npm start` shows a living blog. */
    async seed(posts: Omit<NewBlogPostRow, "id" | "created_at" | "updated_at">[]): Promise<number> {
      if ((await countBlogPosts(db)) > 0) return 0;
      const now = clock().toISOString();
      for (const post of posts) {
        await insertBlogPost(db, { ...post, id: randomUUID(), created_at: now, updated_at: now });
      }
      return posts.length;
    },

    /** The newest posts a reader may see, for the RSS and JSON feeds (newest first, no body). */
    async feedPosts(limit = 20): Promise<FeedPost[]> {
      const count = Math.min(Math.max(Math.floor(limit) || 0, 0), 100);
      if (count === 0) return [];
      return (await listFeedPosts(db, clock().toISOString(), count)).map(toFeedPost);
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
    }) {
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
        listBlogPosts(db, { visibleAt, featured: true }, { limit: 2, offset: 0 }),
        listPopularPosts(db, visibleAt, popularArticlesCount),
        countPostsByCategory(db, visibleAt),
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
    async sitemapEntries(): Promise<{ slug: string; lastModified: string }[]> {
      const rows = await listSitemapPosts(db, clock().toISOString());
      return rows.map((row) => ({ slug: row.slug, lastModified: latest(row.updated_at, row.publish_date) }));
    },
  };
}

/** A post as the RSS and JSON feeds show it: what a reader needs to decide to open it. */
export type FeedPost = Pick<
  BlogPostView,
  | "slug"
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

function toFeedPost(row: FeedPostRow): FeedPost {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    author: row.author,
    category: row.category,
    tags: parseTags(row.tags),
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
function latest(a: string, b: string): string {
  return new Date(Math.max(Date.parse(a), Date.parse(b))).toISOString();
}

export type BlogService = ReturnType<typeof createBlogService>;
