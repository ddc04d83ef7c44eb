import { z } from "zod/mini";
import { type StaffRole, staffRoles } from "#common/constants.ts";
import { staffProfileSchema } from "./blog-review.ts";
import { text } from "./text.ts";

/*
 * The team in the back office (issue 48): inviting a person, accepting an
 * invitation, choosing a new password from a link, changing an account,
 * and confirming it is you before any of these (sudo mode).
 */

// The team's times live with the other limits, where the Staff screen reads them without zod.
export { invitationLifetimeHours, passwordLinkLifetimeHours, sudoWindowMinutes } from "#common/constants.ts";

/** The same rule as the users CLI's: at least 8 characters (kept with their spaces), at most 200. */
export const newPasswordRule = "Choose a password of at least 8 characters.";
export const newPassword = text({
  max: 200,
  required: newPasswordRule,
  tooLong: "That password is too long: use at most 200 characters.",
  trim: false,
}).check(z.minLength(8, newPasswordRule));

/** Each role and what it does, in a few words: as the invitation's mail and page say it. */
export const roleDescriptions: Record<StaffRole, string> = {
  admin: "administrator (every part of the back office, staff accounts and Settings)",
  leads: "leads (the demo requests, messages and callbacks)",
  blog: "blog (writing and publishing posts)",
  writer: "writer (writing posts for clinical review)",
  clinician: "clinician (reviewing and approving health articles)",
};

export const roleMessage = `Choose a role: ${staffRoles.join(", ")}.`;
const role = z.enum(staffRoles, { error: roleMessage });

const email = text({ max: 254, required: "Enter the person's email address." }).check(
  z.email("Enter an email address, like name@example.in."),
);

/** Who to invite, in which role, and for writers and clinicians how articles name them. */
export const invitationSchema = z.object({
  email,
  role,
  ...staffProfileSchema.shape,
});
export type InvitationInput = z.infer<typeof invitationSchema>;

/** Usernames: what sign-in and the audit log show; short, plain, lower case. */
export const usernameRule = "Use 3 to 40 lower-case letters, digits, dots, dashes or underscores.";
export const usernameSchema = text({ max: 40, required: "Choose a username.", tooLong: usernameRule }).check(
  z.regex(/^[a-z0-9][a-z0-9._-]{2,39}$/, usernameRule),
);

const token = z.string().check(z.minLength(1), z.maxLength(100));

/** The invitation page's form: the link's token, a username and a password typed twice. */
export const acceptInvitationSchema = z
  .object({
    token,
    username: usernameSchema,
    password: newPassword,
    repeat: z.string().check(z.maxLength(200)),
  })
  .check(
    z.refine((value) => value.password === value.repeat, {
      message: "The two passwords are not the same.",
      path: ["repeat"],
    }),
  );

/** The new-password page's form. */
export const newPasswordSchema = z
  .object({ token, password: newPassword, repeat: z.string().check(z.maxLength(200)) })
  .check(
    z.refine((value) => value.password === value.repeat, {
      message: "The two passwords are not the same.",
      path: ["repeat"],
    }),
  );

/** What an administrator changes of an account (`PATCH /api/staff/{id}`): any of these, at least one. */
export const accountChangeSchema = z
  .object({
    role: z.optional(role),
    active: z.optional(z.boolean({ error: "active must be true or false." })),
    email: z.optional(z.nullable(email)),
    ...staffProfileSchema.shape,
  })
  .check(
    z.refine(
      (value) => Object.values(value).some((field) => field !== undefined),
      "Name at least one of role, active, email, displayName or credential to change.",
    ),
  );
export type AccountChange = z.infer<typeof accountChangeSchema>;

/** Confirming it is you: your password, or a code from your authenticator app (or a recovery code). */
export const confirmSchema = z
  .object({
    password: z.optional(text({ max: 200, tooLong: "That password is too long.", trim: false })),
    code: z.optional(z.string().check(z.maxLength(64, "That code is too long."))),
  })
  .check(
    z.refine(
      (value) => Boolean(value.password) !== Boolean(value.code),
      "Enter your password, or a code from your authenticator app.",
    ),
  );
