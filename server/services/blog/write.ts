/**
 * Writing the blog: creating a post, saving an edit (staged where review
 * applies), putting an earlier revision back, and the sample posts of a
 * fresh store.
 */

import type { Kysely } from "kysely";
import { readTimeMinutes } from "#common/read-time.ts";
import { blogPostUpdateSchema, newBlogPostSchema } from "#common/schemas/blog-post.ts";
import { fieldErrorsOf } from "#common/schemas/field-errors.ts";
import {
  countBlogPosts,
  findBlogPost,
  insertBlogPost,
  keepOldSlug,
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
  textOf,
  writerWrote,
} from "#server/db/repositories/blog-revisions.ts";
import { raiseContentVersion } from "#server/db/repositories/content-version.ts";
import type { BlogPostRow, Database, NewBlogPostRow } from "#server/db/schema.ts";
import { ConflictError, InvalidInputError, NotFoundError, RefusedError } from "../errors.ts";
import { orderedUuid } from "../ids.ts";
import { auditPost } from "./audit.ts";
import type { BlogDeps } from "./deps.ts";
import { changeable } from "./lookup.ts";
import type { createBlogReads } from "./read.ts";
import {
  type BlogActor,
  canPublish,
  isApproved,
  needsApproval,
  noReviewer,
  reviewApplies,
  reviewerFieldsFor,
  workingRevisionId,
  writersCannotPublish,
} from "./review-rules.ts";
import { slugify, writeUnderSlug } from "./slugs.ts";
import {
  checkLanguageFree,
  groupToJoin,
  openGroup,
  opensLiveGroup,
  translationAsked,
} from "./translations.ts";
import { type BlogPostView, staffRow, toView } from "./views.ts";

/** A new post as spec §7 #3 reads it: its fields and its image's bytes. */
const newPost = newBlogPostSchema<Uint8Array>();

const invalidPost = (error: Parameters<typeof fieldErrorsOf>[0]) =>
  new InvalidInputError("Please fill in all required fields.", { fieldErrors: fieldErrorsOf(error) });

/**
 * The blog service's writing half (server/services/blog/index.ts); `reads`
 * answers a new post as `get` shows it to staff.
 */
export function createBlogWrites(deps: BlogDeps, reads: Pick<ReturnType<typeof createBlogReads>, "get">) {
  const { db, clock, images, readersChanged, policy } = deps;

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
    const existing = await changeable(deps, id);
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
    const joining = asked ? await groupToJoin(deps, asked, language, id) : undefined;
    if (asked === undefined && existing.translation_group && language !== existing.language) {
      await checkLanguageFree(db, existing.translation_group, language, id);
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
    const revisionId = changed.length > 0 ? orderedUuid() : await workingRevisionId(db, existing);
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
    const seenByReaders =
      live ||
      changes.status === "published" ||
      (regrouped && joining !== undefined && opensLiveGroup(joining));
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
      const action =
        changes.status === "published" && existing.status !== "published"
          ? "publish"
          : kind === "restore"
            ? "restore revision"
            : staging && !goesLive
              ? "stage edit"
              : "update";
      await auditPost(trx, actor, action, id, now);
    };
    await writeUnderSlug(
      deps,
      (wanted || follows) && (!staging || goesLive)
        ? { wanted, base: slugify(newTitle), exceptId: id }
        : { wanted: existing.slug, base: existing.slug, exceptId: id },
      write,
      prepared,
    );
    if (seenByReaders) await readersChanged?.();
    return toView(await staffRow(db, (await findBlogPost(db, id)) as BlogPostRow));
  }
  return {
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
      const parsed = newPost.safeParse({ ...input, image });
      if (!parsed.success) throw invalidPost(parsed.error);
      const post = parsed.data;
      if (post.status === "published") {
        if (!canPublish(actor.role)) throw new RefusedError("forbidden", writersCannotPublish);
        if (reviewApplies(actor.role, post.category, policy())) throw new ConflictError(needsApproval);
      }
      const wanted = typeof input.slug === "string" && input.slug.trim() ? slugify(input.slug) : undefined;
      if (wanted && (await slugTaken(db, wanted)))
        throw new ConflictError(`The address "${wanted}" is taken.`);
      const asked = translationAsked(input);
      const joining = asked ? await groupToJoin(deps, asked, post.language, undefined) : undefined;
      const seenByReaders = post.status === "published" || (joining !== undefined && opensLiveGroup(joining));
      // Checked and re-encoded first; stored only with the post (writeUnderSlug).
      const prepared = await images.prepare(post.image);
      const stored = prepared.image;
      const now = clock().toISOString();
      const row: NewBlogPostRow = {
        id: orderedUuid(),
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
        deps,
        { wanted, base: slugify(post.title) },
        async (trx, slug) => {
          // A new post may take a renamed post's old address: the new post wins.
          await releaseOldSlug(trx, slug);
          const group = joining ? await openGroup(trx, joining.target) : null;
          await insertBlogPost(trx, { ...row, slug, translation_group: group });
          await insertRevision(trx, {
            id: orderedUuid(),
            postId: row.id,
            authorId: actor.id,
            authorUsername: actor.username,
            kind: "create",
            changed: [],
            at: now,
            text: textOf(row as PostText),
          });
          if (seenByReaders) await raiseContentVersion(trx);
          await auditPost(trx, actor, post.status === "published" ? "publish" : "draft", row.id, now);
        },
        prepared,
      );
      if (seenByReaders) await readersChanged?.();
      return reads.get(row.id, { staff: true });
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
      const existing = await changeable(deps, id);
      const revision = isRevisionId(existing.id, revisionId)
        ? await findRevision(db, existing.id, revisionId)
        : undefined;
      if (!revision) throw new NotFoundError("That revision of the post was not found.");
      return save(actor, id, {}, undefined, "restore", textOf(revision));
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
        const id = orderedUuid();
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
  };
}
