import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema.ts";

/**
 * The one row of `site_settings`: the company's details as a JSON document,
 * the version every save raises, and the content version the blog raises
 * (content-version.ts). server/services/site-settings.ts holds what they mean.
 */

/** The document and both versions, or undefined before the first migration wrote the row. */
export async function readSettingsRow(db: Kysely<Database>) {
  return db
    .selectFrom("site_settings")
    .select(["version", "data", "content_version"])
    .where("id", "=", 1)
    .executeTakeFirst();
}

/** Both versions alone: one indexed row, without the document. */
export async function readSettingsVersions(db: Kysely<Database>) {
  return db
    .selectFrom("site_settings")
    .select(["version", "content_version"])
    .where("id", "=", 1)
    .executeTakeFirst();
}

/** Writes `data` as the first settings of a store that holds none yet; a store with settings keeps them. */
export async function writeFirstSettings(db: Kysely<Database>, data: string): Promise<void> {
  await db.updateTable("site_settings").set({ data }).where("id", "=", 1).where("data", "is", null).execute();
}

/**
 * Replaces the document when the stored version is still `version`, raising
 * it: the condition is the check and the write at once. True when it landed.
 */
export async function saveSettingsIfVersion(
  db: Kysely<Database>,
  save: { data: string; version: number; at: string; by: string },
): Promise<boolean> {
  const result = await db
    .updateTable("site_settings")
    .set((eb) => ({
      data: save.data,
      version: eb("version", "+", 1),
      updated_at: save.at,
      updated_by: save.by,
    }))
    .where("id", "=", 1)
    .where("version", "=", save.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
