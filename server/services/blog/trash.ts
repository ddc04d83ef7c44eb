/** The blog's trash: a deleted post waits there 30 days, then the retention job erases it. */
import { recordAudit } from "#server/db/repositories/audit-log.ts";
import { setTrashed } from "#server/db/repositories/blog-revisions.ts";
import { raiseContentVersion } from "#server/db/repositories/content-version.ts";
import type { BlogActor } from "../blog-review.ts";
import { NotFoundError } from "../errors.ts";
import type { BlogDeps } from "./deps.ts";
import { changeable } from "./lookup.ts";

/** Deleting a post: the blog service's `remove`. */
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
        await recordAudit(trx, {
          actorId: actor.id,
          actorUsername: actor.username,
          action: "delete",
          entityType: "blog_post",
          entityId: id,
          at,
        });
      });
      if (existing.status === "published") await readersChanged?.();
      return { title: existing.title };
    },
  };
}
