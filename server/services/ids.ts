import { randomFillSync } from "node:crypto";

/** Record ids are UUIDs; anything else cannot name a record (and never reaches the store). */
export const isUuid = (value: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

let lastMs = 0;
let sequence = 0;

/** Random bytes drawn 4 KB at a time, as `crypto.randomUUID` draws its own: 8 per id. */
const pool = Buffer.alloc(4096);
let drawn = pool.length;
const hex = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, "0"));

function randomByte(): number {
  if (drawn === pool.length) {
    randomFillSync(pool);
    drawn = 0;
  }
  return pool[drawn++] as number;
}

/** `bytes` random bytes, in hex. */
function randomHex(bytes: number): string {
  let out = "";
  for (let i = 0; i < bytes; i += 1) out += hex[randomByte()];
  return out;
}

/**
 * A UUID (version 7) that sorts in the order this process made them: the
 * millisecond first, then a counter within it, then randomness. Every new
 * row's id: a list shows rows in the order they happened (a post's review
 * steps) even when the clock gives two of them the same time, and each
 * index on an id grows at its end. Random ids (version 4) put every new
 * lead, consent and mail in a different page of each such index, so a
 * group commit of 50 leads wrote and synced about twice the pages, and
 * took about twice as long (docs/benchmarks.md, "Where the write tail
 * went"). Its 62 random bits are not a secret: no id grants anything.
 */
export function orderedUuid(): string {
  const now = Date.now();
  if (now > lastMs) {
    lastMs = now;
    sequence = 0;
  } else {
    sequence += 1;
    if (sequence > 0xfff) {
      lastMs += 1;
      sequence = 0;
    }
  }
  // 48 bits of milliseconds, the version (7) and 12 bits of counter, the
  // variant (10) and 62 random bits.
  const ms = lastMs.toString(16).padStart(12, "0");
  const counter = (0x7000 | sequence).toString(16);
  const variant = hex[0x80 | (randomByte() & 0x3f)];
  return `${ms.slice(0, 8)}-${ms.slice(8)}-${counter}-${variant}${randomHex(1)}-${randomHex(6)}`;
}
