import type { LeadWeek } from "#app/lib/services.server.ts";
import { formatDuration } from "#common/format-duration.ts";

const shortDate = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
});

/** "23 Nov": a week by its Monday, in IST. */
export const weekLabel = (start: string) => shortDate.format(new Date(start));

const hourMs = 60 * 60_000;

/**
 * The last eight weeks as two small bar charts drawn on the server (no
 * script): leads received, and the median first response in hours. An
 * image to the screen reader, named and described; the table beside it
 * carries the same figures for reading.
 */
export function WeeksChart({ weeks, id }: { weeks: LeadWeek[]; id: string }) {
  // Drawn at a phone's width, so its words read at their size there; wider screens scale it up.
  const width = 400;
  const panel = 110;
  const top = 28;
  const left = 32;
  const gap = 50;
  const height = top + panel + gap + panel + 30;
  const slot = (width - left - 8) / weeks.length;
  const bar = slot * 0.6;
  const maxReceived = Math.max(1, ...weeks.map((week) => week.received));
  const hours = weeks.map((week) => (week.medianResponseMs === null ? null : week.medianResponseMs / hourMs));
  const maxHours = Math.max(1, ...hours.map((value) => value ?? 0));
  const secondTop = top + panel + gap;
  const summary = weeks
    .map(
      (week) =>
        `${weekLabel(week.start)}: ${week.received} received, median first response ${
          week.medianResponseMs === null ? "none" : formatDuration(week.medianResponseMs)
        }`,
    )
    .join("; ");
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="h-auto w-full max-w-2xl"
    >
      <title id={`${id}-title`}>Leads received and median first response, last 8 weeks</title>
      <desc id={`${id}-desc`}>{summary}</desc>
      <text x={left} y={16} className="fill-ink text-[13px] font-semibold">
        Leads received
      </text>
      <text x={left} y={secondTop - 12} className="fill-ink text-[13px] font-semibold">
        Median first response (hours)
      </text>
      {[
        { y: top, max: maxReceived, label: String(maxReceived) },
        {
          y: secondTop,
          max: maxHours,
          label: maxHours < 10 ? maxHours.toFixed(1) : String(Math.round(maxHours)),
        },
      ].map((axis) => (
        <g key={axis.y}>
          <line x1={left} x2={width - 8} y1={axis.y + panel} y2={axis.y + panel} className="stroke-muted" />
          <line
            x1={left}
            x2={width - 8}
            y1={axis.y}
            y2={axis.y}
            className="stroke-line"
            strokeDasharray="4 4"
          />
          <text x={left - 6} y={axis.y + 4} textAnchor="end" className="fill-muted text-[11px]">
            {axis.label}
          </text>
          <text x={left - 6} y={axis.y + panel + 4} textAnchor="end" className="fill-muted text-[11px]">
            0
          </text>
        </g>
      ))}
      {weeks.map((week, i) => {
        const x = left + i * slot + (slot - bar) / 2;
        const received = (week.received / maxReceived) * panel;
        const median = hours[i];
        const answered = median === null || median === undefined ? 0 : (median / maxHours) * panel;
        return (
          <g key={week.start}>
            <rect
              x={x}
              y={top + panel - received}
              width={bar}
              height={received}
              rx={3}
              className="fill-brand"
            />
            {median === null || median === undefined ? (
              <text
                x={x + bar / 2}
                y={secondTop + panel - 6}
                textAnchor="middle"
                className="fill-muted text-[11px]"
              >
                –
              </text>
            ) : (
              <rect
                x={x}
                y={secondTop + panel - answered}
                width={bar}
                height={answered}
                rx={3}
                className="fill-brand-deep"
              />
            )}
            <text x={x + bar / 2} y={height - 8} textAnchor="middle" className="fill-muted text-[11px]">
              {weekLabel(week.start)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
