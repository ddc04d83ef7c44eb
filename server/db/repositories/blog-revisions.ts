import type { Kysely } from "kysely";
import type {
  BlogPostReviewRow,
  BlogPostRevisionRow,
  BlogPostRow,
  Database,
  ReviewState,
} from "../schema.ts";

/** The fields a revision keeps of a post: everything a writer edits. */
export const revisedFields = [
  "title",
  "excerpt",
  "content",
  "author",
  "author_role",
  "category",
  "tags",
  "featured",
  "image_key",
  "image_width",
  "image_height",
  "image_alt",
] as const;

export type RevisedField = (typeof revisedFields)[number];
export type PostText = Pick<BlogPostRow, RevisedField>;

/**
 * Stores a post's text as its next revision. Call inside the transaction that
 * changed the post's row: on PostgreSQL the row's lock orders two saves of
 * one post, so each reads the other's number; SQLite writes one at a time.
 */
export async function insertRevision(
  db: Kysely<Database>,
  revision: {
    id: string;
    postId: string;
    authorId: string | null;
    authorUsername: string;
    kind: "create" | "save" | "restore";
    changed: readonly string[];
    at: string;
    text: PostText;
  },
): Promise<number> {
  const last = await db
    .selectFrom("blog_post_revisions")
    .select((eb) => eb.fn.max("number").as("number"))
    .where("post_id", "=", revision.postId)
    .executeTakeFirst();
  const number = Number(last?.number ?? 0) + 1;
  await db
    .insertInto("blog_post_revisions")
    .values({
      id: revision.id,
      post_id: revision.postId,
      number,
      author_id: revision.authorId,
      author_username: revision.authorUsername,
      kind: revision.kind,
      changed: JSON.stringify(revision.changed),
      created_at: revision.at,
      ...textOf(revision.text),
    })
    .execute();
  return number;
}

/** Only the revised fields of a row (a post or a revision). */
export function textOf(row: PostText): PostText {
  return Object.fromEntries(revisedFields.map((field) => [field, row[field]])) as PostText;
}

/** A post's revisions, newest first, without their bodies. */
export async function listRevisions(db: Kysely<Database>, postId: string) {
  return db
    .selectFrom("blog_post_revisions")
    .select(["id", "number", "author_id", "author_username", "kind", "changed", "created_at"])
    .where("post_id", "=", postId)
    .orderBy("number", "desc")
    .execute();
}

export async function findRevision(
  db: Kysely<Database>,
  postId: string,
  id: string,
): Promise<BlogPostRevisionRow | undefined> {
  return db
    .selectFrom("blog_post_revisions")
    .selectAll()
    .where("post_id", "=", postId)
    .where("id", "=", id)
    .executeTakeFirst();
}

