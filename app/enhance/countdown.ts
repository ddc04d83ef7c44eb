import { countdownTickMs } from "#common/constants.ts";
import {
  type CountdownUnit,
  countdownFigures,
  countdownSummary,
  countdownTotalMs,
  englishCountdownWords,
} from "../lib/countdown.ts";
import * as hooks from "../lib/dom-hooks.ts";
import { find, findAll, read } from "../lib/dom-hooks.ts";
import { readWords } from "./words.ts";

/**
 * The coming-soon countdown (ComingSoonCountdown renders it at the full 60
 * days): counts down to the moment the page started loading plus 60 days,
 * once a second, and stops at zero. The screen-reader summary is written
 * only when it changes, once a minute.
 */
export function enhanceCountdown() {
  const timer = find(document, hooks.countdown);
  if (!timer) return;
  const summary = find(timer, hooks.countdownSummary);
  const units = findAll(timer, hooks.unit);
  const target = performance.timeOrigin + countdownTotalMs;
  // A Hindi page gives the summary's words; English ones are the script's own.
  const words = readWords(timer, hooks.countdownWords) ?? englishCountdownWords;
  const language = document.documentElement.lang || "en";

  function tick() {
    const left = Math.max(0, target - Date.now());
    const figures = countdownFigures(left);
    for (const unit of units) {
      const figure = figures[read(unit, hooks.unit) as CountdownUnit];
      if (figure !== undefined && unit.textContent !== figure) unit.textContent = figure;
    }
    const said = countdownSummary(left, words, language);
    if (summary && summary.textContent !== said) summary.textContent = said;
    return left;
  }

  if (tick() === 0) return;
  const clock = window.setInterval(() => {
    if (tick() === 0) window.clearInterval(clock);
  }, countdownTickMs);
}
