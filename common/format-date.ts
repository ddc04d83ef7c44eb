/**
 * Dates as staff and readers in India read them: Indian Standard Time
 * (UTC+05:30) whatever the device's own zone; the store keeps UTC.
 */
const istDateTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/**
 * The parts of the same in Hindi, with the month written out as
 * docs/hindi-glossary.md asks ("30 नवंबर 2026", not Intl's short "नव॰"),
 * and Intl's Hindi for India's own words for the time of day.
 */
const istDateTimeHindi = new Intl.DateTimeFormat("hi-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  dayPeriod: "short",
});

/**
 * "23 नवंबर 2026, शाम 4:30": put together from Intl's parts, because its
 * own long Hindi form is a phrase ("23 नवंबर 2026 को शाम 4:30 बजे") that
 * does not read as a date in a subject line or a list.
 */
function hindiDateTime(date: Date): string {
  const parts = new Map(istDateTimeHindi.formatToParts(date).map((p) => [p.type, p.value]));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.get(type) ?? "";
  return `${part("day")} ${part("month")} ${part("year")}, ${part("dayPeriod")} ${part("hour")}:${part("minute")}`;
}

/**
 * "23 Nov 2026, 4:30 pm IST" (or in Hindi "23 नवंबर 2026, शाम 4:30 IST"), or "Date unavailable" for a
 * value that is not a date.
 */
export function formatIstDateTime(iso: string, language: "en" | "hi" = "en"): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return language === "hi" ? "तारीख़ उपलब्ध नहीं" : "Date unavailable";
  return `${language === "hi" ? hindiDateTime(date) : istDateTime.format(date)} IST`;
}

/** India has one zone and no daylight saving: IST is always UTC+05:30. */
const istOffsetMs = (5 * 60 + 30) * 60 * 1000;

/** A `datetime-local` value read as IST: "2026-11-23T10:30" → "2026-11-23T05:00:00.000Z"; undefined when empty or not a date. */
export function istInputToIso(value: string): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(value.trim());
  if (!match) return undefined;
  const time = Date.parse(`${match[1]}:00+05:30`);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** A stored UTC instant as the IST value of a `datetime-local` input; empty when not a date. */
export function isoToIstInput(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return "";
  return new Date(time + istOffsetMs).toISOString().slice(0, 16);
}
