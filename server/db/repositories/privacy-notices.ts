import type { Kysely } from "kysely";
import type { Database, PrivacyNoticeRow } from "../schema.ts";

/** Stores a version of the notice unless it is stored already (safe from many processes at once). */
export async function insertNoticeOnce(
  db: Kysely<Database>,
  notice: { version: string; content: string; publishedAt: string },
): Promise<void> {
  await db
    .insertInto("privacy_notices")
    .values({ version: notice.version, content: notice.content, published_at: notice.publishedAt })
    .onConflict((oc) => oc.column("version").doNothing())
    .execute();
}

export async function findNotice(
  db: Kysely<Database>,
  version: string,
): Promise<PrivacyNoticeRow | undefined> {
  return db.selectFrom("privacy_notices").selectAll().where("version", "=", version).executeTakeFirst();
}

/** Every published version, newest first. */
export async function listNoticeVersions(
  db: Kysely<Database>,
): Promise<Pick<PrivacyNoticeRow, "version" | "published_at">[]> {
  return db
    .selectFrom("privacy_notices")
    .select(["version", "published_at"])
    .orderBy("published_at", "desc")
    .execute();
}
