/**
 * WAI-ARIA tabs over the markup of app/components/ui/tabs.tsx: one tab stop,
 * a click or the arrow keys (Left/Up, Right/Down, Home, End) select a tab
 * and show its panel. Without JavaScript the first panel shows and the rest
 * are reachable through the page's own links.
 */
function select(tab: HTMLElement, focus: boolean) {
  const list = tab.closest('[role="tablist"]');
  if (!list) return;
  for (const other of list.querySelectorAll<HTMLElement>('[role="tab"]')) {
    const active = other === tab;
    other.setAttribute("aria-selected", String(active));
    other.tabIndex = active ? 0 : -1;
    const panel = document.getElementById(other.getAttribute("aria-controls") ?? "");
    if (panel) panel.hidden = !active;
  }
  if (focus) tab.focus();
}

export function enhanceTabs() {
  document.addEventListener("click", (event) => {
    const tab = (event.target as Element | null)?.closest<HTMLElement>('[role="tab"]');
    if (tab) select(tab, false);
  });
  document.addEventListener("keydown", (event) => {
    const tab = (event.target as Element | null)?.closest<HTMLElement>('[role="tab"]');
    const list = tab?.closest('[role="tablist"]');
    if (!tab || !list) return;
    const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
    const index = tabs.indexOf(tab);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const chosen = tabs[(next + tabs.length) % tabs.length];
    if (chosen) select(chosen, true);
  });
}
