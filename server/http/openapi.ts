import { z } from "zod/mini";
import { adminAreas, blogLimits, postCategories } from "#common/constants.ts";
import { demoRequestStages } from "#common/lead-desk.ts";
import { blogListQuerySchema } from "#common/schemas/blog-list-query.ts";
import { approveSchema, returnSchema, submitSchema } from "#common/schemas/blog-review.ts";
import { contactSchema } from "#common/schemas/contact.ts";
import { demoRequestSchema } from "#common/schemas/demo-request.ts";
import { demoRequestQuerySchema, demoRequestStatusSchema } from "#common/schemas/demo-request-query.ts";
import { leadDeskChangeSchema } from "#common/schemas/lead-desk.ts";
import { leadNoteSchema } from "#common/schemas/lead-note.ts";
import { contactMessageQuerySchema, waitlistQuerySchema } from "#common/schemas/lead-queries.ts";
import { leadReplySchema } from "#common/schemas/lead-reply.ts";
import { loginSchema, secondFactorCodeSchema } from "#common/schemas/login.ts";
import { failedMailQuerySchema } from "#common/schemas/mail-query.ts";
import { waitlistSchema } from "#common/schemas/waitlist.ts";
import { contactRate, contactRefusedRate } from "#server/services/lead-kinds/contact-message.ts";
import { demoRequestRate, demoRequestRefusedRate } from "#server/services/lead-kinds/demo-request.ts";
import { waitlistRate, waitlistRefusedRate } from "#server/services/lead-kinds/waitlist.ts";
import { visitorMailRate } from "#server/services/mail/outbox.ts";
import type { RateRule } from "#server/services/rate-limits.ts";

/** The JSON Schema of what a zod schema accepts (its input side: defaults make a field optional). */
const jsonSchemaOf = (schema: z.ZodMiniType, io: "input" | "output" = "input") => {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
  }) as Record<string, unknown>;
  return json;
};

/** Request bodies come from the very zod schemas the server validates with. */
const bodyOf = (schema: z.ZodMiniType) => ({
  required: true,
  content: { "application/json": { schema: jsonSchemaOf(schema) } },
});

/**
 * Query parameters, one per property of the zod object schema the service
 * parses the query string with, so the limits and lists are written once.
 */
const queryOf = (schema: z.ZodMiniType, descriptions: Record<string, string> = {}) => {
  // Each parameter as the service reads it (`page` a whole number, not the
  // digits it arrives as); whether it is required, from what a caller sends.
  const { properties = {} } = jsonSchemaOf(schema, "output") as { properties?: Record<string, object> };
  const { required = [] } = jsonSchemaOf(schema) as { required?: string[] };
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: "query",
    required: required.includes(name),
    schema: property,
    description: descriptions[name],
  }));
};

const failure = {
  description: "Refused",
  content: {
    "application/json": {
      schema: {
        type: "object",
        required: ["success", "error"],
        properties: {
          success: { const: false },
          error: { type: "string" },
          fieldErrors: { type: "object", additionalProperties: { type: "string" } },
        },
      },
    },
  },
};

/** Understood and deliberately not stored (the contact form's under-18 answer on the therapy path). */
const referred = {
  description: "Not stored: the person is referred elsewhere (`code` says why)",
  content: {
    "application/json": {
      schema: {
        type: "object",
        required: ["success", "error", "code", "stored"],
        properties: {
          success: { const: false },
          error: { type: "string" },
          code: { type: "string", enum: ["under-18"] },
          stored: { const: false },
        },
      },
    },
  },
};

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [String(code), failure]));
const ok = (description: string) => ({
  description,
  content: { "application/json": { schema: { type: "object" } } },
});
const staffOnly = [{ leadsSession: [] }];
/** Anyone; a blog staff session sees more (drafts, scheduled posts). */
const blogSessionOptional = [{}, { blogSession: [] }];
/** A session of either area. */
const signedInEither = [{ leadsSession: [] }, { blogSession: [] }];
/** Whichever area's session the caller has, or none. */
const eitherSession = [{}, { leadsSession: [] }, { blogSession: [] }];
const demoRequestSearch = "name, email, organization or product";
const inquirySearch = "name, email or subject";
/** A public form's limits (server/services/intake.ts), as the rules say them. */
const formLimits = (stored: RateRule, refused: RateRule, what: string) =>
  `Per client: ${stored.limit} ${what} in ${stored.windowMs / 60_000} minutes, and ${refused.limit} refused ones, past which everything is refused until the window ends (429 with Retry-After). One address gets at most ${visitorMailRate.limit} mails a day from the forms; past that the record is still stored and staff still told`;