/** The newest revision of a post: the text staff are working on. */
export async function latestRevision(
  db: Kysely<Database>,
  postId: string,
): Promise<BlogPostRevisionRow | undefined> {
  return db
    .selectFrom("blog_post_revisions")
    .selectAll()
    .where("post_id", "=", postId)
    .orderBy("number", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** Every account that saved a revision of the post, or created it: its authors. */
export async function authorsOf(db: Kysely<Database>, postId: string): Promise<Set<string>> {
  const [revisions, post] = await Promise.all([
    db
      .selectFrom("blog_post_revisions")
      .select("author_id")
      .distinct()
      .where("post_id", "=", postId)
      .where("author_id", "is not", null)
      .execute(),
    db.selectFrom("blog_posts").select("created_by").where("id", "=", postId).executeTakeFirst(),
  ]);
  const ids = new Set(revisions.map((row) => row.author_id as string));
  if (post?.created_by) ids.add(post.created_by);
  return ids;
}

export async function insertReview(
  db: Kysely<Database>,
  row: Omit<BlogPostReviewRow, "actor_name" | "actor_credential" | "next_review_at"> &
    Partial<Pick<BlogPostReviewRow, "actor_name" | "actor_credential" | "next_review_at">>,
): Promise<void> {
  await db.insertInto("blog_post_reviews").values(row).execute();
}

/** A post's review steps, newest first. */
export async function listReviews(db: Kysely<Database>, postId: string): Promise<BlogPostReviewRow[]> {
  return db
    .selectFrom("blog_post_reviews")
    .selectAll()
    .where("post_id", "=", postId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

/** The approval of a revision: who approved it and when the next review falls. */
export async function approvalOf(
  db: Kysely<Database>,
  postId: string,
  revisionId: string,
): Promise<BlogPostReviewRow | undefined> {
  return db
    .selectFrom("blog_post_reviews")
    .selectAll()
    .where("post_id", "=", postId)
    .where("revision_id", "=", revisionId)
    .where("action", "=", "approve")
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** Published posts whose review falls due by `by` (ISO), soonest first. */
export async function listDueForReview(db: Kysely<Database>, by: string, limit: number) {
  return db
    .selectFrom("blog_posts")
    .select(["id", "slug", "title", "category", "next_review_at", "last_reviewed_at", "reviewer_name"])
    .where("status", "=", "published")
    .where("next_review_at", "<=", by)
    .orderBy("next_review_at", "asc")
    .limit(limit)
    .execute();
}

/**
 * The clinicians named on live articles (published, date come), as each
 * article names them: one row per name and credential, with how many live
 * articles carry it and the latest review.
 */
export async function listLiveReviewers(db: Kysely<Database>, visibleAt: string) {
  return db
    .selectFrom("blog_posts")
    .select((eb) => [
      "reviewer_name",
      "reviewer_credential",
      eb.fn.countAll<number | string>().as("articles"),
      eb.fn.max("last_reviewed_at").as("latest"),
    ])
    .where("status", "=", "published")
    .where("publish_date", "<=", visibleAt)
    .where("reviewer_name", "is not", null)
    .where("last_reviewed_at", "is not", null)
    .groupBy(["reviewer_name", "reviewer_credential"])
    .limit(500)
    .execute();
}

/** Posts in the trash, most recently deleted first. */
export async function listTrashed(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom("blog_posts")
    .select(["id", "slug", "title", "category", "deleted_at"])
    .where("status", "=", "trashed")
    .orderBy("deleted_at", "desc")
    .limit(limit)
    .execute();
}

/** Erases posts trashed before `before` (their revisions, reviews and old slugs go with them). */
export async function purgeTrash(db: Kysely<Database>, before: string): Promise<number> {
  const old = db
    .selectFrom("blog_posts")
    .select("id")
    .where("status", "=", "trashed")
    .where("deleted_at", "<", before);
  for (const table of ["blog_post_slugs", "blog_post_revisions", "blog_post_reviews"] as const) {
    await db.deleteFrom(table).where("post_id", "in", old).execute();
  }
  const result = await db
    .deleteFrom("blog_posts")
    .where("status", "=", "trashed")
    .where("deleted_at", "<", before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Whether an account with the writer role wrote any of the post: its text then always needs review. */
export async function writerWrote(db: Kysely<Database>, postId: string): Promise<boolean> {
  const row = await db
    .selectFrom("blog_post_revisions")
    .innerJoin("users", "users.id", "blog_post_revisions.author_id")
    .select("blog_post_revisions.id")
    .where("blog_post_revisions.post_id", "=", postId)
    .where("users.role", "=", "writer")
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether `id` can name a revision of `postId`: a UUID, or the first
 * revision migration 020 gave each post that existed before revisions.
 */
export const isRevisionId = (postId: string, id: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) || id === `${postId}-r1`;

/** A stored JSON list of strings (tags, changed fields); anything unreadable counts as none. */
export function stringListOf(json: string): string[] {
  try {
    const parsed = JSON.parse(json) as unknown;
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

/**
 * Moves a post's review from one of `from` to `to`, only if nobody moved it
 * first (and, past "none", only for the revision it was in review with):
 * true when this call moved it.
 */
export async function moveReview(
  db: Kysely<Database>,
  post: Pick<BlogPostRow, "id" | "review_revision_id">,
  change: { from: readonly ReviewState[]; to: ReviewState; revisionId: string; extra?: Partial<BlogPostRow> },
): Promise<boolean> {
  const result = await db
    .updateTable("blog_posts")
    .set({ review_state: change.to, review_revision_id: change.revisionId, ...change.extra })
    .where("id", "=", post.id)
    .where("review_state", "in", change.from)
    .where((eb) =>
      change.from.includes("none") ? eb.val(true) : eb("review_revision_id", "=", post.review_revision_id),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Puts a post in the trash (`true`) or takes it out as a draft; false when it was not where expected. */
export async function setTrashed(db: Kysely<Database>, id: string, trashed: boolean, at: string) {
  const result = await db
    .updateTable("blog_posts")
    .set(
      trashed ? { status: "trashed", deleted_at: at } : { status: "draft", deleted_at: null, updated_at: at },
    )
    .where("id", "=", id)
    .where("status", trashed ? "!=" : "=", "trashed")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
