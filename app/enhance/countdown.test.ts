// @vitest-environment happy-dom
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ComingSoonCountdown } from "#app/components/sections/coming-soon-countdown.tsx";
import type { CountdownUnit } from "#app/lib/countdown.ts";
import * as hooks from "#app/lib/dom-hooks.ts";
import { find } from "#app/lib/dom-hooks.ts";
import { renderPage } from "#tests/utils/dom.ts";
import { enhanceCountdown } from "./countdown.ts";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The four figures as a visitor reads them: "days hh:mm:ss". */
function shown() {
  const unit = (name: CountdownUnit) => find(document, hooks.unit, name)?.textContent;
  return `${unit("days")} ${unit("hours")}:${unit("minutes")}:${unit("seconds")}`;
}
const summary = () => find(document, hooks.countdownSummary)?.textContent;

/** Puts the clock `elapsed` ms after the page started loading (the countdown's start). */
const at = (elapsed: number) => vi.setSystemTime(performance.timeOrigin + elapsed);

beforeEach(() => {
  vi.useFakeTimers();
  renderPage(createElement(ComingSoonCountdown), "/coming-soon");
});
afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
});

describe("the coming-soon countdown (app/enhance/countdown.ts)", () => {
  it("counts down from 60 days, once a second", () => {
    at(0);
    enhanceCountdown();
    expect(shown()).toBe("60 00:00:00");
    expect(summary()).toBe("60 days, 0 hours and 0 minutes to go.");
    vi.advanceTimersByTime(SECOND);
    expect(shown()).toBe("59 23:59:59");
    expect(summary()).toBe("59 days, 23 hours and 59 minutes to go.");
    // A day and more later (the clock moved on; timers fire as it ticks on).
    vi.setSystemTime(Date.now() + DAY + HOUR + MINUTE);
    vi.advanceTimersByTime(SECOND);
    expect(shown()).toBe("58 22:58:58");
  });

  it("counts from when the page started loading, not from when the script ran", () => {
    at(3 * SECOND + 2 * HOUR);
    enhanceCountdown();
    expect(shown()).toBe("59 21:59:57");
    expect(summary()).toBe("59 days, 21 hours and 59 minutes to go.");
  });

  it("writes the screen reader's summary only when it changes, once a minute", () => {
    at(0);
    enhanceCountdown();
    const node = find(document, hooks.countdownSummary)!;
    const observer = new MutationObserver(() => {});
    observer.observe(node, { childList: true, characterData: true, subtree: true });
    vi.advanceTimersByTime(MINUTE + 30 * SECOND);
    // 90 ticks, two new minutes (59:59 → 59 min, then 58 min): two writes, each a new text.
    const written = observer.takeRecords().flatMap((record) => [...record.addedNodes]);
    expect(written.map((text) => text.textContent)).toEqual([
      "59 days, 23 hours and 59 minutes to go.",
      "59 days, 23 hours and 58 minutes to go.",
    ]);
    observer.disconnect();
  });

  it("stops at zero and says the date has arrived", () => {
    at(60 * DAY - 2 * SECOND);
    enhanceCountdown();
    expect(shown()).toBe("0 00:00:02");
    vi.advanceTimersByTime(2 * SECOND);
    expect(shown()).toBe("0 00:00:00");
    expect(summary()).toBe("The planned launch date has arrived.");
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10 * SECOND);
    expect(shown()).toBe("0 00:00:00");
  });

  it("speaks the words a Hindi page gives it, by Hindi's plural rules", () => {
    document.documentElement.lang = "hi";
    try {
      renderPage(createElement(ComingSoonCountdown), "/hi/coming-soon");
      at(0);
      enhanceCountdown();
      expect(summary()).toBe("लॉन्च में 60 दिन, 0 घंटा और 0 मिनट बाक़ी हैं।");
      vi.advanceTimersByTime(SECOND);
      expect(summary()).toBe("लॉन्च में 59 दिन, 23 घंटे और 59 मिनट बाक़ी हैं।");
    } finally {
      document.documentElement.lang = "";
    }
  });

  it("starts no clock when the date has already passed", () => {
    at(61 * DAY);
    enhanceCountdown();
    expect(shown()).toBe("0 00:00:00");
    expect(summary()).toBe("The planned launch date has arrived.");
    expect(vi.getTimerCount()).toBe(0);
  });
});
