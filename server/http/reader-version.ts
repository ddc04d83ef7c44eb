import type { Logger } from "#server/logger.ts";
import type { Services } from "#server/services/index.ts";
import type { SettingsSnapshot } from "#server/services/site-settings.ts";
import { watchDuePosts } from "./due-posts.ts";
import type { PageKey } from "./page-keys.ts";

/**
 * The version a kept answer must match (server/http/page-cache.ts): the
 * settings' version, and for what shows posts (the pages and the blog's
 * JSON answers alike) the store's content version, raised by every change a
 * reader can see, here or in another process, and a count of scheduled
 * posts come due (a timer for the next one's date, and a look at it on each
 * request). `onChange` is told when a version moved, to free what is older.
 *
 * Driven by requests: nothing is read from the store until the first version
 * is asked for, and a new settings snapshot is noticed when a version is
 * next asked for (then the next scheduled post is looked up again). So it
 * subscribes to nothing, and an app built anew on the same services (the
 * development server, after each edit) leaves nothing behind.
 */
export function readerVersions(services: Services, logger: Logger) {
  let postsCameDue = 0;
  let seen: SettingsSnapshot | undefined;
  const listeners: (() => void)[] = [];
  // After the version moved; not inside the request that noticed it.
  const changed = () =>
    queueMicrotask(() => {
      for (const listener of listeners) listener();
    });
  const duePosts = watchDuePosts({
    nextDueAt: () => services.blog.nextDueAt(),
    untilDue: (at) => services.blog.untilVisible(at),
    onDue: () => {
      postsCameDue += 1;
      changed();
    },
    logger,
  });

  return {
    version(page: PageKey): string {
      const current = services.settings.current();
      if (current !== seen) {
        // A post saved (or Settings) since: the next one due may be another.
        if (seen) changed();
        seen = current;
        void duePosts.rearm();
      }
      if (!page.content) return `${current.version}`;
      duePosts.check();
      return `${current.version}.${current.contentVersion}.${postsCameDue}`;
    },
    onChange(listener: () => void) {
      listeners.push(listener);
    },
  };
}

export type ReaderVersions = ReturnType<typeof readerVersions>;
