/**
 * A staff member's own authenticator app and recovery codes (issue 34):
 * setting one up from a secret and its QR code, confirming it with a code
 * (then ten recovery codes, shown once), turning it off and new recovery
 * codes, each proved by a code.
 */
import type { Kysely } from "kysely";
import { recordAudit } from "#server/db/repositories/audit-log.ts";
import {
  clearTotp,
  confirmTotp,
  countUnusedRecoveryCodes,
  replaceRecoveryCodes,
  setPendingTotp,
  spendFactor,
} from "#server/db/repositories/second-factor.ts";
import type { Database, UserRow } from "#server/db/schema.ts";
import type { Clock } from "../clock.ts";
import { ConflictError, InvalidInputError, RefusedError } from "../errors.ts";
import {
  newRecoveryCodes,
  newTotpSecret,
  offeredFactor,
  qrSvg,
  recoveryCodeHash,
  totpCodeOf,
  totpStepOf,
  totpUri,
} from "../second-factor.ts";
import type { AccountActor } from "../staff-account.ts";

export type TwoFactorStatus = {
  totp: boolean;
  /** Enrolment was started (a secret shown) but not confirmed with a code. */
  totpPending: boolean;
  recoveryCodesLeft: number;
};

export const wrongCodeMessage =
  "That code is not right. Check the time on your phone and try the newest code.";
const codeNeeded = "Enter a code from your authenticator app.";

/** Ten new recovery codes for the account, shown once; the earlier ones stop working. */
async function newRecoveryCodesFor(db: Kysely<Database>, userId: string, at: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  const hashes = codes.map((code) => recoveryCodeHash(code) as string);
  await db.transaction().execute((trx) => replaceRecoveryCodes(trx, userId, hashes, at));
  return codes;
}

/**
 * Confirms the secret being enrolled with a code from the app (the code's
 * step taken as used): codes are on for the account, and its ten recovery
 * codes come back, to be shown once. Used by "My account" and by the
 * enrolment the policy asks for at sign-in; either way the account itself
 * turned codes on, and the audit log says so.
 */
export async function confirmEnrolment(
  db: Kysely<Database>,
  user: Pick<UserRow, "id" | "username" | "totp_pending_secret" | "totp_secret">,
  typed: unknown,
  at: string,
): Promise<{ recoveryCodes: string[] }> {
  const secret = user.totp_pending_secret;
  if (user.totp_secret) throw new ConflictError("Codes from an authenticator app are already on.");
  if (!secret) throw new ConflictError("Start again: no authenticator app is being set up.");
  const code = totpCodeOf(typeof typed === "string" ? typed : "");
  if (code === null) throw new InvalidInputError(codeNeeded, { fieldErrors: { code: codeNeeded } });
  const step = await totpStepOf(secret, code);
  if (step === null)
    throw new InvalidInputError(wrongCodeMessage, { fieldErrors: { code: wrongCodeMessage } });
  if (!(await confirmTotp(db, user.id, secret, step, at))) {
    throw new ConflictError("Codes from an authenticator app are already on.");
  }
  const recoveryCodes = await newRecoveryCodesFor(db, user.id, at);
  await recordAudit(db, {
    actorId: user.id,
    actorUsername: user.username,
    action: "turn on two-factor codes",
    entityType: "user",
    entityId: user.id,
    at,
  });
  return { recoveryCodes };
}

/** The account's own two-step sign-in, as the staff account service offers it. */
export function createAccountTwoFactor(
  db: Kysely<Database>,
  clock: Clock,
  deps: {
    issuer: () => string;
    /** The signed-in account's row (NotFoundError when it has gone). */
    account: (id: string) => Promise<UserRow>;
    /** An entry in the audit log about an account. */
    audit: (actor: AccountActor, action: string, entityId: string, at: string) => Promise<unknown>;
  },
) {
  const { issuer, account, audit } = deps;
  const now = () => clock().toISOString();

  /** A current code from the app (once per step) or an unused recovery code of the account; throws when neither. */
  async function proveCode(user: UserRow, typed: unknown): Promise<void> {
    const text = typeof typed === "string" ? typed.trim() : "";
    if (text === "") throw new InvalidInputError(codeNeeded, { fieldErrors: { code: codeNeeded } });
    if (text.length > 64)
      throw new InvalidInputError(wrongCodeMessage, { fieldErrors: { code: wrongCodeMessage } });
    const offered = await offeredFactor(user.totp_secret, text);
    if (!offered || !(await spendFactor(db, user.id, offered, now())))
      throw new RefusedError("sign-in", wrongCodeMessage);
  }

  const freshRecoveryCodes = (userId: string, at: string) => newRecoveryCodesFor(db, userId, at);

  return {
    async status(actor: AccountActor): Promise<TwoFactorStatus> {
      const user = await account(actor.id);
      return {
        totp: user.totp_secret !== null,
        totpPending: user.totp_pending_secret !== null,
        recoveryCodesLeft: user.totp_secret ? await countUnusedRecoveryCodes(db, user.id) : 0,
      };
    },

    /**
     * Starts enrolment: a new secret (160 bits), its `otpauth://` address and
     * the address's QR code as SVG. Until a code confirms it, sign-in is as
     * before; asked again, it replaces the secret shown before.
     */
    async setupTotp(actor: AccountActor) {
      const user = await account(actor.id);
      if (user.totp_secret) {
        throw new ConflictError("Codes from an authenticator app are already on. Turn them off first.");
      }
      const secret = newTotpSecret();
      await setPendingTotp(db, user.id, secret, now());
      const otpauthUrl = totpUri(secret, user.username, issuer());
      return { secret, otpauthUrl, qrSvg: await qrSvg(otpauthUrl) };
    },

    /** The secret being enrolled, for the screen that shows it again (a reload), or null. */
    async pendingTotp(actor: AccountActor) {
      const user = await account(actor.id);
      if (!user.totp_pending_secret || user.totp_secret) return null;
      const otpauthUrl = totpUri(user.totp_pending_secret, user.username, issuer());
      return { secret: user.totp_pending_secret, otpauthUrl, qrSvg: await qrSvg(otpauthUrl) };
    },

    /** Confirms enrolment with a code from the app: codes are on, and the ten recovery codes come back, once. */
    async enableTotp(actor: AccountActor, typed: unknown): Promise<{ recoveryCodes: string[] }> {
      return confirmEnrolment(db, await account(actor.id), typed, now());
    },

    /** Turns codes off, proved by a current code or a recovery code (a borrowed session alone cannot). */
    async disableTotp(actor: AccountActor, typed: unknown): Promise<void> {
      const user = await account(actor.id);
      if (!user.totp_secret) throw new ConflictError("Codes from an authenticator app are not on.");
      await proveCode(user, typed);
      const at = now();
      await db.transaction().execute(async (trx) => {
        await clearTotp(trx, user.id, at);
        await replaceRecoveryCodes(trx, user.id, [], at);
      });
      await audit(actor, "turn off two-factor codes", user.id, at);
    },

    /** Ten new recovery codes, proved by a current code (or a recovery code); the earlier ones stop working. */
    async regenerateRecoveryCodes(actor: AccountActor, typed: unknown): Promise<{ recoveryCodes: string[] }> {
      const user = await account(actor.id);
      if (!user.totp_secret) throw new ConflictError("Turn on codes from an authenticator app first.");
      await proveCode(user, typed);
      const at = now();
      const recoveryCodes = await freshRecoveryCodes(user.id, at);
      await audit(actor, "new recovery codes", user.id, at);
      return { recoveryCodes };
    },
  };
}
