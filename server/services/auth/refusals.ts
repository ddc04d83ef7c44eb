/**
 * What a refused sign-in carries, for the JSON API, the staff gate and the
 * error mapper alike: the refusal itself, and the second step a right
 * password still needs, with the words each says.
 */
import type { AdminArea } from "#common/constants.ts";
import { RefusedError } from "../errors.ts";

/**
 * A refused sign-in, with what the gate needs to show its message and
 * countdown: a wrong password ("sign-in"), a lock ("too-many", retry after
 * the lock) or a role without access to the area ("forbidden").
 */
export class LoginRefused extends RefusedError {
  override name = "LoginRefused";
  readonly attemptsRemaining?: number;
  readonly lockedSeconds?: number;
  /** The password was right; this factor is still needed ("totp": a code from the app or a recovery code). */
  readonly secondFactor?: SecondFactorKind;
  constructor(
    reason: RefusedError["reason"],
    message: string,
    extra: { attemptsRemaining?: number; lockedSeconds?: number; secondFactor?: SecondFactorKind } = {},
  ) {
    super(reason, message, { retryAfterSeconds: extra.lockedSeconds });
    this.attemptsRemaining = extra.attemptsRemaining;
    this.lockedSeconds = extra.lockedSeconds;
    this.secondFactor = extra.secondFactor;
  }
}

/** What a second step of sign-in asks for: a code ("totp"), or, under the policy, setting one up ("enrol"). */
export type SecondFactorKind = "totp" | "passkey" | "enrol";

export const secondFactorMessage = "Enter the 6-digit code from your authenticator app, or a recovery code.";
export const challengeEndedMessage = "Your sign-in has timed out. Please sign in again.";
export const passkeyNeededMessage = "Use your passkey to finish signing in.";
export const enrolMessage =
  "Your account needs two-step sign-in. Set up an authenticator app at the staff sign-in screen to continue.";

/** A wrong password, and the attempts left (the gate's words since the first release, "1 attempts" included). */
export const invalidCredentials = (remaining: number) =>
  `Invalid credentials. ${remaining} attempts remaining.`;
/** A wrong code, and the attempts left. */
export const invalidCode = (remaining: number) =>
  `Invalid code. ${remaining} ${remaining === 1 ? "attempt" : "attempts"} remaining.`;

/** A wrong password when confirming it is you (sudo mode), and the attempts left before the lock. */
export const wrongConfirmation = (remaining: number) =>
  `That is not your password. ${remaining} ${remaining === 1 ? "attempt" : "attempts"} remaining.`;

/** A right password for an account an administrator deactivated. */
export const deactivatedRefusal = () =>
  new LoginRefused("forbidden", "This account is deactivated. Ask an administrator to reactivate it.");

/** A right sign-in to an area its role does not reach. */
export const forbiddenRefusal = () =>
  new LoginRefused("forbidden", "Your account does not have access to this area.");

/**
 * A right password for an account with a second factor, and no code: the
 * API answers 401 with `secondFactor`; the staff gate keeps the step as a
 * challenge (`startChallenge`) and asks for the code.
 */
export class SecondFactorNeeded extends LoginRefused {
  override name = "SecondFactorNeeded";
  readonly userId: string;
  readonly area: AdminArea;
  constructor(userId: string, area: AdminArea, kind: SecondFactorKind) {
    const message = { enrol: enrolMessage, passkey: passkeyNeededMessage, totp: secondFactorMessage }[kind];
    super("sign-in", message, { secondFactor: kind });
    this.userId = userId;
    this.area = area;
  }
}
