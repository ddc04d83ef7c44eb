import { statfs } from "node:fs/promises";
import type { Kysely } from "kysely";
import { Gauge, type Registry } from "prom-client";
import { countOverdueLeads } from "#server/db/repositories/lead-overview.ts";
import type { LeadTable } from "#server/db/repositories/lead-tables.ts";
import { waitingMailSummary } from "#server/db/repositories/outbox.ts";
import type { Database } from "#server/db/schema.ts";

/** How long a reading of the store is reused: scrapes in between answer from memory. */
export const storeReadingMaxAgeMs = 5_000;

/** How long a scrape waits for a fresh reading before it answers with the last one. */
const readingWaitMs = 250;

/**
 * A value read from somewhere slow, reused for `maxAgeMs`: a scrape older
 * than that waits for a new reading at most `readingWaitMs`, then answers
 * with the last (a stalled store must not stall the scrape: Prometheus
 * would report the process down). One reading at a time.
 */
function cachedReading<T>(read: () => Promise<T>, maxAgeMs: number) {
  let value: T | undefined;
  let readAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<void> | undefined;
  return async (): Promise<T | undefined> => {
    if (performance.now() - readAt < maxAgeMs) return value;
    pending ??= read()
      .then((fresh) => {
        value = fresh;
        readAt = performance.now();
      })
      .catch(() => {
        // The store did not answer: the last values stand; /readyz says why.
      })
      .finally(() => {
        pending = undefined;
      });
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([pending, new Promise((resolve) => (timer = setTimeout(resolve, readingWaitMs)))]);
    clearTimeout(timer);
    return value;
  };
}

/**
 * The gauges read from the store, the same in every process (rules and
 * panels take their `max`): the outbox's depth and the age of its oldest
 * mail, open leads past their due time, and the PostgreSQL pool (this
 * process's own); and the file system holding DATA_DIR. Read when scraped,
 * reused for `storeReadingMaxAgeMs`.
 */
export function registerStoreGauges(
  registry: Registry,
  options: {
    db: Kysely<Database>;
    /** The kinds staff answer, whose leads fall due (lead-kinds/registry.ts `answered`). */
    leadTables: readonly LeadTable[];
    dataDir: string;
    /** The PostgreSQL pool, when the store is PostgreSQL. */
    pool?: { totalCount: number; idleCount: number; waitingCount: number };
    maxAgeMs?: number;
  },
) {
  const { db, leadTables, dataDir, pool } = options;
  const maxAgeMs = options.maxAgeMs ?? storeReadingMaxAgeMs;
  const registers = [registry];
  const reading = cachedReading(async () => {
    const now = new Date();
    const [mail, overdue] = await Promise.all([
      waitingMailSummary(db),
      countOverdueLeads(db, leadTables, now.toISOString()),
    ]);
    const oldestAge = mail.oldest ? Math.max(0, (now.getTime() - Date.parse(mail.oldest)) / 1000) : 0;
    return { depth: mail.count, oldestAge, overdue };
  }, maxAgeMs);
  const volume = cachedReading(async () => {
    const stats = await statfs(dataDir);
    return { size: stats.blocks * stats.bsize, free: stats.bavail * stats.bsize };
  }, maxAgeMs);

  new Gauge({
    name: "anvaya_outbox_depth",
    help: "Mails waiting to be sent (store-wide).",
    registers,
    async collect() {
      const read = await reading();
      if (read) this.set(read.depth);
    },
  });
  new Gauge({
    name: "anvaya_outbox_oldest_age_seconds",
    help: "Age of the oldest mail waiting to be sent, 0 when none (store-wide).",
    registers,
    async collect() {
      const read = await reading();
      if (read) this.set(read.oldestAge);
    },
  });
  new Gauge({
    name: "anvaya_leads_overdue",
    help: "Open leads nobody has answered past their due time, by kind and urgency (store-wide).",
    labelNames: ["kind", "urgency"] as const,
    registers,
    async collect() {
      const read = await reading();
      for (const { kind, urgent, count } of read?.overdue ?? [])
        this.set({ kind, urgency: urgent ? "urgent" : "normal" }, count);
    },
  });
  if (pool) {
    new Gauge({
      name: "anvaya_db_pool_connections",
      help: "The PostgreSQL pool's connections: all, idle, and requests waiting for one.",
      labelNames: ["store", "state"] as const,
      registers,
      collect() {
        this.set({ store: "postgres", state: "total" }, pool.totalCount);
        this.set({ store: "postgres", state: "idle" }, pool.idleCount);
        this.set({ store: "postgres", state: "waiting" }, pool.waitingCount);
      },
    });
  }
  new Gauge({
    name: "anvaya_data_volume_size_bytes",
    help: "Size of the file system holding DATA_DIR.",
    registers,
    async collect() {
      const read = await volume();
      if (read) this.set(read.size);
    },
  });
  new Gauge({
    name: "anvaya_data_volume_free_bytes",
    help: "Space free to this process on the file system holding DATA_DIR.",
    registers,
    async collect() {
      const read = await volume();
      if (read) this.set(read.free);
    },
  });
}
