// No React here: the coming-soon page's script (app/enhance/countdown.ts) ticks with it.
import { comingSoonDays } from "#common/constants.ts";
import { type PluralForms, pluralOf } from "./plural.ts";

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

/** The words of the screen-reader summary; a Hindi page gives its own (app/content/hi/coming-soon.ts). */
export type CountdownWords = {
  day: PluralForms;
  hour: PluralForms;
  minute: PluralForms;
  /** The sentence, with `{days}`, `{hours}` and `{minutes}` for the counts and their words. */
  left: string;
  arrived: string;
};

export const englishCountdownWords: CountdownWords = {
  day: { one: "day", other: "days" },
  hour: { one: "hour", other: "hours" },
  minute: { one: "minute", other: "minutes" },
  left: "{days}, {hours} and {minutes} to go.",
  arrived: "The planned launch date has arrived.",
};

/**
 * What a screen reader hears: to the minute, so it changes once a minute.
 * Counts take the form their language's plural rules give them (`pluralOf`).
 */
export function countdownSummary(ms: number, words = englishCountdownWords, language = "en"): string {
  if (ms <= 0) return words.arrived;
  const count = (n: number, forms: PluralForms) => `${n} ${pluralOf(language, n, forms)}`;
  const counts: Record<string, string> = {
    days: count(Math.floor(ms / DAY), words.day),
    hours: count(Math.floor((ms % DAY) / HOUR), words.hour),
    minutes: count(Math.floor((ms % HOUR) / MINUTE), words.minute),
  };
  return words.left.replace(/\{(days|hours|minutes)\}/g, (_, name: string) => counts[name] ?? "");
}
