import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

// scrypt from node:crypto: memory-hard, no native add-on. N = 2^15, r = 8
// (32 MiB per hash, tens of milliseconds) per OWASP's current guidance.
const productionLog2N = 15;
let N = 2 ** productionLog2N;
const r = 8;
const p = 1;
const KEY_LENGTH = 32;
const maxmem = 64 * 1024 * 1024;

/**
 * Sets the cost of new hashes to N = 2^log2N. For tests only (tests/setup/
 * lowers it so that a sign-in costs a millisecond, not 32 MiB and tens of
 * milliseconds); the server never calls it and keeps N = 2^15. Every hash
 * records its own N, so hashes of either cost keep verifying.
 */
export function setPasswordHashCost(log2N: number = productionLog2N): void {
  // 2^15 is also the most that fits in maxmem at r = 8 (2^16 needs a little over 64 MiB).
  if (!Number.isInteger(log2N) || log2N < 1 || log2N > productionLog2N) {
    throw new RangeError(`scrypt cost 2^${log2N} is out of range (2^1 to 2^${productionLog2N}).`);
  }
  N = 2 ** log2N;
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { N, r, p, maxmem });
  return ["scrypt", N, r, p, salt.toString("base64url"), hash.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, rr, pp, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await scrypt(password.normalize("NFKC"), Buffer.from(salt, "base64url"), expected.length, {
    N: Number(n),
    r: Number(rr),
    p: Number(pp),
    maxmem,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A password for the first admin when none was configured: 20 readable characters. */
export function randomPassword(): string {
  return randomBytes(15).toString("base64url");
}
