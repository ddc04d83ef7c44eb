import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { BlogPost, PostTranslation } from "#common/blog.ts";
import {
  type BlogCategoryFilter,
  blogListingPageSize,
  blogListingTextMax,
  isBlogCategoryFilter,
  popularArticlesCount,
} from "#common/constants.ts";
import type { Locale } from "#common/i18n/locale.ts";
import { readTimeMinutes } from "#common/read-time.ts";
import { blogListQuerySchema } from "#common/schemas/blog-list-query.ts";
import { blogPostSchema, blogPostUpdateSchema } from "#common/schemas/blog-post.ts";
import { fieldErrorsOf } from "#common/schemas/field-errors.ts";
import { recordAudit } from "#server/db/repositories/audit-log.ts";
import {
  type BlogPostFilter,
  countBlogPosts,
  countPostsByCategory,
  type FeedPostRow,
  findBlogPost,
  findPostByOldSlug,
  insertBlogPost,
  keepOldSlug,
  listBlogPosts,
  listFeedPosts,
  listGroupPosts,
  listPopularPosts,
  listRelatedBlogPosts,
  listSitemapPosts,
  nextPublishDateAfter,
  openTranslationGroup,
  releaseOldSlug,
  slugTaken,
  updateBlogPost,
} from "#server/db/repositories/blog-posts.ts";
import {
  findRevision,
  insertRevision,
  isRevisionId,
  type PostText,
  revisedFields,
  setTrashed,
  stringListOf,
  textOf,
  writerWrote,
} from "#server/db/repositories/blog-revisions.ts";
import { raiseContentVersion } from "#server/db/repositories/content-version.ts";
import type { BlogPostRow, Database, NewBlogPostRow } from "#server/db/schema.ts";
import { isUniqueViolation } from "#server/db/unique-violation.ts";
import {
  type BlogActor,
  type ClinicalReviewPolicy,
  canPublish,
  isApproved,
  needsApproval,
  noReviewer,
  reviewApplies,
  reviewerFieldsFor,
  workingRevisionId,
  writersCannotPublish,
} from "./blog-review.ts";
import type { Clock } from "./clock.ts";
import { ConflictError, InvalidInputError, NotFoundError, RefusedError } from "./errors.ts";
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

