import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from "node:crypto";
import { availableParallelism } from "node:os";
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

/**
 * Hashes run at once, across the process. scrypt runs on libuv's thread pool
 * (4 threads unless UV_THREADPOOL_SIZE says otherwise), which file reads,
 * compression and DNS share, and each hash keeps a core busy for tens of
 * milliseconds: on two cores, two hashes at once left the event loop none
 * and held `/` for a second under a sign-in flood, so one core is always
 * left to the pages (two hashes at most, on a bigger machine). The others
 * wait their turn, first come first served; whoever calls decides how many
 * may wait (the auth service refuses a sign-in rather than queue it far).
 */
export const maxConcurrentHashes = Math.min(2, Math.max(1, availableParallelism() - 1));
let running = 0;
const waiting: (() => void)[] = [];

/** Hashes running and waiting now, for tests and for callers that bound their queue. */
export function passwordWork(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  // A finished hash hands its place straight to the next in line, so none can jump the queue.
  if (running < maxConcurrentHashes) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await inTurn(() => scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { N, r, p, maxmem }));
  return ["scrypt", N, r, p, salt.toString("base64url"), hash.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, rr, pp, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await inTurn(() =>
    scrypt(password.normalize("NFKC"), Buffer.from(salt, "base64url"), expected.length, {
      N: Number(n),
      r: Number(rr),
      p: Number(pp),
      maxmem,
    }),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A password for the first admin when none was configured: 20 readable characters. */
export function randomPassword(): string {
  return randomBytes(15).toString("base64url");
}
