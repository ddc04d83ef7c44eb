/** Operation names for generated clients, and the step that sets them and who may call each. */

/**
 * Each operation's name, for clients generated from the description
 * (`operationId`): one per method and path, checked when the document is
 * built, so a route added without one fails the OpenAPI test. A public
 * form's call has its name from its kind's descriptor (openapi/forms.ts), and
 * an answered kind's staff calls from its staff half (openapi/leads.ts).
 */
export const operationIds: Record<string, string> = {
  "get /api/waitlist": "listWaitlist",
  "post /api/auth/login": "signIn",
  "post /api/auth/logout": "signOut",
  "get /api/auth/session": "getSession",
  "get /api/auth/two-factor": "getTwoFactorStatus",
  "post /api/auth/totp/setup": "startTotpSetup",
  "post /api/auth/confirm": "confirmItIsYou",
  "post /api/auth/confirm/passkey-options": "confirmWithPasskeyOptions",
  "post /api/auth/confirm/passkey": "confirmWithPasskey",
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
  "get /api/leads/overview": "getLeadOverview",
  "get /api/leads/{kind}/{id}": "getLead",
  "patch /api/leads/{kind}/{id}": "updateLead",
  "post /api/leads/{kind}/{id}/notes": "addLeadNote",
  "post /api/leads/{kind}/{id}/replies": "replyToLead",
  "post /api/leads/demo-requests/{id}/demo": "bookDemo",
  "post /api/leads/{kind}/{id}/mail/{mailId}/send-again": "sendLeadMailAgain",
  "get /api/mail/failed": "listFailedMail",
  "get /api/staff": "listStaff",
  "post /api/inbound-mail": "receiveInboundMail",
  "get /api/staff/invitations": "listInvitations",
  "post /api/staff/invitations": "inviteStaff",
  "post /api/staff/invitations/{id}/resend": "resendInvitation",
  "delete /api/staff/invitations/{id}": "withdrawInvitation",
  "patch /api/staff/{id}": "changeStaffAccount",
  "delete /api/staff/{id}": "removeStaffAccount",
  "post /api/staff/{id}/password-reset": "sendPasswordLink",
  "post /api/staff/{id}/second-factor-reset": "resetSecondFactors",
  "post /api/mail/{id}/send-again": "sendMailAgain",
  "get /api/waitlist/export.csv": "exportWaitlist",
  "delete /api/waitlist/{id}": "deleteWaitlistEntry",
};

type Operation = { operationId?: string; security?: readonly Record<string, string[]>[] };

/**
 * Names every operation not yet named (`operationIds`) and marks those without a staff
 * scheme as open to anyone (`security: []`), so the document says of each
 * who may call it.
 */
export function named<Doc extends { paths: object }>(doc: Doc): Doc {
  const paths = doc.paths as Record<string, Record<string, Operation>>;
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const id = operation.operationId ?? operationIds[`${method} ${path}`];
      if (!id)
        throw new Error(`No operationId for ${method.toUpperCase()} ${path}: add one to operationIds.`);
      operation.operationId = id;
      operation.security ??= [];
    }
  }
  return doc;
}
