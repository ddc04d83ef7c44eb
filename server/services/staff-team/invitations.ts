/**
 * Invitations to the staff (issue 48): an administrator invites a person
 * by email with a role; the mail carries a one-time link (kept as its
 * hash, valid 72 hours, withdrawable, re-sendable) to the page where the
 * person chooses a username and a password, and so makes their account.
 */
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { StaffRole } from "#common/constants.ts";
import {
  acceptInvitationSchema,
  invitationLifetimeHours,
  invitationSchema,
} from "#common/schemas/staff-team.ts";
import { invitationPath } from "#common/staff-paths.ts";
import { recordAudit } from "#server/db/repositories/audit-log.ts";
import {
  findInvitationById,
  findInvitationByToken,
  insertInvitation,
  listOpenInvitations,
  renewInvitation,
  takeInvitation,
  withdrawInvitation,
  withdrawLapsedInvitationsTo,
} from "#server/db/repositories/staff-invitations.ts";
import { findUserByEmail, findUserByUsername, insertUser } from "#server/db/repositories/users.ts";
import type { Database } from "#server/db/schema.ts";
import { isUniqueViolation } from "#server/db/unique-violation.ts";
import { hashToken } from "../auth/sessions.ts";
import type { Clock } from "../clock.ts";
import { ConflictError, InvalidInputError, NotFoundError } from "../errors.ts";
import { isUuid, orderedUuid } from "../ids.ts";
import { companyOf, type MailSettings } from "../mail/compose.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { invitationMail } from "../mail/staff-team.ts";
import { hashPassword } from "../passwords.ts";
import type { TeamActor, TeamGuard } from "./guard.ts";
import { parseOrRefuse } from "./parse.ts";

/** A pending (or lapsed) invitation, as the Staff screen and the API list it. */
export type InvitationView = {
  id: string;
  email: string;
  role: StaffRole;
  name: string | null;
  credential: string | null;
  invitedBy: string;
  sentAt: string;
  expiresAt: string;
  /** The link has lapsed: re-send it or withdraw it. */
  expired: boolean;
};

/** What the invitation page shows before the person accepts. */
export type InvitationOffer = { email: string; role: StaffRole; invitedBy: string; expiresAt: string };

export const invitationWords = {
  unknown: "This invitation link is not valid. Ask the administrator who invited you for a new one.",
  withdrawn: "This invitation was withdrawn. Ask an administrator if you still need an account.",
  used: "This invitation has been used already. Sign in with the username and password chosen then.",
  expired: "This invitation has expired. Ask the administrator who invited you to send it again.",
  missing: "No invitation has that id: it may have been withdrawn or accepted.",
  notOpen: "That invitation was accepted or withdrawn already.",
  pendingTo: "An invitation to that address is pending: send it again or withdraw it.",
  usernameTaken: "That username is taken. Choose another.",
} as const;

const lifetimeMs = invitationLifetimeHours * 60 * 60_000;
const newToken = () => randomBytes(32).toString("base64url");

