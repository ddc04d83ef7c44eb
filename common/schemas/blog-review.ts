import { z } from "zod/mini";
import { text } from "./text.ts";

/** How an article names a reviewer and their credential, as an admin or the users CLI sets them. */
export const staffProfileSchema = z.object({
  displayName: z.optional(z.nullable(text({ max: 80, tooLong: "The name must be 80 characters or fewer." }))),
  credential: z.optional(
    z.nullable(
      text({
        max: 160,
        tooLong: "The credential must be 160 characters or fewer.",
      }),
    ),
  ),
});

export const reviewCommentMax = 2000;

/** A clinician's approval: an optional note, and when the post is due for review again (YYYY-MM-DD). */
export const approveSchema = z.object({
  note: z.optional(text({ max: reviewCommentMax })),
  nextReviewOn: z.optional(
    z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Give the next review date as a date, like 2027-11-27.")),
  ),
});

/** Sending a post back: what the writer should change. */
export const returnSchema = z.object({
  comment: text({ max: reviewCommentMax, required: "Say what should change before it is approved." }),
});

/** A writer's submission, with an optional word for the reviewer. */
export const submitSchema = z.object({
  note: z.optional(text({ max: reviewCommentMax })),
});
