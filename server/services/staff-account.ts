/**
 * The one service that owns staff accounts: a member's own two-step
 * sign-in and sessions, and the accounts themselves for the users CLI,
 * the first admin and the back office's staff list.
 */
import type { Kysely } from "kysely";
import { z } from "zod/mini";
import { type StaffRole, staffRoles } from "#common/constants.ts";
import { staffProfileSchema } from "#common/schemas/blog-review.ts";
import { recordAudit } from "#server/db/repositories/audit-log.ts";
import {
  clearTotp,
  deletePasskeysOfUser,
  deleteSessionOfUser,
  listSessionsOfUser,
  replaceRecoveryCodes,
} from "#server/db/repositories/second-factor.ts";
import { deleteSessionsOfUser } from "#server/db/repositories/sessions.ts";
import {
  countUsers,
  deleteUser,
  findUserById,
  findUserByUsername,
  insertUser,
  listUsers,
  updateUser,
} from "#server/db/repositories/users.ts";
import type { Database, UserRow } from "#server/db/schema.ts";
import type { Clock } from "./clock.ts";
import { deviceOf } from "./device.ts";
import { InvalidInputError, NotFoundError } from "./errors.ts";
import { orderedUuid } from "./ids.ts";
import { hashPassword } from "./passwords.ts";
import { createAccountTwoFactor } from "./staff-account/two-factor.ts";

/** Who is asking: the signed-in account (its session's id is the session list's "this session"). */
export type AccountActor = { id: string; username: string };

/** An account as the users CLI and the back office's staff list show it. */
export type StaffAccount = {
  id: string;
  username: string;
  role: StaffRole;
  email: string | null;
  displayName: string | null;
  credential: string | null;
  /** An administrator deactivated it: it cannot sign in. */
  deactivated: boolean;
};

export type SessionView = {
  id: string;
  area: string;
  device: string;
  address: string | null;
  signedInAt: string;
  lastSeenAt: string | null;
  expiresAt: string;
  factor: string | null;
  current: boolean;
};

/** A staff account's address: one line, an address, at most 254 characters. */
const staffEmail = z.string().check(z.maxLength(254), z.email());

/**
 * A staff member's own account (issue 34): enrolling an authenticator app
 * (a secret and its QR code, confirmed with a code, then ten recovery
 * codes), turning it off, new recovery codes (staff-account/two-factor.ts),
 * and the account's sessions;
 * for an admin, ending every session of any account; for the users CLI,
 * removing every factor of an account that lost them. And the accounts
 * themselves, for the users CLI, the first admin and the staff list:
 * creating, passwords, profiles, addresses, removing.
 */
