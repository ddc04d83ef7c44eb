import { createHmac, randomBytes } from "node:crypto";
import { isbot } from "isbot";
import type { Kysely } from "kysely";
import {
  countNewViews,
  findViewSalt,
  insertViewSalt,
  purgeViewMarksBefore,
  type ViewMark,
} from "#server/db/repositories/post-views.ts";
import type { Database } from "#server/db/schema.ts";
import type { Logger } from "#server/logger.ts";
import { type Clock, systemClock } from "./clock.ts";

/**
 * Who opened an article, as far as counting needs: nothing of it is stored or
 * logged. `passive`: the request was not someone reading (a HEAD, or the
 * browser prefetching a link it may never follow).
 */
export type Reader = { address: string; userAgent: string | null; passive: boolean };

/** The reader of a page or API request; `address` from the HTTP layer (server/http/client-address.ts). */
export function readerOf(
  request: { method: string; headers: { get(name: string): string | null } },
  address: string,
): Reader {
  const purpose = `${request.headers.get("sec-purpose") ?? ""} ${request.headers.get("purpose") ?? ""}`;
  return {
    address,
    userAgent: request.headers.get("user-agent"),
    passive: request.method !== "GET" || /prefetch/i.test(purpose),
  };
}

/** The day in India (UTC+05:30, no daylight saving), YYYY-MM-DD: a view counts once per visitor per such day. */
export function istDay(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

const dayMs = 24 * 60 * 60_000;

type PendingView = { postId: string; day: string; address: string; userAgent: string };

export type PostViewRecorderOptions = {
  db: Kysely<Database>;
  clock?: Clock;
  /** Where a failed write is reported; the line names no reader. */
  logger?: Pick<Logger, "warn">;
  /** Views that make a write start at once, without waiting for the interval. */
  batchSize?: number;
  /** Time between writes once started. */
  intervalMs?: number;
  /** Views held at most; beyond that, while the store does not answer, new views are dropped. */
  maxPending?: number;
};

export type FlushResult = { written: number; counted: number; failed: number };

/**
 * Counts article views: once per visitor per article per IST day, never for
 * bots, without a cookie and without slowing or failing the page.
 *
 * - `record` only checks the reader and appends to a list in memory; it never
 *   touches the store and never throws.
 * - `flush` writes the list in one transaction (`countNewViews`): a mark per
 *   view, keyed by post, day and an HMAC-SHA-256 of the visitor's address and
 *   user agent (and post and day) under the day's salt; the post's count goes
 *   up only for a mark that was new. A failure is logged, the batch dropped.
 * - The salt is random per IST day and kept in the store, so every process
 *   hashes a visitor alike; it is deleted with the day's marks after two
 *   days, and the hashes left before then cannot be tied back to anyone.
 * - `start` flushes every `intervalMs` (and at `batchSize` views); tests
 *   never start it and call `flush` themselves.
 */
export function createPostViewRecorder(options: PostViewRecorderOptions) {
  const { db, logger } = options;
  const clock = options.clock ?? systemClock;
  const batchSize = options.batchSize ?? 100;
  const intervalMs = options.intervalMs ?? 1_000;
  const maxPending = options.maxPending ?? 10_000;

  let pending: PendingView[] = [];
  let dropped = 0;
  let running: Promise<FlushResult> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let purgedBefore = "";
  const salts = new Map<string, string>();

  async function saltOf(day: string): Promise<string> {
    const known = salts.get(day);
    if (known) return known;
    let salt = await findViewSalt(db, day);
    if (!salt) {
      await insertViewSalt(db, day, randomBytes(32).toString("base64url"));
      // Another process may have stored its own first: take whichever the store kept.
      salt = await findViewSalt(db, day);
    }
    if (!salt) throw new Error(`no view salt for ${day}`);
    salts.set(day, salt);
    return salt;
  }

  async function write(batch: PendingView[]): Promise<FlushResult> {
    const marks = new Map<string, ViewMark>();
    for (const view of batch) {
      const visitorHash = createHmac("sha256", await saltOf(view.day))
        .update([view.day, view.postId, view.address, view.userAgent].join("\n"))
        .digest("base64url");
      marks.set(`${view.postId} ${view.day} ${visitorHash}`, {
        postId: view.postId,
        visitorHash,
        day: view.day,
      });
    }
    const counted = await countNewViews(db, [...marks.values()]);
    // Once a day: yesterday's marks still stop a second count of a view recorded just before midnight.
    const keepFrom = istDay(new Date(clock().getTime() - dayMs));
    if (purgedBefore !== keepFrom) {
      await purgeViewMarksBefore(db, keepFrom);
      for (const day of salts.keys()) if (day < keepFrom) salts.delete(day);
      purgedBefore = keepFrom;
    }
    return { written: batch.length, counted, failed: 0 };
  }

  async function flushOnce(): Promise<FlushResult> {
    const batch = pending;
    pending = [];
    const lost = dropped;
    dropped = 0;
    if (lost > 0) logger?.warn({ views: lost }, "post views dropped: too many waiting for the store");
    if (batch.length === 0) return { written: 0, counted: 0, failed: 0 };
    try {
      return await write(batch);
    } catch (error) {
      // The store's message names tables and constraints, never a bound value.
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 200);
      logger?.warn(
        { views: batch.length, error: message },
        "post views not counted: the store did not take them",
      );
      return { written: 0, counted: 0, failed: batch.length };
    }
  }

  /** Writes what is waiting; one write at a time, so a flush called during another runs after it. Never rejects. */
  function flush(): Promise<FlushResult> {
    if (running) return running.then(() => flush());
    running = flushOnce().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    /**
     * Notes one view of `postId` by `reader` for the next write, unless it does
     * not count (a bot, no user agent, a prefetch or HEAD, after `stop`).
     * Synchronous and safe: true when noted.
     */
    record(postId: string, reader: Reader): boolean {
      try {
        if (stopped || reader.passive || !reader.userAgent || isbot(reader.userAgent)) return false;
        if (pending.length >= maxPending) {
          dropped += 1;
          return false;
        }
        pending.push({ postId, day: istDay(clock()), address: reader.address, userAgent: reader.userAgent });
        if (timer && pending.length >= batchSize) void flush();
        return true;
      } catch {
        return false;
      }
    },
    flush,
    /** Views noted and not yet written. */
    get pending(): number {
      return pending.length;
    },
    /** Writes every `intervalMs`, and at once when `batchSize` views wait. */
    start() {
      if (timer || stopped) return;
      timer = setInterval(() => void flush(), intervalMs);
      // Never keeps the process alive by itself.
      timer.unref();
    },
    /** No more views are noted; what waits is written. */
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await flush();
    },
  };
}

export type PostViewRecorder = ReturnType<typeof createPostViewRecorder>;
