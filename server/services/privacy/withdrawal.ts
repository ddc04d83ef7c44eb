import { createHmac, type KeyObject, timingSafeEqual } from "node:crypto";
import { withdrawalLinkDays } from "#common/consent.ts";
import type { Clock } from "../clock.ts";
import type { LeadKindRegistry } from "../lead-kinds/registry.ts";

/*
 * Withdrawal links: the link in each mail to a visitor that withdraws their
 * consent and erases the record. Its token is `<code>.<id>.<expiry>.<HMAC>`:
 * the kind's one-letter code (from the registry of lead kinds), the record's
 * id, when the link stops working (seconds since 1970), signed with the
 * site's "withdrawal" key.
 */

const tokenPattern = /^([a-z])\.([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** What a withdrawal link says: the record it erases, or why it cannot. */
export type WithdrawalCheck<Kind extends string = string> =
  | { ok: true; kind: Kind; id: string; expiresAt: string }
  | { ok: false; reason: "invalid" | "expired" };

const sign = (key: KeyObject, payload: string) =>
  createHmac("sha256", key).update(payload).digest("base64url");

/** Signs and checks the withdrawal links of the registered kinds, with the key `signingKey` gives. */
export function withdrawalLinks<Kind extends string>(
  kinds: LeadKindRegistry<Kind>,
  signingKey: () => Promise<KeyObject>,
  clock: Clock,
) {
  return {
    /** A signed token for the withdrawal link of a record stored at `at`, valid 30 days. */
    async tokenFor(kind: Kind, id: string, at: Date): Promise<string> {
      const expires = Math.floor(at.getTime() / 1000) + withdrawalLinkDays * 24 * 60 * 60;
      const payload = `${kinds.named(kind).code}.${id}.${expires}`;
      return `${payload}.${sign(await signingKey(), payload)}`;
    },

    /** Whether a withdrawal link is genuine and in time, and what it would erase. */
    async check(token: unknown): Promise<WithdrawalCheck<Kind>> {
      if (typeof token !== "string" || token.length > 200) return { ok: false, reason: "invalid" };
      const match = tokenPattern.exec(token);
      if (!match) return { ok: false, reason: "invalid" };
      const [, code = "", id = "", expires = "", signature = ""] = match;
      const expected = Buffer.from(sign(await signingKey(), `${code}.${id}.${expires}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return { ok: false, reason: "invalid" };
      const kind = kinds.coded(code);
      if (!kind) return { ok: false, reason: "invalid" };
      const expiresAt = new Date(Number(expires) * 1000);
      if (expiresAt.getTime() <= clock().getTime()) return { ok: false, reason: "expired" };
      return { ok: true, kind: kind.name, id, expiresAt: expiresAt.toISOString() };
    },
  };
}
