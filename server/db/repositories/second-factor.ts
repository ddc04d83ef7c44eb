import type { ExpressionBuilder, Insertable, Kysely } from "kysely";
import type {
  Database,
  LoginChallengesTable,
  UserPasskeysTable,
  WebauthnChallengesTable,
} from "../schema.ts";

/**
 * Whether the account of the `users` row in the query has a second factor of
 * any kind (an authenticator app or a passkey): what sign-in and Settings'
 * two-step policy ask of it.
 */
export function hasSecondFactor<TB extends keyof Database>(eb: ExpressionBuilder<Database, TB>) {
  const users = eb as unknown as ExpressionBuilder<Database, "users">;
  return users.or([
    users("users.totp_secret", "is not", null),
    users.exists(
      users
        .selectFrom("user_passkeys")
        .select("user_passkeys.id")
        .whereRef("user_passkeys.user_id", "=", "users.id"),
    ),
  ]);
}

/** A second factor offered at a step: a code of the app's (its 30-second step) or a recovery code (its hash). */
export type OfferedFactor = { kind: "totp"; step: number } | { kind: "recovery"; hash: string };

/** Keeps `secret` as the one being enrolled (replacing any earlier one not confirmed). */
export async function setPendingTotp(db: Kysely<Database>, userId: string, secret: string, at: string) {
  await db
    .updateTable("users")
    .set({ totp_pending_secret: secret, updated_at: at })
    .where("id", "=", userId)
    .execute();
}

/**
 * Makes the pending secret the account's, with `step` as its last used
 * step, if it is still `secret` (two confirmations at once: one wins).
 */
export async function confirmTotp(
  db: Kysely<Database>,
  userId: string,
  secret: string,
  step: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set({
      totp_secret: secret,
      totp_pending_secret: null,
      totp_last_step: step,
      totp_enabled_at: at,
      updated_at: at,
    })
    .where("id", "=", userId)
    .where("totp_pending_secret", "=", secret)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function clearTotp(db: Kysely<Database>, userId: string, at: string) {
  await db
    .updateTable("users")
    .set({
      totp_secret: null,
      totp_pending_secret: null,
      totp_last_step: null,
      totp_enabled_at: null,
      updated_at: at,
    })
    .where("id", "=", userId)
    .execute();
}

/**
 * Takes `step` as used for the account's secret: one conditional update, so
 * of any number of uses of one code (here or in another process) exactly
 * one is accepted, and no code of an earlier step is accepted after it.
 */
export async function takeTotpStep(db: Kysely<Database>, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set({ totp_last_step: step })
    .where("id", "=", userId)
    .where("totp_secret", "is not", null)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The account's recovery codes become `hashes` (every earlier one stops working). */
export async function replaceRecoveryCodes(
  db: Kysely<Database>,
  userId: string,
  hashes: readonly string[],
  at: string,
) {
  await db.deleteFrom("user_recovery_codes").where("user_id", "=", userId).execute();
  if (hashes.length === 0) return;
  await db
    .insertInto("user_recovery_codes")
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: at, used_at: null })))
    .execute();
}

/** Spends an offered factor (its step taken, or its recovery code used): true for exactly one of any number of tries. */
export function spendFactor(db: Kysely<Database>, userId: string, offered: OfferedFactor, at: string) {
  return offered.kind === "totp"
    ? takeTotpStep(db, userId, offered.step)
    : spendRecoveryCode(db, userId, offered.hash, at);
}

