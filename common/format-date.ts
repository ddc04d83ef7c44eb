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

/** "23 Nov 2026, 4:30 pm IST", or "Date unavailable" for a value that is not a date. */
export function formatIstDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "Date unavailable";
  return `${istDateTime.format(date)} IST`;
}
