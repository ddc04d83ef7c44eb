import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import {
  type AdminArea,
  adminAreaWelcome,
  lockedMessage,
  lockoutSeconds,
  maxLoginFailures,
  roleArea,
  type StaffRole,
  sessionLifetimeMs,
} from "#common/constants.ts";
import { fieldErrorsOf } from "#common/schemas/field-errors.ts";
import { loginSchema, unknownAreaMessage } from "#common/schemas/login.ts";
import type { StaffTwoFactorPolicy } from "#common/site-details.ts";
import { staffPaths } from "#common/staff-paths.ts";
import { recordAudit } from "#server/db/repositories/audit-log.ts";
import {
  clearLoginAttempts,
  clearUnlessLocked,
  findLoginAttempts,
  lockIfExhausted,
  releaseLoginAttempt,
  takeLoginAttempt,
} from "#server/db/repositories/login-attempts.ts";
import {
  deleteChallenge,
  findChallenge,
  hasPasskey,
  insertChallenge,
  markEnrolled,
  noteDevice,
  setPendingTotp,
  spendFactor,
  touchSession,
} from "#server/db/repositories/second-factor.ts";
import {
  deleteExpiredSessions,
  deleteSession,
  findSessionWithUser,
  insertSession,
} from "#server/db/repositories/sessions.ts";
import { findUserById, findUserByUsername } from "#server/db/repositories/users.ts";
import type { Database, UserRow } from "#server/db/schema.ts";
import type { Clock } from "./clock.ts";
import { deviceOf } from "./device.ts";
import { InvalidInputError, RefusedError } from "./errors.ts";
import { companyName, enqueueMail, type MailSettings, newSignInMail } from "./mail.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import type { RateLimiter, RateRule } from "./rate-limits.ts";
import { newTotpSecret, offeredFactor, openWith, qrSvg, sealWith, totpUri } from "./second-factor.ts";
import { confirmEnrolment } from "./staff-account.ts";

/**
 * Sign-ins per client address, whatever the usernames: a flood of guesses
 * from one address is refused before any password is hashed. An office of
 * staff behind one address stays well under it.
 */
export const loginRate: RateRule = { name: "login", limit: 30, windowMs: 15 * 60_000 };

/**
 * Sign-ins past the refusals from memory at once, each reading and writing
 * the store and then waiting its turn for scrypt (passwords.ts runs one or
 * two hashes at a time, by the cores). A sign-in beyond them is refused at
 * once, writing nothing, rather than queued behind a flood: a person
 * retries in a moment, a flood costs the store nothing.
 */
export const maxSignInsInFlight = 4;

/** Locks remembered per process: forgetting one costs a store read on its next guess. */
const maxRememberedLocks = 10_000;

export type Staff = { id: string; username: string; role: StaffRole };
export type StaffSession = Staff & {
  area: AdminArea;
  expiresAt: string;
  /** The session's own id (the SHA-256 of its token), as the session list names it. */
  sessionId: string;
};

