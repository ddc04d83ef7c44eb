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
});

export type LoginInput = z.infer<typeof loginSchema>;
