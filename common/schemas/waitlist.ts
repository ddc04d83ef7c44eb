import { z } from "zod/mini";

/** Spec §5: the coming-soon sign-up's email is required and an email address. */
export const waitlistSchema = z.object({
  email: z
    .string({ error: "Enter your email address." })
    .check(
      z.trim(),
      z.minLength(1, "Enter your email address."),
      z.maxLength(254, "That email address is too long."),
      z.email("Enter an email address in the right format, like name@example.com."),
    ),
});