export function createInvitations(
  db: Kysely<Database>,
  clock: Clock,
  guard: TeamGuard,
  mailSettings: () => MailSettings,
) {
  const audit = (
    trx: Kysely<Database>,
    actor: { id: string; username: string },
    action: string,
    id: string,
  ) =>
    recordAudit(trx, {
      actorId: actor.id,
      actorUsername: actor.username,
      action,
      entityType: "staff_invitation",
      entityId: id,
      at: clock().toISOString(),
    });

  /** The mail carrying `token`'s link, from `actor`. */
  function mailFor(row: { email: string; role: string }, actor: TeamActor, token: string, expiresAt: string) {
    const settings = mailSettings();
    return invitationMail({
      to: row.email,
      company: companyOf(settings),
      invitedBy: actor.username,
      role: row.role,
      url: `${settings.siteUrl}${invitationPath}?token=${token}`,
      expiresAt,
    });
  }

  /** The open invitation behind a link's token, or the refusal that says why it cannot be used. */
  async function openInvitation(token: string, trx: Kysely<Database> = db) {
    if (token.length === 0 || token.length > 100) throw new NotFoundError(invitationWords.unknown);
    const row = await findInvitationByToken(trx, hashToken(token));
    if (!row) throw new NotFoundError(invitationWords.unknown);
    if (row.withdrawn_at) throw new ConflictError(invitationWords.withdrawn);
    if (row.accepted_at) throw new ConflictError(invitationWords.used);
    if (row.expires_at <= clock().toISOString()) throw new ConflictError(invitationWords.expired);
    return row;
  }

  return {
    /** Invitations neither accepted nor withdrawn, newest first (administrators only). */
    async list(actor: TeamActor): Promise<InvitationView[]> {
      guard.admin(actor);
      const now = clock().toISOString();
      return (await listOpenInvitations(db)).map((row) => ({
        id: row.id,
        email: row.email,
        role: row.role,
        name: row.display_name,
        credential: row.credential,
        invitedBy: row.invited_by_username,
        sentAt: row.sent_at,
        expiresAt: row.expires_at,
        expired: row.expires_at <= now,
      }));
    },

    /**
     * Invites a person (sudo): refused when an account already has the
     * address, or an invitation to it is pending (one at a time, held by a
     * unique index, so two invitations at once make one). A lapsed
     * invitation to the address is withdrawn by the new one.
     */
    async invite(actor: TeamActor, input: unknown): Promise<InvitationView> {
      guard.confirmedAdmin(actor);
      const parsed = parseOrRefuse(invitationSchema, input, "Check the invitation.");
      const email = parsed.email.toLowerCase();
      const existing = await findUserByEmail(db, email);
      if (existing) {
        throw new ConflictError(`The account ${existing.username} already uses that address.`);
      }
      const now = clock();
      const at = now.toISOString();
      const expiresAt = new Date(now.getTime() + lifetimeMs).toISOString();
      const token = newToken();
      const id = orderedUuid();
      const row = {
        id,
        token_hash: hashToken(token),
        email,
        role: parsed.role,
        display_name: parsed.displayName || null,
        credential: parsed.credential || null,
        invited_by_id: actor.id,
        invited_by_username: actor.username,
        created_at: at,
        sent_at: at,
        expires_at: expiresAt,
      };
      try {
        await db.transaction().execute(async (trx) => {
          await withdrawLapsedInvitationsTo(trx, email, at);
          await insertInvitation(trx, row);
          await enqueueMail(trx, [mailFor(row, actor, token, expiresAt)], now);
          await audit(trx, actor, `invite as ${parsed.role}`, id);
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new ConflictError(invitationWords.pendingTo);
        }
        throw error;
      }
      return {
        id,
        email,
        role: parsed.role,
        name: row.display_name,
        credential: row.credential,
        invitedBy: actor.username,
        sentAt: at,
        expiresAt,
        expired: false,
      };
    },

    /** Sends an open invitation again with a new link, valid 72 hours from now; the old link stops working (sudo). */
    async resend(actor: TeamActor, id: string): Promise<{ expiresAt: string }> {
      guard.confirmedAdmin(actor);
      const row = isUuid(id) ? await findInvitationById(db, id) : undefined;
      if (!row) throw new NotFoundError(invitationWords.missing);
      const now = clock();
      const expiresAt = new Date(now.getTime() + lifetimeMs).toISOString();
      const token = newToken();
      await db.transaction().execute(async (trx) => {
        const renewed = await renewInvitation(trx, id, {
          token_hash: hashToken(token),
          sent_at: now.toISOString(),
          expires_at: expiresAt,
        });
        if (!renewed) throw new ConflictError(invitationWords.notOpen);
        await enqueueMail(trx, [mailFor(row, actor, token, expiresAt)], now);
        await audit(trx, actor, "send invitation again", id);
      });
      return { expiresAt };
    },

    /** Withdraws an open invitation: its link stops working at once. */
    async withdraw(actor: TeamActor, id: string): Promise<void> {
      guard.admin(actor);
      if (!isUuid(id) || !(await findInvitationById(db, id)))
        throw new NotFoundError(invitationWords.missing);
      await db.transaction().execute(async (trx) => {
        if (!(await withdrawInvitation(trx, id, clock().toISOString()))) {
          throw new ConflictError(invitationWords.notOpen);
        }
        await audit(trx, actor, "withdraw invitation", id);
      });
    },

    /** What the invitation page shows, or the refusal that says why the link cannot be used. */
    async offer(token: string): Promise<InvitationOffer> {
      const row = await openInvitation(token);
      return {
        email: row.email,
        role: row.role,
        invitedBy: row.invited_by_username,
        expiresAt: row.expires_at,
      };
    },

    /**
     * Accepts an invitation: the account is made with the invitation's
     * role, address, name and credential, and the link is used, in one
     * transaction; of two accepts at once, one makes the account and the
     * other finds the invitation used. Under a two-step policy that covers
     * the role, the first sign-in sets up the second factor before any
     * session (the staff gate's enrolment).
     */
    async accept(input: unknown): Promise<{ username: string; role: StaffRole }> {
      const parsed = parseOrRefuse(acceptInvitationSchema, input, "Check the form.");
      const invitation = await openInvitation(parsed.token);
      if (await findUserByUsername(db, parsed.username)) {
        throw new InvalidInputError(invitationWords.usernameTaken, {
          fieldErrors: { username: invitationWords.usernameTaken },
        });
      }
      const passwordHash = await hashPassword(parsed.password);
      const userId = orderedUuid();
      const at = clock().toISOString();
      try {
        await db.transaction().execute(async (trx) => {
          await insertUser(trx, {
            id: userId,
            username: parsed.username,
            password_hash: passwordHash,
            role: invitation.role,
            email: invitation.email,
            display_name: invitation.display_name,
            credential: invitation.credential,
            created_at: at,
            updated_at: at,
          });
          if (!(await takeInvitation(trx, hashToken(parsed.token), userId, at))) {
            // Taken, withdrawn or lapsed while the password was hashed: say which.
            await openInvitation(parsed.token, trx);
            throw new ConflictError(invitationWords.used);
          }
          await recordAudit(trx, {
            actorId: userId,
            actorUsername: parsed.username,
            action: "accept invitation",
            entityType: "user",
            entityId: userId,
            at,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error, "username")) {
          throw new InvalidInputError(invitationWords.usernameTaken, {
            fieldErrors: { username: invitationWords.usernameTaken },
          });
        }
        throw error;
      }
      return { username: parsed.username, role: invitation.role };
    },
  };
}
