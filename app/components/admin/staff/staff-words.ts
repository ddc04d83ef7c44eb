import { roleNames } from "#app/components/admin/role-names.ts";
import type { StaffRole } from "#common/constants.ts";
import { invitationLifetimeHours, sudoWindowMinutes } from "#common/constants.ts";
import { formatIstDateTime } from "#common/format-date.ts";

/** The Staff screen's words (issue 48): what each change says once done, and what it asks first. */

const roleName = (role: string) => roleNames[role as StaffRole] ?? role;

export const teamDone = {
  invited: (email: string) => `Invitation sent to ${email}.`,
  resent: (email: string, expiresAt: string) =>
    `Invitation sent to ${email} again. The new link works until ${formatIstDateTime(expiresAt)}; the old one no longer does.`,
  withdrawn: (email: string) => `Invitation to ${email} withdrawn. Its link no longer works.`,
  email: (username: string, email: string | null) =>
    email ? `Saved ${username}'s email address.` : `Removed ${username}'s email address.`,
  role: (username: string, role: string) => `${username}'s role is now ${roleName(role)}.`,
  deactivated: (username: string) => `${username} is deactivated and signed out everywhere.`,
  reactivated: (username: string) => `${username} is active again and can sign in.`,
  passwordLink: (username: string, to: string) =>
    `Sent ${username} a link to choose a new password, at ${to}.`,
  twoStepReset: (username: string) =>
    `Two-step sign-in of ${username} was reset. They sign in with their password and set it up again.`,
  removed: (username: string) => `Removed ${username}. What they wrote keeps their name.`,
  confirmed: `Confirmed. Changes to staff accounts are open for ${sudoWindowMinutes} minutes.`,
} as const;

/** A question for the confirmation dialog (app/components/admin/confirm-dialog.tsx). */
export type TeamQuestion = { title: string; message: string; confirmLabel: string; danger?: boolean };

export const teamQuestions = {
  role: (username: string, role: string): TeamQuestion => ({
    title: `Change ${username}'s role to ${roleName(role)}?`,
    message: `${username} is signed out at once and signs in again with what the new role may open.`,
    confirmLabel: "Change role",
    danger: true,
  }),
  deactivate: (username: string): TeamQuestion => ({
    title: `Deactivate ${username}?`,
    message: "They are signed out at once and cannot sign in until reactivated.",
    confirmLabel: "Deactivate",
    danger: true,
  }),
  resetTwoStep: (username: string): TeamQuestion => ({
    title: `Reset two-step sign-in of ${username}?`,
    message:
      "Their authenticator app, recovery codes and passkeys are taken off and they are signed out everywhere. They sign in with their password and set up two-step sign-in again.",
    confirmLabel: "Reset two-step sign-in",
    danger: true,
  }),
  remove: (username: string): TeamQuestion => ({
    title: `Remove ${username}?`,
    message:
      "The account is deleted and cannot sign in again. Their posts, notes and replies keep their name; leads they owned are left without an owner. To stop them signing in for a while, deactivate the account instead.",
    confirmLabel: "Remove account",
    danger: true,
  }),
  withdraw: (email: string): TeamQuestion => ({
    title: `Withdraw the invitation to ${email}?`,
    message: "Its link stops working at once. You can invite the address again later.",
    confirmLabel: "Withdraw",
    danger: true,
  }),
} as const;

/** Why the screen asks for the password again: said by the dialog and by the form shown without JavaScript. */
export const sudoReason = `Inviting, changing roles, deactivating, removing and resets ask for your password once every ${sudoWindowMinutes} minutes.`;

/** The invitation's hint for name and credential. */
export const profileHint = "For writers and clinicians: how articles name them. Leave empty for other roles.";

/** How long an invitation's link works, said by the invite form. */
export const inviteLead = `They get a link by email to choose their username and password. It works once, for ${invitationLifetimeHours} hours.`;
