import type { Insertable, Kysely } from "kysely";
import { leadOwnerRoles, type StaffRole } from "#common/constants.ts";
import type { Database, UserRow, UsersTable } from "../schema.ts";

export async function findUserByUsername(
  db: Kysely<Database>,
  username: string,
): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("username", "=", username).executeTakeFirst();
}

export async function insertUser(db: Kysely<Database>, user: Insertable<UsersTable>): Promise<void> {
  await db.insertInto("users").values(user).execute();
}

export async function updateUser(
  db: Kysely<Database>,
  id: string,
  changes: Partial<Pick<UsersTable, "password_hash" | "role" | "email" | "updated_at">>,
): Promise<void> {
  await db.updateTable("users").set(changes).where("id", "=", id).execute();
}

export async function listUsers(db: Kysely<Database>): Promise<UserRow[]> {
  return db.selectFrom("users").selectAll().orderBy("username").execute();
}

export async function deleteUser(db: Kysely<Database>, username: string): Promise<number> {
  const result = await db.deleteFrom("users").where("username", "=", username).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function countUsers(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** A staff account by id, or undefined. */
export async function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The accounts that may own a lead (leads and admin roles), by name. */
export async function listLeadOwners(db: Kysely<Database>): Promise<Pick<UserRow, "id" | "username">[]> {
  return db
    .selectFrom("users")
    .select(["id", "username"])
    .where("role", "in", leadOwnerRoles)
    .orderBy("username")
    .execute();
}

/**
 * Staff accounts by name, for the staff list: whether each has a second
 * factor (an authenticator app or a passkey, as sign-in asks of it) and
 * when its newest session kept in the store began. Sessions are deleted
 * when they end (sign-out, a new password or role, expiry), so that time is
 * null once none is left: no table keeps every sign-in. `roles`: only these.
 */
export async function listStaffDirectory(db: Kysely<Database>, roles?: readonly StaffRole[]) {
  let query = db
    .selectFrom("users")
    .select([
      "users.id",
      "users.username",
      "users.display_name",
      "users.role",
      "users.credential",
      (eb) =>
        eb
          .or([
            eb("users.totp_secret", "is not", null),
            eb.exists(
              eb
                .selectFrom("user_passkeys")
                .select("user_passkeys.id")
                .whereRef("user_passkeys.user_id", "=", "users.id"),
            ),
          ])
          .as("has_factor"),
      (eb) =>
        eb
          .selectFrom("sessions")
          .select((inner) => inner.fn.max("sessions.created_at").as("at"))
          .whereRef("sessions.user_id", "=", "users.id")
          .as("last_sign_in_at"),
    ])
    .orderBy("users.username");
  if (roles) query = query.where("users.role", "in", roles);
  return query.execute();
}