/** Whether the account has at least one passkey. */
export async function hasPasskey(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("user_passkeys")
    .select("id")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks a recovery code used if it is the account's and unused: true for exactly one of any number of tries. */
export async function spendRecoveryCode(
  db: Kysely<Database>,
  userId: string,
  hash: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable("user_recovery_codes")
    .set({ used_at: at })
    .where("user_id", "=", userId)
    .where("code_hash", "=", hash)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countUnusedRecoveryCodes(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom("user_recovery_codes")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertChallenge(db: Kysely<Database>, challenge: LoginChallengesTable) {
  await db.deleteFrom("login_challenges").where("expires_at", "<=", challenge.created_at).execute();
  await db.insertInto("login_challenges").values(challenge).execute();
}

/** A live challenge with its account, or undefined. */
export async function findChallenge(db: Kysely<Database>, id: string, now: string) {
  return db
    .selectFrom("login_challenges")
    .innerJoin("users", "users.id", "login_challenges.user_id")
    .select([
      "login_challenges.id as id",
      "login_challenges.area as area",
      "login_challenges.purpose as purpose",
      "login_challenges.user_agent as user_agent",
      "login_challenges.address as address",
      "login_challenges.payload as payload",
      "login_challenges.expires_at as expires_at",
      "users.totp_pending_secret as totp_pending_secret",
      "users.totp_secret as totp_secret",
      "users.id as user_id",
      "users.username as username",
      "users.role as role",
    ])
    .where("login_challenges.id", "=", id)
    .where("login_challenges.expires_at", ">", now)
    .executeTakeFirst();
}

/** Ends a challenge; true for the one caller that ended it (a challenge opens one session at most). */
export async function deleteChallenge(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom("login_challenges").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The account's live sessions, the latest used first. */
export async function listSessionsOfUser(db: Kysely<Database>, userId: string, now: string) {
  return db
    .selectFrom("sessions")
    .select(["id", "area", "created_at", "expires_at", "user_agent", "address", "last_seen_at", "factor"])
    .where("user_id", "=", userId)
    .where("expires_at", ">", now)
    .orderBy("last_seen_at", "desc")
    .orderBy("created_at", "desc")
    .limit(100)
    .execute();
}

/** Ends one of the account's sessions; false when it has none by that id. */
export async function deleteSessionOfUser(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom("sessions")
    .where("user_id", "=", userId)
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Notes that a session was used, at most once a minute (`before`: the last note older than this). */
export async function touchSession(db: Kysely<Database>, id: string, now: string, before: string) {
  await db
    .updateTable("sessions")
    .set({ last_seen_at: now })
    .where("id", "=", id)
    .where((eb) => eb.or([eb("last_seen_at", "is", null), eb("last_seen_at", "<", before)]))
    .execute();
}

/**
 * Notes that the account signed in from `device`: "new" the first time
 * from it, "first" when the account had no device noted at all (its first
 * sign-in, or its first since devices were noted), "known" otherwise.
 */
export async function noteDevice(
  db: Kysely<Database>,
  userId: string,
  device: string,
  at: string,
): Promise<"new" | "first" | "known"> {
  const inserted = await db
    .insertInto("user_devices")
    .values({ user_id: userId, device, first_seen_at: at })
    .onConflict((oc) => oc.columns(["user_id", "device"]).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return "known";
  const others = await db
    .selectFrom("user_devices")
    .select("device")
    .where("user_id", "=", userId)
    .where("device", "!=", device)
    .limit(1)
    .executeTakeFirst();
  return others ? "new" : "first";
}

/** Enrolment confirmed: the challenge now holds the sealed recovery codes until they are shown. */
export async function markEnrolled(db: Kysely<Database>, id: string, payload: string) {
  await db
    .updateTable("login_challenges")
    .set({ purpose: "enrolled", payload })
    .where("id", "=", id)
    .where("purpose", "=", "enrol")
    .execute();
}

/** A passkey ceremony's challenge, kept until its answer comes. */
export async function insertWebauthnChallenge(
  db: Kysely<Database>,
  row: Insertable<WebauthnChallengesTable>,
): Promise<void> {
  await db.deleteFrom("webauthn_challenges").where("expires_at", "<=", row.created_at).execute();
  await db.insertInto("webauthn_challenges").values(row).execute();
}

/** Takes a live ceremony's challenge, once: a second answer to the same challenge finds nothing. */
export async function takeWebauthnChallenge(db: Kysely<Database>, id: string, now: string) {
  return db
    .deleteFrom("webauthn_challenges")
    .where("id", "=", id)
    .where("expires_at", ">", now)
    .returning(["challenge", "user_id", "purpose"])
    .executeTakeFirst();
}

export async function listPasskeys(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom("user_passkeys")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "asc")
    .limit(50)
    .execute();
}

export async function findPasskey(db: Kysely<Database>, id: string) {
  return db.selectFrom("user_passkeys").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertPasskey(db: Kysely<Database>, row: Insertable<UserPasskeysTable>): Promise<void> {
  await db.insertInto("user_passkeys").values(row).execute();
}

/**
 * Notes a use of a passkey with the signature counter its authenticator
 * reported: accepted only if the counter went up (or the authenticator keeps
 * none, 0 both times), so a cloned authenticator replaying an old count is refused.
 */
export async function notePasskeyUse(
  db: Kysely<Database>,
  id: string,
  counter: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable("user_passkeys")
    .set({ counter, last_used_at: at })
    .where("id", "=", id)
    // An authenticator that keeps no counter reports 0 every time.
    .where((eb) => (counter === 0 ? eb("counter", "=", 0) : eb("counter", "<", counter)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function renamePasskey(db: Kysely<Database>, userId: string, id: string, name: string) {
  const result = await db
    .updateTable("user_passkeys")
    .set({ name })
    .where("user_id", "=", userId)
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deletePasskey(db: Kysely<Database>, userId: string, id: string) {
  const result = await db
    .deleteFrom("user_passkeys")
    .where("user_id", "=", userId)
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Removes every passkey of the account (the users CLI's `reset-2fa`). */
export async function deletePasskeysOfUser(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom("user_passkeys").where("user_id", "=", userId).execute();
}
