import { diffWords } from "diff";
import type { Kysely } from "kysely";
import { personKey, type TeamReviewer } from "#common/blog.ts";
import { type BlogCategory, reviewIntervalMonths, type StaffRole, trashDays } from "#common/constants.ts";
import { approveSchema, returnSchema, submitSchema } from "#common/schemas/blog-review.ts";
import { recordAudit } from "#server/db/repositories/audit-log.ts";
import { findBlogPost } from "#server/db/repositories/blog-posts.ts";
import {
  approvalOf,
  authorsOf,
  findRevision,
  insertReview,
  isRevisionId,
  latestRevision,
  listDueForReview,
  listLiveReviewers,
  listReviews,
  listRevisions,
  listTrashed,
  moveReview,
  revisedFields,
  setTrashed,
  stringListOf,
  textOf,
} from "#server/db/repositories/blog-revisions.ts";
import { raiseContentVersion } from "#server/db/repositories/content-version.ts";
import { findUserById } from "#server/db/repositories/users.ts";
import type { BlogPostRow, Database, ReviewState } from "#server/db/schema.ts";
import type { Clock } from "./clock.ts";
import { ConflictError, InvalidInputError, NotFoundError, RefusedError } from "./errors.ts";
import { isUuid, orderedUuid } from "./ids.ts";

/** Who is changing a post: their role decides what they may do with it. */
export type BlogActor = { id: string; username: string; role: StaffRole };

/** Settings' "Require clinical review before publishing", and the categories it covers. */
export type ClinicalReviewPolicy = { required: boolean; categories: readonly BlogCategory[] };

/** Writers write; every other role of the blog area also publishes. */
export const canPublish = (role: StaffRole) => role !== "writer";

/** Whether a post in `category`, changed by `role`, must be approved before readers see it. */
export function reviewApplies(role: StaffRole, category: string, policy: ClinicalReviewPolicy): boolean {
  return role === "writer" || (policy.required && policy.categories.some((id) => id === category));
}

export const writersCannotPublish = "Writers cannot publish. Submit the post for review instead.";
export const needsApproval =
  "This post needs a clinician's approval before it is published. Submit it for review.";
export const ownWritingMessage = "You cannot approve your own writing: another clinician must review it.";

/** The revision staff work on: the staged edit of a live post, else the newest. */
export async function workingRevisionId(db: Kysely<Database>, post: BlogPostRow): Promise<string | null> {
  if (post.staged_revision_id) return post.staged_revision_id;
  return (await latestRevision(db, post.id))?.id ?? null;
}

/** Whether `revisionId` is the post's approved text. */
export const isApproved = (post: BlogPostRow, revisionId: string | null) =>
  post.review_state === "approved" && revisionId !== null && post.review_revision_id === revisionId;

/**
 * The reviewer's line of an approved revision, copied onto the post when that
 * text goes live; null when the revision was never approved.
 */
export async function reviewerFieldsFor(db: Kysely<Database>, postId: string, revisionId: string) {
  const approval = await approvalOf(db, postId, revisionId);
  if (!approval) return null;
  return {
    reviewed_by: approval.actor_id,
    reviewer_name: approval.actor_name ?? approval.actor_username,
    reviewer_credential: approval.actor_credential,
    last_reviewed_at: approval.created_at,
    next_review_at: approval.next_review_at,
  };
}

/** The review line's fields cleared: unreviewed text went live. */
export const noReviewer = {
  reviewed_by: null,
  reviewer_name: null,
  reviewer_credential: null,
  last_reviewed_at: null,
  next_review_at: null,
} as const;

