import { createHmac } from "node:crypto";

/**
 * Authenticator-app codes for tests, computed here (RFC 6238: HMAC-SHA-1,
 * six digits, 30 seconds) rather than by the library the server checks them
 * with, so a test can ask for the code of any step.
 */
const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function base32Bytes(secret: string): Buffer {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of secret.replace(/=+$/, "").toUpperCase()) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The 30-second step of now. */
export const currentStep = () => Math.floor(Date.now() / 30_000);

/** The code an authenticator app shows for `secret` at `step` (now's, unless given). */
export function totpCode(secret: string, step = currentStep()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac("sha1", base32Bytes(secret)).update(counter).digest();
  const offset = (mac.at(-1) ?? 0) & 15;
  const number = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(number).padStart(6, "0");
}

/**
 * Waits, if need be, until a step turns no sooner than `marginMs` from now:
 * a test that uses the codes of this step and the next then never sees the
 * server move past them. At most `marginMs`.
 */
export async function awayFromStepTurn(marginMs = 6_000): Promise<void> {
  const intoStep = Date.now() % 30_000;
  if (30_000 - intoStep < marginMs)
    await new Promise((resolve) => setTimeout(resolve, 30_000 - intoStep + 50));
}
