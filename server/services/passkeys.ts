import { createHash, randomBytes } from "node:crypto";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { Kysely } from "kysely";
import { recordAudit } from "#server/db/repositories/audit-log.ts";
import {
  deletePasskey,
  findPasskey,
  insertPasskey,
  insertWebauthnChallenge,
  listPasskeys,
  notePasskeyUse,
  renamePasskey,
  takeWebauthnChallenge,
} from "#server/db/repositories/second-factor.ts";
import { findUserById } from "#server/db/repositories/users.ts";
import type { Database, UserRow } from "#server/db/schema.ts";
import type { Clock } from "./clock.ts";
import { InvalidInputError, NotFoundError, RefusedError } from "./errors.ts";

/**
 * Passkeys (WebAuthn) for staff accounts (issue 34), through
 * `@simplewebauthn/server`: registering several per account (each named),
 * renaming and removing them, and signing in with one, alone or as the
 * second step after a password. Each ceremony's challenge is kept in the
 * store for five minutes under a handle the browser sends back, and taken
 * once.
 */

/**
 * The WebAuthn library, loaded at the first passkey ceremony: most processes
 * never see one, and it brings some 2 MB of code and objects.
 */
let webauthnModule: Promise<typeof import("@simplewebauthn/server")> | undefined;
const webauthn = () => (webauthnModule ??= import("@simplewebauthn/server"));

/** Who the passkeys are for: the site's host (the relying party's id), its origin and its name. */
export type RelyingParty = { id: string; origin: string; name: string };
export type AccountActor = { id: string; username: string };

export type PasskeyView = { id: string; name: string; createdAt: string; lastUsedAt: string | null };

const ceremonyLifetimeMs = 5 * 60_000;
const hashOf = (handle: string) => createHash("sha256").update(handle).digest("hex");
export const passkeyFailedMessage = "That passkey did not work. Try again, or sign in with your password.";

/** A passkey's name as given: one line, 1 to 60 characters. */
function nameOf(value: unknown, fallback: string | null): string {
  const name = typeof value === "string" ? value.replace(/\s+/g, " ").trim() : "";
  if (name === "" && fallback !== null) return fallback;
  if (name === "" || name.length > 60) {
    throw new InvalidInputError("Give the passkey a name of 1 to 60 characters.", {
      fieldErrors: { name: "Give the passkey a name of 1 to 60 characters." },
    });
  }
  return name;
}

/** A ceremony's answer as the browser sent it: `{ceremony, response}`, bounded, or a 400. */
function answerOf<T>(body: unknown): { ceremony: string; response: T; rest: Record<string, unknown> } {
  const value = (body ?? {}) as Record<string, unknown>;
  const { ceremony, response } = value;
  if (
    typeof ceremony !== "string" ||
    ceremony.length > 100 ||
    typeof response !== "object" ||
    response === null
  ) {
    throw new InvalidInputError("Send the passkey's answer with the ceremony it answers.");
  }
  const id = (response as { id?: unknown }).id;
  if (typeof id !== "string" || id.length === 0 || id.length > 1024) {
    throw new InvalidInputError("Send the passkey's answer with the ceremony it answers.");
  }
  return { ceremony, response: response as T, rest: value };
}

