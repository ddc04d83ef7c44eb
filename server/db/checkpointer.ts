import { Worker } from "node:worker_threads";

/**
 * SQLite's checkpoints, off the request path (issue 49).
 *
 * In WAL mode a commit appends to the -wal file; a checkpoint copies those
 * pages back into the database file and syncs it. By default SQLite runs one
 * inside the commit that takes the log past 1,000 pages, on the connection
 * that made it: here the server's only connection, on the event loop, so
 * every few hundred leads one visitor waited 50-120 ms for a copy and two
 * syncs that had nothing to do with their request (docs/benchmarks.md,
 * "Where the write tail went").
 *
 * So the server's connection turns automatic checkpoints off and this
 * worker thread, with a connection of its own to the same file, runs a
 * PASSIVE checkpoint every `everyMs`: it copies what no reader still needs,
 * never takes the write lock and never waits for one, so a commit never
 * waits for it. The next write after a complete checkpoint starts the log
 * over from its beginning; `journal_size_limit` then keeps the file itself
 * from staying at its largest. Durability is unchanged: a commit is synced
 * in the log before it is acknowledged (synchronous = FULL), and the
 * checkpoint syncs the database file before the log is reused.
 */
export type Checkpointer = { stop: () => Promise<void> };

const source = `
const { DatabaseSync } = require("node:sqlite");
const { parentPort, workerData } = require("node:worker_threads");
const db = new DatabaseSync(workerData.file);
// Never wait for a lock: a busy moment is tried again at the next tick.
db.exec("PRAGMA busy_timeout = 0");
const checkpoint = db.prepare("PRAGMA wal_checkpoint(PASSIVE)");
const tick = () => {
  try {
    checkpoint.get();
  } catch {
    // SQLITE_BUSY or a file being replaced (a restore): the next tick tries again.
  }
};
const timer = setInterval(tick, workerData.everyMs);
parentPort.on("message", () => {
  clearInterval(timer);
  tick();
  db.close();
  parentPort.close();
});
`;

/** Starts the worker on `file`; `onFailure` runs if it ends on an error (the caller then checkpoints as before). */
export function startCheckpointer(
  file: string,
  { everyMs = 250, onFailure }: { everyMs?: number; onFailure: () => void },
): Checkpointer {
  const worker = new Worker(source, { eval: true, workerData: { file, everyMs } });
  // The process must be able to end while it runs (scripts, tests).
  worker.unref();
  worker.once("error", onFailure);
  const ended = new Promise<void>((done) => worker.once("exit", () => done()));
  return {
    async stop() {
      worker.postMessage("stop");
      await ended;
    },
  };
}
