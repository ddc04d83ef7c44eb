import { describe, expect, it } from "vitest";
import { formatCountdown, formatDuration } from "./format-duration.ts";

describe("formatCountdown", () => {
  it("shows minutes and zero-padded seconds, never below zero", () => {
    expect(formatCountdown(900)).toBe("15:00");
    expect(formatCountdown(61.2)).toBe("1:02");
    expect(formatCountdown(5)).toBe("0:05");
    expect(formatCountdown(-3)).toBe("0:00");
  });
});

describe("formatDuration", () => {
  const minute = 60_000;
  it("reads at a glance in the two largest units", () => {
    expect(formatDuration(20_000)).toBe("under a minute");
    expect(formatDuration(45 * minute)).toBe("45 min");
    expect(formatDuration(4 * 60 * minute)).toBe("4 h");
    expect(formatDuration(200 * minute)).toBe("3 h 20 min");
    expect(formatDuration((52 * 60 + 30) * minute)).toBe("2 d 4 h");
    expect(formatDuration(48 * 60 * minute)).toBe("2 d");
    expect(formatDuration(-5 * minute)).toBe("under a minute");
  });
});
