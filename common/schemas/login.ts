import { z } from "zod/mini";
import { adminAreas } from "#common/constants.ts";
import { text } from "./text.ts";

/** Said when the sign-in names an area that does not exist. */
export const unknownAreaMessage = `Area must be ${adminAreas.join(" or ")}.`;

/** Spec §5: both fields required. The area says which staff screen is asking. */
export const loginSchema = z.object({
  username: text({ max: 100, required: "Enter your username.", tooLong: "That username is too long." }),
  password: text({
    max: 200,
    required: "Enter your password.",
    tooLong: "That password is too long.",
    trim: false,
  }),
  area: z.enum(adminAreas, { error: unknownAreaMessage }),
  /** A code from the authenticator app or a recovery code, for an account with a second factor. */
  code: z.optional(z.string().check(z.maxLength(64, "That code is too long."))),
});

export type LoginInput = z.infer<typeof loginSchema>;

/** A code proving the second factor: from the authenticator app ("123456") or a recovery code ("k7m2q-x9fha"). */
export const secondFactorCodeSchema = z.object({
  code: z.string().check(z.minLength(1, "Enter a code."), z.maxLength(64, "That code is too long.")),
});
