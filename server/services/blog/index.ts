/**
 * The blog service, composed of its parts: reading (read.ts), writing
 * (write.ts, with slugs.ts and translations.ts) and deleting (trash.ts);
 * views.ts turns stored posts into what callers get. Clinical review is a
 * service of its own (review.ts, with revisions.ts and the trash's list);
 * review-rules.ts says what it demands of a save.
 */

import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema.ts";
import type { Clock } from "../clock.ts";
import type { ImageService } from "../images.ts";
import type { PostViewRecorder } from "../post-views.ts";
import { createBlogReads } from "./read.ts";
import type { ClinicalReviewPolicy } from "./review-rules.ts";
import { createBlogTrash } from "./trash.ts";
import { createBlogWrites } from "./write.ts";

/**
 * `views` counts readers' views (server/services/post-views.ts); without it,
 * as in most tests, none are counted. `readersChanged` is awaited after every
 * committed change a reader can see (a post published, edited while
 * published, unpublished or deleted; a review step on a published post or a
 * draft opening its translations group, which its JSON shows), which also
 * raises the store's content version in the change's own transaction: the
 * process adopts the new version before the change is acknowledged, so its
 * very next page shows it.
 */
export function createBlogService(
  db: Kysely<Database>,
  clock: Clock,
  images: ImageService,
  views?: Pick<PostViewRecorder, "record">,
  readersChanged?: () => Promise<unknown>,
  policy: () => ClinicalReviewPolicy = () => ({ required: false, categories: [] }),
) {
  const deps = { db, clock, images, views, readersChanged, policy };
  const reads = createBlogReads(deps);
  const { remove } = createBlogTrash(deps);
  return { ...reads, ...createBlogWrites(deps, reads), remove };
}

export type BlogService = ReturnType<typeof createBlogService>;
