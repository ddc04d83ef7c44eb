import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from "node:crypto";
import { getTOTPAuthUri, verifyTOTP } from "@epic-web/totp";
import QRCode from "qrcode";
import type { OfferedFactor } from "#server/db/repositories/second-factor.ts";
import { base32 } from "./base32.ts";

/**
 * The pieces of a second factor that need no store (issue 34): authenticator
 * secrets and codes (RFC 6238 through `@epic-web/totp`, the settings every
 * authenticator app reads: SHA-1, six digits, 30 seconds), the QR code of
 * enrolment drawn on the server as SVG, and recovery codes.
 */

export const totpPeriodSeconds = 30;
const totpSettings = { period: totpPeriodSeconds, digits: 6, algorithm: "SHA-1" } as const;
/** Codes one step either side of now are accepted: a phone's clock a little off, a code typed as it turns. */
const totpWindow = 1;

export { base32 };

/** A new authenticator secret: 160 random bits (RFC 4226's recommendation), base32. */
export const newTotpSecret = () => base32(randomBytes(20));

/** The `otpauth://` address an authenticator app reads from the QR code. */
export const totpUri = (secret: string, accountName: string, issuer: string) =>
  getTOTPAuthUri({ ...totpSettings, secret, accountName, issuer });

/** The enrolment QR code as an SVG image, drawn here: the page needs no script for it. */
export const qrSvg = (text: string) =>
  QRCode.toString(text, { type: "svg", margin: 2, errorCorrectionLevel: "M", color: { dark: "#102a2a" } });

/** A six-digit code as typed ("123 456", "123-456" too), or null for anything else. */
export function totpCodeOf(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, "");
  return /^\d{6}$/.test(digits) ? digits : null;
}

/**
 * The 30-second step whose code `code` is for `secret`, within one step of
 * `now`, or null: the caller accepts it only once per step (the store keeps
 * the last one used), so a code seen over a shoulder or replayed is refused.
 */
export async function totpStepOf(secret: string, code: string): Promise<number | null> {
  const stepNow = () => Math.floor(Date.now() / 1000 / totpPeriodSeconds);
  // The library reads the time itself: a check that straddles a step's turn is made again.
  for (let tries = 0; tries < 2; tries += 1) {
    const before = stepNow();
    const matched = await verifyTOTP({ ...totpSettings, otp: code, secret, window: totpWindow });
    if (stepNow() !== before) continue;
    return matched ? before + matched.delta : null;
  }
  return null;
}

/** Letters and digits nobody confuses when reading them off paper (no 0/o, 1/l/i). */
const recoveryAlphabet = "abcdefghjkmnpqrstuvwxyz23456789";
export const recoveryCodeCount = 10;

/** Ten new recovery codes, "k7m2q-x9fha": 50 bits each. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    const chars = Array.from({ length: 10 }, () => recoveryAlphabet[randomInt(recoveryAlphabet.length)]);
    return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
  });
}

/** How a recovery code is kept and looked up: its letters, lower case, without spaces or hyphens, hashed. */
export function recoveryCodeHash(typed: string): string | null {
  const letters = typed.toLowerCase().replace(/[\s-]/g, "");
  if (!/^[a-z0-9]{10}$/.test(letters)) return null;
  return createHash("sha256").update(letters).digest("hex");
}

/**
 * What `typed` offers as an account's second factor, checked without the
 * store: the step of a right code from the authenticator app whose secret
 * is `totpSecret`, or the hash of something shaped like a recovery code;
 * null for anything else. The store then spends it once (spendFactor).
 */
export async function offeredFactor(totpSecret: string | null, typed: string): Promise<OfferedFactor | null> {
  if (typed.length > 64) return null;
  const code = totpCodeOf(typed);
  if (code !== null) {
    if (!totpSecret) return null;
    const step = await totpStepOf(totpSecret, code);
    return step === null ? null : { kind: "totp", step };
  }
  const hash = recoveryCodeHash(typed);
  return hash === null ? null : { kind: "recovery", hash };
}

/** A key from a token only the browser holds: what it seals, the store alone cannot read. */
const keyOf = (token: string) => createHash("sha256").update(`sealed with a challenge\n${token}`).digest();

/** `text` sealed (AES-256-GCM) with a key from `token`: "iv.tag.data", base64url. */
export function sealWith(token: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(token), iv);
  const data = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((part) => part.toString("base64url")).join(".");
}

/** What `sealWith` sealed with the same token, or null (another token, or anything altered). */
export function openWith(token: string, sealed: string): string | null {
  const [iv, tag, data] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(token), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
