/**
 * Staff sign-in (spec §4), composed of its parts: the lockout and the limit
 * per address (auth/lockout.ts), the second step and its challenge
 * (auth/challenge.ts) and sessions (auth/sessions.ts). A password, or a
 * passkey, comes in here; a session goes out.
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { AdminArea, StaffRole } from "#common/constants.ts";
import { fieldErrorsOf } from "#common/schemas/field-errors.ts";
import { loginSchema, unknownAreaMessage } from "#common/schemas/login.ts";
import { confirmSchema } from "#common/schemas/staff-team.ts";
import type { StaffTwoFactorPolicy } from "#common/site-details.ts";
import { twoFactorCovers } from "#common/staff-two-factor.ts";
import { releaseLoginAttempt } from "#server/db/repositories/login-attempts.ts";
import { confirmSession } from "#server/db/repositories/sessions.ts";
import { findUserByUsername } from "#server/db/repositories/users.ts";
import type { Database, UserRow } from "#server/db/schema.ts";
import { createChallenges } from "./auth/challenge.ts";
import { connectionRefusal, createLockout, loginRate } from "./auth/lockout.ts";
import {
  forbiddenRefusal,
  invalidCode,
  invalidCredentials,
  SecondFactorNeeded,
  wrongConfirmation,
} from "./auth/refusals.ts";
import {
  createSessions,
  type FactorUsed,
  roleAllows,
  type SignInDevice,
  type StaffSession,
} from "./auth/sessions.ts";
import type { Clock } from "./clock.ts";
import { InvalidInputError, RefusedError } from "./errors.ts";
import type { MailSettings } from "./mail/compose.ts";
import { passkeyFailedMessage } from "./passkeys.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import type { RateLimiter } from "./rate-limits.ts";
import { parseOrRefuse } from "./staff-team/parse.ts";

/**
 * Sign-ins past the refusals from memory at once, each reading and writing
 * the store and then waiting its turn for scrypt (passwords.ts runs one or
 * two hashes at a time, by the cores). A sign-in beyond them is refused at
 * once, writing nothing, rather than queued behind a flood: a person
 * retries in a moment, a flood costs the store nothing.
 */
export const maxSignInsInFlight = 4;

// Verified against when a username does not exist, so that the answer takes
// as long as for a real one and does not reveal which usernames exist.
let decoyHash: Promise<string> | undefined;