/** Which areas a role may enter. */
export function roleAllows(role: StaffRole, area: AdminArea): boolean {
  return role === "admin" || roleArea[role] === area;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** "m:ss", as the lock countdown of spec §4 shows it. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

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
/** Thrown inside a transaction to roll it back: a lock holds. */
class LockHeld extends Error {}

/** What proved the second factor of a session. */
export type FactorUsed = "totp" | "recovery" | "passkey";

export const secondFactorMessage = "Enter the 6-digit code from your authenticator app, or a recovery code.";
export const challengeEndedMessage = "Your sign-in has timed out. Please sign in again.";
export const passkeyNeededMessage = "Use your passkey to finish signing in.";
export const enrolMessage =
  "Your account needs two-step sign-in. Set up an authenticator app at the staff sign-in screen to continue.";
/** How long a sign-in past its password waits for its code. */
const challengeLifetimeMs = 5 * 60_000;

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

/** The browser a sign-in comes from, for the session list. */
export type SignInDevice = { userAgent?: string | null };
const userAgentOf = (device: SignInDevice) => device.userAgent?.slice(0, 300) || null;

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
  } = {},
) {
  const maxInFlight = options.maxInFlight ?? maxSignInsInFlight;
  const policy = options.twoFactorPolicy ?? (() => "off" as const);
  const issuer = options.issuer ?? (() => "Anvaya");
  /** Whether Settings require a second factor of an account with this role. */
  const factorRequired = (role: StaffRole) => {
    const required = policy();
    return required === "everyone" || (required === "admins" && role === "admin");
  };
  let inFlight = 0;
  const secondsUntil = (iso: string) => Math.max(1, Math.ceil((Date.parse(iso) - clock().getTime()) / 1000));

  /**
   * Locks this process has seen in the store, `area` + username → until (ms).
   * A lock is never lifted early (only time ends it), so while it holds a
   * guess is refused from here, reading and writing nothing; another process
   * learns it from the store on its first guess.
   */
  const lockedUntil = new Map<string, number>();
  const lockKey = (username: string, area: AdminArea) => `${area}\n${username}`;
  const rememberLock = (username: string, area: AdminArea, until: string) => {
    const key = lockKey(username, area);
    if (lockedUntil.size >= maxRememberedLocks && !lockedUntil.has(key)) {
      const oldest = lockedUntil.keys().next().value;
      if (oldest !== undefined) lockedUntil.delete(oldest);
    }
    lockedUntil.set(key, Date.parse(until));
  };
  /** Seconds left of a lock this process knows of (0: none known). */
  const knownLockSeconds = (username: string, area: AdminArea) => {
    const key = lockKey(username, area);
    const until = lockedUntil.get(key);
    if (until === undefined) return 0;
    const ms = until - clock().getTime();
    if (ms > 0) return Math.ceil(ms / 1000);
    lockedUntil.delete(key);
    return 0;
  };
  const lockRefusal = (seconds: number) =>
    new LoginRefused("too-many", `Account temporarily locked. Try again in ${formatCountdown(seconds)}`, {
      lockedSeconds: seconds,
    });

  /** The refusal of an attempt while a lock holds, or while the last attempts are being checked. */
  async function lockedRefusal(username: string, area: AdminArea): Promise<LoginRefused> {
    const attempts = await findLoginAttempts(db, username, area);
    if (!attempts?.locked_until || Date.parse(attempts.locked_until) <= clock().getTime()) {
      return new LoginRefused("too-many", "Too many sign-in attempts at once. Please try again in a moment.");
    }
    rememberLock(username, area, attempts.locked_until);
    return lockRefusal(secondsUntil(attempts.locked_until));
  }

  async function lockState(username: string, area: AdminArea) {
    const known = knownLockSeconds(username, area);
    if (known > 0) return { lockedSeconds: known };
    const attempts = await findLoginAttempts(db, username, area);
    if (!attempts?.locked_until) return { lockedSeconds: 0 };
    const remaining = (Date.parse(attempts.locked_until) - clock().getTime()) / 1000;
    if (remaining > 0) {
      rememberLock(username, area, attempts.locked_until);
      return { lockedSeconds: Math.ceil(remaining) };
    }
    // The lock has run out: the count starts again (spec §4).
    await clearLoginAttempts(db, username, area);
    return { lockedSeconds: 0 };
  }

  const connectionRefusal = (retryAfterSeconds: number) =>
    new RefusedError(
      "too-many",
      "Too many sign-in attempts from your connection. Please wait and try again.",
      {
        retryAfterSeconds,
      },
    );

  /**
   * Counts the address's hit and takes the account's attempt, in one
   * transaction: one commit (one fsync on SQLite) for both. The attempt is
   * taken before the password (or the code) is checked, so that concurrent
   * guesses cannot all be checked while the count is low. Throws the
   * refusal when the address is past its limit or no attempt is left.
   */
  async function takeAttempt(username: string, area: AdminArea, client: string) {
    const counted = await db.transaction().execute(async (trx) => {
      const decision = await rateLimiter.hitWithin(trx, loginRate, client);
      if (!decision.allowed) return { decision, taken: null };
      const at = clock();
      const staleBefore = new Date(at.getTime() - lockoutSeconds * 1000).toISOString();
      return {
        decision,
        taken: await takeLoginAttempt(trx, username, area, maxLoginFailures, at.toISOString(), staleBefore),
      };
    });
    const decision = await rateLimiter.committed(loginRate, client, counted.decision);
    if (!decision.allowed) throw connectionRefusal(decision.retryAfterSeconds);
    if (counted.taken === null) throw await lockedRefusal(username, area);
  }

  /** The part of a sign-in that reads and writes the store and checks the password. */
  async function checkSignIn(username: string, password: string, area: AdminArea, client: string) {
    await takeAttempt(username, area, client);
    const user = await findUserByUsername(db, username);
    decoyHash ??= hashPassword(randomUUID());
    const valid = await verifyPassword(password, user?.password_hash ?? (await decoyHash));
    const now = clock();
    if (!user || !valid) {
      const until = new Date(now.getTime() + lockoutSeconds * 1000).toISOString();
      const attempts = await lockIfExhausted(db, username, area, maxLoginFailures, until);
      if (attempts?.locked_until) {
        rememberLock(username, area, attempts.locked_until);
        throw new LoginRefused("too-many", lockedMessage, {
          lockedSeconds: secondsUntil(attempts.locked_until),
          attemptsRemaining: 0,
        });
      }
      const remaining = Math.max(1, maxLoginFailures - (attempts?.failures ?? 0));
      throw new LoginRefused("sign-in", `Invalid credentials. ${remaining} attempts remaining.`, {
        attemptsRemaining: remaining,
      });
    }
    return { user, now };
  }

  /** Counts a failed attempt (a wrong code): the refusal to throw, a lock once they run out. */
  async function failedAttempt(username: string, area: AdminArea, wrong: string): Promise<LoginRefused> {
    const until = new Date(clock().getTime() + lockoutSeconds * 1000).toISOString();
    const attempts = await lockIfExhausted(db, username, area, maxLoginFailures, until);
    if (attempts?.locked_until) {
      rememberLock(username, area, attempts.locked_until);
      return new LoginRefused("too-many", lockedMessage, {
        lockedSeconds: secondsUntil(attempts.locked_until),
        attemptsRemaining: 0,
      });
    }
    const remaining = Math.max(1, maxLoginFailures - (attempts?.failures ?? 0));
    return new LoginRefused(
      "sign-in",
      `${wrong} ${remaining} ${remaining === 1 ? "attempt" : "attempts"} remaining.`,
      {
        attemptsRemaining: remaining,
      },
    );
  }

  /** A right sign-in clears the count; a lock set by a concurrent failure while it ran holds: no session. */
  async function succeededAttempt(username: string, area: AdminArea) {
    if (!(await clearUnlessLocked(db, username, area, clock().toISOString()))) {
      throw await lockedRefusal(username, area);
    }
  }

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
        if (error instanceof LockHeld) throw await lockedRefusal(user.username, area);
        throw error;
      });
    if (outcome === "wrong") return null;
    return offered.kind === "totp" ? "totp" : "recovery";
  }

  /** Whether the account needs a second step after its password, and which. */
  const secondFactorOf = async (user: UserRow): Promise<SecondFactorKind | null> =>
    user.totp_secret ? "totp" : (await hasPasskey(db, user.id)) ? "passkey" : null;

  /** A new session for the account in the area: its token (the cookie's) and what the API answers. */
  async function openSession(
    user: Pick<UserRow, "id" | "username" | "role" | "email">,
    area: AdminArea,
    client: string,
    device: SignInDevice,
    factor: FactorUsed | null,
  ) {
    const now = clock();
    await deleteExpiredSessions(db, now.toISOString());
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(now.getTime() + sessionLifetimeMs).toISOString();
    const userAgent = userAgentOf(device);
    const address = client.slice(0, 64);
    await db.transaction().execute(async (trx) => {
      await insertSession(trx, {
        id: hashToken(token),
        user_id: user.id,
        area,
        created_at: now.toISOString(),
        expires_at: expiresAt,
        user_agent: userAgent,
        address,
        last_seen_at: now.toISOString(),
        factor,
      });
      // A device the account never signed in from: its owner hears of it (when it has an address).
      const label = deviceOf(userAgent);
      const seen = await noteDevice(trx, user.id, label, now.toISOString());
      if (seen === "new" && user.email && options.mail) {
        const mail = options.mail;
        await enqueueMail(
          trx,
          [
            newSignInMail({
              to: user.email,
              username: user.username,
              company: mail.company ?? companyName,
              device: label,
              address,
              at: now.toISOString(),
              sessionsUrl: `${mail.siteUrl}${staffPaths[area]}/account`,
            }),
          ],
          now,
        );
      }
    });
    return {
      token,
      session: {
        id: user.id,
        username: user.username,
        role: user.role,
        area,
        expiresAt,
        sessionId: hashToken(token),
      } satisfies StaffSession,
      welcome: adminAreaWelcome[area],
    };
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
      const lockedFor = knownLockSeconds(username, area);
      if (lockedFor > 0) throw lockRefusal(lockedFor);
      if (inFlight >= maxInFlight) {
        throw new RefusedError("too-many", "Too many sign-ins at once. Please try again in a moment.", {
          retryAfterSeconds: 1,
        });
      }
      inFlight += 1;
      let checked: Awaited<ReturnType<typeof checkSignIn>>;
      try {
        checked = await checkSignIn(username, password, area, client);
      } finally {
        inFlight -= 1;
      }
      const { user } = checked;
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
        if (!factor) throw await failedAttempt(username, area, "Invalid code.");
      } else if (factorRequired(user.role) && roleAllows(user.role, area)) {
        // Settings require a second factor and the account has none: it
        // sets one up first (at the staff gate), and gets no session until then.
        await releaseLoginAttempt(db, username, area);
        throw new SecondFactorNeeded(user.id, area, "enrol");
      } else {
        await succeededAttempt(username, area);
      }
      if (!roleAllows(user.role, area)) {
        throw new LoginRefused("forbidden", "Your account does not have access to this area.");
      }
      return openSession(user, area, client, device, factor);
    },

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
      if (!token || token.length > 100) return null;
      const row = await findChallenge(db, hashToken(token), clock().toISOString());
      if (!row || row.area !== area) return null;
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
      const now = clock().toISOString();
      const row = token && token.length <= 100 ? await findChallenge(db, hashToken(token), now) : undefined;
      if (!token || !row || row.area !== area || row.purpose !== "enrol") {
        throw new LoginRefused("sign-in", challengeEndedMessage);
      }
      const decision = await rateLimiter.hit(loginRate, client);
      if (!decision.allowed) throw connectionRefusal(decision.retryAfterSeconds);
      const user = await findUserById(db, row.user_id);
      if (!user) throw new LoginRefused("sign-in", challengeEndedMessage);
      const { recoveryCodes } = await confirmEnrolment(db, user, typed, now);
      await markEnrolled(db, row.id, sealWith(token, JSON.stringify(recoveryCodes)));
      await recordAudit(db, {
        actorId: user.id,
        actorUsername: user.username,
        action: "turn on two-factor codes",
        entityType: "user",
        entityId: user.id,
        at: now,
      });
    },

    /** After the recovery codes were shown: the enrolment's challenge ends and its session opens (once). */
    async finishEnrolment(token: string | undefined, area: AdminArea, client: string) {
      const now = clock().toISOString();
      const row = token && token.length <= 100 ? await findChallenge(db, hashToken(token), now) : undefined;
      if (!row || row.area !== area || row.purpose !== "enrolled" || !(await deleteChallenge(db, row.id))) {
        throw new LoginRefused("sign-in", challengeEndedMessage);
      }
      const user = await findUserById(db, row.user_id);
      if (!user) throw new LoginRefused("sign-in", challengeEndedMessage);
      return openSession(user, area, client, { userAgent: row.user_agent }, "totp");
    },

    /**
     * The gate's second step: the code for the challenge behind `token`. A
     * wrong code counts against the account's attempts (spec §4's lock); a
     * right one ends the challenge and opens the session.
     */
    async completeChallenge(token: string | undefined, area: AdminArea, typed: unknown, client: string) {
      const now = clock().toISOString();
      const row = token && token.length <= 100 ? await findChallenge(db, hashToken(token), now) : undefined;
      if (!row || row.area !== area || row.purpose !== "second-factor") {
        throw new LoginRefused("sign-in", challengeEndedMessage);
      }
      const code = typeof typed === "string" ? typed.trim() : "";
      if (code === "") {
        throw new InvalidInputError(secondFactorMessage, { fieldErrors: { code: secondFactorMessage } });
      }
      const lockedFor = knownLockSeconds(row.username, area);
      if (lockedFor > 0) throw lockRefusal(lockedFor);
      await takeAttempt(row.username, area, client);
      const user = await findUserById(db, row.user_id);
      if (!user) throw new LoginRefused("sign-in", challengeEndedMessage);
      const factor = await proveSecondFactor(user, code, area);
      if (!factor) {
        const refusal = await failedAttempt(row.username, area, "Invalid code.");
        if (refusal.reason === "too-many") await deleteChallenge(db, row.id);
        throw refusal;
      }
      // One session per challenge, however many right codes arrive at once.
      if (!(await deleteChallenge(db, row.id))) throw new LoginRefused("sign-in", challengeEndedMessage);
      if (!roleAllows(user.role, area)) {
        throw new LoginRefused("forbidden", "Your account does not have access to this area.");
      }
      return openSession(user, area, client, { userAgent: row.user_agent }, factor);
    },

    /** The account a live second-step challenge is for (a passkey second step asks for its passkeys only). */
    async challengeAccount(token: string | undefined, area: AdminArea) {
      if (!token || token.length > 100) return null;
      const row = await findChallenge(db, hashToken(token), clock().toISOString());
      return row && row.area === area && row.purpose === "second-factor" ? { id: row.user_id } : null;
    },

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
        throw new LoginRefused("forbidden", "Your account does not have access to this area.");
      }
      if (challengeToken && challengeToken.length <= 100)
        await deleteChallenge(db, hashToken(challengeToken));
      return openSession(user, area, client, device, "passkey");
    },

    /** Ends a challenge (the gate's "Cancel"). */
    async endChallenge(token: string | undefined) {
      if (token && token.length <= 100) await deleteChallenge(db, hashToken(token));
    },

    /** How long a username stays locked out of an area (0: not locked), for the gate's countdown. */
    async lockedSeconds(username: string, area: AdminArea): Promise<number> {
      if (username.length === 0 || username.length > 200) return 0;
      return (await lockState(username, area)).lockedSeconds;
    },

    /** The live session behind a cookie's token, or null (unknown, expired, or for another area). */
    async session(token: string | undefined, area: AdminArea): Promise<StaffSession | null> {
      if (!token) return null;
      const row = await findSessionWithUser(db, hashToken(token));
      if (!row || row.area !== area) return null;
      if (Date.parse(row.expires_at) <= clock().getTime()) {
        await deleteSession(db, row.id);
        return null;
      }
      if (!roleAllows(row.role, area)) return null;
      // Settings now require a second factor this account lacks: it signs in again, and enrols.
      if (!row.has_factor && factorRequired(row.role)) return null;
      // "Last seen" in the session list, written at most once a minute.
      const now = clock();
      const before = new Date(now.getTime() - 60_000).toISOString();
      if (!row.last_seen_at || row.last_seen_at < before)
        await touchSession(db, row.id, now.toISOString(), before);
      return {
        id: row.user_id,
        username: row.username,
        role: row.role,
        area,
        expiresAt: row.expires_at,
        sessionId: row.id,
      };
    },

    /** Whether the session behind `token` is closed only because Settings now require a second factor it lacks. */
    async closedByPolicy(token: string | undefined): Promise<boolean> {
      if (!token) return false;
      const row = await findSessionWithUser(db, hashToken(token));
      return row !== undefined && !row.has_factor && factorRequired(row.role);
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await deleteSession(db, hashToken(token));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