const categoryWords = `a category's id or its label, in any case: ${postCategories
  .map((c) => `${c.id} ("${c.label}")`)
  .join(", ")}`;
const idParameter = { name: "id", in: "path", required: true, schema: { type: "string" } };
/** The kinds of lead the lead desk's routes take (issue 32). */
const leadKindParameter = {
  name: "kind",
  in: "path",
  required: true,
  schema: { type: "string", enum: ["demo-requests", "contact-messages"] },
};
const query = (name: string, schema: object, description?: string) => ({
  name,
  in: "query",
  schema,
  description,
});

const postId = { name: "id", in: "path", required: true, schema: { type: "string" } } as const;
const revisionId = { name: "revisionId", in: "path", required: true, schema: { type: "string" } } as const;
/** A JSON body the call may also go without. */
const optionalBodyOf = (schema: Parameters<typeof bodyOf>[0]) => ({ ...bodyOf(schema), required: false });

/** GET /api/openapi.json: the machine-readable description of the JSON API. */
/**
 * Each operation's name, for clients generated from the description
 * (`operationId`): one per method and path, checked when the document is
 * built, so a route added without one fails the OpenAPI test.
 */
const operationIds: Record<string, string> = {
  "post /api/request-demo": "submitDemoRequest",
  "post /api/contact": "submitContactMessage",
  "post /api/waitlist": "joinWaitlist",
  "get /api/waitlist": "listWaitlist",
  "post /api/auth/login": "signIn",
  "post /api/auth/logout": "signOut",
  "get /api/auth/session": "getSession",
  "get /api/auth/two-factor": "getTwoFactorStatus",
  "post /api/auth/totp/setup": "startTotpSetup",
  "post /api/auth/totp/enable": "enableTotp",
  "delete /api/auth/totp": "disableTotp",
  "post /api/auth/recovery-codes": "regenerateRecoveryCodes",
  "get /api/auth/sessions": "listOwnSessions",
  "delete /api/auth/sessions/{id}": "endOwnSession",
  "delete /api/auth/users/{username}/sessions": "endAllSessionsOfUser",
  "get /api/auth/passkeys": "listPasskeys",
  "post /api/auth/passkeys/options": "startPasskeyRegistration",
  "post /api/auth/passkeys": "addPasskey",
  "patch /api/auth/passkeys/{id}": "renamePasskey",
  "delete /api/auth/passkeys/{id}": "removePasskey",
  "post /api/auth/passkey/options": "startPasskeySignIn",
  "post /api/auth/passkey/sign-in": "signInWithPasskey",
  "get /api/blogs": "listPosts",
  "post /api/blogs": "createPost",
  "post /api/blogs/update": "updatePostWithImage",
  "get /api/blogs/{id}": "getPost",
  "put /api/blogs/{id}": "replacePost",
  "patch /api/blogs/{id}": "updatePost",
  "delete /api/blogs/{id}": "deletePost",
  "get /api/blogs/trash": "listTrashedPosts",
  "get /api/blogs/review-due": "listPostsDueForReview",
  "post /api/blogs/{id}/restore": "restorePostFromTrash",
  "post /api/blogs/{id}/submit": "submitPostForReview",
  "post /api/blogs/{id}/approve": "approvePost",
  "post /api/blogs/{id}/return": "returnPostForChanges",
  "get /api/blogs/{id}/reviews": "listPostReviewSteps",
  "get /api/blogs/{id}/revisions": "listPostRevisions",
  "get /api/blogs/{id}/revisions/{revisionId}": "getPostRevision",
  "post /api/blogs/{id}/revisions/{revisionId}/restore": "restorePostRevision",
  "get /api/demo-requests": "listDemoRequests",
  "get /api/demo-requests/export.csv": "exportDemoRequests",
  "put /api/demo-requests/{id}/status": "setDemoRequestStatus",
  "delete /api/demo-requests/{id}": "deleteDemoRequest",
  "get /api/contact-messages": "listContactMessages",
  "get /api/contact-messages/export.csv": "exportContactMessages",
  "put /api/contact-messages/{id}/status": "setContactMessageStatus",
  "delete /api/contact-messages/{id}": "deleteContactMessage",
  "get /api/leads/overview": "getLeadOverview",
  "get /api/leads/{kind}/{id}": "getLead",
  "patch /api/leads/{kind}/{id}": "updateLead",
  "post /api/leads/{kind}/{id}/notes": "addLeadNote",
  "post /api/leads/{kind}/{id}/replies": "replyToLead",
  "post /api/leads/demo-requests/{id}/demo": "bookDemo",
  "post /api/leads/{kind}/{id}/mail/{mailId}/send-again": "sendLeadMailAgain",
  "get /api/mail/failed": "listFailedMail",
  "post /api/mail/{id}/send-again": "sendMailAgain",
  "get /api/waitlist/export.csv": "exportWaitlist",
  "delete /api/waitlist/{id}": "deleteWaitlistEntry",
};

