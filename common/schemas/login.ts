import { z } from "zod/mini";
import { adminAreas } from "#common/constants.ts";

/** Spec §5: both fields required. The area says which staff screen is asking. */
export const loginSchema = z.object({
  username: z
    .string({ error: "Enter your username." })
    .check(z.trim(), z.minLength(1, "Enter your username."), z.maxLength(100, "That username is too long.")),
  password: z
    .string({ error: "Enter your password." })
    .check(z.minLength(1, "Enter your password."), z.maxLength(200, "That password is too long.")),
  area: z.enum(adminAreas, { error: "Choose the blog or the demo-requests area." }),
});

export type LoginInput = z.infer<typeof loginSchema>;
