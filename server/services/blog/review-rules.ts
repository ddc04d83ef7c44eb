/**
 * What clinical review demands of a change to a post (issue 33): who may
 * publish, when a post must be approved first, and the reviewer's line an
 * approved text carries. Saving (write.ts) and the review steps (review.ts)
 * both follow these.
 */

import type { Kysely } from "kysely";
import type { BlogCategory, StaffRole } from "#common/constants.ts";
import { approvalOf, latestRevision } from "#server/db/repositories/blog-revisions.ts";
import type { BlogPostRow, Database } from "#server/db/schema.ts";

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
