import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

export async function findLoginAttempts(db: Kysely<Database>, username: string, area: string) {
  return db
    .selectFrom("login_attempts")
    .selectAll()
    .where("username", "=", username)
    .where("area", "=", area)
    .executeTakeFirst();
}

/** Counts one failure (one statement, safe across processes) and returns the new total. */
export async function recordLoginFailure(
  db: Kysely<Database>,
  username: string,
  area: string,
  now: string,
): Promise<number> {
  const row = await db
    .insertInto("login_attempts")
    .values({ username, area, failures: 1, locked_until: null, updated_at: now })
    .onConflict((oc) =>
      oc.columns(["username", "area"]).doUpdateSet((eb) => ({
        failures: eb("login_attempts.failures", "+", 1),
        updated_at: now,
      })),
    )
    .returning("failures")
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

export async function lockLogin(
  db: Kysely<Database>,
  username: string,
  area: string,
  until: string,
): Promise<void> {
  await db
    .updateTable("login_attempts")
    .set({ locked_until: until })
    .where("username", "=", username)
    .where("area", "=", area)
    .execute();
}

export async function clearLoginAttempts(
  db: Kysely<Database>,
  username: string,
  area: string,
): Promise<void> {
  await db.deleteFrom("login_attempts").where("username", "=", username).where("area", "=", area).execute();
}