type Operation = { operationId?: string; security?: readonly Record<string, string[]>[] };

/**
 * Names every operation (`operationIds`) and marks those without a staff
 * scheme as open to anyone (`security: []`), so the document says of each
 * who may call it.
 */
function named<Doc extends { paths: object }>(doc: Doc): Doc {
  const paths = doc.paths as Record<string, Record<string, Operation>>;
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const id = operationIds[`${method} ${path}`];
      if (!id)
        throw new Error(`No operationId for ${method.toUpperCase()} ${path}: add one to operationIds.`);
      operation.operationId = id;
      operation.security ??= [];
    }
  }
  return doc;
}

export function openApiDocument(serverUrl: string) {
  return named({
    openapi: "3.1.0",
    info: {
      title: "Anvaya Health site API",
      version: "1.0.0",
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
      description:
        "Demo requests, contact messages, the waitlist, blog posts, staff sign-in and the leads area. Errors are JSON `{success:false,error}` with 400, 401, 403, 404, 409, 413, 415, 422, 429 or 503. The three public forms (request-demo, contact, waitlist) need `agreeToContact: true` and take three optional fields: `idempotencyKey` (16 to 64 letters, digits, - or _; a body sent again with the same key stores nothing more and answers as the first did) `formPage` (the site path of the page that showed the form, for the consent ledger) and `language` (`en`, the default, or `hi`: the form's language, which its errors, the consent wording, the privacy notice version and the acknowledgement mail follow; anything else is 400).",
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        leadsSession: { type: "apiKey", in: "cookie", name: "anvaya_session_leads" },
        blogSession: { type: "apiKey", in: "cookie", name: "anvaya_session_blog" },
      },
    },
    paths: {
      "/api/request-demo": {
        post: {
          summary: `Send a demo request (a filled \`website\` field is refused). ${formLimits(demoRequestRate, demoRequestRefusedRate, "stored")}`,
          requestBody: bodyOf(demoRequestSchema),
          responses: { "201": ok("Stored: `{success:true, data:{id}}`"), ...errors(400, 413, 415, 429, 503) },
        },
      },
      "/api/contact": {
        post: {
          summary: `Send a message through the contact form (a filled \`website\` field is refused). ${formLimits(contactRate, contactRefusedRate, "stored")}`,
          description:
            "With `inquiryType: therapy`, `adult` (`yes` or `no`: is the person 18 or over?) is required. `adult: no` on the therapy path stores nothing at all (no message, consent, mail or audit entry, and no count against the limits) and answers 422 with `code: under-18`, `stored: false` and an `error` that points to Tele-MANAS (14416, free, 24×7, for young people and their families) and 112.",
          requestBody: bodyOf(contactSchema),
          responses: {
            "201": ok("Stored: `{success:true, data:{id, inquiryType, urgent}}`"),
            "422": referred,
            ...errors(400, 413, 415, 429, 503),
          },
        },
      },
      "/api/waitlist": {
        post: {
          summary: `Join the coming-soon waitlist (once per address). ${formLimits(waitlistRate, waitlistRefusedRate, "accepted")}`,
          requestBody: bodyOf(waitlistSchema),
          responses: { "200": ok("Joined"), ...errors(400, 413, 415, 429, 503) },
        },
        get: {
          summary: "List waitlist sign-ups, newest first by default; `data` is the list",
          security: staffOnly,
          parameters: queryOf(waitlistQuerySchema, { search: "email address" }),
          responses: { "200": ok("`{success, data, total, page, limit}`"), ...errors(400, 401, 403, 503) },
        },
      },
      "/api/auth/login": {
        post: {
          summary:
            'Sign in to one staff area; sets that area\'s session cookie. For an account with a second factor, a right password without `code` answers 401 `{success:false, secondFactor}` and sets nothing: "totp" (send the same body again with `code`, a current code from the authenticator app or a recovery code), "passkey" (a passkey is the account\'s only second factor: sign in with `POST /api/auth/passkey/sign-in`) or "enrol" (Settings require a second factor the account lacks: set one up at the staff sign-in screen). A wrong code counts as a failed attempt toward the lock, as a wrong password does; each code is accepted once',
          requestBody: bodyOf(loginSchema),
          responses: {
            "200": ok("Signed in"),
            ...errors(400, 401, 403, 429, 503),
          },
        },
      },
      "/api/auth/two-factor": {
        get: {
          summary: "The signed-in account's second factor: `{totp, totpPending, recoveryCodesLeft}`",
          security: signedInEither,
          responses: { "200": ok("The account's factors"), ...errors(401) },
        },
      },
      "/api/auth/totp/setup": {
        post: {
          summary:
            "Start enrolling an authenticator app (send `{}`): `data` is `{secret, otpauthUrl}` (160-bit base32 secret; SHA-1, 6 digits, 30 s). Nothing changes at sign-in until a code confirms it; asked again, a new secret replaces the one shown",
          security: signedInEither,
          responses: { "200": ok("`{success, data:{secret, otpauthUrl}}`"), ...errors(401, 409, 415) },
        },
      },
      "/api/auth/totp/enable": {
        post: {
          summary:
            "Confirm enrolment with a current code: codes are required at sign-in from now on; `data.recoveryCodes` is the ten one-time recovery codes, shown this once",
          security: signedInEither,
          requestBody: bodyOf(secondFactorCodeSchema),
          responses: { "200": ok("`{success, data:{recoveryCodes}}`"), ...errors(400, 401, 409, 415) },
        },
      },
      "/api/auth/totp": {
        delete: {
          summary:
            "Turn codes off; `code` (a current code or a recovery code) proves it is the account's owner",
          security: signedInEither,
          requestBody: bodyOf(secondFactorCodeSchema),
          responses: { "200": ok("Codes off"), ...errors(400, 401, 409, 415) },
        },
      },
      "/api/auth/recovery-codes": {
        post: {
          summary: "Ten new recovery codes (`code` proves it is the owner); the earlier ones stop working",
          security: signedInEither,
          requestBody: bodyOf(secondFactorCodeSchema),
          responses: { "200": ok("`{success, data:{recoveryCodes}}`"), ...errors(400, 401, 409, 415) },
        },
      },
      "/api/auth/sessions": {
        get: {
          summary:
            "The signed-in account's live sessions in both areas: `{id, area, device, address, signedInAt, lastSeenAt, expiresAt, factor, current}`",
          security: signedInEither,
          responses: { "200": ok("`{success, data: sessions}`"), ...errors(401) },
        },
      },
      "/api/auth/sessions/{id}": {
        delete: {
          summary: "End one of the account's own sessions: that browser is signed out at its next request",
          security: signedInEither,
          parameters: [idParameter],
          responses: { "200": ok("Ended"), ...errors(401, 404) },
        },
      },
      "/api/auth/passkeys": {
        get: {
          summary: "The signed-in account's passkeys: `{id, name, createdAt, lastUsedAt}`",
          security: signedInEither,
          responses: { "200": ok("`{success, data: passkeys}`"), ...errors(401) },
        },
        post: {
          summary:
            'Add a passkey: `{ceremony, response, name}`, where `response` is the browser\'s answer (`@simplewebauthn/browser` `startRegistration`) to the options of `POST /api/auth/passkeys/options` and `ceremony` the handle that came with them (five minutes, used once); `name` 1-60 characters ("Passkey" if left out)',
          security: signedInEither,
          requestBody: { required: true, content: { "application/json": { schema: { type: "object" } } } },
          responses: { "201": ok("The passkey"), ...errors(400, 401, 413, 415) },
        },
      },
      "/api/auth/passkeys/options": {
        post: {
          summary:
            "Start adding a passkey (send `{}`): `data` is `{ceremony, options}`, the WebAuthn creation options (a discoverable credential, no attestation, the account's passkeys excluded)",
          security: signedInEither,
          responses: { "200": ok("`{success, data:{ceremony, options}}`"), ...errors(401, 415) },
        },
      },
      "/api/auth/passkeys/{id}": {
        patch: {
          summary: "Rename one of the account's passkeys: `{name}`, 1-60 characters",
          security: signedInEither,
          parameters: [idParameter],
          requestBody: { required: true, content: { "application/json": { schema: { type: "object" } } } },
          responses: { "200": ok("Renamed"), ...errors(400, 401, 404, 415) },
        },
        delete: {
          summary: "Remove one of the account's passkeys",
          security: signedInEither,
          parameters: [idParameter],
          responses: { "200": ok("Removed"), ...errors(401, 404) },
        },
      },
      "/api/auth/passkey/options": {
        post: {
          summary:
            "Start signing in with a passkey: `{area}`; `data` is `{ceremony, options}`. Any of the site's passkeys, or, when the staff gate's second step is waiting (its cookie), only that account's",
          requestBody: { required: true, content: { "application/json": { schema: { type: "object" } } } },
          responses: { "200": ok("`{success, data:{ceremony, options}}`"), ...errors(400, 415) },
        },
      },
      "/api/auth/passkey/sign-in": {
        post: {
          summary:
            "Sign in with a passkey: `{ceremony, response, area}`; sets the area's session cookie, as `POST /api/auth/login` does. Each challenge is answered once; an authenticator whose signature counter goes back is refused",
          requestBody: { required: true, content: { "application/json": { schema: { type: "object" } } } },
          responses: { "200": ok("Signed in"), ...errors(400, 401, 403, 413, 415, 429) },
        },
      },
      "/api/auth/users/{username}/sessions": {
        delete: {
          summary: "Admin only: end every session of an account; `data.ended` is how many",
          security: signedInEither,
          parameters: [{ name: "username", in: "path", required: true, schema: { type: "string" } }],
          responses: { "200": ok("`{success, data:{ended}}`"), ...errors(401, 403, 404) },
        },
      },
      "/api/auth/logout": {
        post: {
          summary: "Sign out of one area",
          security: eitherSession,
          parameters: [query("area", { enum: [...adminAreas] })],
          responses: { "200": ok("Signed out"), ...errors(400) },
        },
      },
      "/api/auth/session": {
        get: {
          summary: "The current session of one area",
          security: eitherSession,
          parameters: [query("area", { enum: [...adminAreas] })],
          responses: { "200": ok("Signed in"), ...errors(400, 401) },
        },
      },
      "/api/blogs": {
        get: {
          summary:
            "List posts: anonymous callers see published posts whose date has come; blog staff see all",
          security: blogSessionOptional,
          parameters: queryOf(blogListQuerySchema, {
            status: "staff only",
            category: `${categoryWords}; or all ("All Articles")`,
            search: "title, excerpt or author",
          }),
          responses: {
            "200": ok(
              "`{success, data:{blogs, total, page, limit}}`; each post has `category` (its id) and `categoryLabel`",
            ),
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
          security: blogSessionOptional,
          parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
          responses: {
            "200": ok("The post (`category` is its id, `categoryLabel` its name)"),
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
      "/api/demo-requests": {
        get: {
          summary: "List demo requests, newest first by default; `data` is the list",
          security: staffOnly,
          parameters: queryOf(demoRequestQuerySchema, { search: demoRequestSearch }),
          responses: { "200": ok("`{success, data, total, page, limit}`"), ...errors(400, 401, 403, 503) },
        },
      },
      "/api/demo-requests/export.csv": {
        get: {
          summary: "The filtered list as CSV (same filters and sort as the list, every page)",
          security: staffOnly,
          parameters: queryOf(z.omit(demoRequestQuerySchema, { page: true, limit: true }), {
            search: demoRequestSearch,
          }),
          responses: { "200": { description: "CSV", content: { "text/csv": {} } }, ...errors(400, 401, 403) },
        },
      },
      "/api/demo-requests/{id}/status": {
        put: {
          summary: "Close or reopen a request",
          security: staffOnly,
          parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
          requestBody: bodyOf(demoRequestStatusSchema),
          responses: { "200": ok("Updated"), ...errors(400, 401, 403, 404, 415) },
        },
      },
      "/api/demo-requests/{id}": {
        delete: {
          summary: "Delete a request permanently",
          security: staffOnly,
          parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
          responses: { "200": ok("Deleted"), ...errors(401, 403, 404) },
        },
      },
      "/api/contact-messages": {
        get: {
          summary:
            "List contact messages; by default open before closed, urgent first, then by the reply due soonest; `data` is the list",
          security: staffOnly,
          parameters: queryOf(contactMessageQuerySchema, { search: inquirySearch }),
          responses: { "200": ok("`{success, data, total, page, limit}`"), ...errors(400, 401, 403, 503) },
        },
      },
      "/api/contact-messages/export.csv": {
        get: {
          summary: "The filtered messages as CSV (same filters and sort as the list, every page)",
          security: staffOnly,
          parameters: queryOf(z.omit(contactMessageQuerySchema, { page: true, limit: true }), {
            search: inquirySearch,
          }),
          responses: { "200": { description: "CSV", content: { "text/csv": {} } }, ...errors(400, 401, 403) },
        },
      },
      "/api/contact-messages/{id}/status": {
        put: {
          summary: "Close or reopen a contact message",
          security: staffOnly,
          parameters: [idParameter],
          requestBody: bodyOf(demoRequestStatusSchema),
          responses: { "200": ok("Updated"), ...errors(400, 401, 403, 404, 415) },
        },
      },
      "/api/contact-messages/{id}": {
        delete: {
          summary: "Delete a contact message permanently",
          security: staffOnly,
          parameters: [idParameter],
          responses: { "200": ok("Deleted"), ...errors(401, 403, 404) },
        },
      },
      "/api/leads/overview": {
        get: {
          summary:
            "The lead desk's overview: open leads nobody has answered that are urgent or overdue (`attention`), due within the hour (`dueSoon`), how many wait and are overdue, open leads by kind and stage, and for the last eight IST weeks the leads received and the median first-response time",
          security: staffOnly,
          responses: { "200": ok("The overview"), ...errors(401, 403) },
        },
      },
      "/api/leads/{kind}/{id}": {
        get: {
          summary:
            "A lead with its stage, owner, outcome, first-response time, notes, replies (with their delivery), mail that failed for good, history and the same person's other leads",
          security: staffOnly,
          parameters: [leadKindParameter, idParameter],
          responses: { "200": ok("The lead"), ...errors(401, 403, 404) },
        },
        patch: {
          summary:
            "Change a lead's stage, owner (a staff account's id, or null) or outcome (which closes it); the owner is mailed",
          security: staffOnly,
          parameters: [leadKindParameter, idParameter],
          requestBody: bodyOf(leadDeskChangeSchema(demoRequestStages)),
          responses: { "200": ok("The lead as it now is"), ...errors(400, 401, 403, 404, 413, 415) },
        },
      },
      "/api/leads/{kind}/{id}/notes": {
        post: {
          summary: "Add an internal note to a lead (never mailed to the visitor; erased with the lead)",
          security: staffOnly,
          parameters: [leadKindParameter, idParameter],
          requestBody: bodyOf(leadNoteSchema),
          responses: {
            "201": ok("The note, with its id, author and time"),
            ...errors(400, 401, 403, 404, 413, 415),
          },
        },
      },
      "/api/leads/demo-requests/{id}/demo": {
        post: {
          summary:
            "Book a demo request's demo at `at` (an instant with its offset, or a datetime-local value read in IST; one of its preferred times or another): the stage moves to demo booked, the first response is recorded, and the visitor is mailed an invitation with an .ics calendar file. Booking again moves it",
          security: staffOnly,
          parameters: [idParameter],
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["at"],
                  properties: { at: { type: "string", maxLength: 40 } },
                },
              },
            },
          },
          responses: { "200": ok("The request as it now is"), ...errors(400, 401, 403, 404, 413, 415) },
        },
      },
      "/api/leads/{kind}/{id}/replies": {
        post: {
          summary:
            "Reply to the visitor: mailed through the outbox from MAIL_FROM, answering to the company's contact address (or the staff member's); kept in the lead's thread with its delivery state. The first reply records the first response and moves a new lead to contacted",
          security: staffOnly,
          parameters: [leadKindParameter, idParameter],
          requestBody: bodyOf(leadReplySchema),
          responses: {
            "201": ok("The reply, with its id, author, time, mail id and delivery (queued)"),
            ...errors(400, 401, 403, 404, 413, 415),
          },
        },
      },
      "/api/leads/{kind}/{id}/mail/{mailId}/send-again": {
        post: {
          summary:
            "Send again a mail about the lead that failed for good (a reply or an acknowledgement); its tries start again. 409 when it is not failed",
          security: staffOnly,
          parameters: [
            leadKindParameter,
            idParameter,
            { name: "mailId", in: "path", required: true, schema: { type: "string", format: "uuid" } },
          ],
          requestBody: { required: true, content: { "application/json": { schema: { type: "object" } } } },
          responses: { "200": ok("Due again"), ...errors(401, 403, 404, 409, 415) },
        },
      },
      "/api/mail/failed": {
        get: {
          summary:
            "Mail that failed for good (rejected after its retries, or out of tries), newest first, 50 a page: the admin's Mail view",
          security: staffOnly,
          parameters: queryOf(failedMailQuerySchema),
          responses: { "200": ok("`{success, data, total, page}`"), ...errors(400, 401, 403) },
        },
      },
      "/api/mail/{id}/send-again": {
        post: {
          summary: "Send a failed mail again (admin); its tries start again. 409 when it is not failed",
          security: staffOnly,
          parameters: [idParameter],
          requestBody: { required: true, content: { "application/json": { schema: { type: "object" } } } },
          responses: { "200": ok("Due again"), ...errors(401, 403, 404, 409, 415) },
        },
      },
      "/api/waitlist/export.csv": {
        get: {
          summary: "The matching sign-ups as CSV",
          security: staffOnly,
          parameters: queryOf(z.omit(waitlistQuerySchema, { page: true, limit: true }), {
            search: "email address",
          }),
          responses: { "200": { description: "CSV", content: { "text/csv": {} } }, ...errors(400, 401, 403) },
        },
      },
      "/api/waitlist/{id}": {
        delete: {
          summary: "Remove a sign-up from the waitlist permanently",
          security: staffOnly,
          parameters: [idParameter],
          responses: { "200": ok("Deleted"), ...errors(401, 403, 404) },
        },
      },
    },
  });
}
