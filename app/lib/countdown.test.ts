import { describe, expect, it } from "vitest";
import { countdownFigures, countdownSummary, countdownTotalMs } from "./countdown.ts";

describe("countdown", () => {
  it("starts at the full 60 days, the smaller units two digits", () => {
    expect(countdownFigures(countdownTotalMs)).toEqual({
      days: "60",
      hours: "00",
      minutes: "00",
      seconds: "00",
    });
    expect(countdownSummary(countdownTotalMs)).toBe("60 days, 0 hours and 0 minutes to go.");
  });

  it("counts down to the minute for screen readers, in the singular where it is one", () => {
    const left = countdownTotalMs - (24 * 60 + 59) * 60_000 - 1000;
    expect(countdownFigures(left)).toEqual({ days: "58", hours: "23", minutes: "00", seconds: "59" });
    expect(countdownSummary(86_400_000 + 3_600_000 + 60_000)).toBe("1 day, 1 hour and 1 minute to go.");
  });

  it("says so once the date has arrived", () => {
    expect(countdownFigures(0)).toEqual({ days: "0", hours: "00", minutes: "00", seconds: "00" });
    expect(countdownSummary(0)).toBe("The planned launch date has arrived.");
  });
});
