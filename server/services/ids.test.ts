import { describe, expect, it } from "vitest";
import { isUuid, orderedUuid } from "./ids.ts";

describe("ordered ids", () => {
  it("makes version 7 UUIDs, each new, that sort in the order they were made, many in one millisecond too", () => {
    const before = Date.now();
    const ids = Array.from({ length: 10_000 }, orderedUuid);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(isUuid(id)).toBe(true);
    }
    // The first 48 bits are the millisecond it was made in (or just after, past 4,096 in one).
    const ms = Number.parseInt(ids[0]?.replace("-", "").slice(0, 12) ?? "", 16);
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThanOrEqual(Date.now() + 3);
  });

  it("draws the rest at random: two ids of one millisecond share little past their counter", () => {
    const [a, b] = [orderedUuid(), orderedUuid()];
    expect(a?.slice(19)).not.toBe(b?.slice(19));
  });
});
