/*
 * RFC 4648 base32 without padding: how authenticator apps take a secret
 * (second-factor.ts), and the per-lead reply address's token, which mail
 * systems may fold to lower case (conversations/reply-address.ts).
 */

const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** The bytes in base32, upper case, unpadded. */
export function base32(bytes: Uint8Array): string {
  let out = "";
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

/** The bytes of unpadded base32 in either case, or null when a character is not of it. */
export function fromBase32(text: string): Buffer | null {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of text.toUpperCase()) {
    const index = alphabet.indexOf(char);
    if (index === -1) return null;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}
