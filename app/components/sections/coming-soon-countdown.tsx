import { CalendarClock } from "lucide-react";
import * as english from "#app/content/coming-soon.ts";
import * as hindi from "#app/content/hi/coming-soon.ts";
import { countdownFigures, countdownSummary, countdownTotalMs } from "#app/lib/countdown.ts";
import * as hooks from "#app/lib/dom-hooks.ts";
import { mark, markWords } from "#app/lib/dom-hooks.ts";
import { useContent, useLocale } from "#app/lib/locale.ts";
import { languageTag } from "#common/i18n/locale.ts";

/**
 * Spec §2.11 and §4: counts down to page load plus 60 days, once a second,
 * and stops at zero. The server's HTML shows the full 60 days; the page's
 * script (app/enhance/countdown.ts) starts the clock. Screen readers get a
 * summary that changes once a minute and is never announced on its own
 * (role="timer" is not live).
 */
export function ComingSoonCountdown() {
  const figures = countdownFigures(countdownTotalMs);
  const locale = useLocale();
  const { countdownCopy } = useContent(english, hindi);
  return (
    <div
      role="timer"
      // On a Hindi page: the summary's words for the script (the English ones are its own).
      {...markWords(hooks.countdownWords, locale === "en" ? undefined : countdownCopy.summary)}
      aria-labelledby="countdown-title"
      {...mark(hooks.countdown)}
      className="mx-auto w-full max-w-md rounded-lg border border-line bg-surface/90 p-5 text-left shadow-card"
    >
      <p id="countdown-title" className="flex items-center gap-2 font-semibold text-ink">
        <CalendarClock aria-hidden="true" className="size-5 text-brand" />
        {countdownCopy.title}
      </p>
      <p className="sr-only" {...mark(hooks.countdownSummary)}>
        {countdownSummary(countdownTotalMs, countdownCopy.summary, languageTag[locale])}
      </p>
      <div aria-hidden="true" className="mt-4 grid grid-cols-4 gap-2">
        {countdownCopy.units.map((unit) => (
          <div key={unit.key} className="rounded-md bg-brand-tint px-1 py-3 text-center">
            <span
              className="block font-bold text-2xl text-brand-deep tabular-nums"
              {...mark(hooks.unit, unit.key)}
            >
              {figures[unit.key]}
            </span>
            <span className="block text-muted text-xs">{unit.label}</span>
          </div>
        ))}
      </div>
      <p className="mt-3 text-muted text-sm">{countdownCopy.note}</p>
    </div>
  );
}
