/** The blog's trash: a deleted post waits there 30 days, then the retention job erases it. */

import { trashDays } from "#common/constants.ts";
import { findBlogPost } from "#server/db/repositories/blog-posts.ts";
import { listTrashed, setTrashed } from "#server/db/repositories/blog-revisions.ts";
import { raiseContentVersion } from "#server/db/repositories/content-version.ts";
import { NotFoundError } from "../errors.ts";
import { isUuid } from "../ids.ts";
import { auditPost } from "./audit.ts";
import type { BlogDeps } from "./deps.ts";
import { changeable } from "./lookup.ts";
import type { BlogActor } from "./review-rules.ts";

/**
 * Deleting a post (the blog service's `remove`), and the trash's list and
 * restore (the review service's `trash` and `restoreFromTrash`).
 */
export function createBlogTrash(deps: Pick<BlogDeps, "db" | "clock" | "readersChanged">) {
  const { db, clock, readersChanged } = deps;
  return {
    /**
     * Moves a post to the trash: its article answers 404 at once, staff may
     * restore it for 30 days, then the retention job erases it.
     */
    async remove(actor: BlogActor, id: string): Promise<{ title: string }> {
      const existing = await changeable(deps, id);
      const at = clock().toISOString();
      await db.transaction().execute(async (trx) => {
        if (!(await setTrashed(trx, id, true, at))) throw new NotFoundError("The blog post was not found.");
        if (existing.status === "published") await raiseContentVersion(trx);
        await auditPost(trx, actor, "delete", id, at);
      });
      if (existing.status === "published") await readersChanged?.();
      return { title: existing.title };
    },

    /** Posts in the trash, with the day each is erased. */
    async trash() {
      return (await listTrashed(db, 500)).map((row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        category: row.category,
        deletedAt: row.deleted_at as string,
        erasedAfter: new Date(Date.parse(row.deleted_at as string) + trashDays * 86_400_000).toISOString(),
      }));
    },

    /** A post from the trash comes back as a draft (readers see it again only when it is published). */
    async restoreFromTrash(actor: BlogActor, id: string): Promise<{ title: string }> {
      const row = isUuid(id) ? await findBlogPost(db, id) : undefined;
      if (row?.id !== id || row.status !== "trashed")
        throw new NotFoundError("That post is not in the trash.");
      const at = clock().toISOString();
      await db.transaction().execute(async (trx) => {
        if (!(await setTrashed(trx, id, false, at)))
          throw new NotFoundError("That post is not in the trash.");
        await auditPost(trx, actor, "restore from trash", id, at);
      });
      return { title: row.title };
    },
  };
}
