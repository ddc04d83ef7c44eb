/** Staff sign-in in the API description: passwords, second factors, passkeys and sessions. */

import { adminAreas } from "#common/constants.ts";
import { loginSchema, secondFactorCodeSchema } from "#common/schemas/login.ts";
import { confirmSchema } from "#common/schemas/staff-team.ts";
import { bodyOf, eitherSession, errors, idParameter, ok, query, signedInEither } from "./components.ts";

export const authPaths = {
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
  "/api/auth/confirm": {
    post: {
      summary:
        "Sudo mode: the signed-in account confirms it is them with `password`, or `code` (its authenticator app's, or a recovery code), and for 10 minutes may invite, change roles, deactivate, remove and reset colleagues. A wrong one counts toward the sign-in lock of the session's area (401 with `attemptsRemaining`, then 429)",
      security: signedInEither,
      requestBody: bodyOf(confirmSchema),
      responses: {
        "200": ok("`{success, message, data: {confirmedAt}}`"),
        ...errors(400, 401, 413, 415, 429),
      },
    },
  },
  "/api/auth/confirm/passkey-options": {
    post: {
      summary:
        "Sudo mode with a passkey, step one: WebAuthn options asking for one of the signed-in account's own passkeys, and the ceremony's handle",
      security: signedInEither,
      responses: { "200": ok("`{success, data:{ceremony, options}}`"), ...errors(401) },
    },
  },
  "/api/auth/confirm/passkey": {
    post: {
      summary:
        "Sudo mode with a passkey, step two: `{ceremony, response}` (the browser's answer); a passkey of another account is refused (401). Counts toward the address's sign-in limit",
      security: signedInEither,
      requestBody: { required: true, content: { "application/json": { schema: { type: "object" } } } },
      responses: {
        "200": ok("`{success, message, data: {confirmedAt}}`"),
        ...errors(400, 401, 413, 415, 429),
      },
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
      summary: "Turn codes off; `code` (a current code or a recovery code) proves it is the account's owner",
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
      summary:
        "The current session of one area: `data` is `{id, username, role, area, expiresAt}`, where `id` is the signed-in account's id (as `owner` in `PATCH /api/leads/{kind}/{id}` and `GET /api/staff` name accounts)",
      security: eitherSession,
      parameters: [query("area", { enum: [...adminAreas] })],
      responses: { "200": ok("Signed in"), ...errors(400, 401) },
    },
  },
};
