import { z } from "zod/mini";
import { text } from "./text.ts";

/** Spec §5: the coming-soon sign-up's email is required and an email address. */
export const waitlistSchema = z.object({
  email: text({
    max: 254,
    required: "Enter your email address.",
    tooLong: "That email address is too long.",
  }).check(z.email("Enter an email address in the right format, like name@example.com.")),
  agreeToContact: z.literal(true, { error: "Tick the box so that we can email you at launch." }),
});
