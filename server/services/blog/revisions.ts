/** A post's revisions: every save of its text, one revision whole, and what changed between two. */

import { diffWords } from "diff";
import type { Kysely } from "kysely";
import {
  findRevision,
  isRevisionId,
  listRevisions,
  revisedFields,
  stringListOf,
  textOf,
} from "#server/db/repositories/blog-revisions.ts";
import type { Database } from "#server/db/schema.ts";
import { NotFoundError } from "../errors.ts";
import { changeable } from "./lookup.ts";

export type RevisionSummary = {
  id: string;
  number: number;
  by: string;
  kind: string;
  changed: string[];
  at: string;
};

/** The revisions part of the review service (review.ts). */
export function createBlogRevisions(db: Kysely<Database>) {
  /** A post staff may see the revisions of: not in the trash. */
  const postFor = (id: string) => changeable({ db }, id);

  return {
    /** Every save of the post, newest first, with the fields each changed. */
    async revisions(id: string): Promise<RevisionSummary[]> {
      const post = await postFor(id);
      return (await listRevisions(db, post.id)).map((row) => ({
        id: row.id,
        number: Number(row.number),
        by: row.author_username,
        kind: row.kind,
        changed: stringListOf(row.changed),
        at: row.created_at,
      }));
    },

    /** One revision, whole. */
    async revision(id: string, revisionId: string) {
      const post = await postFor(id);
      const row = isRevisionId(post.id, revisionId) ? await findRevision(db, post.id, revisionId) : undefined;
      if (!row) throw new NotFoundError("That revision of the post was not found.");
      return {
        id: row.id,
        number: Number(row.number),
        by: row.author_username,
        at: row.created_at,
        text: textOf(row),
      };
    },

    /**
     * What changed from one revision to another, field by field: text as
     * runs of kept, added and removed words; other fields as before and after.
     */
    async compare(id: string, fromId: string, toId: string): Promise<RevisionDiff> {
      const [from, to] = await Promise.all([this.revision(id, fromId), this.revision(id, toId)]);
      const fields: FieldDiff[] = [];
      for (const field of revisedFields) {
        // The image shows as one change, by its key.
        if (field === "image_width" || field === "image_height") continue;
        const before = from.text[field];
        const after = to.text[field];
        if (before === after) continue;
        if (field === "title" || field === "excerpt" || field === "content" || field === "author") {
          const parts = diffWords(String(before ?? ""), String(after ?? ""));
          fields.push({
            field,
            parts: parts.map((part) => ({
              text: part.value,
              change: part.added ? "added" : part.removed ? "removed" : "same",
            })),
          });
        } else {
          fields.push({ field, before: shown(field, before), after: shown(field, after) });
        }
      }
      return { from: { id: from.id, number: from.number }, to: { id: to.id, number: to.number }, fields };
    },
  };
}

export type FieldDiff =
  | { field: string; parts: { text: string; change: "same" | "added" | "removed" }[] }
  | { field: string; before: string; after: string };

export type RevisionDiff = {
  from: { id: string; number: number };
  to: { id: string; number: number };
  fields: FieldDiff[];
};

/** A non-text field as the comparison shows it. */
function shown(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "(none)";
  if (field === "tags") return stringListOf(String(value)).join(", ") || "(none)";
  if (field === "featured") return value ? "Featured" : "Not featured";
  if (field === "image_key") return "a different image";
  return String(value);
}

export { revisedFields };
