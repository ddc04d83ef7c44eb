import { type Kysely, sql } from "kysely";

// Frozen: the team in the back office (issue 48). Accounts gain when they
// were deactivated (null: active) and when they last signed in; sessions
// gain when their holder last confirmed it was them (sudo mode). New
// tables: invitations, each a one-time link kept as its hash, and one-time
// links that set a new password.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely (Kysely's guidance)
export async function up(db: Kysely<any>): Promise<void> {
  const tables = await db.introspection.getTables();
  const columnsOf = (table: string) =>
    (tables.find((t) => t.name === table)?.columns ?? []).map((c) => c.name);
  const users = columnsOf("users");
  for (const column of ["deactivated_at", "last_sign_in_at"]) {
    if (!users.includes(column)) await db.schema.alterTable("users").addColumn(column, "text").execute();
  }
  if (!columnsOf("sessions").includes("confirmed_at")) {
    await db.schema.alterTable("sessions").addColumn("confirmed_at", "text").execute();
  }

  await db.schema
    .createTable("staff_invitations")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    // SHA-256 of the link's token: a leaked table opens no invitation.
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("display_name", "text")
    .addColumn("credential", "text")
    // Who invited, as they were (the account may be removed later).
    .addColumn("invited_by_id", "text")
    .addColumn("invited_by_username", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("accepted_at", "text")
    .addColumn("accepted_user_id", "text")
    .addColumn("withdrawn_at", "text")
    .execute();
  // One open invitation per address (kept lower-case): of two invitations
  // to one person at once, the second is refused by this index.
  await db.schema
    .createIndex("staff_invitations_open_email")
    .ifNotExists()
    .unique()
    .on("staff_invitations")
    .column("email")
    .where(sql<boolean>`accepted_at is null and withdrawn_at is null`)
    .execute();

  await db.schema
    .createTable("password_resets")
    .ifNotExists()
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("requested_by_username", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema
    .createIndex("password_resets_user")
    .ifNotExists()
    .on("password_resets")
    .column("user_id")
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("password_resets").ifExists().execute();
  await db.schema.dropTable("staff_invitations").ifExists().execute();
  await db.schema.alterTable("sessions").dropColumn("confirmed_at").execute();
  await db.schema.alterTable("users").dropColumn("last_sign_in_at").execute();
  await db.schema.alterTable("users").dropColumn("deactivated_at").execute();
}
