/** "m:ss", as spec §4's lock countdown shows it. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;
/** Below this a span reads in hours: a day's reply target is "24 h", as the spec and the site say it. */
const hoursUpTo = 48 * hourMs;

/**
 * A span of time in the two largest units a person reads at a glance:
 * "under a minute", "45 min", "3 h 20 min", "24 h", "30 h 15 min"; from two
 * days on, in days written out, "2 days", "3 days 4 h" (never "1 d").
 */
export function formatDuration(ms: number): string {
  const span = Math.max(0, ms);
  if (span < minuteMs) return "under a minute";
  if (span < hourMs) return `${Math.floor(span / minuteMs)} min`;
  if (span < hoursUpTo) {
    const hours = Math.floor(span / hourMs);
    const minutes = Math.floor((span % hourMs) / minuteMs);
    return minutes ? `${hours} h ${minutes} min` : `${hours} h`;
  }
  const days = `${Math.floor(span / dayMs)} days`;
  const hours = Math.floor((span % dayMs) / hourMs);
  return hours ? `${days} ${hours} h` : days;
}
