/*
 * The company's open hours as a schedule the code can count with (issue 32:
 * a demo request's reply is due one business day on; a visitor's preferred
 * demo slots lie inside these hours). Settings keep support hours as lines a
 * person writes ("Monday to Friday", "8 am to 8 pm IST"); this reads the
 * usual ways of writing them. A line it cannot read is left out, and with
 * no line read the schedule is `fallbackHours` (Settings says which applies).
 */

/** Minutes from midnight IST: [opens, closes), closes after opens. */
export type OpenSpan = { opens: number; closes: number };

/** Per weekday, Sunday (0) to Saturday (6): the day's open span, or null when closed. */
export type WeekHours = readonly (OpenSpan | null)[];

const dayNames = [
  ["sunday", "sun"],
  ["monday", "mon"],
  ["tuesday", "tue", "tues"],
  ["wednesday", "wed"],
  ["thursday", "thu", "thur", "thurs"],
  ["friday", "fri"],
  ["saturday", "sat"],
] as const;

function dayOf(word: string): number | undefined {
  const clean = word.trim().toLowerCase().replace(/\.$/, "");
  const index = dayNames.findIndex((names) => (names as readonly string[]).includes(clean));
  return index === -1 ? undefined : index;
}

/** The weekdays a "days" line names: "Monday to Friday", "Mon–Sat", "Saturday and Sunday", "Every day", "Weekdays". */
export function readDays(text: string): number[] | undefined {
  const value = text.trim().toLowerCase();
  if (/^(every ?day|daily|all (the )?week|7 days( a week)?|monday to sunday)$/.test(value)) {
    return [0, 1, 2, 3, 4, 5, 6];
  }
  if (/^week ?days$/.test(value)) return [1, 2, 3, 4, 5];
  if (/^week ?ends$/.test(value)) return [0, 6];
  const range = /^([a-z.]+)\s*(?:to|-|–|—|through|till|until)\s*([a-z.]+)$/.exec(value);
  if (range) {
    const from = dayOf(range[1] ?? "");
    const to = dayOf(range[2] ?? "");
    if (from === undefined || to === undefined) return undefined;
    const days: number[] = [];
    for (let day = from; ; day = (day + 1) % 7) {
      days.push(day);
      if (day === to) break;
    }
    return days;
  }
  const parts = value.split(/\s*(?:,|&|\band\b)\s*/).filter(Boolean);
  const days = parts.map(dayOf);
  if (days.length === 0 || days.some((day) => day === undefined)) return undefined;
  return [...new Set(days as number[])].sort((a, b) => a - b);
}

/** "8 am", "8:30 pm", "20:00", "12 noon", "midnight": minutes from midnight. */
function readTime(text: string): number | undefined {
  const value = text.trim().toLowerCase().replace(/\./g, "");
  if (value === "noon" || value === "12 noon") return 12 * 60;
  if (value === "midnight") return 24 * 60;
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm)?$/.exec(value);
  if (!match) return undefined;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  if (minutes > 59) return undefined;
  const half = match[3];
  if (half) {
    if (hours < 1 || hours > 12) return undefined;
    hours = (hours % 12) + (half === "pm" ? 12 : 0);
  } else if (match[2] === undefined || hours > 24) {
    return undefined;
  }
  const total = hours * 60 + minutes;
  return total <= 24 * 60 ? total : undefined;
}

/** The span an "hours" line gives: "8 am to 8 pm IST", "9:30 am – 6 pm IST", "10:00-18:00 IST". */
export function readHours(text: string): OpenSpan | undefined {
  const value = text.trim().replace(/\s*\bIST\b\s*$/i, "");
  if (/^(24 hours|24 ?x ?7|all day|round the clock)$/i.test(value)) return { opens: 0, closes: 24 * 60 };
  const match = /^(.+?)\s*(?:to|-|–|—|till|until)\s*(.+)$/i.exec(value);
  if (!match) return undefined;
  const opens = readTime(match[1] ?? "");
  const closes = readTime(match[2] ?? "");
  if (opens === undefined || closes === undefined || closes <= opens) return undefined;
  return { opens, closes };
}

/** When Settings' lines give no readable hours: Monday to Friday, 9:30 am to 6 pm IST. */
export const fallbackHours: WeekHours = [
  null,
  ...Array.from({ length: 5 }, () => ({ opens: 9 * 60 + 30, closes: 18 * 60 })),
  null,
];

/**
 * The week's hours from Settings' support-hour lines; a later line for a
 * day wins over an earlier one. `read` says whether any line was read (if
 * not, the hours are `fallbackHours`).
 */
export function weekHoursOf(lines: readonly { days: string; hours: string }[]): {
  hours: WeekHours;
  read: boolean;
} {
  const week: (OpenSpan | null)[] = Array.from({ length: 7 }, () => null);
  let read = false;
  for (const line of lines) {
    const days = readDays(line.days);
    const span = readHours(line.hours);
    if (!days || !span) continue;
    read = true;
    for (const day of days) week[day] = span;
  }
  return read ? { hours: week, read } : { hours: fallbackHours, read };
}

