import type { Insertable, Kysely } from "kysely";
import type { Database, SessionsTable } from "../schema.ts";
import { hasSecondFactor } from "./second-factor.ts";

export async function insertSession(db: Kysely<Database>, session: Insertable<SessionsTable>): Promise<void> {
  await db.insertInto("sessions").values(session).execute();
}

/** The session with its user, or undefined. */
export async function findSessionWithUser(db: Kysely<Database>, id: string) {
  return (
    db
      .selectFrom("sessions")
      .innerJoin("users", "users.id", "sessions.user_id")
      .select([
        "sessions.id as id",
        "sessions.area as area",
        "sessions.expires_at as expires_at",
        "sessions.last_seen_at as last_seen_at",
        "sessions.confirmed_at as confirmed_at",
        "sessions.created_at as created_at",
        "users.id as user_id",
        "users.username as username",
        "users.role as role",
        // A second factor of any kind: what Settings' two-step policy asks of the account.
        (eb) => hasSecondFactor(eb).as("has_factor"),
      ])
      .where("sessions.id", "=", id)
      // A deactivated account's sessions are ended with it; this keeps a late one shut too.
      .where("users.deactivated_at", "is", null)
      .executeTakeFirst()
  );
}

/** Marks the session as confirmed by its holder at `at` (sudo mode). */
export async function confirmSession(db: Kysely<Database>, id: string, at: string): Promise<void> {
  await db.updateTable("sessions").set({ confirmed_at: at }).where("id", "=", id).execute();
}

export async function deleteSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", id).execute();
}

export async function deleteExpiredSessions(db: Kysely<Database>, now: string): Promise<void> {
  await db.deleteFrom("sessions").where("expires_at", "<=", now).execute();
}

/** Ends every session of a user (a new password or role). */
export async function deleteSessionsOfUser(db: Kysely<Database>, userId: string): Promise<number> {
  const result = await db.deleteFrom("sessions").where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
