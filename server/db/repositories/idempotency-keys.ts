import type { Kysely } from "kysely";
import { fixedStatement } from "../fixed-sql.ts";
import type { Database } from "../schema.ts";

const insertKey = fixedStatement(
  "idempotency-keys:claim",
  (db, kind: string, key: string, subjectId: string, at: string) =>
    db
      .insertInto("idempotency_keys")
      .values({ kind, key, subject_id: subjectId, created_at: at })
      .onConflict((oc) => oc.columns(["kind", "key"]).doNothing()),
);

const selectKey = fixedStatement("idempotency-keys:find", (db, kind: string, key: string) =>
  db.selectFrom("idempotency_keys").select("subject_id").where("kind", "=", kind).where("key", "=", key),
);

/**
 * Claims `key` of a kind for the record `subjectId` is about to be. True when
 * this call claimed it; false when an earlier submission holds it (the
 * primary key decides between two at once).
 */
export async function claimIdempotencyKey(
  db: Kysely<Database>,
  claim: { kind: string; key: string; subjectId: string; at: string },
): Promise<boolean> {
  const result = await insertKey(db, claim.kind, claim.key, claim.subjectId, claim.at);
  return Number(result.numAffectedRows ?? 0) > 0;
}

/** The record a key of a kind was claimed for, or undefined. */
export async function findIdempotencyKey(
  db: Kysely<Database>,
  kind: string,
  key: string,
): Promise<string | undefined> {
  const [row] = (await selectKey(db, kind, key)).rows;
  return row?.subject_id;
}

/** Frees the keys that named some records, so the same submission may make a new one. */
export async function deleteIdempotencyKeysOf(
  db: Kysely<Database>,
  kind: string,
  subjectIds: readonly string[],
): Promise<void> {
  if (subjectIds.length === 0) return;
  await db
    .deleteFrom("idempotency_keys")
    .where("kind", "=", kind)
    .where("subject_id", "in", [...subjectIds])
    .execute();
}

/** Deletes the keys claimed before `cutoff`; how many. */
export async function deleteIdempotencyKeysBefore(db: Kysely<Database>, cutoff: string): Promise<number> {
  const result = await db.deleteFrom("idempotency_keys").where("created_at", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