export function createPasskeys(db: Kysely<Database>, clock: Clock) {
  const now = () => clock().toISOString();

  /** Keeps a ceremony's challenge; the handle the browser sends back with its answer. */
  async function keepChallenge(challenge: string, purpose: "register" | "sign-in", userId: string | null) {
    const handle = randomBytes(32).toString("base64url");
    const at = clock();
    await insertWebauthnChallenge(db, {
      id: hashOf(handle),
      user_id: userId,
      purpose,
      challenge,
      created_at: at.toISOString(),
      expires_at: new Date(at.getTime() + ceremonyLifetimeMs).toISOString(),
    });
    return handle;
  }

  const viewOf = (row: Awaited<ReturnType<typeof listPasskeys>>[number]): PasskeyView => ({
    id: row.id,
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  });

  return {
    async list(actor: AccountActor): Promise<PasskeyView[]> {
      return (await listPasskeys(db, actor.id)).map(viewOf);
    },

    /** What the browser needs to make a passkey for the account (its existing ones excluded). */
    async registrationOptions(actor: AccountActor, rp: RelyingParty) {
      const user = await findUserById(db, actor.id);
      if (!user) throw new NotFoundError("No such account.");
      const existing = await listPasskeys(db, user.id);
      const options = await (await webauthn()).generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: user.username,
        userID: new TextEncoder().encode(user.id),
        attestationType: "none",
        excludeCredentials: existing.map((one) => ({ id: one.id, transports: JSON.parse(one.transports) })),
        authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
      });
      return { ceremony: await keepChallenge(options.challenge, "register", user.id), options };
    },

    /** Checks the browser's new passkey against the ceremony, and keeps it under the name given. */
    async register(actor: AccountActor, rp: RelyingParty, body: unknown): Promise<PasskeyView> {
      const { ceremony, response, rest } = answerOf<RegistrationResponseJSON>(body);
      const name = nameOf(rest.name, "Passkey");
      const kept = await takeWebauthnChallenge(db, hashOf(ceremony), now());
      if (kept?.purpose !== "register" || kept.user_id !== actor.id) {
        throw new RefusedError("sign-in", "That passkey setup has expired. Please start again.");
      }
      const verified = await (await webauthn())
        .verifyRegistrationResponse({
          response,
          expectedChallenge: kept.challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          requireUserVerification: false,
        })
        .catch(() => null);
      if (!verified?.verified)
        throw new RefusedError("sign-in", "The passkey could not be checked. Please try again.");
      const { credential } = verified.registrationInfo;
      const at = now();
      await insertPasskey(db, {
        id: credential.id,
        user_id: actor.id,
        name,
        public_key: Buffer.from(credential.publicKey).toString("base64url"),
        counter: credential.counter,
        transports: JSON.stringify(credential.transports ?? []),
        created_at: at,
        last_used_at: null,
      });
      await recordAudit(db, {
        actorId: actor.id,
        actorUsername: actor.username,
        action: "add passkey",
        entityType: "user",
        entityId: actor.id,
        at,
      });
      return { id: credential.id, name, createdAt: at, lastUsedAt: null };
    },

    async rename(actor: AccountActor, id: string, body: unknown): Promise<void> {
      const name = nameOf((body as { name?: unknown } | null)?.name, null);
      if (!(await renamePasskey(db, actor.id, id, name)))
        throw new NotFoundError("No such passkey of yours.");
    },

    async remove(actor: AccountActor, id: string): Promise<void> {
      if (!(await deletePasskey(db, actor.id, id))) throw new NotFoundError("No such passkey of yours.");
      await recordAudit(db, {
        actorId: actor.id,
        actorUsername: actor.username,
        action: "remove passkey",
        entityType: "user",
        entityId: actor.id,
        at: now(),
      });
    },

    /**
     * What the browser needs to sign in with a passkey: any of the site's
     * (the authenticator offers the accounts it holds), or only those of
     * `user` (the second step after a password).
     */
    async signInOptions(rp: RelyingParty, user?: Pick<UserRow, "id">) {
      const allowed = user ? await listPasskeys(db, user.id) : [];
      const options = await (await webauthn()).generateAuthenticationOptions({
        rpID: rp.id,
        userVerification: "preferred",
        allowCredentials: allowed.map((one) => ({ id: one.id, transports: JSON.parse(one.transports) })),
      });
      return { ceremony: await keepChallenge(options.challenge, "sign-in", user?.id ?? null), options };
    },

    /**
     * Checks a passkey sign-in: the account it opens, or a refusal. The
     * challenge is taken once; a passkey of another account than the one a
     * second step was for is refused; the authenticator's counter must not go back.
     */
    async verifySignIn(rp: RelyingParty, body: unknown): Promise<UserRow> {
      const { ceremony, response } = answerOf<AuthenticationResponseJSON>(body);
      const kept = await takeWebauthnChallenge(db, hashOf(ceremony), now());
      if (kept?.purpose !== "sign-in") throw new RefusedError("sign-in", passkeyFailedMessage);
      const passkey = await findPasskey(db, response.id);
      if (!passkey || (kept.user_id !== null && kept.user_id !== passkey.user_id)) {
        throw new RefusedError("sign-in", passkeyFailedMessage);
      }
      const verified = await (await webauthn())
        .verifyAuthenticationResponse({
          response,
          expectedChallenge: kept.challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          credential: {
            id: passkey.id,
            publicKey: new Uint8Array(Buffer.from(passkey.public_key, "base64url")),
            counter: Number(passkey.counter),
            transports: JSON.parse(passkey.transports),
          },
          requireUserVerification: false,
        })
        .catch(() => null);
      if (!verified?.verified) throw new RefusedError("sign-in", passkeyFailedMessage);
      if (!(await notePasskeyUse(db, passkey.id, verified.authenticationInfo.newCounter, now()))) {
        throw new RefusedError("sign-in", passkeyFailedMessage);
      }
      const user = await findUserById(db, passkey.user_id);
      if (!user) throw new RefusedError("sign-in", passkeyFailedMessage);
      return user;
    },
  };
}

export type PasskeyService = ReturnType<typeof createPasskeys>;
