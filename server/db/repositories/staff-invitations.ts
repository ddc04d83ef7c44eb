import type { Insertable, Kysely } from "kysely";
import type { Database, PasswordResetsTable, StaffInvitationsTable } from "../schema.ts";

/*
 * Invitations to join the staff and one-time password links (issue 48).
 * Each link's token is kept only as its SHA-256; taking one is a single
 * conditional update, so two requests with one link cannot both use it.
 */

export async function insertInvitation(
  db: Kysely<Database>,
  row: Insertable<StaffInvitationsTable>,
): Promise<void> {
  await db.insertInto("staff_invitations").values(row).execute();
}

export async function findInvitationById(db: Kysely<Database>, id: string) {
  return db.selectFrom("staff_invitations").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findInvitationByToken(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom("staff_invitations")
    .selectAll()
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
}

/** Invitations neither accepted nor withdrawn, newest first: pending ones and those that lapsed. */
export async function listOpenInvitations(db: Kysely<Database>) {
  return db
    .selectFrom("staff_invitations")
    .selectAll()
    .where("accepted_at", "is", null)
    .where("withdrawn_at", "is", null)
    .orderBy("created_at", "desc")
    .limit(200)
    .execute();
}

/** A pending invitation to `email` (neither accepted, withdrawn nor lapsed at `now`). */
export async function findPendingInvitationTo(db: Kysely<Database>, email: string, now: string) {
  return db
    .selectFrom("staff_invitations")
    .select("id")
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
    .where("accepted_at", "is", null)
    .where("withdrawn_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
}

/** Withdraws the open invitations to `email` whose links lapsed before `now` (a new invitation replaces them). */
export async function withdrawLapsedInvitationsTo(db: Kysely<Database>, email: string, now: string) {
  await db
    .updateTable("staff_invitations")
    .set({ withdrawn_at: now })
    .where("email", "=", email)
    .where("accepted_at", "is", null)
    .where("withdrawn_at", "is", null)
    .where("expires_at", "<=", now)
    .execute();
}

/** Withdraws an open invitation; false when it was accepted or withdrawn already (or is unknown). */
export async function withdrawInvitation(db: Kysely<Database>, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable("staff_invitations")
    .set({ withdrawn_at: at })
    .where("id", "=", id)
    .where("accepted_at", "is", null)
    .where("withdrawn_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A new link for an open invitation (the old one stops working); false when it is no longer open. */
export async function renewInvitation(
  db: Kysely<Database>,
  id: string,
  change: { token_hash: string; sent_at: string; expires_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable("staff_invitations")
    .set(change)
    .where("id", "=", id)
    .where("accepted_at", "is", null)
    .where("withdrawn_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Takes the invitation behind `tokenHash` for the account `userId`: one
 * update that only an open, unexpired invitation passes, so of two accepts
 * at once one takes it and the other finds it used. False: not taken.
 */
export async function takeInvitation(
  db: Kysely<Database>,
  tokenHash: string,
  userId: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable("staff_invitations")
    .set({ accepted_at: now, accepted_user_id: userId })
    .where("token_hash", "=", tokenHash)
    .where("accepted_at", "is", null)
    .where("withdrawn_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertPasswordReset(
  db: Kysely<Database>,
  row: Insertable<PasswordResetsTable>,
): Promise<void> {
  await db.insertInto("password_resets").values(row).execute();
}

/** The password link behind `tokenHash` with its account's name, or undefined. */
export async function findPasswordReset(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom("password_resets")
    .innerJoin("users", "users.id", "password_resets.user_id")
    .select([
      "password_resets.user_id",
      "password_resets.expires_at",
      "password_resets.used_at",
      "users.username",
      "users.role",
      "users.deactivated_at",
    ])
    .where("password_resets.token_hash", "=", tokenHash)
    .executeTakeFirst();
}

/** Uses a password link once, as `takeInvitation` takes an invitation; false: used, lapsed or unknown. */
export async function takePasswordReset(db: Kysely<Database>, tokenHash: string, now: string) {
  const result = await db
    .updateTable("password_resets")
    .set({ used_at: now })
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends an account's unused password links (a newer one replaces them, or the password changed). */
export async function endPasswordResetsOf(db: Kysely<Database>, userId: string, now: string) {
  await db
    .updateTable("password_resets")
    .set({ used_at: now })
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .execute();
}
