/** "m:ss", as spec §4's lock countdown shows it. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/**
 * A span of time in the two largest units a person reads at a glance:
 * "under a minute", "45 min", "3 h 20 min", "2 d 4 h".
 */
export function formatDuration(ms: number): string {
  const span = Math.max(0, ms);
  if (span < minuteMs) return "under a minute";
  if (span < hourMs) return `${Math.floor(span / minuteMs)} min`;
  if (span < dayMs) {
    const hours = Math.floor(span / hourMs);
    const minutes = Math.floor((span % hourMs) / minuteMs);
    return minutes ? `${hours} h ${minutes} min` : `${hours} h`;
  }
  const days = Math.floor(span / dayMs);
  const hours = Math.floor((span % dayMs) / hourMs);
  return hours ? `${days} d ${hours} h` : `${days} d`;
}
