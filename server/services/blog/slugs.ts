/** A post's address: made from its title, kept free of another's, and won under a race. */

import type { Kysely } from "kysely";
import { slugTaken } from "#server/db/repositories/blog-posts.ts";
import type { Database } from "#server/db/schema.ts";
import { isUniqueViolation } from "#server/db/unique-violation.ts";
import { ConflictError } from "../errors.ts";
import type { PreparedImage } from "../images.ts";
import type { BlogDeps } from "./deps.ts";
import { translationTaken } from "./translations.ts";

/** A readable, URL-safe slug from a title. */
export function slugify(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
  return slug || "post";
}

async function uniqueSlug(db: Kysely<Database>, base: string, exceptId?: string): Promise<string> {
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await slugTaken(db, candidate, exceptId))) return candidate;
  }
}

/**
 * Runs `write` in a transaction under a free slug, and stores the post's
 * new image last in it, so that a post is saved with its image or not at
 * all. Two writes at once may both find the same slug free: the one that
 * loses the race to the unique index tries the next free one (an
 * explicit slug is a 409 instead), never a 5xx. Returns the slug used.
 */
export async function writeUnderSlug(
  { db, images }: Pick<BlogDeps, "db" | "images">,
  choice: { wanted?: string; base: string; exceptId?: string },
  write: (trx: Kysely<Database>, slug: string) => Promise<void>,
  prepared?: PreparedImage,
): Promise<string> {
  let slug = choice.wanted ?? (await uniqueSlug(db, choice.base, choice.exceptId));
  for (let attempt = 1; ; attempt += 1) {
    let undo: (() => Promise<void>) | undefined;
    try {
      await db.transaction().execute(async (trx) => {
        await write(trx, slug);
        if (prepared) undo = await images.save(prepared);
      });
      return slug;
    } catch (error) {
      // Stored, then the commit failed: take the image back.
      await undo?.();
      // Another post took the same language in the group since it was checked.
      if (isUniqueViolation(error, "translation_group")) throw new ConflictError(translationTaken());
      if (!isUniqueViolation(error, "slug")) throw error;
      if (choice.wanted || attempt >= 20) throw new ConflictError(`The address "${slug}" is taken.`);
      slug = await uniqueSlug(db, choice.base, choice.exceptId);
    }
  }
}
