import type { Kysely } from "kysely";
import { recordAudit } from "#server/db/repositories/audit-log.ts";
import { deleteConsentsOf } from "#server/db/repositories/consents.ts";
import { deleteIdempotencyKeysOf } from "#server/db/repositories/idempotency-keys.ts";
import { deleteLeadNotesOf } from "#server/db/repositories/lead-notes.ts";
import { deleteLeadRow } from "#server/db/repositories/lead-rows.ts";
import { deleteThreadRowsOf } from "#server/db/repositories/lead-thread-rows.ts";
import { deleteMailAbout } from "#server/db/repositories/outbox.ts";
import type { Database } from "#server/db/schema.ts";
import type { LeadKindEntry } from "../lead-kinds/lead-kind.ts";

/** What erasing records removes beside their rows: their consents, idempotency keys, staff's notes and replies, visitors' answers, and mail, sent or not. */
export async function eraseTraces(
  trx: Kysely<Database>,
  kind: string,
  ids: readonly string[],
): Promise<void> {
  await deleteConsentsOf(trx, kind, ids);
  await deleteIdempotencyKeysOf(trx, kind, ids);
  await deleteLeadNotesOf(trx, kind, ids);
  await deleteThreadRowsOf(trx, "lead_replies", kind, ids);
  await deleteThreadRowsOf(trx, "lead_answers", kind, ids);
  await deleteMailAbout(trx, kind, ids);
}

/**
 * Erases the record a visitor's withdrawal link names, with its traces, in
 * one transaction; an audit row without personal data remains. False when
 * the record was already gone (erased twice, from two tabs at once, or
 * deleted by staff); its traces are erased all the same.
 */
export async function eraseForVisitor(
  db: Kysely<Database>,
  kind: LeadKindEntry,
  id: string,
  at: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const gone = await deleteLeadRow(trx, kind.table, id);
    // Traces are erased even when the record went first (a staff delete keeps none either).
    await eraseTraces(trx, kind.name, [id]);
    if (gone) {
      await recordAudit(trx, {
        actorId: null,
        actorUsername: "visitor",
        action: "erase",
        entityType: kind.name,
        entityId: id,
        detail: JSON.stringify({ via: "withdrawal link" }),
        at,
      });
    }
    return gone;
  });
}
