import type { Insertable, Kysely } from "kysely";
import { leadOwnerRoles, type StaffRole } from "#common/constants.ts";
import type { Database, UserRow, UsersTable } from "../schema.ts";
import { hasSecondFactor } from "./second-factor.ts";

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
  changes: Partial<
    Pick<
      UsersTable,
      | "password_hash"
      | "role"
      | "email"
      | "display_name"
      | "credential"
      | "deactivated_at"
      | "last_sign_in_at"
      | "updated_at"
    >
  >,
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

/** An account whose address is `email` (any case), or undefined. */
export async function findUserByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom("users")
    .select(["id", "username"])
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
    .executeTakeFirst();
}

/**
 * Holds every administrator's row until the transaction ends, so that
 * changes that could leave no active administrator (a demotion, a
 * deactivation, a removal) run one after another: on PostgreSQL the rows
 * are locked by this update; SQLite runs one writing transaction at a time.
 */
export async function holdAdministrators(trx: Kysely<Database>): Promise<void> {
  await trx
    .updateTable("users")
    .set((eb) => ({ updated_at: eb.ref("updated_at") }))
    .where("role", "=", "admin")
    .execute();
}

/** Active administrators other than `exceptId`. */
export async function countOtherActiveAdmins(trx: Kysely<Database>, exceptId: string): Promise<number> {
  const { count } = await trx
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("role", "=", "admin")
    .where("deactivated_at", "is", null)
    .where("id", "<>", exceptId)
    .executeTakeFirstOrThrow();
  return Number(count);
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
 * Staff accounts by name, for the staff list: whether each is active,
 * whether it has a second factor (an authenticator app or a passkey, as
 * sign-in asks of it) and when it last signed in. `roles`: only these.
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
      "users.deactivated_at",
      "users.last_sign_in_at",
      (eb) => hasSecondFactor(eb).as("has_factor"),
    ])
    .orderBy("users.username");
  if (roles) query = query.where("users.role", "in", roles);
  return query.execute();
}
