import { createSecretKey, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { manualClock } from "#tests/utils/test-app.ts";
import { leadKinds } from "../lead-kinds/registry.ts";
import { replyAddressFor, replyTokenLength, replyTokens, tokenInAddress } from "./reply-address.ts";

/* The per-lead reply address (issue 50): signed, in time, one lead, within an address's 64-character local part. */

describe("reply addresses", () => {
  const key = createSecretKey(randomBytes(32));
  const time = manualClock("2026-12-01T10:00:00.000Z");
  const tokens = replyTokens(leadKinds, async () => key, time.clock);
  const id = "0190b3c2-7d4e-7a11-9c3b-5f2e8d1a4b6c";

  it("names one lead, survives a mail system folding its case, and fits an address", async () => {
    const token = await tokens.tokenFor("demo_request", id, time.clock());
    expect(token).toMatch(/^[a-z2-7]+$/);
    expect(token).toHaveLength(replyTokenLength);
    const address = replyAddressFor("replies@anvaya.example", token);
    expect(address.split("@")[0]?.length).toBeLessThanOrEqual(64);
    expect(tokenInAddress("replies@anvaya.example", address.toUpperCase())).toBe(token);
    expect(await tokens.check(token.toUpperCase())).toEqual({ ok: true, kind: "demo_request", id });
    expect(tokenInAddress("replies@anvaya.example", "replies@anvaya.example")).toBeNull();
    expect(tokenInAddress("replies@anvaya.example", `replies+${token}@elsewhere.example`)).toBeNull();
  });

  it("refuses a forged or altered token, another key's, and an expired one", async () => {
    const token = await tokens.tokenFor("contact_message", id, time.clock());
    const altered = `${token.slice(0, 10)}${token[10] === "a" ? "b" : "a"}${token.slice(11)}`;
    expect(await tokens.check(altered)).toEqual({ ok: false, reason: "invalid" });
    expect(await tokens.check("x".repeat(replyTokenLength))).toEqual({ ok: false, reason: "invalid" });
    expect(await tokens.check("short")).toEqual({ ok: false, reason: "invalid" });
    const other = replyTokens(leadKinds, async () => createSecretKey(randomBytes(32)), time.clock);
    expect(await other.check(token)).toEqual({ ok: false, reason: "invalid" });
    time.advance(179 * 24 * 60 * 60_000);
    expect(await tokens.check(token)).toMatchObject({ ok: true });
    time.advance(2 * 24 * 60 * 60_000);
    expect(await tokens.check(token)).toEqual({ ok: false, reason: "expired" });
  });
});
