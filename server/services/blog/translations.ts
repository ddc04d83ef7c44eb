/**
 * A post's translations group (issue 36): the other posts of it an article
 * names, the group a post joins when it is said to translate another, and
 * one post per language in a group.
 */

import type { Kysely } from "kysely";
import type { Locale } from "#common/i18n/locale.ts";
import { listGroupPosts, openTranslationGroup } from "#server/db/repositories/blog-posts.ts";
import type { BlogPostRow, Database } from "#server/db/schema.ts";
import { ConflictError, InvalidInputError } from "../errors.ts";
import type { BlogDeps } from "./deps.ts";
import { lookup, visibleToReaders } from "./lookup.ts";
import type { BlogPostView } from "./views.ts";

/** Said when a translations group already holds a post in the language asked for. */
export const translationTaken = (title?: string) =>
  title
    ? `"${title}" is already a translation of that post in this language.`
    : "That post already has a translation in this language.";

/** The link an input asks for: a post to join the group of, none (""), or no change (undefined). */
export const translationAsked = (input: Record<string, unknown>): string | undefined =>
  typeof input.translationOf === "string" ? input.translationOf.trim() : undefined;

/**
 * The view of `row` with the other posts of its translations group: those
 * a reader may open, or (`staff`) every one not in the trash.
 */
export async function withTranslations(
  { db, clock }: Pick<BlogDeps, "db" | "clock">,
  row: BlogPostRow,
  view: BlogPostView,
  staff: boolean,
) {
  if (!row.translation_group) return view;
  const group = (await listGroupPosts(db, row.translation_group)).filter(
    (other) => staff || visibleToReaders(clock, other),
  );
  const translations = othersIn(group, row).map(({ language, slug, title }) => ({ language, slug, title }));
  return { ...view, translations };
}

/**
 * The translations group a post joins when it is said to translate
 * `given` (the slug or id of any post of that group), after checking that
 * the group has no post in `language` yet besides `selfId`. The unique
 * index on (translation_group, language) settles two links at once.
 */
export async function groupToJoin(
  deps: Pick<BlogDeps, "db" | "clock">,
  given: string,
  language: "en" | "hi",
  selfId?: string,
) {
  const target = await lookup(deps, given, true);
  if (!target?.row || target.row.id === selfId) {
    throw new InvalidInputError("Choose the original from the list.", {
      fieldErrors: { translationOf: "Choose the original from the list." },
    });
  }
  const group = target.row.translation_group ?? target.row.id;
  if (target.row.translation_group) await checkLanguageFree(deps.db, group, language, selfId);
  else if (target.row.language === language) throw new ConflictError(translationTaken(target.row.title));
  return { target: target.row, group };
}

/** Refuses `language` for a post of `group` when another post of it is in that language. */
export async function checkLanguageFree(
  db: Kysely<Database>,
  group: string,
  language: "en" | "hi",
  selfId?: string,
) {
  const members = await listGroupPosts(db, group);
  const taken = members.find((member) => member.language === language && member.id !== selfId);
  if (taken) throw new ConflictError(translationTaken(taken.title));
}

/**
 * Whether joining makes a group of a published post that was on its own:
 * its `translationGroup`, which readers are answered (the post's JSON),
 * changes, so the write raises the content version.
 */
export const opensLiveGroup = (joining: { target: Pick<BlogPostRow, "status" | "translation_group"> }) =>
  joining.target.status === "published" && joining.target.translation_group === null;

/**
 * In a write's transaction: makes the original the head of its group if it
 * was on its own (unless a concurrent write just put it in another), and
 * answers the group it is in now.
 */
export async function openGroup(trx: Kysely<Database>, target: BlogPostRow): Promise<string> {
  if (target.translation_group) return target.translation_group;
  return openTranslationGroup(trx, target.id);
}

/**
 * The translations of `post` among the posts of its group that a reader (or
 * staff) may open: every one but itself, by language. An article's link to
 * its translation and the sitemap's pairs both come from here.
 */
export function othersIn<Post extends { slug: string; language: Locale }>(group: Post[], post: Post): Post[] {
  return group
    .filter((other) => other.slug !== post.slug)
    .sort((a, b) => a.language.localeCompare(b.language));
}
