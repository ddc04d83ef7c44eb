/** How long "Retrying..." shows before the page loads again (spec §2.12). */
export const retryDelayMs = 1000;

/**
 * The not-found screen's Go Back and Try Again (spec §2.12): Try Again says
 * "Retrying...", spins, and loads the page again a moment later.
 */
export function enhanceRetry() {
  document.addEventListener("click", (event) => {
    const target = event.target as Element | null;
    if (target?.closest("[data-go-back]")) {
      window.history.back();
      return;
    }
    const retry = target?.closest<HTMLButtonElement>("[data-retry]");
    if (!retry || retry.disabled) return;
    retry.disabled = true;
    retry.dataset.retrying = "true";
    const label = retry.querySelector("[data-retry-label]");
    if (label) label.textContent = "Retrying...";
    window.setTimeout(() => window.location.reload(), retryDelayMs);
  });
}
