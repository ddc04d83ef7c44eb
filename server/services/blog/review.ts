/**
 * The review steps of a post (issue 33): submitted, approved or sent back,
 * with their history, the review panel, posts due for review and the team
 * page's reviewers. Revisions (revisions.ts) and the trash (trash.ts) are
 * part of the same service.
 */

import type { Kysely } from "kysely";
import { personKey, type TeamReviewer } from "#common/blog.ts";
import { reviewIntervalMonths } from "#common/constants.ts";
import { approveSchema, returnSchema, submitSchema } from "#common/schemas/blog-review.ts";
import {
  authorsOf,
  insertReview,
  latestRevision,
  listDueForReview,
  listLiveReviewers,
  listReviews,
  moveReview,
} from "#server/db/repositories/blog-revisions.ts";
import { raiseContentVersion } from "#server/db/repositories/content-version.ts";
import { findUserById } from "#server/db/repositories/users.ts";
import type { BlogPostRow, Database, ReviewState } from "#server/db/schema.ts";
import type { Clock } from "../clock.ts";
import { ConflictError, InvalidInputError, RefusedError } from "../errors.ts";
import { orderedUuid } from "../ids.ts";
import { auditPost } from "./audit.ts";
import { changeable } from "./lookup.ts";
import {
  type BlogActor,
  isApproved,
  monthsAfter,
  ownWritingMessage,
  workingRevisionId,
} from "./review-rules.ts";
import { createBlogRevisions } from "./revisions.ts";
import { createBlogTrash } from "./trash.ts";

/**
 * A published post's review state is in what readers are answered (the
 * post's JSON carries `reviewState`), so a step on one raises the content
 * version like any change readers can see: kept answers are renewed.
 */
const inReadersView = (post: Pick<BlogPostRow, "status">) => post.status === "published";

export type ReviewStep = {
  id: string;
  action: "submit" | "approve" | "return";
  by: string;
  comment: string | null;
  at: string;
};

/**
 * Clinical review of the blog (issue 33): a post is submitted for review, a
 * clinician who did not write it approves it or sends it back, and only then
 * may it go live where review applies. Every step is a conditional update, so
 * two clinicians pressing Approve at once record one approval.
 */
