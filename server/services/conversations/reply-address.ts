import { createHmac, type KeyObject, timingSafeEqual } from "node:crypto";
import { base32, fromBase32 } from "../base32.ts";
import type { Clock } from "../clock.ts";
import type { LeadKindRegistry } from "../lead-kinds/registry.ts";

/*
 * The per-lead reply address (issue 50): every reply staff send from a lead
 * says `Reply-To: replies+<token>@example.in` (REPLY_ADDRESS, with the
 * token after a `+`), so the visitor's answer names its lead. The token is
 * lower-case base32 (mail systems may fold the case of an address's local
 * part), 47 characters, so the local part stays within its 64:
 *
 *   1 byte   the kind's one-letter code
 *   16 bytes the lead's id (a UUID)
 *   2 bytes  the day it stops working, counted from 2020-01-01
 *   10 bytes HMAC-SHA256 of the above under the site's "reply" key, cut to 80 bits
 *
 * A forged token fails the signature; an old one its day.
 */

/** How long an answer to a reply is taken after the reply was sent. */
export const replyTokenDays = 180;

const epochMs = Date.UTC(2020, 0, 1);
const dayMs = 24 * 60 * 60 * 1000;
const payloadBytes = 19;
const signatureBytes = 10;
export const replyTokenLength = Math.ceil(((payloadBytes + signatureBytes) * 8) / 5);

const signatureOf = (key: KeyObject, payload: Buffer) =>
  createHmac("sha256", key).update(payload).digest().subarray(0, signatureBytes);

/** What a reply address's token says: its lead, or why it names none. */
export type ReplyTokenCheck<Kind extends string = string> =
  | { ok: true; kind: Kind; id: string }
  | { ok: false; reason: "invalid" | "expired" };

/** The address an answer to a reply from this lead goes to: `local+token@domain`. */
export function replyAddressFor(replyAddress: string, token: string): string {
  const at = replyAddress.lastIndexOf("@");
  return `${replyAddress.slice(0, at)}+${token}${replyAddress.slice(at)}`;
}

/** The token in an address sent to `replyAddress`'s `local+token@domain`, or null when it has none. */
export function tokenInAddress(replyAddress: string, address: string): string | null {
  const at = replyAddress.lastIndexOf("@");
  const local = replyAddress.slice(0, at).toLowerCase();
  const domain = replyAddress.slice(at + 1).toLowerCase();
  const given = address.trim().toLowerCase();
  const givenAt = given.lastIndexOf("@");
  if (givenAt === -1 || given.slice(givenAt + 1) !== domain) return null;
  const givenLocal = given.slice(0, givenAt);
  if (!givenLocal.startsWith(`${local}+`)) return null;
  return givenLocal.slice(local.length + 1);
}

/** Signs and checks reply tokens of the registered kinds, with the key `signingKey` gives. */
export function replyTokens<Kind extends string>(
  kinds: LeadKindRegistry<Kind>,
  signingKey: () => Promise<KeyObject>,
  clock: Clock,
) {
  return {
    /** The token for answers to a reply on this lead sent at `at`, good for 180 days. */
    async tokenFor(kind: Kind, id: string, at: Date): Promise<string> {
      const payload = Buffer.alloc(payloadBytes);
      payload.write(kinds.named(kind).code, 0, "latin1");
      Buffer.from(id.replaceAll("-", ""), "hex").copy(payload, 1);
      payload.writeUInt16BE(Math.floor((at.getTime() - epochMs) / dayMs) + replyTokenDays, 17);
      return base32(Buffer.concat([payload, signatureOf(await signingKey(), payload)])).toLowerCase();
    },

    /** Whether a token is genuine and in time, and which lead it names. */
    async check(token: string): Promise<ReplyTokenCheck<Kind>> {
      if (token.length !== replyTokenLength) return { ok: false, reason: "invalid" };
      const bytes = fromBase32(token);
      if (!bytes || bytes.length < payloadBytes + signatureBytes) return { ok: false, reason: "invalid" };
      const payload = bytes.subarray(0, payloadBytes);
      const given = bytes.subarray(payloadBytes, payloadBytes + signatureBytes);
      if (!timingSafeEqual(given, signatureOf(await signingKey(), payload)))
        return { ok: false, reason: "invalid" };
      const kind = kinds.coded(String.fromCharCode(payload[0] ?? 0));
      if (!kind) return { ok: false, reason: "invalid" };
      const lastDay = payload.readUInt16BE(17);
      if (epochMs + (lastDay + 1) * dayMs <= clock().getTime()) return { ok: false, reason: "expired" };
      const hex = payload.subarray(1, 17).toString("hex");
      const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
      return { ok: true, kind: kind.name, id };
    },
  };
}
