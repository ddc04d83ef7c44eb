import type { FieldDiff, ReviewStep, RevisionDiff, RevisionSummary } from "#app/lib/services.server.ts";
import type { PostReview } from "#common/blog.ts";
import type { StaffRole } from "#common/constants.ts";

export const reviewIntents = ["submit", "approve", "return", "restore-revision", "restore-trash"] as const;
export type ReviewIntent = (typeof reviewIntents)[number];
export const isReviewIntent = (value: string): value is ReviewIntent =>
  (reviewIntents as readonly string[]).includes(value);

export type ReviewStepView = ReviewStep;
export type RevisionView = RevisionSummary;
export type FieldDiffView = FieldDiff;

/** The editor's review panel: where the post is, its steps and revisions, and a comparison when asked. */
export type ReviewPanelData = {
  postId: string;
  title: string;
  status: "draft" | "published";
  reviewState: "none" | "submitted" | "returned" | "approved";
  stagedChange: boolean;
  review: PostReview | null;
  steps: ReviewStepView[];
  revisions: RevisionView[];
  viewer: { role: StaffRole; isAuthor: boolean };
  diff: RevisionDiff | null;
  diffError: string | null;
};

export type DueView = {
  id: string;
  title: string;
  reviewer: string | null;
  nextReviewAt: string;
  overdue: boolean;
};

export type TrashedView = { id: string; title: string; deletedAt: string; erasedAfter: string };

export type ReviewLists = { due: DueView[]; trash: TrashedView[] | null };

/** What the page's action answers to a review step or a restore. */
export type ReviewAnswer = {
  review: true;
  intent: ReviewIntent;
  ok: boolean;
  status: number;
  message: string;
};

export const isReviewAnswer = (value: unknown): value is ReviewAnswer =>
  typeof value === "object" && value !== null && "review" in value && "message" in value;
