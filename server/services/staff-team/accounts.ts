/**
 * Administrators change colleagues' accounts (issue 48): role, active or
 * not, address, and how articles name them; remove an account; send a
 * link to a new password; take every second factor off. Nobody changes
 * their own role or deactivates or removes themselves, and nothing leaves
 * the team without an active administrator: every change that could is
 * made while every administrator's row is held, so two at once cannot
 * each leave the other as the last.
 */
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { roleArea } from "#common/constants.ts";
import { accountChangeSchema, passwordLinkLifetimeHours } from "#common/schemas/staff-team.ts";
import { newPasswordPath, staffPaths } from "#common/staff-paths.ts";
import { recordAudit } from "#server/db/repositories/audit-log.ts";
import {
  clearTotp,
  deletePasskeysOfUser,
  replaceRecoveryCodes,
} from "#server/db/repositories/second-factor.ts";
import { deleteSessionsOfUser } from "#server/db/repositories/sessions.ts";
import { endPasswordResetsOf, insertPasswordReset } from "#server/db/repositories/staff-invitations.ts";
import {
  countOtherActiveAdmins,
  deleteUser,
  findUserById,
  holdAdministrators,
  updateUser,
} from "#server/db/repositories/users.ts";
import type { Database, UserRow } from "#server/db/schema.ts";
import { hashToken } from "../auth/sessions.ts";
import type { Clock } from "../clock.ts";
import { ConflictError, InvalidInputError, NotFoundError } from "../errors.ts";
import { isUuid } from "../ids.ts";
import { companyOf, type MailSettings } from "../mail/compose.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { passwordLinkMail, secondFactorsResetMail } from "../mail/staff-team.ts";
import type { TeamActor, TeamGuard } from "./guard.ts";
import { parseOrRefuse } from "./parse.ts";

export const accountWords = {
  missing: "No staff account has that id.",
  ownRole: "You cannot change your own role: ask another administrator.",
  ownActive: "You cannot deactivate your own account.",
  ownRemove: "You cannot remove your own account.",
  ownFactors: "Change your own two-step sign-in on My account.",
  lastAdmin: (username: string) =>
    `${username} is the last active administrator. Make another account an administrator first.`,
  noEmail: (username: string) =>
    `${username} has no email address for the link. Add one first (Email on the Staff screen).`,
  inactive: (username: string) => `${username} is deactivated. Reactivate the account first.`,
} as const;

const linkLifetimeMs = passwordLinkLifetimeHours * 60 * 60_000;

