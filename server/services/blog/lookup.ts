/** Finding a post as staff or a reader may see it: by slug, id or old slug, never from the trash. */

import { findBlogPost, findPostByOldSlug } from "#server/db/repositories/blog-posts.ts";
import type { BlogPostRow } from "#server/db/schema.ts";
import type { Clock } from "../clock.ts";
import { NotFoundError } from "../errors.ts";
import { isUuid } from "../ids.ts";
import type { BlogDeps } from "./deps.ts";

/** Whether readers see the post at the clock's time: published, and its publish date come. */
export const visibleToReaders = (clock: Clock, row: Pick<BlogPostRow, "status" | "publish_date">) =>
  row.status === "published" && row.publish_date <= clock().toISOString();

/** By current slug or id, else by old slug; undefined when there is none that `staff` may see. */
export async function lookup(
  { db, clock }: Pick<BlogDeps, "db" | "clock">,
  slugOrId: string,
  staff: boolean,
) {
  // Slugs and ids are letters, digits and hyphens: anything else cannot exist.
  if (!/^[A-Za-z0-9-]{1,200}$/.test(slugOrId)) return undefined;
  const row = await findBlogPost(db, slugOrId);
  // A post in the trash is gone for everyone but the trash's own list.
  if (row?.status === "trashed") return undefined;
  if (row) return staff || visibleToReaders(clock, row) ? { row } : undefined;
  const moved = await findPostByOldSlug(db, slugOrId);
  if (moved?.status === "trashed") return undefined;
  return moved && (staff || visibleToReaders(clock, moved))
    ? { movedTo: moved.slug, language: moved.language }
    : undefined;
}

/** A post staff may change: not in the trash. */
export async function changeable({ db }: Pick<BlogDeps, "db">, id: string): Promise<BlogPostRow> {
  const existing = isUuid(id) ? await findBlogPost(db, id) : undefined;
  if (!existing || existing.id !== id || existing.status === "trashed") {
    throw new NotFoundError("The blog post was not found.");
  }
  return existing;
}