export function createBlogReview(
  db: Kysely<Database>,
  clock: Clock,
  deps: { readersChanged?: () => Promise<unknown> },
) {
  /** A post staff may review: not in the trash. */
  const postFor = (id: string) => changeable({ db }, id);

  /** How a review step names its actor: the account's display name, else its username. */
  async function nameOf(actor: BlogActor): Promise<string> {
    return (await findUserById(db, actor.id))?.display_name ?? actor.username;
  }

  async function mustBeClinicianReviewer(actor: BlogActor, post: BlogPostRow) {
    if (actor.role !== "clinician") {
      throw new RefusedError("forbidden", "Only a clinician can approve a post or send it back.");
    }
    if ((await authorsOf(db, post.id)).has(actor.id)) throw new RefusedError("forbidden", ownWritingMessage);
  }

  // The trash's list and its restore; deleting a post is the blog service's `remove`.
  const { trash, restoreFromTrash } = createBlogTrash({ db, clock, readersChanged: deps.readersChanged });

  return {
    ...createBlogRevisions(db),
    trash,
    restoreFromTrash,
    /** Any account of the blog area asks for review of the text being worked on. */
    async submit(actor: BlogActor, id: string, input: unknown = {}): Promise<ReviewState> {
      const parsed = submitSchema.safeParse(input ?? {});
      if (!parsed.success) throw new InvalidInputError(parsed.error.issues[0]?.message ?? "Check the note.");
      const post = await postFor(id);
      const revisionId = await workingRevisionId(db, post);
      if (!revisionId) throw new ConflictError("This post has no saved text to review yet.");
      if (post.review_state === "submitted")
        throw new ConflictError("This post is already waiting for review.");
      if (isApproved(post, revisionId)) throw new ConflictError("This text is already approved.");
      const at = clock().toISOString();
      const name = await nameOf(actor);
      await db.transaction().execute(async (trx) => {
        if (
          !(await moveReview(trx, post, {
            from: ["none", "returned", "approved"],
            to: "submitted",
            revisionId,
          }))
        ) {
          throw new ConflictError("This post is already waiting for review.");
        }
        await insertReview(trx, {
          id: orderedUuid(),
          post_id: post.id,
          revision_id: revisionId,
          action: "submit",
          actor_id: actor.id,
          actor_username: actor.username,
          actor_name: name,
          comment: parsed.data.note || null,
          created_at: at,
        });
        await auditPost(trx, actor, "submit for review", post.id, at);
        if (inReadersView(post)) await raiseContentVersion(trx);
      });
      if (inReadersView(post)) await deps.readersChanged?.();
      return "submitted";
    },

    /**
     * A clinician who is not one of the post's authors approves the submitted
     * text, with an optional note and the date the next review falls due (12
     * months on unless given). Text that is already live gets its review line
     * at once; a draft or a staged edit gets it when it is published.
     */
    async approve(actor: BlogActor, id: string, input: unknown = {}): Promise<ReviewState> {
      const parsed = approveSchema.safeParse(input ?? {});
      if (!parsed.success) throw new InvalidInputError(parsed.error.issues[0]?.message ?? "Check the note.");
      const post = await postFor(id);
      await mustBeClinicianReviewer(actor, post);
      const reviewer = await findUserById(db, actor.id);
      if (!reviewer?.credential) {
        throw new RefusedError(
          "forbidden",
          "Your account has no clinical credential yet. An admin adds it before you approve posts.",
        );
      }
      if (post.review_state !== "submitted" || !post.review_revision_id) {
        throw new ConflictError("Only a post submitted for review can be approved.");
      }
      const now = clock();
      const at = now.toISOString();
      const nextReview = parsed.data.nextReviewOn
        ? new Date(`${parsed.data.nextReviewOn}T00:00:00+05:30`)
        : monthsAfter(now, reviewIntervalMonths);
      if (Number.isNaN(nextReview.getTime()) || nextReview <= now) {
        throw new InvalidInputError("The next review date must be a date after today.", {
          fieldErrors: { nextReviewOn: "The next review date must be a date after today." },
        });
      }
      const revisionId = post.review_revision_id;
      // Text already live: no staged edit, and the newest revision is what readers see.
      const liveText =
        post.status === "published" &&
        !post.staged_revision_id &&
        (await latestRevision(db, post.id))?.id === revisionId;
      await db.transaction().execute(async (trx) => {
        const reviewerFields = {
          reviewed_by: actor.id,
          reviewer_name: reviewer.display_name ?? actor.username,
          reviewer_credential: reviewer.credential,
          last_reviewed_at: at,
          next_review_at: nextReview.toISOString(),
        };
        const moved = liveText
          ? await moveReview(trx, post, {
              from: ["submitted"],
              to: "none",
              revisionId,
              extra: reviewerFields,
            })
          : await moveReview(trx, post, { from: ["submitted"], to: "approved", revisionId });
        if (!moved)
          throw new ConflictError("Someone else reviewed this post first. Reload to see their answer.");
        await insertReview(trx, {
          id: orderedUuid(),
          post_id: post.id,
          revision_id: revisionId,
          action: "approve",
          actor_id: actor.id,
          actor_username: actor.username,
          actor_name: reviewerFields.reviewer_name,
          actor_credential: reviewerFields.reviewer_credential,
          next_review_at: reviewerFields.next_review_at,
          comment: parsed.data.note || null,
          created_at: at,
        });
        if (inReadersView(post)) await raiseContentVersion(trx);
        await auditPost(trx, actor, "approve", post.id, at);
      });
      if (inReadersView(post)) await deps.readersChanged?.();
      return liveText ? "none" : "approved";
    },

    /** A clinician sends the submitted text back to its writers with what should change. */
    async sendBack(actor: BlogActor, id: string, input: unknown): Promise<ReviewState> {
      const parsed = returnSchema.safeParse(input ?? {});
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? "Say what should change.";
        throw new InvalidInputError(message, { fieldErrors: { comment: message } });
      }
      const post = await postFor(id);
      await mustBeClinicianReviewer(actor, post);
      if (post.review_state !== "submitted" || !post.review_revision_id) {
        throw new ConflictError("Only a post submitted for review can be sent back.");
      }
      const at = clock().toISOString();
      const revisionId = post.review_revision_id;
      const name = await nameOf(actor);
      await db.transaction().execute(async (trx) => {
        if (!(await moveReview(trx, post, { from: ["submitted"], to: "returned", revisionId }))) {
          throw new ConflictError("Someone else reviewed this post first. Reload to see their answer.");
        }
        await insertReview(trx, {
          id: orderedUuid(),
          post_id: post.id,
          revision_id: revisionId,
          action: "return",
          actor_id: actor.id,
          actor_username: actor.username,
          actor_name: name,
          comment: parsed.data.comment,
          created_at: at,
        });
        await auditPost(trx, actor, "return for changes", post.id, at);
        if (inReadersView(post)) await raiseContentVersion(trx);
      });
      if (inReadersView(post)) await deps.readersChanged?.();
      return "returned";
    },

    /** The post's review steps, newest first. */
    async history(id: string): Promise<ReviewStep[]> {
      const post = await postFor(id);
      return (await listReviews(db, post.id)).map((row) => ({
        id: row.id,
        action: row.action,
        by: row.actor_name ?? row.actor_username,
        comment: row.comment,
        at: row.created_at,
      }));
    },

    /**
     * What the editor's review panel shows: the steps, the revisions, and who
     * wrote the post (a clinician among them is not offered Approve).
     */
    async panel(id: string) {
      const post = await postFor(id);
      const [steps, revisions, authors] = await Promise.all([
        this.history(id),
        this.revisions(id),
        authorsOf(db, post.id),
      ]);
      return { steps, revisions, authorIds: [...authors] };
    },

    /** Published posts whose review is due within `days` (overdue first). */
    async dueForReview(days = 30) {
      const by = new Date(clock().getTime() + days * 86_400_000).toISOString();
      const now = clock().toISOString();
      return (await listDueForReview(db, by, 200)).map((row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        category: row.category,
        reviewer: row.reviewer_name,
        lastReviewedAt: row.last_reviewed_at,
        nextReviewAt: row.next_review_at as string,
        overdue: (row.next_review_at as string) <= now,
      }));
    },

    /**
     * The clinicians whose review line live articles carry, for the team
     * page: one entry a person (by name, as the article spells it), with the
     * credential of their latest review; most articles first.
     */
    async reviewers(): Promise<TeamReviewer[]> {
      const rows = await listLiveReviewers(db, clock().toISOString());
      const people = new Map<string, TeamReviewer & { latest: string }>();
      for (const row of rows) {
        if (!row.reviewer_name) continue;
        const key = personKey(row.reviewer_name);
        const latest = String(row.latest ?? "");
        const articles = Number(row.articles);
        const known = people.get(key);
        if (!known) {
          people.set(key, {
            name: row.reviewer_name.trim(),
            credential: row.reviewer_credential,
            articles,
            latest,
          });
          continue;
        }
        known.articles += articles;
        if (latest > known.latest)
          Object.assign(known, {
            name: row.reviewer_name.trim(),
            credential: row.reviewer_credential,
            latest,
          });
      }
      return [...people.values()]
        .sort((a, b) => b.articles - a.articles || a.name.localeCompare(b.name, "en"))
        .map(({ latest: _latest, ...reviewer }) => reviewer);
    },
  };
}

export type BlogReview = ReturnType<typeof createBlogReview>;
