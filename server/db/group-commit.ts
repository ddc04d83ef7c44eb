import type { Kysely, Transaction } from "kysely";
import { plainStatement } from "./fixed-sql.ts";
import { isStoreOutage } from "./outage.ts";
import type { Database } from "./schema.ts";

/** A unit of work run in a transaction it shares with others; it must use `trx` only. */
export type Work<T> = (trx: Transaction<Database>) => Promise<T>;

/** Runs `work` in a transaction shared with the other work that arrived with it; settles after the commit. */
export type GroupCommit = <T>(work: Work<T>) => Promise<T>;

type Item = {
  work: Work<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

const savepoint = plainStatement("savepoint grouped");
const release = plainStatement("release savepoint grouped");
const rollbackTo = plainStatement("rollback to savepoint grouped");

/**
 * Group commit: work that arrives while a transaction is being written waits
 * for it, and then all of it shares the next transaction, so a hundred
 * concurrent writes cost one commit (one fsync with SQLite's synchronous =
 * FULL) instead of a hundred taken in turn. Each unit of work runs in a
 * savepoint of its own, one after another: one that throws is rolled back
 * alone and rejected, the others stay in the transaction. Every promise
 * settles only after the transaction has ended, so nothing is acknowledged
 * before the commit that holds it.
 *
 * At most one batch is in flight per store (SQLite has one connection
 * anyway); on PostgreSQL this also means that the batches of one process
 * never wait for each other's row locks. If the transaction as a whole
 * fails and the store still answers (a deadlock with another process's
 * batch, say), each unit is tried again alone, in a transaction of its own,
 * as though it had never been grouped; if the store does not answer, all of
 * them fail with its error.
 *
 * Work that arrives in the same turn of the event loop as the first is
 * grouped with it; an idle store starts writing at once.
 */
export function groupCommit(db: Kysely<Database>, { maxBatch = 128 } = {}): GroupCommit {
  let queue: Item[] = [];
  let writing = false;

  async function alone(item: Item): Promise<void> {
    try {
      item.resolve(await db.transaction().execute(item.work));
    } catch (error) {
      item.reject(error);
    }
  }

  async function together(batch: readonly Item[]): Promise<void> {
    const outcomes: Outcome[] = [];
    try {
      await db.transaction().execute(async (trx) => {
        for (const item of batch) {
          await savepoint(trx);
          try {
            const value = await item.work(trx);
            await release(trx);
            outcomes.push({ ok: true, value });
          } catch (error) {
            await rollbackTo(trx);
            await release(trx);
            outcomes.push({ ok: false, error });
          }
        }
      });
    } catch (error) {
      if (isStoreOutage(error)) {
        for (const item of batch) item.reject(error);
        return;
      }
      for (const item of batch) await alone(item);
      return;
    }
    batch.forEach((item, i) => {
      const outcome = outcomes[i] as Outcome;
      if (outcome.ok) item.resolve(outcome.value);
      else item.reject(outcome.error);
    });
  }

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(maxBatch);
      // One alone needs no savepoint: its own transaction is the same thing, for less.
      if (batch.length === 1) await alone(batch[0] as Item);
      else await together(batch);
    }
    writing = false;
  }

  return <T>(work: Work<T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!writing) {
        writing = true;
        setImmediate(() => void drain());
      }
    });
}

/** The same contract without grouping: each unit of work in a transaction of its own. */
export function oneByOne(db: Kysely<Database>): GroupCommit {
  return (work) => db.transaction().execute(work);
}