export function createTeamAccounts(
  db: Kysely<Database>,
  clock: Clock,
  guard: TeamGuard,
  mailSettings: () => MailSettings,
) {
  const audit = (trx: Kysely<Database>, actor: TeamActor, action: string, id: string, at: string) =>
    recordAudit(trx, {
      actorId: actor.id,
      actorUsername: actor.username,
      action,
      entityType: "user",
      entityId: id,
      at,
    });

  async function accountOf(id: string, trx: Kysely<Database> = db): Promise<UserRow> {
    const user = isUuid(id) ? await findUserById(trx, id) : undefined;
    if (!user) throw new NotFoundError(accountWords.missing);
    return user;
  }

  /** Throws unless another administrator stays active once `user` is no longer one; call with the rows held. */
  async function keepAnAdmin(trx: Kysely<Database>, user: UserRow) {
    if (user.role !== "admin" || user.deactivated_at) return;
    if ((await countOtherActiveAdmins(trx, user.id)) === 0) {
      throw new ConflictError(accountWords.lastAdmin(user.username));
    }
  }

  return {
    /**
     * Changes an account (`PATCH /api/staff/{id}`). A new role or a
     * deactivation asks for sudo mode and ends the account's sessions (its
     * holder signs in again, or cannot); name, credential and address do not.
     */
    async change(actor: TeamActor, id: string, input: unknown): Promise<void> {
      guard.admin(actor);
      const change = parseOrRefuse(accountChangeSchema, input, "Check the change.");
      const guarded = change.role !== undefined || change.active !== undefined;
      if (guarded) guard.confirmedAdmin(actor);
      const at = clock().toISOString();
      await db.transaction().execute(async (trx) => {
        if (guarded) await holdAdministrators(trx);
        const user = await accountOf(id, trx);
        const newRole = change.role !== undefined && change.role !== user.role ? change.role : undefined;
        const deactivate = change.active === false && !user.deactivated_at;
        const reactivate = change.active === true && Boolean(user.deactivated_at);
        // The last administrator first: the more useful words when it is your own account.
        if ((newRole && newRole !== "admin") || deactivate) await keepAnAdmin(trx, user);
        if (newRole && user.id === actor.id) throw new InvalidInputError(accountWords.ownRole);
        if (deactivate && user.id === actor.id) throw new InvalidInputError(accountWords.ownActive);
        await updateUser(trx, user.id, {
          ...(newRole ? { role: newRole } : {}),
          ...(deactivate ? { deactivated_at: at } : {}),
          ...(reactivate ? { deactivated_at: null } : {}),
          ...(change.email !== undefined ? { email: change.email?.toLowerCase() ?? null } : {}),
          ...(change.displayName !== undefined ? { display_name: change.displayName || null } : {}),
          ...(change.credential !== undefined ? { credential: change.credential || null } : {}),
          updated_at: at,
        });
        if (newRole || deactivate) await deleteSessionsOfUser(trx, user.id);
        if (deactivate) await endPasswordResetsOf(trx, user.id, at);
        if (newRole) await audit(trx, actor, `change role to ${newRole}`, user.id, at);
        if (deactivate) await audit(trx, actor, "deactivate account", user.id, at);
        if (reactivate) await audit(trx, actor, "reactivate account", user.id, at);
        if (change.email !== undefined) await audit(trx, actor, "change email", user.id, at);
        if (change.displayName !== undefined || change.credential !== undefined) {
          await audit(trx, actor, "update profile", user.id, at);
        }
      });
    },

    /**
     * Removes an account (sudo). What it wrote stays under its name: posts,
     * notes and replies keep their author as they were written; leads it
     * owned have no owner.
     */
    async remove(actor: TeamActor, id: string): Promise<{ username: string }> {
      guard.confirmedAdmin(actor);
      const at = clock().toISOString();
      return db.transaction().execute(async (trx) => {
        await holdAdministrators(trx);
        const user = await accountOf(id, trx);
        await keepAnAdmin(trx, user);
        if (user.id === actor.id) throw new InvalidInputError(accountWords.ownRemove);
        await deleteUser(trx, user.username);
        await recordAudit(trx, {
          actorId: actor.id,
          actorUsername: actor.username,
          action: "remove account",
          entityType: "user",
          entityId: user.id,
          detail: user.username,
          at,
        });
        return { username: user.username };
      });
    },

    /**
     * Mails the account a one-time link to choose a new password (sudo),
     * valid 24 hours; an earlier link stops working. The old password
     * works until the new one is set: nothing is shown on screen.
     */
    async sendPasswordLink(actor: TeamActor, id: string): Promise<{ to: string; expiresAt: string }> {
      guard.confirmedAdmin(actor);
      const user = await accountOf(id);
      if (user.deactivated_at) throw new ConflictError(accountWords.inactive(user.username));
      if (!user.email) throw new ConflictError(accountWords.noEmail(user.username));
      const now = clock();
      const at = now.toISOString();
      const expiresAt = new Date(now.getTime() + linkLifetimeMs).toISOString();
      const token = randomBytes(32).toString("base64url");
      const settings = mailSettings();
      await db.transaction().execute(async (trx) => {
        await endPasswordResetsOf(trx, user.id, at);
        await insertPasswordReset(trx, {
          token_hash: hashToken(token),
          user_id: user.id,
          requested_by_username: actor.username,
          created_at: at,
          expires_at: expiresAt,
        });
        await enqueueMail(
          trx,
          [
            passwordLinkMail({
              to: user.email as string,
              company: companyOf(settings),
              username: user.username,
              requestedBy: actor.username,
              url: `${settings.siteUrl}${newPasswordPath}?token=${token}`,
              expiresAt,
            }),
          ],
          now,
        );
        await audit(trx, actor, "send password link", user.id, at);
      });
      return { to: user.email, expiresAt };
    },

    /**
     * Takes the account's authenticator app, recovery codes and passkeys
     * off and ends its sessions (sudo): a colleague who lost their phone
     * signs in with their password and sets one up again. They are told by
     * mail when the account has an address.
     */
    async resetSecondFactors(actor: TeamActor, id: string): Promise<void> {
      guard.confirmedAdmin(actor);
      const user = await accountOf(id);
      if (user.id === actor.id) throw new InvalidInputError(accountWords.ownFactors);
      const now = clock();
      const at = now.toISOString();
      const settings = mailSettings();
      const area = user.role === "admin" ? "leads" : roleArea[user.role];
      await db.transaction().execute(async (trx) => {
        await clearTotp(trx, user.id, at);
        await replaceRecoveryCodes(trx, user.id, [], at);
        await deletePasskeysOfUser(trx, user.id);
        await deleteSessionsOfUser(trx, user.id);
        if (user.email) {
          await enqueueMail(
            trx,
            [
              secondFactorsResetMail({
                to: user.email,
                company: companyOf(settings),
                username: user.username,
                resetBy: actor.username,
                signInUrl: `${settings.siteUrl}${staffPaths[area]}`,
              }),
            ],
            now,
          );
        }
        await audit(trx, actor, "reset two-factor", user.id, at);
      });
    },
  };
}
