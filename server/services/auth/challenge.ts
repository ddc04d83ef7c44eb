/**
 * The second step of a staff sign-in: proving a code (the app's, or a
 * recovery code) against the account's attempts, and the challenge the
 * staff gate keeps between the password and the code, or the enrolment
 * Settings ask for, for five minutes behind a cookie.
 */
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { AdminArea } from "#common/constants.ts";
import { clearUnlessLocked } from "#server/db/repositories/login-attempts.ts";
import {
  deleteChallenge,
  findChallenge,
  hasPasskey,
  insertChallenge,
  markEnrolled,
  setPendingTotp,
  spendFactor,
} from "#server/db/repositories/second-factor.ts";
import { findUserById } from "#server/db/repositories/users.ts";
import type { Database, UserRow } from "#server/db/schema.ts";
import type { Clock } from "../clock.ts";
import { InvalidInputError } from "../errors.ts";
import type { RateLimiter } from "../rate-limits.ts";
import { newTotpSecret, offeredFactor, openWith, qrSvg, sealWith, totpUri } from "../second-factor.ts";
import { confirmEnrolment } from "../staff-account/two-factor.ts";
import { connectionRefusal, type Lockout, loginRate } from "./lockout.ts";
import {
  challengeEndedMessage,
  forbiddenRefusal,
  invalidCode,
  LoginRefused,
  type SecondFactorKind,
  type SecondFactorNeeded,
  secondFactorMessage,
} from "./refusals.ts";
import {
  type FactorUsed,
  hashToken,
  roleAllows,
  type Sessions,
  type SignInDevice,
  userAgentOf,
} from "./sessions.ts";

/** Thrown inside a transaction to roll it back: a lock holds. */
class LockHeld extends Error {}

/** How long a sign-in past its password waits for its code. */
const challengeLifetimeMs = 5 * 60_000;

/** A sign-in waiting behind a challenge cookie, as the staff gate shows it. */
export type WaitingSignIn =
  | {
      purpose: "second-factor";
      username: string;
      /** What proves it: a code (the app, or a recovery code), a passkey, or either. */
      factors: ("totp" | "passkey")[];
    }
  | { purpose: "enrol"; username: string; secret: string; otpauthUrl: string; qrSvg: string }
  | { purpose: "enrolled"; username: string; recoveryCodes: string[] };

