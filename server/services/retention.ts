import type { Kysely } from "kysely";
import { trashDays } from "#common/constants.ts";
import { type AnsweredLeadKind, answeredLeadKinds } from "#common/lead-kinds.ts";
import { deleteAuditBefore, recordAudit } from "#server/db/repositories/audit-log.ts";
import { purgeTrash } from "#server/db/repositories/blog-revisions.ts";
import { deleteIdempotencyKeysBefore } from "#server/db/repositories/idempotency-keys.ts";
import { deleteClosedBefore, listClosedBefore } from "#server/db/repositories/lead-rows.ts";
import { deleteSentMailBefore } from "#server/db/repositories/outbox.ts";
import type { Database } from "#server/db/schema.ts";
import type { Logger } from "#server/logger.ts";
import { type Clock, systemClock } from "./clock.ts";
import { leadKinds } from "./lead-kinds/registry.ts";
import { eraseTraces } from "./privacy/erasure.ts";
import { idempotencyKeyHours } from "./privacy/idempotency.ts";

const dayMs = 24 * 60 * 60_000;

/** How long the audit log is kept (the privacy notice says one year). */
export const auditKeepDays = 365;

/** When a lead closed at `closedAt` (its `updated_at`) is purged, with `retentionDays`. */
export function purgeDateOf(closedAt: string, retentionDays: number): string {
  return new Date(new Date(closedAt).getTime() + retentionDays * dayMs).toISOString();
}

export type PurgeResult = {
  /** Closed leads deleted, by kind: every kind staff answer (and so close) is purged. */
  leads: Record<AnsweredLeadKind, number>;
  sentMail: number;
  idempotencyKeys: number;
  auditRows: number;
  /** Blog posts erased from the trash, 30 days after they were deleted. */
  trashedPosts: number;
};

/**
 * The retention rules of the privacy notice, applied: a lead of any kind staff
 * answer, closed more than `retentionDays` ago, is deleted with its consent,
 * its idempotency key, staff's notes and replies, and its mail; mail sent,
 * or failed for good, longer ago than that goes too; the audit log keeps a
 * year; idempotency keys a day; a blog post in the trash 30 days.
 *
 * Every statement is a conditional delete, so any number of processes may
 * run it at once: a lead reopened between the read and the delete is kept
 * (the delete checks again), and a row two processes both pick is deleted
 * by one and found gone by the other. A lead is purged in batches of 200.
 */
export async function purgeExpired(
  db: Kysely<Database>,
  clock: Clock,
  retentionDays: number,
): Promise<PurgeResult> {
  const now = clock();
  const cutoff = new Date(now.getTime() - retentionDays * dayMs).toISOString();
  const result: PurgeResult = {
    leads: Object.fromEntries(leadKinds.answered.map(({ kind }) => [kind, 0])) as Record<
      AnsweredLeadKind,
      number
    >,
    sentMail: 0,
    idempotencyKeys: 0,
    auditRows: 0,
    trashedPosts: 0,
  };

  for (const { kind, table } of leadKinds.answered) {
    for (;;) {
      const due = await listClosedBefore(db, table, cutoff, 200);
      if (due.length === 0) break;
      const count = await db.transaction().execute(async (trx) => {
        const gone = await deleteClosedBefore(trx, table, due, cutoff);
        await eraseTraces(trx, kind, gone);
        return gone.length;
      });
      result.leads[kind] += count;
      // Fewer than asked for: the rest was taken by another process, or reopened.
      if (due.length < 200) break;
    }
  }

  result.sentMail = await deleteSentMailBefore(db, cutoff);
  result.idempotencyKeys = await deleteIdempotencyKeysBefore(
    db,
    new Date(now.getTime() - idempotencyKeyHours * 60 * 60_000).toISOString(),
  );
  result.trashedPosts = await db
    .transaction()
    .execute((trx) => purgeTrash(trx, new Date(now.getTime() - trashDays * dayMs).toISOString()));
  result.auditRows = await deleteAuditBefore(
    db,
    new Date(now.getTime() - auditKeepDays * dayMs).toISOString(),
  );

  const leads = Object.entries(result.leads) as [AnsweredLeadKind, number][];
  if (leads.some(([, count]) => count > 0)) {
    // Counts only: the purged records' ids mean nothing once they are gone.
    await recordAudit(db, {
      actorId: null,
      actorUsername: "retention",
      action: "purge",
      entityType: "lead",
      entityId: "*",
      detail: JSON.stringify({
        ...Object.fromEntries(leads.map(([kind, count]) => [answeredLeadKinds[kind].many, count])),
        retentionDays,
      }),
      at: now.toISOString(),
    });
  }
  return result;
}

/**
 * Runs `purgeExpired` in the server process: a minute after start, then
 * every hour. A failure is logged (counts and the store's message, never a
 * value) and tried again at the next run.
 */
export function startRetentionJob(options: {
  db: Kysely<Database>;
  logger: Logger;
  retentionDays: number;
  clock?: Clock;
  firstRunMs?: number;
  everyMs?: number;
}) {
  const { db, logger, retentionDays } = options;
  const clock = options.clock ?? systemClock;
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= purgeExpired(db, clock, retentionDays)
      .then((result) => {
        const { leads, ...rest } = result;
        const total = [...Object.values(leads), ...Object.values(rest)].reduce((sum, n) => sum + n, 0);
        if (total > 0) logger.info(result, "retention: deleted what was past its time");
      })
      .catch((error: unknown) => {
        const message = (error instanceof Error ? error.message : String(error)).slice(0, 200);
        logger.warn({ error: message }, "retention: the purge did not run; it will try again");
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const first = setTimeout(run, options.firstRunMs ?? 60_000);
  const every = setInterval(run, options.everyMs ?? 60 * 60_000);
  first.unref();
  every.unref();
  return {
    run,
    /** Stops the timers and waits for a run in progress. */
    async stop() {
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}

export type RetentionJob = ReturnType<typeof startRetentionJob>;
