import { blogLimits } from "#common/constants.ts";

const KiB = 1024;

/**
 * The largest body each endpoint reads, refused with 413 before more is read.
 * Each is a few times what a real person can send through the form.
 */
export const bodyLimits = {
  /** Demo form: the longest fields (message 5,000 characters) in UTF-8, with room. */
  demoRequest: 32 * KiB,
  /** Contact form: a 5,000-character message and four short fields, in UTF-8, with room. */
  contact: 32 * KiB,
  /** Sign-in, sign-out, status changes: a handful of short fields. */
  staffJson: 8 * KiB,
  /** The lead desk's calls: at most a reply of 5,000 characters and its subject (common/schemas/lead-reply.ts) in UTF-8, with room. */
  leadDesk: 32 * KiB,
  /** Waitlist: one email address. */
  waitlist: 4 * KiB,
  /** A blog post: the 5 MB image of spec §9 plus its text fields. */
  blogUpload: blogLimits.imageBytes + 512 * KiB,
} as const;
