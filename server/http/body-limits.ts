import { blogLimits } from "#common/constants.ts";

const KiB = 1024;

/**
 * The largest body each endpoint reads, refused with 413 before more is read.
 * Each is a few times what a real person can send through the form. A public
 * form's limit is its kind's (`intake.bodyLimit` in its descriptor,
 * server/services/lead-kinds/).
 */
export const bodyLimits = {
  /** Sign-in, sign-out, status changes: a handful of short fields. */
  staffJson: 8 * KiB,
  /** The lead desk's calls: at most a reply of 5,000 characters and its subject (common/schemas/lead-reply.ts) in UTF-8, with room. */
  leadDesk: 32 * KiB,
  /** A blog post's text fields alone (its preview): 100,000 characters of content in UTF-8, with room. */
  blogText: 512 * KiB,
  /** A blog post: the 5 MB image of spec §9 plus its text fields. */
  blogUpload: blogLimits.imageBytes + 512 * KiB,
} as const;
