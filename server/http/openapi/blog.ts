/** The blog in the API description: posts, their clinical review, revisions and the trash. */
import { blogLimits, postCategories } from "#common/constants.ts";
import { blogListQuerySchema } from "#common/schemas/blog-list-query.ts";
import { approveSchema, returnSchema, submitSchema } from "#common/schemas/blog-review.ts";
import { blogSessionOptional, bodyOf, errors, ok, optionalBodyOf, queryOf } from "./components.ts";

const categoryWords = `a category's id or its label, in any case: ${postCategories
  .map((c) => `${c.id} ("${c.label}")`)
  .join(", ")}`;
const postId = { name: "id", in: "path", required: true, schema: { type: "string" } } as const;
const revisionId = { name: "revisionId", in: "path", required: true, schema: { type: "string" } } as const;

/** How a reader's (not staff's) answer is served: kept, compressed, validated. */
const readersAnswer =
  "A reader's answer (no staff session) is kept until a post readers see changes, and carries an `ETag` " +
  "and `Cache-Control: public, max-age=0, must-revalidate`; it is sent gzip- or Brotli-compressed when " +
  "`Accept-Encoding` allows (`Vary: Accept-Encoding`). A post's `views` in it may be up to five minutes " +
  "old. Staff answers are `no-store`.";
const notModified = { description: "Not modified: If-None-Match named the reader's answer's ETag" };