/** A date `months` after `from`, same day of the month where it exists. */
export function monthsAfter(from: Date, months: number): Date {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

export type ReviewStep = {
  id: string;
  action: "submit" | "approve" | "return";
  by: string;
  comment: string | null;
  at: string;
};

export type RevisionSummary = {
  id: string;
  number: number;
  by: string;
  kind: string;
  changed: string[];
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
  async function postFor(id: string): Promise<BlogPostRow> {
    const row = isUuid(id) ? await findBlogPost(db, id) : undefined;
    if (!row || row.id !== id || row.status === "trashed")
      throw new NotFoundError("The blog post was not found.");
    return row;
  }

  const audit = (trx: Kysely<Database>, actor: BlogActor, action: string, id: string, at: string) =>
    recordAudit(trx, {
      actorId: actor.id,
      actorUsername: actor.username,
      action,
      entityType: "blog_post",
      entityId: id,
      at,
    });

  /** Moves the post from one of `from` to `to` only if no one moved it first. */
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

  return {
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
        await audit(trx, actor, "submit for review", post.id, at);
      });
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
        if (liveText) await raiseContentVersion(trx);
        await audit(trx, actor, "approve", post.id, at);
      });
      if (liveText) await deps.readersChanged?.();
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
        await audit(trx, actor, "return for changes", post.id, at);
      });
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

    /** Every save of the post, newest first, with the fields each changed. */
    async revisions(id: string): Promise<RevisionSummary[]> {
      const post = await postFor(id);
      return (await listRevisions(db, post.id)).map((row) => ({
        id: row.id,
        number: Number(row.number),
        by: row.author_username,
        kind: row.kind,
        changed: stringListOf(row.changed),
        at: row.created_at,
      }));
    },

    /** One revision, whole. */
    async revision(id: string, revisionId: string) {
      const post = await postFor(id);
      const row = isRevisionId(post.id, revisionId) ? await findRevision(db, post.id, revisionId) : undefined;
      if (!row) throw new NotFoundError("That revision of the post was not found.");
      return {
        id: row.id,
        number: Number(row.number),
        by: row.author_username,
        at: row.created_at,
        text: textOf(row),
      };
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

    /**
     * What changed from one revision to another, field by field: text as
     * runs of kept, added and removed words; other fields as before and after.
     */
    async compare(id: string, fromId: string, toId: string): Promise<RevisionDiff> {
      const [from, to] = await Promise.all([this.revision(id, fromId), this.revision(id, toId)]);
      const fields: FieldDiff[] = [];
      for (const field of revisedFields) {
        // The image shows as one change, by its key.
        if (field === "image_width" || field === "image_height") continue;
        const before = from.text[field];
        const after = to.text[field];
        if (before === after) continue;
        if (field === "title" || field === "excerpt" || field === "content" || field === "author") {
          const parts = diffWords(String(before ?? ""), String(after ?? ""));
          fields.push({
            field,
            parts: parts.map((part) => ({
              text: part.value,
              change: part.added ? "added" : part.removed ? "removed" : "same",
            })),
          });
        } else {
          fields.push({ field, before: shown(field, before), after: shown(field, after) });
        }
      }
      return { from: { id: from.id, number: from.number }, to: { id: to.id, number: to.number }, fields };
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

    /** Posts in the trash, with the day each is erased. */
    async trash() {
      return (await listTrashed(db, 500)).map((row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        category: row.category,
        deletedAt: row.deleted_at as string,
        erasedAfter: new Date(Date.parse(row.deleted_at as string) + trashDays * 86_400_000).toISOString(),
      }));
    },

    /** A post from the trash comes back as a draft (readers see it again only when it is published). */
    async restoreFromTrash(actor: BlogActor, id: string): Promise<{ title: string }> {
      const row = isUuid(id) ? await findBlogPost(db, id) : undefined;
      if (row?.id !== id || row.status !== "trashed")
        throw new NotFoundError("That post is not in the trash.");
      const at = clock().toISOString();
      await db.transaction().execute(async (trx) => {
        if (!(await setTrashed(trx, id, false, at)))
          throw new NotFoundError("That post is not in the trash.");
        await audit(trx, actor, "restore from trash", id, at);
      });
      return { title: row.title };
    },
  };
}

export type FieldDiff =
  | { field: string; parts: { text: string; change: "same" | "added" | "removed" }[] }
  | { field: string; before: string; after: string };

export type RevisionDiff = {
  from: { id: string; number: number };
  to: { id: string; number: number };
  fields: FieldDiff[];
};

/** A non-text field as the comparison shows it. */
function shown(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "(none)";
  if (field === "tags") return stringListOf(String(value)).join(", ") || "(none)";
  if (field === "featured") return value ? "Featured" : "Not featured";
  if (field === "image_key") return "a different image";
  return String(value);
}

export { revisedFields };
export type BlogReview = ReturnType<typeof createBlogReview>;
