import type { PostReview } from "#common/blog.ts";
import type { StaffRole } from "#common/constants.ts";

export const reviewIntents = ["submit", "approve", "return", "restore-revision", "restore-trash"] as const;
export type ReviewIntent = (typeof reviewIntents)[number];
export const isReviewIntent = (value: string): value is ReviewIntent =>
  (reviewIntents as readonly string[]).includes(value);

export type ReviewStepView = {
  id: string;
  action: "submit" | "approve" | "return";
  by: string;
  comment: string | null;
  at: string;
};

export type RevisionView = {
  id: string;
  number: number;
  by: string;
  kind: string;
  changed: string[];
  at: string;
};

export type FieldDiffView =
  | { field: string; parts: { text: string; change: "same" | "added" | "removed" }[] }
  | { field: string; before: string; after: string };

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
  diff: {
    from: { id: string; number: number };
    to: { id: string; number: number };
    fields: FieldDiffView[];
  } | null;
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
