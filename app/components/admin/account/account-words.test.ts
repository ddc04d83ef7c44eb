import { describe, expect, it } from "vitest";
import { recoveryCodesLeft, sessionsEnded } from "./account-words.ts";

describe("My account's counts in words", () => {
  it("says one code, or codes", () => {
    expect(recoveryCodesLeft(1)).toBe("1 recovery code left");
    expect(recoveryCodesLeft(10)).toBe("10 recovery codes left");
    expect(recoveryCodesLeft(0)).toBe("0 recovery codes left");
  });

  it("says one session, or sessions, and whose", () => {
    expect(sessionsEnded(1, "meera")).toBe("Ended 1 session of meera.");
    expect(sessionsEnded(2, "meera")).toBe("Ended 2 sessions of meera.");
    expect(sessionsEnded(0, "meera")).toBe("Ended 0 sessions of meera.");
  });
});