export const blogPaths = {
  "/api/blogs": {
    get: {
      summary: "List posts: anonymous callers see published posts whose date has come; blog staff see all",
      description: readersAnswer,
      security: blogSessionOptional,
      parameters: queryOf(blogListQuerySchema, {
        status: "staff only",
        category: `${categoryWords}; or all ("All Articles")`,
        search: "title, excerpt or author",
        language: "only posts in this language",
        fields: "`summary`: each post without its `content` (every other field kept); absent: whole posts",
      }),
      responses: {
        "200": ok(
          "`{success, data:{blogs, total, page, limit}}`; each post has `category` (its id) and `categoryLabel`",
        ),
        "304": notModified,
        ...errors(400),
      },
    },
    post: {
      summary: `Create a post (multipart: title, excerpt, content, author, authorRole, category (${categoryWords}), tags as a JSON list, featured, publishDate, status, image ≤ ${blogLimits.imageBytes / (1024 * 1024)} MB). The answer's post has \`category\` (the id) and \`categoryLabel\`. With X-HTTP-Method-Override: PUT and X-Blog-ID it updates instead`,
      security: [{ blogSession: [] }],
      requestBody: { required: true, content: { "multipart/form-data": { schema: { type: "object" } } } },
      responses: { "201": ok("Created"), ...errors(400, 401, 403, 409, 413, 415) },
    },
  },
  "/api/blogs/update": {
    post: {
      summary: "Update a post named by the form's updateId (fallback of spec §7 4a)",
      security: [{ blogSession: [] }],
      responses: { "200": ok("Updated"), ...errors(400, 401, 403, 404, 409, 413, 415) },
    },
  },
  "/api/blogs/{id}": {
    get: {
      summary: "One post by slug or id; a reader's view counts once a day (never a bot's or staff's)",
      description: readersAnswer,
      security: blogSessionOptional,
      parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
      responses: {
        "200": ok("The post (`category` is its id, `categoryLabel` its name)"),
        "304": notModified,
        "301": { description: "An old slug (the post was renamed): Location is its current address" },
        ...errors(404),
      },
    },
    put: {
      summary: "Update a post (multipart; only the fields sent change; category as for create)",
      security: [{ blogSession: [] }],
      parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
      responses: { "200": ok("Updated"), ...errors(400, 401, 403, 404, 409, 413, 415) },
    },
    patch: {
      summary: "The same as PUT: only the fields sent change",
      security: [{ blogSession: [] }],
      parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
      responses: { "200": ok("Updated"), ...errors(400, 401, 403, 404, 409, 413, 415) },
    },
    delete: {
      summary:
        "Move a post to the trash: its article answers 404 at once; restorable for 30 days, then erased",
      security: [{ blogSession: [] }],
      parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
      responses: { "200": ok("Deleted"), ...errors(401, 403, 404) },
    },
  },
  "/api/blogs/trash": {
    get: {
      summary: "Posts in the trash, newest first, each with `deletedAt` and `erasedAfter`",
      security: [{ blogSession: [] }],
      responses: {
        "200": ok("`{success, data:[{id, slug, title, category, deletedAt, erasedAfter}]}`"),
        ...errors(401, 403),
      },
    },
  },
  "/api/blogs/review-due": {
    get: {
      summary:
        "Published posts whose clinical review falls due within 30 days, overdue first (`overdue: true`)",
      security: [{ blogSession: [] }],
      responses: {
        "200": ok("`{success, data:[{id, slug, title, reviewer, nextReviewAt, overdue}]}`"),
        ...errors(401, 403),
      },
    },
  },
  "/api/blogs/{id}/restore": {
    post: {
      summary: "Bring a post back from the trash, as a draft",
      security: [{ blogSession: [] }],
      parameters: [postId],
      responses: { "200": ok("Restored"), ...errors(401, 403, 404) },
    },
  },
  "/api/blogs/{id}/submit": {
    post: {
      summary:
        "Submit the text being worked on (a live post's staged edit, else the newest revision) for clinical review",
      security: [{ blogSession: [] }],
      parameters: [postId],
      requestBody: optionalBodyOf(submitSchema),
      responses: { "200": ok("`{success, data:{reviewState}}`"), ...errors(400, 401, 403, 404, 409) },
    },
  },
  "/api/blogs/{id}/approve": {
    post: {
      summary:
        "Approve the submitted text (clinician role with a credential, not one of the post's authors: 403 otherwise). Live text gets its review line at once; a draft or staged edit when it is published. `nextReviewOn` defaults to 12 months on",
      security: [{ blogSession: [] }],
      parameters: [postId],
      requestBody: optionalBodyOf(approveSchema),
      responses: { "200": ok("`{success, data:{reviewState}}`"), ...errors(400, 401, 403, 404, 409) },
    },
  },
  "/api/blogs/{id}/return": {
    post: {
      summary: "Send the submitted text back with what should change (clinician role, not an author)",
      security: [{ blogSession: [] }],
      parameters: [postId],
      requestBody: bodyOf(returnSchema),
      responses: { "200": ok("`{success, data:{reviewState}}`"), ...errors(400, 401, 403, 404, 409) },
    },
  },
  "/api/blogs/{id}/reviews": {
    get: {
      summary: "The post's review steps, newest first",
      security: [{ blogSession: [] }],
      parameters: [postId],
      responses: {
        "200": ok("`{success, data:[{id, action, by, comment, at}]}`"),
        ...errors(401, 403, 404),
      },
    },
  },
  "/api/blogs/{id}/revisions": {
    get: {
      summary: "Every save of the post, newest first: number, who, when, which fields changed",
      security: [{ blogSession: [] }],
      parameters: [postId],
      responses: {
        "200": ok("`{success, data:[{id, number, by, kind, changed, at}]}`"),
        ...errors(401, 403, 404),
      },
    },
  },
  "/api/blogs/{id}/revisions/{revisionId}": {
    get: {
      summary: "One revision, whole",
      security: [{ blogSession: [] }],
      parameters: [postId, revisionId],
      responses: { "200": ok("`{success, data:{id, number, by, at, text}}`"), ...errors(401, 403, 404) },
    },
  },
  "/api/blogs/{id}/revisions/{revisionId}/restore": {
    post: {
      summary:
        "Put an earlier revision's text back as a new revision (staged on a live post where review applies)",
      security: [{ blogSession: [] }],
      parameters: [postId, revisionId],
      responses: { "200": ok("The post as staff now see it"), ...errors(401, 403, 404, 409) },
    },
  },
};