function toView(row: BlogPostRow): BlogPostView {
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

/** Said when a translations group already holds a post in the language asked for. */
const translationTaken = (title?: string) =>
  title
    ? `"${title}" is already a translation of that post in this language.`
    : "That post already has a translation in this language.";

/** The link an input asks for: a post to join the group of, none (""), or no change (undefined). */
const translationAsked = (input: Record<string, unknown>): string | undefined =>
  typeof input.translationOf === "string" ? input.translationOf.trim() : undefined;

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
  | { post?: undefined; movedTo: string; language: Locale };

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
  policy: () => ClinicalReviewPolicy = () => ({ required: false, categories: [] }),
) {
  const visibleToReaders = (row: Pick<BlogPostRow, "status" | "publish_date">) =>
    row.status === "published" && row.publish_date <= clock().toISOString();

  /** By current slug or id, else by old slug; undefined when there is none that `staff` may see. */
  async function lookup(slugOrId: string, staff: boolean) {
    // Slugs and ids are letters, digits and hyphens: anything else cannot exist.
    if (!/^[A-Za-z0-9-]{1,200}$/.test(slugOrId)) return undefined;
    const row = await findBlogPost(db, slugOrId);
    // A post in the trash is gone for everyone but the trash's own list.
    if (row?.status === "trashed") return undefined;
    if (row) return staff || visibleToReaders(row) ? { row } : undefined;
    const moved = await findPostByOldSlug(db, slugOrId);
    if (moved?.status === "trashed") return undefined;
    return moved && (staff || visibleToReaders(moved))
      ? { movedTo: moved.slug, language: moved.language }
      : undefined;
  }

  /** A post staff may change: not in the trash. */
  async function changeable(id: string): Promise<BlogPostRow> {
    const existing = isUuid(id) ? await findBlogPost(db, id) : undefined;
    if (!existing || existing.id !== id || existing.status === "trashed") {
      throw new NotFoundError("The blog post was not found.");
    }
    return existing;
  }

  /** Staff see the text they work on: a live post's staged edit in place of what readers see. */
  async function staffRow(row: BlogPostRow): Promise<BlogPostRow> {
    if (!row.staged_revision_id) return row;
    const staged = await findRevision(db, row.id, row.staged_revision_id);
    return withText(row, staged ? textOf(staged) : undefined);
  }

  /**
   * The view of `row` with the other posts of its translations group: those
   * a reader may open, or (`staff`) every one not in the trash.
   */
  async function withTranslations(row: BlogPostRow, view: BlogPostView, staff: boolean) {
    if (!row.translation_group) return view;
    const group = (await listGroupPosts(db, row.translation_group)).filter(
      (other) => staff || visibleToReaders(other),
    );
    const translations = othersIn(group, row).map(({ language, slug, title }) => ({ language, slug, title }));
    return { ...view, translations };
  }

  /**
   * The translations group a post joins when it is said to translate
   * `given` (the slug or id of any post of that group), after checking that
   * the group has no post in `language` yet besides `selfId`. The unique
   * index on (translation_group, language) settles two links at once.
   */
  async function groupToJoin(given: string, language: "en" | "hi", selfId?: string) {
    const target = await lookup(given, true);
    if (!target?.row || target.row.id === selfId) {
      throw new InvalidInputError("Choose the original from the list.", {
        fieldErrors: { translationOf: "Choose the original from the list." },
      });
    }
    const group = target.row.translation_group ?? target.row.id;
    if (target.row.translation_group) await checkLanguageFree(group, language, selfId);
    else if (target.row.language === language) throw new ConflictError(translationTaken(target.row.title));
    return { target: target.row, group };
  }

  /** Refuses `language` for a post of `group` when another post of it is in that language. */
  async function checkLanguageFree(group: string, language: "en" | "hi", selfId?: string) {
    const members = await listGroupPosts(db, group);
    const taken = members.find((member) => member.language === language && member.id !== selfId);
    if (taken) throw new ConflictError(translationTaken(taken.title));
  }

  /**
   * In a write's transaction: makes the original the head of its group if it
   * was on its own (unless a concurrent write just put it in another), and
   * answers the group it is in now.
   */
  async function openGroup(trx: Kysely<Database>, target: BlogPostRow): Promise<string> {
    if (target.translation_group) return target.translation_group;
    return openTranslationGroup(trx, target.id);
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
        // Another post took the same language in the group since it was checked.
        if (isUniqueViolation(error, "translation_group")) throw new ConflictError(translationTaken());
        if (!isUniqueViolation(error, "slug")) throw error;
        if (choice.wanted || attempt >= 20) throw new ConflictError(`The address "${slug}" is taken.`);
        slug = await uniqueSlug(choice.base, choice.exceptId);
      }
    }
  }

  /**
   * One save of a post (`update`, `restoreRevision`): `input` as spec §7 #4
   * reads it, or `restored`, an earlier revision's whole text.
   */
  async function save(
    actor: BlogActor,
    id: string,
    input: Record<string, unknown>,
    image: Uint8Array | undefined,
    kind: "save" | "restore",
    restored?: PostText,
  ): Promise<BlogPostView> {
    const existing = await changeable(id);
    const parsed = blogPostUpdateSchema.safeParse(input);
    if (!parsed.success) throw invalidPost(parsed.error);
    // Defaults must not overwrite what was not sent.
    const sent = (key: string) => Object.hasOwn(input, key) && input[key] !== undefined && input[key] !== "";
    const post = parsed.data;
    const now = clock().toISOString();
    // The text being worked on: a live post's staged edit, else the row's own.
    const stagedRow = existing.staged_revision_id
      ? await findRevision(db, id, existing.staged_revision_id)
      : undefined;
    const base: PostText = stagedRow ? textOf(stagedRow) : textOf(existing);
    const text: PostText = { ...base, ...restored };
    if (sent("title") && post.title) text.title = post.title;
    if (sent("excerpt") && post.excerpt) text.excerpt = post.excerpt;
    if (sent("content") && post.content) text.content = post.content;
    if (sent("author") && post.author) text.author = post.author;
    if (sent("authorRole") && post.authorRole) text.author_role = post.authorRole;
    if (sent("category") && post.category) text.category = post.category;
    if (sent("tags") && post.tags) text.tags = JSON.stringify(post.tags);
    if (sent("featured") && post.featured !== undefined) text.featured = post.featured ? 1 : 0;
    // Unlike the others, alt text may be cleared: empty gives the title back its place.
    if (Object.hasOwn(input, "imageAlt") && input.imageAlt !== undefined)
      text.image_alt = post.imageAlt || null;
    const prepared = image ? await images.prepare(image) : undefined;
    if (prepared) {
      text.image_key = prepared.image.key;
      text.image_width = prepared.image.width;
      text.image_height = prepared.image.height;
    }
    const changed = revisedFields.filter((field) => text[field] !== base[field]);
    const live = existing.status === "published";
    const status = sent("status") && post.status ? post.status : existing.status;
    const publishDate =
      sent("publishDate") && post.publishDate
        ? new Date(post.publishDate).toISOString()
        : existing.publish_date;
    let wanted: string | undefined;
    if (sent("slug") && typeof input.slug === "string") {
      wanted = slugify(input.slug);
      if (wanted === existing.slug) wanted = undefined;
      else if (await slugTaken(db, wanted, id)) throw new ConflictError(`The address "${wanted}" is taken.`);
    }
    // Its language and translations group (issue 36): not text, so never staged.
    const language = sent("language") && post.language ? post.language : existing.language;
    const asked = translationAsked(input);
    const joining = asked ? await groupToJoin(asked, language, id) : undefined;
    if (asked === undefined && existing.translation_group && language !== existing.language) {
      await checkLanguageFree(existing.translation_group, language, id);
    }
    const leaving = asked === "" && existing.translation_group !== null;
    const regrouped = leaving || (joining !== undefined && joining.group !== existing.translation_group);
    // Review applies to the actor's role and the category, and to anything a writer wrote.
    const review = reviewApplies(actor.role, text.category, policy()) || (await writerWrote(db, id));
    if (!canPublish(actor.role)) {
      // A writer changes text only: what readers see, and when, is a publisher's to decide.
      const moves = language !== existing.language || regrouped;
      if (
        status !== existing.status ||
        (live && (publishDate !== existing.publish_date || wanted || moves))
      ) {
        throw new RefusedError("forbidden", writersCannotPublish);
      }
    }
    // A live post's new text waits where review applies; readers keep the live text meanwhile.
    const staging = live && status === "published" && review;
    // The revision this save leaves as the one worked on, and whether it may go live.
    const revisionId = changed.length > 0 ? randomUUID() : await workingRevisionId(db, existing);
    const approved = changed.length === 0 && isApproved(existing, revisionId);
    if (status === "published" && !live && review && !approved) throw new ConflictError(needsApproval);
    const goesLive = staging ? approved && existing.staged_revision_id !== null : status === "published";
    const reviewer = goesLive && approved && revisionId ? await reviewerFieldsFor(db, id, revisionId) : null;

    const changes: Partial<NewBlogPostRow> = { updated_at: now };
    if (language !== existing.language) changes.language = language;
    if (leaving) changes.translation_group = null;
    if (!staging || goesLive) {
      Object.assign(changes, text, { read_time: readTimeMinutes(text.content) });
      if (!staging) {
        changes.status = status;
        changes.publish_date = publishDate;
      }
      changes.staged_revision_id = null;
      // New text that no clinician saw takes the review line off; approved text puts it on.
      if (reviewer) Object.assign(changes, reviewer, { review_state: "none", review_revision_id: null });
      else if (status === "published" && (changed.length > 0 || existing.staged_revision_id)) {
        Object.assign(changes, noReviewer);
      }
    } else if (changed.length > 0) {
      changes.staged_revision_id = revisionId;
    }
    if (changed.length > 0 && !reviewer) {
      // Changed text is no longer what was submitted or approved.
      changes.review_state = "none";
      changes.review_revision_id = null;
    }
    // The address follows a changed title; the old one keeps answering, with a 301.
    const newTitle = changes.title ?? existing.title;
    const follows = !wanted && slugify(newTitle) !== slugify(existing.title);
    const seenByReaders = live || changes.status === "published";
    const write = async (trx: Kysely<Database>, slug: string) => {
      const renamed = slug !== existing.slug;
      if (renamed) {
        await releaseOldSlug(trx, slug);
        await keepOldSlug(trx, { slug: existing.slug, postId: id, at: now });
      }
      // The row first: on PostgreSQL its lock orders two saves of one post.
      await updateBlogPost(trx, id, renamed ? { ...changes, slug } : changes);
      if (joining && regrouped) {
        await updateBlogPost(trx, id, { translation_group: await openGroup(trx, joining.target) });
      }
      if (changed.length > 0 && revisionId) {
        await insertRevision(trx, {
          id: revisionId,
          postId: id,
          authorId: actor.id,
          authorUsername: actor.username,
          kind,
          changed,
          at: now,
          text,
        });
      }
      if (seenByReaders) await raiseContentVersion(trx);
      await recordAudit(trx, {
        actorId: actor.id,
        actorUsername: actor.username,
        action:
          changes.status === "published" && existing.status !== "published"
            ? "publish"
            : kind === "restore"
              ? "restore revision"
              : staging && !goesLive
                ? "stage edit"
                : "update",
        entityType: "blog_post",
        entityId: id,
        at: now,
      });
    };
    await writeUnderSlug(
      (wanted || follows) && (!staging || goesLive)
        ? { wanted, base: slugify(newTitle), exceptId: id }
        : { wanted: existing.slug, base: existing.slug, exceptId: id },
      write,
      prepared,
    );
    if (seenByReaders) await readersChanged?.();
    return toView(await staffRow((await findBlogPost(db, id)) as BlogPostRow));
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
      if (query.language) filter.language = query.language;
      const { rows, total } = await listBlogPosts(db, filter, { limit, offset: (page - 1) * limit });
      return { blogs: rows.map(toView), total, page, limit };
    },

    /** A post by current slug or id, as staff or (`staff: false`) a reader may see it; counts no view. */
    async get(slugOrId: string, { staff }: { staff: boolean }): Promise<BlogPostView> {
      const found = await lookup(slugOrId, staff);
      if (!found?.row) throw new NotFoundError("The requested article could not be found.");
      return withTranslations(found.row, toView(staff ? await staffRow(found.row) : found.row), staff);
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
      if (found.movedTo !== undefined) return { movedTo: found.movedTo, language: found.language };
      if (!staff && reader) views?.record(found.row.id, reader);
      const view = toView(staff ? await staffRow(found.row) : found.row);
      return { post: await withTranslations(found.row, view, staff) };
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

    /**
     * Spec §7 #3. An explicit slug that is taken answers 409; a derived one
     * gets -2, -3. A writer's post is always a draft until reviewed; where
     * review applies, nobody publishes a post that was never approved.
     */
    async create(
      actor: BlogActor,
      input: Record<string, unknown>,
      image?: Uint8Array,
    ): Promise<BlogPostView> {
      const parsed = blogPostSchema.safeParse(input);
      if (!parsed.success) throw invalidPost(parsed.error);
      const post = parsed.data;
      if (post.status === "published") {
        if (!canPublish(actor.role)) throw new RefusedError("forbidden", writersCannotPublish);
        if (reviewApplies(actor.role, post.category, policy())) throw new ConflictError(needsApproval);
      }
      if (!image) {
        throw new InvalidInputError("Please fill in all required fields.", {
          fieldErrors: { image: "Featured image is required" },
        });
      }
      const wanted = typeof input.slug === "string" && input.slug.trim() ? slugify(input.slug) : undefined;
      if (wanted && (await slugTaken(db, wanted)))
        throw new ConflictError(`The address "${wanted}" is taken.`);
      const asked = translationAsked(input);
      const joining = asked ? await groupToJoin(asked, post.language, undefined) : undefined;
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
        created_by: actor.id,
        language: post.language,
        translation_group: null,
      };
      await writeUnderSlug(
        { wanted, base: slugify(post.title) },
        async (trx, slug) => {
          // A new post may take a renamed post's old address: the new post wins.
          await releaseOldSlug(trx, slug);
          const group = joining ? await openGroup(trx, joining.target) : null;
          await insertBlogPost(trx, { ...row, slug, translation_group: group });
          await insertRevision(trx, {
            id: randomUUID(),
            postId: row.id,
            authorId: actor.id,
            authorUsername: actor.username,
            kind: "create",
            changed: [],
            at: now,
            text: textOf(row as PostText),
          });
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
     * address (a 301 to the new one), in the same transaction. Every change
     * of the text is a revision. A live post's text changed by a writer, or
     * where review applies, is staged: readers keep the live text until the
     * change is approved and published.
     */
    async update(
      actor: BlogActor,
      id: string,
      input: Record<string, unknown>,
      image?: Uint8Array,
    ): Promise<BlogPostView> {
      return save(actor, id, input, image, "save");
    },

    /** Puts an earlier revision's text back, as a new revision (staged on a live post where review applies). */
    async restoreRevision(actor: BlogActor, id: string, revisionId: string): Promise<BlogPostView> {
      const existing = await changeable(id);
      const revision = isRevisionId(existing.id, revisionId)
        ? await findRevision(db, existing.id, revisionId)
        : undefined;
      if (!revision) throw new NotFoundError("That revision of the post was not found.");
      return save(actor, id, {}, undefined, "restore", textOf(revision));
    },

    /**
     * Moves a post to the trash: its article answers 404 at once, staff may
     * restore it for 30 days, then the retention job erases it.
     */
    async remove(actor: BlogActor, id: string): Promise<{ title: string }> {
      const existing = await changeable(id);
      const at = clock().toISOString();
      await db.transaction().execute(async (trx) => {
        if (!(await setTrashed(trx, id, true, at))) throw new NotFoundError("The blog post was not found.");
        if (existing.status === "published") await raiseContentVersion(trx);
        await recordAudit(trx, {
          actorId: actor.id,
          actorUsername: actor.username,
          action: "delete",
          entityType: "blog_post",
          entityId: id,
          at,
        });
      });
      if (existing.status === "published") await readersChanged?.();
      return { title: existing.title };
    },

    /**
     * A fresh store gets the sample posts, so that a newcomer's `npm start`
     * shows a living blog in both languages: a post that `translates`
     * another (by slug, listed before it) joins that post's translations group.
     */
    async seed(
      posts: (Omit<NewBlogPostRow, "id" | "created_at" | "updated_at"> & { translates?: string })[],
    ): Promise<number> {
      if ((await countBlogPosts(db)) > 0) return 0;
      const now = clock().toISOString();
      const ids = new Map<string, string>();
      for (const { translates, ...post } of posts) {
        const id = randomUUID();
        const original = translates ? ids.get(translates) : undefined;
        if (original) await updateBlogPost(db, original, { translation_group: original });
        await insertBlogPost(db, {
          ...post,
          id,
          translation_group: original ?? null,
          created_at: now,
          updated_at: now,
        });
        ids.set(post.slug, id);
      }
      return posts.length;
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

/**
 * The translations of `post` among the posts of its group that a reader (or
 * staff) may open: every one but itself, by language. An article's link to
 * its translation and the sitemap's pairs both come from here.
 */
function othersIn<Post extends { slug: string; language: Locale }>(group: Post[], post: Post): Post[] {
  return group
    .filter((other) => other.slug !== post.slug)
    .sort((a, b) => a.language.localeCompare(b.language));
}

/** A post as the sitemap lists it: its article, when it changed, and its translations' articles. */
export type SitemapPost = {
  slug: string;
  language: Locale;
  lastModified: string;
  translations: Pick<PostTranslation, "slug" | "language">[];
};

/** A post as the RSS and JSON feeds show it: what a reader needs to decide to open it. */
export type FeedPost = Pick<
  BlogPostView,
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

function toFeedPost(row: FeedPostRow): FeedPost {
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
function latest(a: string, b: string): string {
  return new Date(Math.max(Date.parse(a), Date.parse(b))).toISOString();
}

export type BlogService = ReturnType<typeof createBlogService>;
