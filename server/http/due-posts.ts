import type { Logger } from "#server/logger.ts";

/** setTimeout's longest wait; a later due time is looked at again then. */
const longestWait = 2 ** 31 - 1;

/**
 * Calls `onDue` when the next scheduled post comes due, by a timer set for
 * its publish date (not by asking the store on every request), then sets the
 * next. `rearm()` looks again (after a post is saved, here or in another
 * process); a store that does not answer is asked again a minute later.
 *
 * `untilDue(at)`: how long until a post dated `at` is visible, by the clock
 * the services read (the system's unless a test moves its own); `check()`
 * compares the known due date with that clock at once, so a request never
 * misses a post that came due before its timer fired (or, in a test, when
 * the test's clock moved and no timer will).
 */
export function watchDuePosts(options: {
  nextDueAt: () => Promise<Date | null>;
  onDue: () => void;
  logger: Logger;
  untilDue?: (at: Date) => number;
}) {
  const { nextDueAt, onDue, logger } = options;
  const untilDue = options.untilDue ?? ((at: Date) => at.getTime() - Date.now());
  let timer: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;
  let stopped = false;
  /** The next due date as last read; null when none waits or it is being read again. */
  let due: Date | null = null;

  function wait(ms: number, then: () => void) {
    clearTimeout(timer);
    timer = setTimeout(then, Math.min(Math.max(ms, 0), longestWait));
    timer.unref();
  }

  /** The known due date has come: say so once, and look for the next. */
  function cameDue() {
    due = null;
    clearTimeout(timer);
    onDue();
    void rearm();
  }

  async function rearm(): Promise<void> {
    if (stopped) return;
    const mine = ++generation;
    let next: Date | null;
    try {
      next = await nextDueAt();
    } catch (error) {
      if (mine === generation) {
        logger.warn({ err: error }, "the next scheduled post could not be read: asking again in a minute");
        wait(60_000, () => void rearm());
      }
      return;
    }
    // A newer look started meanwhile: it sets the timer.
    if (mine !== generation || stopped) return;
    due = next;
    if (!next) {
      clearTimeout(timer);
      return;
    }
    // A few milliseconds past the date, so the post is visible when the pages render.
    wait(untilDue(next) + 5, () => {
      if (due === next && untilDue(next) <= 0) cameDue();
      else void rearm();
    });
  }

  return {
    rearm,
    /** Calls `onDue` now if the known next post has come due (cheap: no store, one comparison). */
    check() {
      if (due !== null && untilDue(due) <= 0) cameDue();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