/** The second step of sign-in, sharing the sign-in's lockout and opening its sessions. */
export function createChallenges(
  db: Kysely<Database>,
  clock: Clock,
  rateLimiter: RateLimiter,
  deps: {
    lockout: Lockout;
    openSession: Sessions["openSession"];
    /** The name authenticator apps show beside the account (the company's). */
    issuer: () => string;
  },
) {
  const { lockout, openSession, issuer } = deps;

  /**
   * Proves the second factor and settles the attempt in one transaction:
   * the code's step taken (or the recovery code spent) and the count
   * cleared together, so that of twenty tries of one code at once exactly
   * one passes, and the others, refused as used, never find its attempt
   * still counted (which would lock the account under the one that passed).
   * Null: the code is wrong or used. A lock that holds refuses, spending nothing.
   */
  async function proveSecondFactor(
    user: UserRow,
    typed: string,
    area: AdminArea,
  ): Promise<FactorUsed | null> {
    const offered = await offeredFactor(user.totp_secret, typed);
    if (!offered) return null;
    const at = clock().toISOString();
    const outcome = await db
      .transaction()
      .execute(async (trx) => {
        if (!(await spendFactor(trx, user.id, offered, at))) return "wrong" as const;
        if (!(await clearUnlessLocked(trx, user.username, area, at))) throw new LockHeld();
        return "right" as const;
      })
      .catch(async (error: unknown) => {
        if (error instanceof LockHeld) throw await lockout.lockedRefusal(user.username, area);
        throw error;
      });
    if (outcome === "wrong") return null;
    return offered.kind === "totp" ? "totp" : "recovery";
  }

  /**
   * The live challenge behind a cookie's token in the area, of `purpose`
   * when one is named, or undefined (ended, expired, for another area, or a
   * token longer than any of ours, never looked up).
   */
  async function liveChallenge(
    token: string | undefined,
    area: AdminArea,
    purpose?: "second-factor" | "enrol" | "enrolled",
  ) {
    if (!token || token.length > 100) return undefined;
    const row = await findChallenge(db, hashToken(token), clock().toISOString());
    return row && row.area === area && (!purpose || row.purpose === purpose) ? row : undefined;
  }
  const challengeEnded = () => new LoginRefused("sign-in", challengeEndedMessage);
  /** The account a challenge is for; gone since, the challenge has ended. */
  async function accountOf(row: { user_id: string }) {
    const user = await findUserById(db, row.user_id);
    if (!user) throw challengeEnded();
    return user;
  }

  /** Whether the account needs a second step after its password, and which. */
  const secondFactorOf = async (user: UserRow): Promise<SecondFactorKind | null> =>
    user.totp_secret ? "totp" : (await hasPasskey(db, user.id)) ? "passkey" : null;

  return {
    proveSecondFactor,
    secondFactorOf,

    /**
     * Keeps a sign-in past its password for its second step at the staff
     * gate: the challenge's token, for a cookie, good for five minutes.
     */
    async startChallenge(needed: SecondFactorNeeded, client: string, device: SignInDevice = {}) {
      const token = randomBytes(32).toString("base64url");
      const now = clock();
      const enrol = needed.secondFactor === "enrol";
      // The secret to set up is made now, shown by the gate until a code confirms it.
      if (enrol) await setPendingTotp(db, needed.userId, newTotpSecret(), now.toISOString());
      await insertChallenge(db, {
        id: hashToken(token),
        user_id: needed.userId,
        area: needed.area,
        purpose: enrol ? "enrol" : "second-factor",
        user_agent: userAgentOf(device),
        address: client.slice(0, 64),
        payload: null,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + challengeLifetimeMs).toISOString(),
      });
      return token;
    },

    /**
     * The sign-in waiting behind a challenge cookie, or null when it has
     * ended: its code to ask for; the secret to set up, with its QR code; or
     * the recovery codes made at enrolment, to show once.
     */
    async challenge(token: string | undefined, area: AdminArea): Promise<WaitingSignIn | null> {
      const row = await liveChallenge(token, area);
      if (!token || !row) return null;
      if (row.purpose === "second-factor") {
        const factors: ("totp" | "passkey")[] = [];
        if (row.totp_secret) factors.push("totp");
        if (await hasPasskey(db, row.user_id)) factors.push("passkey");
        return { purpose: "second-factor", username: row.username, factors };
      }
      if (row.purpose === "enrol") {
        if (!row.totp_pending_secret) return null;
        const otpauthUrl = totpUri(row.totp_pending_secret, row.username, issuer());
        return {
          purpose: "enrol",
          username: row.username,
          secret: row.totp_pending_secret,
          otpauthUrl,
          qrSvg: await qrSvg(otpauthUrl),
        };
      }
      const codes = row.payload ? openWith(token, row.payload) : null;
      const recoveryCodes = codes ? (JSON.parse(codes) as string[]) : [];
      return { purpose: "enrolled", username: row.username, recoveryCodes };
    },

    /**
     * Enrolment at the gate, as the policy asks: a code from the app confirms
     * the secret shown; the recovery codes are made and kept, sealed with
     * the challenge's token, for the gate to show once before the session opens.
     */
    async completeEnrolment(token: string | undefined, area: AdminArea, typed: unknown, client: string) {
      const row = await liveChallenge(token, area, "enrol");
      if (!token || !row) throw challengeEnded();
      const decision = await rateLimiter.hit(loginRate, client);
      if (!decision.allowed) throw connectionRefusal(decision.retryAfterSeconds);
      const user = await accountOf(row);
      const { recoveryCodes } = await confirmEnrolment(db, user, typed, clock().toISOString());
      await markEnrolled(db, row.id, sealWith(token, JSON.stringify(recoveryCodes)));
    },

    /** After the recovery codes were shown: the enrolment's challenge ends and its session opens (once). */
    async finishEnrolment(token: string | undefined, area: AdminArea, client: string) {
      const row = await liveChallenge(token, area, "enrolled");
      if (!row || !(await deleteChallenge(db, row.id))) throw challengeEnded();
      const user = await accountOf(row);
      return openSession(user, area, client, { userAgent: row.user_agent }, "totp");
    },

    /**
     * The gate's second step: the code for the challenge behind `token`. A
     * wrong code counts against the account's attempts (spec §4's lock); a
     * right one ends the challenge and opens the session.
     */
    async completeChallenge(token: string | undefined, area: AdminArea, typed: unknown, client: string) {
      const row = await liveChallenge(token, area, "second-factor");
      if (!row) throw challengeEnded();
      const code = typeof typed === "string" ? typed.trim() : "";
      if (code === "") {
        throw new InvalidInputError(secondFactorMessage, { fieldErrors: { code: secondFactorMessage } });
      }
      const lockedFor = lockout.knownLockSeconds(row.username, area);
      if (lockedFor > 0) throw lockout.lockRefusal(lockedFor);
      await lockout.takeAttempt(row.username, area, client);
      const user = await accountOf(row);
      const factor = await proveSecondFactor(user, code, area);
      if (!factor) {
        const refusal = await lockout.failedAttempt(row.username, area, invalidCode);
        if (refusal.reason === "too-many") await deleteChallenge(db, row.id);
        throw refusal;
      }
      // One session per challenge, however many right codes arrive at once.
      if (!(await deleteChallenge(db, row.id))) throw challengeEnded();
      if (!roleAllows(user.role, area)) {
        throw forbiddenRefusal();
      }
      return openSession(user, area, client, { userAgent: row.user_agent }, factor);
    },

    /** The account a live second-step challenge is for (a passkey second step asks for its passkeys only). */
    async challengeAccount(token: string | undefined, area: AdminArea) {
      const row = await liveChallenge(token, area, "second-factor");
      return row ? { id: row.user_id } : null;
    },

    /** Ends a challenge (the gate's "Cancel"). */
    async endChallenge(token: string | undefined) {
      if (token && token.length <= 100) await deleteChallenge(db, hashToken(token));
    },
  };
}
