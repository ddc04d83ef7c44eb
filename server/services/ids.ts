import { randomBytes } from "node:crypto";

/** Record ids are UUIDs; anything else cannot name a record (and never reaches the store). */
export const isUuid = (value: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

let lastMs = 0;
let sequence = 0;

/**
 * A UUID (version 7) that sorts in the order this process made them: the
 * millisecond first, then a counter within it, then randomness. Every new
 * row's id: a list shows rows in the order they happened (a post's review
 * steps) even when the clock gives two of them the same time, and each
 * index on an id grows at its end. Random ids (version 4) put every new
 * lead, consent and mail in a different page of each such index, so a
 * group commit of 50 leads wrote and synced about twice the pages, and
 * took about twice as long (docs/benchmarks.md, "Where the write tail
 * went"). The 74 random bits are not a secret: no id grants anything.
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
  const bytes = randomBytes(16);
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = 0x70 | ((sequence >> 8) & 0x0f);
  bytes[7] = sequence & 0xff;
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
