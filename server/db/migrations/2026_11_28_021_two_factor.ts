import type { Kysely } from "kysely";

// Frozen: a second factor for staff sign-in, and the sessions an account
// can see and end (issue 34).
// - `users.totp_secret`: the authenticator app's shared secret (base32, 160
//   bits) once enrolment is confirmed, null without one; `totp_pending_secret`:
//   the one shown during enrolment, until a code confirms it;
//   `totp_last_step`: the last 30-second step whose code was accepted, so a
//   code is never accepted twice; `totp_enabled_at`.
// - `user_recovery_codes`: ten one-time codes per account, SHA-256 only,
//   each marked when used.
// - `user_passkeys`: WebAuthn credentials (id, public key, signature
//   counter, transports) with the name the person gave each.
// - `login_challenges`: a sign-in past its password that still needs its
//   second factor (or, under the policy, enrolment of one): a token of its
//   own, never a session, so code that predates this release never takes it
//   for one. `payload`: the recovery codes made at enrolment, sealed with a
//   key only the challenge's token gives, until the person has seen them.
// - `webauthn_challenges`: the random challenge of a passkey ceremony
//   (registration or sign-in) until its answer comes, five minutes at most.
// - `sessions`: the device (user agent, cut short), the address, when it was
//   last used and which factor opened it, for the account's session list.
// - `user_devices`: the devices (as the session list names them, "Chrome on
//   Android") each account signed in from, so a sign-in from another one
//   can be told to the account's owner.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely (Kysely's guidance)
export async function up(db: Kysely<any>): Promise<void> {
  const tables = await db.introspection.getTables();
  const columnsOf = (table: string) =>
    (tables.find((t) => t.name === table)?.columns ?? []).map((c) => c.name);
  const has = (table: string) => tables.some((t) => t.name === table);

  const users = columnsOf("users");
  for (const column of ["totp_secret", "totp_pending_secret", "totp_enabled_at"]) {
    if (!users.includes(column)) await db.schema.alterTable("users").addColumn(column, "text").execute();
  }
  if (!users.includes("totp_last_step")) {
    await db.schema.alterTable("users").addColumn("totp_last_step", "bigint").execute();
  }

  const sessions = columnsOf("sessions");
  for (const column of ["user_agent", "address", "last_seen_at", "factor"]) {
    if (!sessions.includes(column))
      await db.schema.alterTable("sessions").addColumn(column, "text").execute();
  }

  if (!has("user_recovery_codes")) {
    await db.schema
      .createTable("user_recovery_codes")
      .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("code_hash", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("used_at", "text")
      .addPrimaryKeyConstraint("user_recovery_codes_pk", ["user_id", "code_hash"])
      .execute();
  }

  if (!has("user_passkeys")) {
    await db.schema
      .createTable("user_passkeys")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("public_key", "text", (c) => c.notNull())
      .addColumn("counter", "bigint", (c) => c.notNull().defaultTo(0))
      .addColumn("transports", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("last_used_at", "text")
      .execute();
    await db.schema.createIndex("user_passkeys_user").on("user_passkeys").column("user_id").execute();
  }

  if (!has("login_challenges")) {
    await db.schema
      .createTable("login_challenges")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("area", "text", (c) => c.notNull())
      .addColumn("purpose", "text", (c) => c.notNull())
      .addColumn("user_agent", "text")
      .addColumn("address", "text")
      .addColumn("payload", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .execute();
  }

  if (!has("user_devices")) {
    await db.schema
      .createTable("user_devices")
      .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("device", "text", (c) => c.notNull())
      .addColumn("first_seen_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("user_devices_pk", ["user_id", "device"])
      .execute();
  }

  if (!has("webauthn_challenges")) {
    await db.schema
      .createTable("webauthn_challenges")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.references("users.id").onDelete("cascade"))
      .addColumn("purpose", "text", (c) => c.notNull())
      .addColumn("challenge", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("webauthn_challenges").ifExists().execute();
  await db.schema.dropTable("user_devices").ifExists().execute();
  await db.schema.dropTable("login_challenges").ifExists().execute();
  await db.schema.dropTable("user_passkeys").ifExists().execute();
  await db.schema.dropTable("user_recovery_codes").ifExists().execute();
}
