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
  const hour = 60 * minute;
  it("reads at a glance in the two largest units", () => {
    expect(formatDuration(20_000)).toBe("under a minute");
    expect(formatDuration(minute - 1)).toBe("under a minute");
    expect(formatDuration(minute)).toBe("1 min");
    expect(formatDuration(45 * minute)).toBe("45 min");
    expect(formatDuration(4 * hour)).toBe("4 h");
    expect(formatDuration(200 * minute)).toBe("3 h 20 min");
    expect(formatDuration(-5 * minute)).toBe("under a minute");
  });

  it("reads a day, and up to two, in hours, as the reply targets are given", () => {
    expect(formatDuration(24 * hour)).toBe("24 h");
    expect(formatDuration(24 * hour + 30 * minute)).toBe("24 h 30 min");
    expect(formatDuration(30 * hour + 15 * minute)).toBe("30 h 15 min");
    expect(formatDuration(48 * hour - minute)).toBe("47 h 59 min");
  });

  it("reads two days and more in days written out, never as a bare letter", () => {
    expect(formatDuration(48 * hour)).toBe("2 days");
    expect(formatDuration(52 * hour + 30 * minute)).toBe("2 days 4 h");
    expect(formatDuration(7 * 24 * hour + 59 * minute)).toBe("7 days");
    for (const span of [24, 36, 48, 60, 24 * 30].map((hours) => hours * hour)) {
      expect(formatDuration(span)).not.toMatch(/\bd\b|\b1 days?\b/);
    }
  });
});
