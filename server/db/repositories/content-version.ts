import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema.ts";

/**
 * Says, in the caller's transaction, that what readers see in the blog has
 * changed: every process renews the pages it keeps rendered when it next
 * reads the version (server/services/site-settings.ts `refresh`).
 */
export async function raiseContentVersion(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable("site_settings")
    .set((eb) => ({ content_version: eb("content_version", "+", 1) }))
    .where("id", "=", 1)
    .execute();
}
