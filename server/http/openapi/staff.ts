/** The staff accounts in the API description (issue 48). */
import { staffRoles } from "#common/constants.ts";
import { errors, signedInEither } from "./components.ts";

const staffMember = {
  type: "object",
  required: ["id", "username", "name", "role", "credential", "active", "hasSecondFactor", "lastSignInAt"],
  properties: {
    id: { type: "string", description: "What `owner` in `PATCH /api/leads/{kind}/{id}` takes" },
    username: { type: "string" },
    name: { type: ["string", "null"], description: "How articles name the account; null: its username" },
    role: { type: "string", enum: [...staffRoles] },
    credential: { type: ["string", "null"], description: "A clinician's qualification, as articles show it" },
    active: { type: "boolean", description: "Always true for now: accounts cannot yet be deactivated" },
    hasSecondFactor: { type: "boolean", description: "An authenticator app or a passkey" },
    lastSignInAt: {
      type: ["string", "null"],
      format: "date-time",
      description:
        "When the account's newest session still kept began; null once none is (a session's record goes when it ends: sign-out, expiry, a new password or role)",
    },
  },
};

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
};
