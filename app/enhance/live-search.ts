/**
 * A search box marked live (hooks.swapLive), in a GET form of a swap region
 * (hooks.swap), brings the region up to date as the person types: once typing
 * pauses (300 ms), through the same swap as pressing Enter (swap.ts), so
 * the server renders the results and the address carries the search. Focus,
 * the words and the caret stay in the box; the status line reads out the
 * count. A newer search supersedes one still on its way, so results never
 * arrive out of order. Enter, a link or Back and Forward take over from a
 * pause not yet over. Without JavaScript the form is an ordinary GET form.
 */
import * as hooks from "../lib/dom-hooks.ts";
import { read, selector } from "../lib/dom-hooks.ts";
import { allRegions, formTarget, swap } from "./swap.ts";

const typingPause = 300;

export function enhanceLiveSearch() {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => clearTimeout(timer);
  document.addEventListener("input", (event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement) || !field.form || read(field, hooks.swapLive) === null) return;
    // Letters still being composed (an input method) are not words yet.
    if ((event as InputEvent).isComposing) return;
    cancel();
    timer = setTimeout(() => {
      const url = field.form && formTarget(field.form, null, true);
      if (url) void swap(allRegions(), url, false, field);
    }, typingPause);
  });
  // What the person then chose wins over the pause: a submit, a link in a region, Back.
  document.addEventListener("submit", cancel, true);
  document.addEventListener(
    "click",
    (event) => {
      if ((event.target as Element | null)?.closest(`${selector(hooks.swap)} a[href]`)) cancel();
    },
    true,
  );
  window.addEventListener("popstate", cancel);
}