export function createAuthService(
  db: Kysely<Database>,
  clock: Clock,
  rateLimiter: RateLimiter,
  options: {
    maxInFlight?: number;
    /** Settings' "Two-step sign-in for staff": who must have a second factor. */
    twoFactorPolicy?: () => StaffTwoFactorPolicy;
    /** The name authenticator apps show beside the account (the company's). */
    issuer?: () => string;
    /** Where mail goes out from: a sign-in from a new device is told to the account's address. */
    mail?: MailSettings;
    /** Told of each failed sign-in and each lock it brings (the metrics). */
    signIns?: { failed(): void; locked(): void };
  } = {},
) {
  const maxInFlight = options.maxInFlight ?? maxSignInsInFlight;
  const policy = options.twoFactorPolicy ?? (() => "off" as const);
  const issuer = options.issuer ?? (() => "Anvaya");
  /** Whether Settings require a second factor of an account with this role. */
  const factorRequired = (role: StaffRole) => twoFactorCovers(policy(), role);
  let inFlight = 0;
  const lockout = createLockout(db, clock, rateLimiter, options.signIns);
  const { openSession, ...sessions } = createSessions(db, clock, { factorRequired, mail: options.mail });
  const { proveSecondFactor, secondFactorOf, ...challenges } = createChallenges(db, clock, rateLimiter, {
    lockout,
    openSession,
    issuer,
  });

  /** The part of a sign-in that reads and writes the store and checks the password. */
  async function checkSignIn(username: string, password: string, area: AdminArea, client: string) {
    await lockout.takeAttempt(username, area, client);
    const user = await findUserByUsername(db, username);
    decoyHash ??= hashPassword(randomUUID());
    const valid = await verifyPassword(password, user?.password_hash ?? (await decoyHash));
    if (!user || !valid) throw await lockout.failedAttempt(username, area, invalidCredentials);
    return user;
  }

  return {
    /**
     * Spec §4: 3 failures for a username in an area lock it there for 15
     * minutes, held in the database (a reload, a second browser or a restart
     * changes nothing); a success resets the count.
     */
    async login(
      input: unknown,
      client: string,
      device: SignInDevice = {},
    ): Promise<{ token: string; session: StaffSession; welcome: string }> {
      const parsed = loginSchema.safeParse(input);
      if (!parsed.success) {
        const fieldErrors = fieldErrorsOf(parsed.error);
        // The area comes from the screen, not the person: say so rather than ask for a password.
        const message = fieldErrors.area ? unknownAreaMessage : "Enter your username and password.";
        throw new InvalidInputError(message, { fieldErrors });
      }
      const { username, password, area, code } = parsed.data;
      // Refusals this process already knows of cost no store read or write
      // and no password check: an address past its limit, a locked account.
      const known = rateLimiter.knownRefusal(loginRate, client);
      if (known) throw connectionRefusal(known.retryAfterSeconds);
      const lockedFor = lockout.knownLockSeconds(username, area);
      if (lockedFor > 0) throw lockout.lockRefusal(lockedFor);
      if (inFlight >= maxInFlight) {
        throw new RefusedError("too-many", "Too many sign-ins at once. Please try again in a moment.", {
          retryAfterSeconds: 1,
        });
      }
      inFlight += 1;
      let user: UserRow;
      try {
        user = await checkSignIn(username, password, area, client);
      } finally {
        inFlight -= 1;
      }
      // The password was right. With a second factor, the code comes in the
      // same body (the API) or at the gate's second step (a challenge); a
      // wrong code counts as a failed attempt, as a wrong password does.
      let factor: FactorUsed | null = null;
      const needed = await secondFactorOf(user);
      if (needed) {
        if (!code) {
          await releaseLoginAttempt(db, username, area);
          throw new SecondFactorNeeded(user.id, area, needed);
        }
        factor = await proveSecondFactor(user, code, area);
        if (!factor) throw await lockout.failedAttempt(username, area, invalidCode);
      } else if (factorRequired(user.role) && roleAllows(user.role, area)) {
        // Settings require a second factor and the account has none: it
        // sets one up first (at the staff gate), and gets no session until then.
        await releaseLoginAttempt(db, username, area);
        throw new SecondFactorNeeded(user.id, area, "enrol");
      } else {
        await lockout.succeededAttempt(username, area);
      }
      if (!roleAllows(user.role, area)) {
        throw forbiddenRefusal();
      }
      return openSession(user, area, client, device, factor);
    },

    ...challenges,

    /**
     * A session opened by a passkey: alone, or as the second step of the
     * challenge behind `challengeToken`, which it ends. The attempt counts
     * toward the address's sign-in limit first, as a password does; then
     * `verify` (the passkey service's check of the browser's answer) names
     * the account. A passkey proves more than a password, so the password's
     * lock does not stop it.
     */
    async passkeySignIn(
      verify: () => Promise<UserRow>,
      area: AdminArea,
      client: string,
      device: SignInDevice,
      challengeToken?: string,
    ) {
      const decision = await rateLimiter.hit(loginRate, client);
      if (!decision.allowed) throw connectionRefusal(decision.retryAfterSeconds);
      const user = await verify();
      if (!roleAllows(user.role, area)) {
        throw forbiddenRefusal();
      }
      await challenges.endChallenge(challengeToken);
      return openSession(user, area, client, device, "passkey");
    },

    /**
     * Sudo mode (issue 48): the signed-in account proves it is them again,
     * with its password or a code (an authenticator app's, or a recovery
     * code), and the session may make the changes that ask for it for 10
     * minutes. Each try counts as a sign-in attempt in the session's area:
     * wrong ones count toward its lock, as at the gate.
     */
    async confirm(session: StaffSession, input: unknown, client: string): Promise<{ confirmedAt: string }> {
      const { password, code } = parseOrRefuse(confirmSchema, input, "Enter your password.");
      const { username, area } = session;
      const lockedFor = lockout.knownLockSeconds(username, area);
      if (lockedFor > 0) throw lockout.lockRefusal(lockedFor);
      await lockout.takeAttempt(username, area, client);
      const user = await findUserByUsername(db, username);
      if (!user || user.id !== session.id)
        throw new RefusedError("sign-in", "Your session has ended. Please sign in again.");
      if (password !== undefined && password !== "") {
        if (!(await verifyPassword(password, user.password_hash))) {
          throw await lockout.failedAttempt(username, area, wrongConfirmation);
        }
        await lockout.succeededAttempt(username, area);
      } else if (!user.totp_secret || !(await proveSecondFactor(user, code ?? "", area))) {
        throw await lockout.failedAttempt(username, area, invalidCode);
      }
      const confirmedAt = clock().toISOString();
      await confirmSession(db, session.sessionId, confirmedAt);
      return { confirmedAt };
    },

    /**
     * Sudo mode with a passkey: `verify` (the passkey service's check of the
     * browser's answer, asked only of this account's passkeys) must name
     * the session's own account. Counts toward the address's sign-in limit,
     * as a passkey sign-in does.
     */
    async confirmWithPasskey(
      session: StaffSession,
      verify: () => Promise<UserRow>,
      client: string,
    ): Promise<{ confirmedAt: string }> {
      const decision = await rateLimiter.hit(loginRate, client);
      if (!decision.allowed) throw connectionRefusal(decision.retryAfterSeconds);
      const user = await verify();
      if (user.id !== session.id) throw new RefusedError("sign-in", passkeyFailedMessage);
      const confirmedAt = clock().toISOString();
      await confirmSession(db, session.sessionId, confirmedAt);
      return { confirmedAt };
    },

    /** How long a username stays locked out of an area (0: not locked), for the gate's countdown. */
    async lockedSeconds(username: string, area: AdminArea): Promise<number> {
      if (username.length === 0 || username.length > 200) return 0;
      return (await lockout.lockState(username, area)).lockedSeconds;
    },

    ...sessions,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
