/**
 * "Exit this page" (ExitThisPage; the GOV.UK pattern, issue 33). Without
 * this script the button is a plain link to a neutral site. With it:
 *
 * - the button replaces this page in the history (`location.replace`), so
 *   Back from the neutral site does not come back here, and the page is
 *   blanked at once, while the neutral site loads;
 * - Shift pressed three times within `shiftWindowMs`, on its own, does the
 *   same (GOV.UK's shortcut). Shift held to type a capital letter never
 *   counts, so typing in a form cannot set it off;
 * - the button's description says so, for screen readers.
 */
import * as hooks from "../lib/dom-hooks.ts";
import { find, read } from "../lib/dom-hooks.ts";

/** Presses of Shift, each released before the next key, that leave the page. */
export const shiftPresses = 3;
/** Within how long, from the first to the last. */
export const shiftWindowMs = 2000;

export const shortcutDescription = "Or press the Shift key 3 times to leave this page quickly.";

export function enhanceExitThisPage() {
  const link = find<HTMLAnchorElement>(document, hooks.exitPage);
  if (!link) return;
  const leave = () => {
    document.body.hidden = true;
    window.location.replace(link.href);
  };
  link.addEventListener("click", (event) => {
    event.preventDefault();
    leave();
  });

  const description = find(document, hooks.exitShortcut);
  if (description) {
    // In the page's language when the page gives it (a Hindi page does).
    description.textContent = read(description, hooks.exitShortcutText) || shortcutDescription;
    link.setAttribute("aria-describedby", description.id);
  }

  let presses: number[] = [];
  // Shift went down with another key (a capital letter): its release is not a press.
  let chord = false;
  document.addEventListener("keydown", (event) => {
    if (event.key === "Shift") return;
    presses = [];
    if (event.shiftKey) chord = true;
  });
  document.addEventListener("keyup", (event) => {
    if (event.key !== "Shift") return;
    if (chord) {
      chord = false;
      return;
    }
    const now = Date.now();
    presses = [...presses.filter((at) => now - at <= shiftWindowMs), now];
    if (presses.length >= shiftPresses) {
      presses = [];
      leave();
    }
  });
}
