/** The audit log's line for a change to a post: who did what to which post, and when. */

import type { Kysely } from "kysely";
import { recordAudit } from "#server/db/repositories/audit-log.ts";
import type { Database } from "#server/db/schema.ts";
import type { BlogActor } from "./review-rules.ts";

/** Records `action` on post `id` by `actor` at `at`, in the caller's transaction. */
export const auditPost = (trx: Kysely<Database>, actor: BlogActor, action: string, id: string, at: string) =>
  recordAudit(trx, {
    actorId: actor.id,
    actorUsername: actor.username,
    action,
    entityType: "blog_post",
    entityId: id,
    at,
  });
