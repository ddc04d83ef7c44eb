/** The staff accounts in the API description (issue 48). */
import { staffRoles } from "#common/constants.ts";
import { accountChangeSchema, invitationSchema } from "#common/schemas/staff-team.ts";
import { bodyOf, errors, idParameter, ok, signedInEither } from "./components.ts";

const staffMember = {
  type: "object",
  required: ["id", "username", "name", "role", "credential", "active", "hasSecondFactor", "lastSignInAt"],
  properties: {
    id: { type: "string", description: "What `owner` in `PATCH /api/leads/{kind}/{id}` takes" },
    username: { type: "string" },
    name: { type: ["string", "null"], description: "How articles name the account; null: its username" },
    role: { type: "string", enum: [...staffRoles] },
    credential: { type: ["string", "null"], description: "A clinician's qualification, as articles show it" },
    active: { type: "boolean", description: "False once an administrator deactivated it: it cannot sign in" },
    hasSecondFactor: { type: "boolean", description: "An authenticator app or a passkey" },
    lastSignInAt: {
      type: ["string", "null"],
      format: "date-time",
      description: "When the account last signed in; null: never",
    },
  },
};

const invitation = {
  type: "object",
  required: ["id", "email", "role", "name", "credential", "invitedBy", "sentAt", "expiresAt", "expired"],
  properties: {
    id: { type: "string" },
    email: { type: "string", format: "email" },
    role: { type: "string", enum: [...staffRoles] },
    name: { type: ["string", "null"] },
    credential: { type: ["string", "null"] },
    invitedBy: { type: "string", description: "The username of the administrator who invited" },
    sentAt: { type: "string", format: "date-time" },
    expiresAt: { type: "string", format: "date-time", description: "72 hours after it was (last) sent" },
    expired: { type: "boolean", description: "The link has lapsed: send it again or withdraw it" },
  },
};

/** Sudo mode, said once for every call that asks for it. */
const sudo =
  " Asks for sudo mode: without a confirmation (`POST /api/auth/confirm`, or signing in) in the last 10 minutes, 403 with `confirmationNeeded: true`.";
const adminOnly = " Administrators only (403 otherwise).";

export const staffPaths = {
  "/api/staff": {
    get: {
      summary:
        "The staff accounts by username: every account for an administrator; for leads staff, the accounts that may own a lead (the leads and admin roles). Any other role: 403",
      security: signedInEither,
      responses: {
        "200": {
          description: "The accounts",
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["success", "data"],
                properties: { success: { const: true }, data: { type: "array", items: staffMember } },
              },
            },
          },
        },
        ...errors(401, 403),
      },
    },
  },
  "/api/staff/invitations": {
    get: {
      summary: `Invitations neither accepted nor withdrawn, newest first (lapsed ones with \`expired\`).${adminOnly}`,
      security: signedInEither,
      responses: {
        "200": {
          description: "The invitations",
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["success", "data"],
                properties: { success: { const: true }, data: { type: "array", items: invitation } },
              },
            },
          },
        },
        ...errors(401, 403),
      },
    },
    post: {
      summary: `Invite a person by email with a role (and, for writers and clinicians, how articles name them): a mail with a one-time link, valid 72 hours, to a page where they choose a username and password. 409 when an account has the address or an invitation to it is pending.${adminOnly}${sudo}`,
      security: signedInEither,
      requestBody: bodyOf(invitationSchema),
      responses: {
        "201": ok("`{success, message, data: invitation}`"),
        ...errors(400, 401, 403, 409, 413, 415),
      },
    },
  },
  "/api/staff/invitations/{id}/resend": {
    post: {
      summary: `Send an open invitation again with a new link, valid 72 hours from now; the old link stops working. No body.${adminOnly}${sudo}`,
      security: signedInEither,
      parameters: [idParameter],
      responses: { "200": ok("`{success, message, data: {expiresAt}}`"), ...errors(401, 403, 404, 409) },
    },
  },
  "/api/staff/invitations/{id}": {
    delete: {
      summary: `Withdraw an open invitation: its link stops working at once.${adminOnly}`,
      security: signedInEither,
      parameters: [idParameter],
      responses: { "200": ok("Withdrawn"), ...errors(401, 403, 404, 409) },
    },
  },
  "/api/staff/{id}": {
    patch: {
      summary: `Change an account: \`role\`, \`active\` (false deactivates: its sessions end and it cannot sign in), \`email\`, \`displayName\`, \`credential\`. A new role also ends its sessions. Nobody changes their own role or deactivates themselves, and the last active administrator cannot be demoted or deactivated (409).${adminOnly} A role or \`active\` asks for sudo mode: without a confirmation in the last 10 minutes, 403 with \`confirmationNeeded: true\`.`,
      security: signedInEither,
      parameters: [idParameter],
      requestBody: bodyOf(accountChangeSchema),
      responses: { "200": ok("Changed"), ...errors(400, 401, 403, 404, 409, 413, 415) },
    },
    delete: {
      summary: `Remove an account. What it wrote keeps its author's name; leads it owned have no owner. Not your own, and not the last active administrator (409).${adminOnly}${sudo}`,
      security: signedInEither,
      parameters: [idParameter],
      responses: { "200": ok("Removed"), ...errors(400, 401, 403, 404, 409) },
    },
  },
  "/api/staff/{id}/password-reset": {
    post: {
      summary: `Mail the account a one-time link (valid 24 hours) to choose a new password; no password is ever shown. 409 when it has no email address or is deactivated. No body.${adminOnly}${sudo}`,
      security: signedInEither,
      parameters: [idParameter],
      responses: { "200": ok("`{success, message, data: {to, expiresAt}}`"), ...errors(401, 403, 404, 409) },
    },
  },
  "/api/staff/{id}/second-factor-reset": {
    post: {
      summary: `Take the account's authenticator app, recovery codes and passkeys off and end its sessions; it is told by mail. Not your own (use My account). No body.${adminOnly}${sudo}`,
      security: signedInEither,
      parameters: [idParameter],
      responses: { "200": ok("Reset"), ...errors(400, 401, 403, 404) },
    },
  },
};
