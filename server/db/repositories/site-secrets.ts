import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

/**
 * The secret stored under `name`, made from `fresh` if no process has stored
 * one yet. Two processes asking at once both insert; the loser's insert does
 * nothing, and both read the winner's.
 */
export async function secretNamed(
  db: Kysely<Database>,
  secret: { name: string; fresh: string; at: string },
): Promise<string> {
  await db
    .insertInto("site_secrets")
    .values({ name: secret.name, value: secret.fresh, created_at: secret.at })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db
    .selectFrom("site_secrets")
    .select("value")
    .where("name", "=", secret.name)
    .executeTakeFirstOrThrow();
  return row.value;
}
