import type { FormAnswer } from "#app/components/admin/form-answer.ts";
import type { StaffRole } from "#common/constants.ts";
import { sudoWindowMinutes } from "#common/constants.ts";

/*
 * What the Staff screen (issue 48) shows and what its forms post: the
 * route's loader and action (app/routes/admin/staff.server.ts) and the
 * components here share these shapes.
 */

/** One account as the Staff screen lists it. */
export type TeamAccount = {
  id: string;
  username: string;
  role: StaffRole;
  name: string | null;
  credential: string | null;
  /** Where invitation and password links, and lead mail, go. */
  email: string | null;
  active: boolean;
  hasSecondFactor: boolean;
  lastSignInAt: string | null;
  /** The signed-in administrator's own account: no role change, deactivation or removal. */
  self: boolean;
};

/** An invitation not yet accepted nor withdrawn. */
export type PendingInvitation = {
  id: string;
  email: string;
  role: StaffRole;
  invitedBy: string;
  sentAt: string;
  expiresAt: string;
  expired: boolean;
};

/** The administrator looking at the screen. */
export type TeamViewer = {
  /** Confirmed it was them in the last 10 minutes, when the page was read (sudo mode). */
  confirmed: boolean;
  /** Has an authenticator app: may confirm with a code instead of the password. */
  hasAuthenticator: boolean;
};

export type TeamScreen = { viewer: TeamViewer; accounts: TeamAccount[]; invitations: PendingInvitation[] };

/** The posts of the Staff screen, each its own form. */
export const teamIntents = [
  "invite",
  "resend",
  "withdraw",
  "profile",
  "email",
  "role",
  "deactivate",
  "reactivate",
  "password-link",
  "reset-two-step",
  "remove",
  "end-sessions",
  "confirm",
] as const;
export type TeamIntent = (typeof teamIntents)[number];

export const isTeamIntent = (value: unknown): value is TeamIntent =>
  teamIntents.includes(value as TeamIntent);

/**
 * What the Staff screen's action answers: the form answer, which form it
 * answers (its intent, and the account or invitation), and whether the
 * change waits for the administrator to confirm it is them.
 */
export type TeamAnswer = FormAnswer<Record<string, string>> & {
  intent?: TeamIntent;
  target?: string;
  confirmationNeeded?: true;
};

/** The answer, if it answers this form (its intent and, where it has one, its account or invitation). */
export function answerTo(answer: TeamAnswer | undefined, intent: TeamIntent, target?: string) {
  return answer?.intent === intent && (target === undefined || answer.target === target) ? answer : undefined;
}

/** Whether a session confirmed at `confirmedAt` is still within sudo mode's window at `now`. */
export function confirmedWithin(confirmedAt: string | null, now: number): boolean {
  const age = now - (confirmedAt ? Date.parse(confirmedAt) : Number.NaN);
  return age >= 0 && age < sudoWindowMinutes * 60_000;
}
