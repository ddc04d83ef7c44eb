/**
 * Staff sessions: opening one once sign-in is proved (and telling the
 * account's owner of a device it never used), the live session behind a
 * cookie, and signing out.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import {
  type AdminArea,
  adminAreaWelcome,
  roleArea,
  type StaffRole,
  sessionLifetimeMs,
} from "#common/constants.ts";
import { staffPaths } from "#common/staff-paths.ts";
import { noteDevice, touchSession } from "#server/db/repositories/second-factor.ts";
import {
  deleteExpiredSessions,
  deleteSession,
  findSessionWithUser,
  insertSession,
} from "#server/db/repositories/sessions.ts";
import { updateUser } from "#server/db/repositories/users.ts";
import type { Database, UserRow } from "#server/db/schema.ts";
import type { Clock } from "../clock.ts";
import { deviceOf } from "../device.ts";
import { companyName, type MailSettings } from "../mail/compose.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { newSignInMail } from "../mail/sign-in.ts";
import { deactivatedRefusal } from "./refusals.ts";

export type Staff = { id: string; username: string; role: StaffRole };
export type StaffSession = Staff & {
  area: AdminArea;
  expiresAt: string;
  /** The session's own id (the SHA-256 of its token), as the session list names it. */
  sessionId: string;
  /** When its holder last proved it was them (the sign-in, or a confirmation): sudo mode. */
  confirmedAt: string | null;
};

/** Which areas a role may enter. */
export function roleAllows(role: StaffRole, area: AdminArea): boolean {
  return role === "admin" || roleArea[role] === area;
}

/** A token as the store keeps it: never the token itself, which only the cookie holds. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** What proved the second factor of a session. */
export type FactorUsed = "totp" | "recovery" | "passkey";

/** The browser a sign-in comes from, for the session list. */
export type SignInDevice = { userAgent?: string | null };
export const userAgentOf = (device: SignInDevice) => device.userAgent?.slice(0, 300) || null;

/** Sessions of staff accounts, each for one area. */
export function createSessions(
  db: Kysely<Database>,
  clock: Clock,
  options: {
    /** Whether Settings require a second factor of an account with this role. */
    factorRequired: (role: StaffRole) => boolean;
    /** Where mail goes out from: a sign-in from a new device is told to the account's address. */
    mail?: MailSettings;
  },
) {
  const { factorRequired, mail } = options;

  /** A new session for the account in the area: its token (the cookie's) and what the API answers. */
  async function openSession(
    user: Pick<UserRow, "id" | "username" | "role" | "email" | "deactivated_at">,
    area: AdminArea,
    client: string,
    device: SignInDevice,
    factor: FactorUsed | null,
  ) {
    // Every way in ends here: a deactivated account gets no session, whatever proved it.
    if (user.deactivated_at) throw deactivatedRefusal();
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
        // Signing in proves it is them: sudo mode for its first minutes.
        confirmed_at: now.toISOString(),
      });
      await updateUser(trx, user.id, { last_sign_in_at: now.toISOString() });
      // A device the account never signed in from: its owner hears of it (when it has an address).
      const label = deviceOf(userAgent);
      const seen = await noteDevice(trx, user.id, label, now.toISOString());
      if (seen === "new" && user.email && mail) {
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
        confirmedAt: now.toISOString(),
      } satisfies StaffSession,
      welcome: adminAreaWelcome[area],
    };
  }

  return {
    openSession,

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
        confirmedAt: row.confirmed_at,
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

export type Sessions = ReturnType<typeof createSessions>;