const istOffsetMs = (5 * 60 + 30) * 60_000;
const dayMs = 24 * 60 * 60_000;
const minuteMs = 60_000;

/** The IST midnight (as a UTC instant, ms) that starts the IST day of `at`, and that day's weekday. */
function istDayOf(at: number): { midnight: number; weekday: number } {
  const local = at + istOffsetMs;
  const midnightLocal = local - (((local % dayMs) + dayMs) % dayMs);
  return { midnight: midnightLocal - istOffsetMs, weekday: new Date(midnightLocal).getUTCDay() };
}

/**
 * When a reply promised "within one business day" is due for something
 * received at `at`: the same time of day on the next day the company is
 * open (held within that day's hours), counted from `at` if it came while
 * open, else from the next opening. With no open day at all, a day on.
 */
export function oneBusinessDayAfter(at: Date, week: WeekHours): Date {
  const start = at.getTime();
  if (week.every((span) => span === null)) return new Date(start + dayMs);
  // Where the count starts: now, if open; else the next opening.
  let from = start;
  let { midnight, weekday } = istDayOf(start);
  for (let i = 0; i < 8; i += 1) {
    const span = week[weekday];
    if (span) {
      const opens = midnight + span.opens * minuteMs;
      const closes = midnight + span.closes * minuteMs;
      if (from < closes) {
        from = Math.max(from, opens);
        break;
      }
    }
    midnight += dayMs;
    weekday = (weekday + 1) % 7;
    from = midnight;
  }
  const timeOfDay = from - istDayOf(from).midnight;
  // The next open day after the start's day, at the same time, within its hours.
  let day = istDayOf(from);
  for (let i = 0; i < 7; i += 1) {
    day = { midnight: day.midnight + dayMs, weekday: (day.weekday + 1) % 7 };
    const span = week[day.weekday];
    if (!span) continue;
    const clamped = Math.min(Math.max(timeOfDay, span.opens * minuteMs), span.closes * minuteMs);
    return new Date(day.midnight + clamped);
  }
  return new Date(start + dayMs);
}

/** Whether the company is open from `at` (ms) for `minutes` on, within one day's hours (IST). */
export function opensFor(at: number, minutes: number, week: WeekHours): boolean {
  const { midnight, weekday } = istDayOf(at);
  const span = week[weekday];
  if (!span) return false;
  const start = (at - midnight) / minuteMs;
  return start >= span.opens && start + minutes <= span.closes;
}

const dayLabels = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

function timeLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60) % 24;
  const rest = minutes % 60;
  const half = hours < 12 ? "am" : "pm";
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}${rest ? `:${String(rest).padStart(2, "0")}` : ""} ${half}`;
}

/** A day of the week (0 is Sunday) and a time of day (minutes) in Hindi, from Intl: "सोम", "सुबह 9:30", "शाम 6 बजे". */
const hindiDay = new Intl.DateTimeFormat("hi-IN", { weekday: "short", timeZone: "UTC" });
const hindiHour = new Intl.DateTimeFormat("hi-IN", { hour: "numeric", dayPeriod: "short", timeZone: "UTC" });
const hindiTime = new Intl.DateTimeFormat("hi-IN", {
  hour: "numeric",
  minute: "2-digit",
  dayPeriod: "short",
  timeZone: "UTC",
});
// 4 January 1970 was a Sunday.
const hindiDayLabel = (day: number) => hindiDay.format(Date.UTC(1970, 0, 4 + day));
const hindiTimeLabel = (minutes: number) =>
  minutes % 60 ? hindiTime.format(minutes * minuteMs) : `${hindiHour.format(minutes * minuteMs)} बजे`;

const words = {
  en: {
    day: (day: number) => dayLabels[day] ?? "",
    span: (from: number, to: number) =>
      `${timeLabel(from)} to ${to === 24 * 60 ? "midnight" : timeLabel(to)}`,
    closed: "closed every day",
  },
  hi: {
    day: hindiDayLabel,
    span: (from: number, to: number) =>
      `${hindiTimeLabel(from)} से ${to === 24 * 60 ? "आधी रात" : hindiTimeLabel(to)} तक`,
    closed: "हर दिन बंद",
  },
} as const;

const hindiWeekday = new Intl.DateTimeFormat("hi-IN", { weekday: "long", timeZone: "UTC" });

/** Days in Hindi, Monday first: a run of three or more as "सोमवार से शुक्रवार", of two as "शनिवार और रविवार". */
function hindiDays(days: readonly number[]): string {
  const order = [1, 2, 3, 4, 5, 6, 0].filter((day) => days.includes(day));
  const runs: number[][] = [];
  for (const day of order) {
    const run = runs.at(-1);
    const previous = run?.at(-1);
    if (run && previous !== undefined && (previous + 1) % 7 === day && previous !== 0) run.push(day);
    else runs.push([day]);
  }
  const name = (day: number) => hindiWeekday.format(Date.UTC(1970, 0, 4 + day));
  return runs
    .map((run) =>
      run.length >= 3 ? `${name(run[0] ?? 0)} से ${name(run.at(-1) ?? 0)}` : run.map(name).join(" और "),
    )
    .join(", ");
}

/**
 * One of Settings' support-hour lines in Hindi, when it reads as a schedule:
 * "Monday to Friday", "8 am to 8 pm IST" gives "सोमवार से शुक्रवार",
 * "सुबह 8 बजे से रात 8 बजे तक (IST)". Null for a line it cannot read, which a
 * Hindi page then shows as staff typed it.
 */
export function hindiHoursLine(line: {
  days: string;
  hours: string;
}): { days: string; hours: string } | null {
  const days = readDays(line.days);
  const span = readHours(line.hours);
  if (!days || !span) return null;
  return { days: hindiDays(days), hours: `${words.hi.span(span.opens, span.closes)} (IST)` };
}

/**
 * The schedule in a line: "Mon–Fri 9:30 am to 6 pm; Sat 10 am to 2 pm (IST)",
 * or in Hindi "सोम–शुक्र सुबह 9:30 से शाम 6 बजे तक; …".
 */
export function describeWeekHours(week: WeekHours, language: "en" | "hi" = "en"): string {
  const say = words[language];
  const order = [1, 2, 3, 4, 5, 6, 0];
  const groups: { days: number[]; span: OpenSpan }[] = [];
  for (const day of order) {
    const span = week[day];
    if (!span) continue;
    const last = groups.at(-1);
    const previous = last?.days.at(-1);
    if (
      last &&
      previous !== undefined &&
      order.indexOf(previous) === order.indexOf(day) - 1 &&
      last.span.opens === span.opens &&
      last.span.closes === span.closes
    ) {
      last.days.push(day);
    } else {
      groups.push({ days: [day], span });
    }
  }
  if (groups.length === 0) return say.closed;
  const parts = groups.map(({ days, span }) => {
    const first = say.day(days[0] ?? 0);
    const last = say.day(days.at(-1) ?? 0);
    const label = days.length === 1 ? first : `${first}–${last}`;
    return `${label} ${say.span(span.opens, span.closes)}`;
  });
  return `${parts.join("; ")} (IST)`;
}

/** A span of the day in words: "10 am to 12 pm", "सुबह 10 बजे से दोपहर 12 बजे तक". */
export const spanWords = (span: OpenSpan, language: "en" | "hi" = "en") =>
  words[language].span(span.opens, span.closes);

/**
 * When `minutes` of open time have passed after `at`: a reply promised
 * "within two business hours" is due then. The count starts at `at` if the
 * company is open, else at its next opening, and stops overnight and on
 * closed days. With no open day at all, plain minutes.
 */
export function businessMinutesAfter(at: Date, minutes: number, week: WeekHours): Date {
  const start = at.getTime();
  if (week.every((span) => span === null)) return new Date(start + minutes * minuteMs);
  let left = minutes * minuteMs;
  let from = start;
  let { midnight, weekday } = istDayOf(start);
  // Bounded: a year of days is far more than any count the site asks for.
  for (let i = 0; i < 366; i += 1) {
    const span = week[weekday];
    if (span) {
      const opens = Math.max(from, midnight + span.opens * minuteMs);
      const closes = midnight + span.closes * minuteMs;
      if (opens < closes) {
        if (opens + left <= closes) return new Date(opens + left);
        left -= closes - opens;
      }
    }
    midnight += dayMs;
    weekday = (weekday + 1) % 7;
    from = midnight;
  }
  return new Date(start + minutes * minuteMs);
}

/**
 * The day cut into windows of `length` minutes, from the week's earliest
 * opening to its latest closing (IST), for a visitor to say when they can
 * be reached; the last window may be shorter. None when the week is closed.
 */
export function windowsOf(week: WeekHours, length = 120): OpenSpan[] {
  const spans = week.filter((span): span is OpenSpan => span !== null);
  if (spans.length === 0) return [];
  const first = Math.min(...spans.map((span) => span.opens));
  const last = Math.max(...spans.map((span) => span.closes));
  const windows: OpenSpan[] = [];
  for (let opens = first; opens < last; opens += length) {
    windows.push({ opens, closes: Math.min(opens + length, last) });
  }
  return windows;
}

/**
 * The end of the first time `window` (a span of the day, IST) comes round
 * on an open day, held within that day's hours, that ends at or after
 * `after`; null when no open day meets the window.
 */
export function windowEndAfter(after: Date, window: OpenSpan, week: WeekHours): Date | null {
  let { midnight, weekday } = istDayOf(after.getTime());
  for (let i = 0; i < 8; i += 1) {
    const span = week[weekday];
    if (span && window.opens < span.closes && window.closes > span.opens) {
      const end = midnight + Math.min(window.closes, span.closes) * minuteMs;
      if (end >= after.getTime()) return new Date(end);
    }
    midnight += dayMs;
    weekday = (weekday + 1) % 7;
  }
  return null;
}
