import * as hooks from "../lib/dom-hooks.ts";
import { closest, find, write } from "../lib/dom-hooks.ts";
import { readWords } from "./words.ts";

/** How long "Retrying..." shows before the page loads again (spec §2.12). */
export const retryDelayMs = 1000;

/**
 * The not-found screen's Go Back and Try Again (spec §2.12): Try Again says
 * "Retrying..." (a Hindi page gives its own word), spins, and loads the page
 * again a moment later.
 */
export function enhanceRetry() {
  document.addEventListener("click", (event) => {
    if (closest(event.target, hooks.goBack)) {
      window.history.back();
      return;
    }
    const retry = closest<HTMLButtonElement>(event.target, hooks.retry);
    if (!retry || retry.disabled) return;
    retry.disabled = true;
    write(retry, hooks.retrying, "true");
    const label = find(retry, hooks.retryLabel);
    if (label) label.textContent = readWords(retry, hooks.retryWords) ?? "Retrying...";
    window.setTimeout(() => window.location.reload(), retryDelayMs);
  });
}