export function createStaffAccount(
  db: Kysely<Database>,
  clock: Clock,
  options: {
    /** The name authenticator apps show beside the account (the company's). */
    issuer?: () => string;
  } = {},
) {
  const issuer = options.issuer ?? (() => "Anvaya");
  const now = () => clock().toISOString();
  /** The signed-in account's row (NotFoundError when it has gone). */
  async function account(id: string): Promise<UserRow> {
    const user = await findUserById(db, id);
    if (!user) throw new NotFoundError("No such account.");
    return user;
  }
  /** The account called `username`, or NotFoundError (the users CLI and the admin name accounts so). */
  async function accountNamed(username: string): Promise<UserRow> {
    const user = await findUserByUsername(db, username);
    if (!user) throw new NotFoundError(`No user called ${username}.`);
    return user;
  }
  /** An entry in the audit log about an account; no actor: the users CLI, the operator's own hand. */
  const audit = (
    actor: AccountActor | undefined,
    action: string,
    entityId: string,
    at: string,
    trx: Kysely<Database> = db,
  ) =>
    recordAudit(trx, {
      actorId: actor?.id ?? null,
      actorUsername: actor?.username ?? "users CLI",
      action,
      entityType: "user",
      entityId,
      at,
    });

  /**
   * Creates the user, or resets the password (and role) of an existing
   * one. A reset ends every session the user has: whoever signed in with
   * the old password, or under the old role, signs in again.
   */
  async function upsertUser(
    username: string,
    password: string,
    role: StaffRole,
  ): Promise<"created" | "updated"> {
    if (!staffRoles.includes(role))
      throw new InvalidInputError(`Role must be one of ${staffRoles.join(", ")}.`);
    if (username.trim().length === 0 || password.length < 8) {
      throw new InvalidInputError("A username and a password of at least 8 characters are needed.");
    }
    const at = now();
    const password_hash = await hashPassword(password);
    const existing = await findUserByUsername(db, username);
    if (existing) {
      await db.transaction().execute(async (trx) => {
        await updateUser(trx, existing.id, { password_hash, role, updated_at: at });
        await deleteSessionsOfUser(trx, existing.id);
      });
      return "updated";
    }
    await insertUser(db, {
      id: orderedUuid(),
      username,
      password_hash,
      role,
      created_at: at,
      updated_at: at,
    });
    return "created";
  }

  return {
    ...createAccountTwoFactor(db, clock, { issuer, account, audit }),

    /** The account's live sessions, in both areas: device, address, sign-in time, last seen; `currentId` marked. */
    async sessions(actor: AccountActor, currentId: string | null): Promise<SessionView[]> {
      return (await listSessionsOfUser(db, actor.id, now())).map((row) => ({
        id: row.id,
        area: row.area,
        device: deviceOf(row.user_agent),
        address: row.address,
        signedInAt: row.created_at,
        lastSeenAt: row.last_seen_at,
        expiresAt: row.expires_at,
        factor: row.factor,
        current: row.id === currentId,
      }));
    },

    /** Ends one of the account's own sessions: that browser is signed out at its next request. */
    async endSession(actor: AccountActor, sessionId: string): Promise<void> {
      if (!/^[0-9a-f]{64}$/.test(sessionId) || !(await deleteSessionOfUser(db, actor.id, sessionId))) {
        throw new NotFoundError("No such session of yours: it may have ended already.");
      }
      await audit(actor, "end session", actor.id, now());
    },

    /** An admin ends every session of an account (a lost phone, someone leaving): the number ended. */
    async endAllSessions(actor: AccountActor, username: string): Promise<number> {
      const user = await accountNamed(username);
      const ended = await deleteSessionsOfUser(db, user.id);
      await audit(actor, "end all sessions", user.id, now());
      return ended;
    },

    /**
     * The users CLI's `reset-2fa`: removes the account's authenticator app,
     * recovery codes and passkeys and ends its sessions, for an admin who lost
     * every factor. Whoever runs it has the server's shell.
     */
    async resetSecondFactors(username: string): Promise<void> {
      const user = await accountNamed(username);
      const at = now();
      await db.transaction().execute(async (trx) => {
        await clearTotp(trx, user.id, at);
        await replaceRecoveryCodes(trx, user.id, [], at);
        await deletePasskeysOfUser(trx, user.id);
        await deleteSessionsOfUser(trx, user.id);
        await audit(undefined, "reset two-factor", user.id, at, trx);
      });
    },

    upsertUser,

    async resetPassword(username: string, password: string): Promise<void> {
      await upsertUser(username, password, (await accountNamed(username)).role);
    },

    async listUsers(): Promise<StaffAccount[]> {
      return (await listUsers(db)).map((u) => ({
        id: u.id,
        username: u.username,
        role: u.role,
        email: u.email,
        displayName: u.display_name,
        credential: u.credential,
        deactivated: Boolean(u.deactivated_at),
      }));
    },

    /**
     * Sets how an article names the account when it reviewed it and its
     * clinical credential ("M.Phil Clinical Psychology, RCI A12345"); a
     * field left undefined stays, null or "" clears it.
     */
    async setProfile(
      username: string,
      profile: { displayName?: string | null; credential?: string | null },
      by?: { id: string; username: string },
    ): Promise<void> {
      const parsed = staffProfileSchema.safeParse(profile);
      if (!parsed.success)
        throw new InvalidInputError(parsed.error.issues[0]?.message ?? "Check the profile.");
      const existing = await accountNamed(username);
      const changes: { display_name?: string | null; credential?: string | null } = {};
      if (parsed.data.displayName !== undefined) changes.display_name = parsed.data.displayName;
      if (parsed.data.credential !== undefined) changes.credential = parsed.data.credential;
      const at = now();
      await db.transaction().execute(async (trx) => {
        await updateUser(trx, existing.id, { ...changes, updated_at: at });
        // Who changed whose credential, never the words (the CLI is the operator's own hand).
        await audit(by, "update profile", existing.id, at, trx);
      });
    },

    /**
     * Sets where mail for the account goes (a lead assigned to it), or
     * clears it with null; throws NotFoundError for an unknown account and
     * InvalidInputError for something that is not an address.
     */
    async setEmail(username: string, email: string | null): Promise<void> {
      const address = email?.trim() ?? null;
      if (address !== null && !staffEmail.safeParse(address).success) {
        throw new InvalidInputError(`${address} is not an email address.`);
      }
      const existing = await accountNamed(username);
      await updateUser(db, existing.id, { email: address, updated_at: now() });
    },

    /** The users CLI's `remove`: the operator's own hand, which may remove any account (with none left, the next start makes a first admin). */
    async removeUser(username: string): Promise<boolean> {
      return (await deleteUser(db, username)) > 0;
    },

    countUsers: () => countUsers(db),
  };
}

export type StaffAccountService = ReturnType<typeof createStaffAccount>;
