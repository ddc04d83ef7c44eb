import { describe, expect, it } from "vitest";
import { toE164 } from "./phone.ts";

describe("toE164", () => {
  it("writes an Indian mobile number in E.164, however it was typed", () => {
    for (const written of [
      "9876543210",
      "98765 43210",
      "+91 98765 43210",
      "+91-98765-43210",
      "09876543210",
      "919876543210",
      "0091 98765 43210",
      " +91 98765 43210 ",
    ]) {
      expect(toE164(written), written).toBe("+919876543210");
    }
    expect(toE164("+91 80 1234 5678")).toBe("+918012345678");
    expect(toE164("6000000000")).toBe("+916000000000");
  });

  it("refuses an Indian number that is not ten digits starting 6 to 9", () => {
    for (const written of [
      "5876543210",
      "+91 1234567890",
      "987654321",
      "98765432101",
      "+91 98765 4321",
      "0",
    ]) {
      expect(toE164(written), written).toBeNull();
    }
  });

  it("keeps an international number with its country code", () => {
    expect(toE164("+44 20 7946 0958")).toBe("+442079460958");
    expect(toE164("+1 (415) 555-0100")).toBe("+14155550100");
    expect(toE164("0044 20 7946 0958")).toBe("+442079460958");
  });

  it("refuses what is not a dialable number", () => {
    for (const written of [
      "",
      "call me",
      "+0 123 4567 890",
      "+1 234",
      "+1234567890123456",
      "98765+43210",
      "+91 +98765",
    ]) {
      expect(toE164(written), written).toBeNull();
    }
  });
});
