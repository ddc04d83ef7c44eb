/**
 * The page a password link leads to (issue 48): which account it is for,
 * and setting the new password once. Using the link ends every session
 * of the account and every other link it had.
 */
import type { Kysely } from "kysely";
import { newPasswordSchema } from "#common/schemas/staff-team.ts";
import { recordAudit } from "#server/db/repositories/audit-log.ts";
import { deleteSessionsOfUser } from "#server/db/repositories/sessions.ts";
import {
  endPasswordResetsOf,
  findPasswordReset,
  takePasswordReset,
} from "#server/db/repositories/staff-invitations.ts";
import { updateUser } from "#server/db/repositories/users.ts";
import type { Database } from "#server/db/schema.ts";
import { hashToken } from "../auth/sessions.ts";
import type { Clock } from "../clock.ts";
import { ConflictError, NotFoundError } from "../errors.ts";
import { hashPassword } from "../passwords.ts";
import { parseOrRefuse } from "./parse.ts";

export const passwordLinkWords = {
  unknown: "This link is not valid. Ask an administrator to send a new one.",
  used: "This link has been used already. Sign in with your new password, or ask an administrator for a new link.",
  expired: "This link has expired. Ask an administrator to send a new one.",
  inactive: "This account is deactivated. Ask an administrator.",
} as const;

export function createPasswordLinks(db: Kysely<Database>, clock: Clock) {
  async function liveLink(token: string) {
    if (token.length === 0 || token.length > 100) throw new NotFoundError(passwordLinkWords.unknown);
    const row = await findPasswordReset(db, hashToken(token));
    if (!row) throw new NotFoundError(passwordLinkWords.unknown);
    if (row.used_at) throw new ConflictError(passwordLinkWords.used);
    if (row.expires_at <= clock().toISOString()) throw new ConflictError(passwordLinkWords.expired);
    if (row.deactivated_at) throw new ConflictError(passwordLinkWords.inactive);
    return row;
  }

  return {
    /** The account a link sets the password of, or the refusal that says why it cannot be used. */
    async offer(token: string): Promise<{ username: string }> {
      return { username: (await liveLink(token)).username };
    },

    /** Sets the new password once: of two uses at once, one sets it and the other finds the link used. */
    async use(input: unknown): Promise<{ username: string; role: string }> {
      const parsed = parseOrRefuse(newPasswordSchema, input, "Check the form.");
      const link = await liveLink(parsed.token);
      const passwordHash = await hashPassword(parsed.password);
      const at = clock().toISOString();
      await db.transaction().execute(async (trx) => {
        if (!(await takePasswordReset(trx, hashToken(parsed.token), at))) {
          throw new ConflictError(passwordLinkWords.used);
        }
        await updateUser(trx, link.user_id, { password_hash: passwordHash, updated_at: at });
        await deleteSessionsOfUser(trx, link.user_id);
        await endPasswordResetsOf(trx, link.user_id, at);
        await recordAudit(trx, {
          actorId: link.user_id,
          actorUsername: link.username,
          action: "set password from link",
          entityType: "user",
          entityId: link.user_id,
          at,
        });
      });
      return { username: link.username, role: link.role };
    },
  };
}
