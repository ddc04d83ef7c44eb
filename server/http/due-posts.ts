import type { Logger } from "#server/logger.ts";

/** setTimeout's longest wait; a later due time is looked at again then. */
const longestWait = 2 ** 31 - 1;

/**
 * Calls `onDue` when the next scheduled post comes due, by a timer set for
 * its publish date (not by asking on every request), then sets the next.
 * `rearm()` looks again (after a post is saved, here or in another process);
 * a store that does not answer is asked again a minute later.
 */
export function watchDuePosts(options: {
  nextDueAt: () => Promise<Date | null>;
  onDue: () => void;
  logger: Logger;
  now?: () => number;
}) {
  const { nextDueAt, onDue, logger } = options;
  const now = options.now ?? Date.now;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;
  let stopped = false;

  function wait(ms: number, then: () => void) {
    clearTimeout(timer);
    timer = setTimeout(then, Math.min(Math.max(ms, 0), longestWait));
    timer.unref();
  }

  async function rearm(): Promise<void> {
    if (stopped) return;
    const mine = ++generation;
    let due: Date | null;
    try {
      due = await nextDueAt();
    } catch (error) {
      if (mine === generation) {
        logger.warn({ err: error }, "the next scheduled post could not be read: asking again in a minute");
        wait(60_000, () => void rearm());
      }
      return;
    }
    // A newer look started meanwhile: it sets the timer.
    if (mine !== generation || stopped) return;
    if (!due) {
      clearTimeout(timer);
      return;
    }
    // A few milliseconds past the date, so the post is visible when the pages render.
    wait(due.getTime() - now() + 5, () => {
      if (now() >= due.getTime()) onDue();
      void rearm();
    });
  }

  return {
    rearm,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
