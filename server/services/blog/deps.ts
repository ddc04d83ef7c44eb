/** What every part of the blog service is built from (server/services/blog/index.ts). */

import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema.ts";
import type { Clock } from "../clock.ts";
import type { ImageService } from "../images.ts";
import type { PostViewRecorder } from "../post-views.ts";
import type { ClinicalReviewPolicy } from "./review-rules.ts";

/** The arguments of `createBlogService`, read by its parts. */
export type BlogDeps = {
  db: Kysely<Database>;
  clock: Clock;
  images: ImageService;
  views?: Pick<PostViewRecorder, "record">;
  readersChanged?: () => Promise<unknown>;
  policy: () => ClinicalReviewPolicy;
};
