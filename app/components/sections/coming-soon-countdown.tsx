import { CalendarClock } from "lucide-react";
import { useEffect, useState } from "react";
import { countdownCopy } from "#app/content/coming-soon.ts";
import { comingSoonDays, countdownTickMs } from "#common/constants.ts";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const TOTAL = comingSoonDays * DAY;

type Parts = Record<(typeof countdownCopy.units)[number]["key"], number>;

function split(ms: number): Parts {
  return {
    days: Math.floor(ms / DAY),
    hours: Math.floor((ms % DAY) / HOUR),
    minutes: Math.floor((ms % HOUR) / MINUTE),
    seconds: Math.floor((ms % MINUTE) / SECOND),
  };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * Spec §2.11 and §4: counts down to page load plus 60 days, once a second,
 * and stops at zero. The prerendered HTML shows the full 60 days; the clock
 * starts after hydration. Screen readers get a summary that changes once a
 * minute and is never announced on its own (role="timer" is not live).
 */
export function ComingSoonCountdown() {
  const [remaining, setRemaining] = useState(TOTAL);

  useEffect(() => {
    // The moment the page started loading, not the moment React woke up.
    const target = performance.timeOrigin + TOTAL;
    const tick = () => {
      const left = Math.max(0, target - Date.now());
      setRemaining(left);
      return left;
    };
    tick();
    const timer = window.setInterval(() => {
      if (tick() === 0) window.clearInterval(timer);
    }, countdownTickMs);
    return () => window.clearInterval(timer);
  }, []);

  const parts = split(remaining);
  const summary =
    remaining === 0
      ? "The planned launch date has arrived."
      : `${plural(parts.days, "day")}, ${plural(parts.hours, "hour")} and ${plural(parts.minutes, "minute")} to go.`;

  return (
    <div
      role="timer"
      aria-labelledby="countdown-title"
      className="mx-auto w-full max-w-md rounded-lg border border-line bg-surface/90 p-5 text-left shadow-card"
    >
      <p id="countdown-title" className="flex items-center gap-2 font-semibold text-ink">
        <CalendarClock aria-hidden="true" className="size-5 text-brand" />
        {countdownCopy.title}
      </p>
      <p className="sr-only">{summary}</p>
      <div aria-hidden="true" className="mt-4 grid grid-cols-4 gap-2">
        {countdownCopy.units.map((unit) => (
          <div key={unit.key} className="rounded-md bg-brand-tint px-1 py-3 text-center">
            <span className="block font-bold text-2xl text-brand-deep tabular-nums" data-unit={unit.key}>
              {unit.key === "days" ? parts[unit.key] : String(parts[unit.key]).padStart(2, "0")}
            </span>
            <span className="block text-muted text-xs">{unit.label}</span>
          </div>
        ))}
      </div>
      <p className="mt-3 text-muted text-sm">{countdownCopy.note}</p>
    </div>
  );
}
