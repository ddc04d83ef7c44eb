import type { Insertable, Kysely } from "kysely";
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
    .where("role", "in", ["leads", "admin"])
    .orderBy("username")
    .execute();
}
