// No React here: the coming-soon page's script (app/enhance/countdown.ts) ticks with it.
import { comingSoonDays } from "#common/constants.ts";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long the countdown runs from the moment the page started loading. */
export const countdownTotalMs = comingSoonDays * DAY;

export type CountdownUnit = "days" | "hours" | "minutes" | "seconds";

/** `ms` as the four figures the countdown shows, as written: days bare, the rest two digits. */
export function countdownFigures(ms: number): Record<CountdownUnit, string> {
  const two = (n: number) => String(n).padStart(2, "0");
  return {
    days: String(Math.floor(ms / DAY)),
    hours: two(Math.floor((ms % DAY) / HOUR)),
    minutes: two(Math.floor((ms % HOUR) / MINUTE)),
    seconds: two(Math.floor((ms % MINUTE) / SECOND)),
  };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** What a screen reader hears: to the minute, so it changes once a minute. */
export function countdownSummary(ms: number): string {
  if (ms <= 0) return "The planned launch date has arrived.";
  return `${plural(Math.floor(ms / DAY), "day")}, ${plural(Math.floor((ms % DAY) / HOUR), "hour")} and ${plural(
    Math.floor((ms % HOUR) / MINUTE),
    "minute",
  )} to go.`;
}
