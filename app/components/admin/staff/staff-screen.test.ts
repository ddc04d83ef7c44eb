import { describe, expect, it } from "vitest";
import { answerTo, confirmedWithin, isTeamIntent } from "./staff-screen.ts";

describe("the Staff screen's answers and sudo window", () => {
  const at = Date.parse("2026-12-05T10:00:00.000Z");

  it("is confirmed for 10 minutes from a confirmation, never before it, never without one", () => {
    expect(confirmedWithin("2026-12-05T10:00:00.000Z", at)).toBe(true);
    expect(confirmedWithin("2026-12-05T09:50:00.001Z", at)).toBe(true);
    expect(confirmedWithin("2026-12-05T09:50:00.000Z", at)).toBe(false);
    expect(confirmedWithin("2026-12-05T10:00:01.000Z", at)).toBe(false);
    expect(confirmedWithin(null, at)).toBe(false);
    expect(confirmedWithin("not a date", at)).toBe(false);
  });

  it("gives an answer only to the form it answers", () => {
    const answer = { ok: true, message: "Saved.", intent: "email" as const, target: "a" };
    expect(answerTo(answer, "email", "a")).toBe(answer);
    expect(answerTo(answer, "email", "b")).toBeUndefined();
    expect(answerTo(answer, "role", "a")).toBeUndefined();
    expect(answerTo(undefined, "email", "a")).toBeUndefined();
  });

  it("knows its intents and nothing else", () => {
    expect(isTeamIntent("invite")).toBe(true);
    expect(isTeamIntent("confirm")).toBe(true);
    expect(isTeamIntent("login")).toBe(false);
    expect(isTeamIntent(null)).toBe(false);
  });
});
