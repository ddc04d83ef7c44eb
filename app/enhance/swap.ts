/**
 * Pages whose state is their address (the blog listing's search and filters,
 * the sample session's replies) work as plain links and GET forms. This
 * makes them feel like one page: a link or GET form inside a swap region
 * (hooks.swap) that leads to this same path fetches the new address, and every
 * such region of the page (each has an id) takes the new page's copy of
 * itself in place (see morph.ts), with no reload and no jump to the top.
 * The address and the title follow, and Back and Forward swap the same way.
 *
 * After a swap, focus moves to the region's element marked hooks.swapFocus
 * (for keyboard and screen-reader users, who would otherwise stay on a
 * control that may have gone), and a live region marked hooks.swapAnnounce
 * takes that hook's text, so it is read out. A live region whose text
 * changes is read out by itself.
 *
 * Anything else is left to the browser: a click with a modifier key or
 * another button, a link elsewhere, a form that posts, and any fetch that
 * fails or answers other than 200 with the region (then the browser simply
 * loads the address).
 *
 * A search box can swap as the person types (live-search.ts calls `swap`
 * with the field): focus and what is typed stay as they are, a failed fetch
 * is simply not shown (Enter still submits the form), and one search typed
 * takes one step of the history, replaced as the words change.
 */
import * as hooks from "../lib/dom-hooks.ts";
import { find, findAll, read, selector } from "../lib/dom-hooks.ts";
import { rememberVisit } from "../lib/visit.ts";
import { morph } from "./morph.ts";

/** The path and query shown now; a change of hash alone is the browser's. */
const addressOf = (url: URL | Location) => url.pathname + url.search;
let shown = addressOf(window.location);
let pending: AbortController | null = null;

/** A swap region has an id, by which its copy in the new page is found. */
const swapRegion = `${selector(hooks.swap)}[id]`;
export const allRegions = () => [...document.querySelectorAll<HTMLElement>(swapRegion)];
const inRegion = (element: Element | null) => Boolean(element?.closest(swapRegion));

/** `field`: the search box being typed in, whose value and focus the swap leaves alone. */
export async function swap(regions: HTMLElement[], url: URL, fromHistory: boolean, field?: HTMLInputElement) {
  pending?.abort();
  const controller = new AbortController();
  pending = controller;
  for (const region of regions) region.setAttribute("aria-busy", "true");
  try {
    const response = await fetch(url.href, {
      headers: { Accept: "text/html" },
      signal: controller.signal,
    });
    if (response.status !== 200 || new URL(response.url).origin !== window.location.origin)
      throw new Error(`answered ${response.status}`);
    const html = await response.text();
    const next = new DOMParser().parseFromString(html, "text/html");
    const pairs = regions.map((region) => [region, next.getElementById(region.id)] as const);
    if (pairs.some(([, fresh]) => !fresh || read(fresh, hooks.swap) === null))
      throw new Error("region missing");
    if (controller !== pending) return;
    pending = null;
    // Choosing what is shown already adds no step to the history, as with a plain link; nor do
    // the words typed after the first pause of a search: they replace its step, marked "typed".
    const { history } = window;
    if (!fromHistory && url.href !== window.location.href)
      history[field && history.state === "typed" ? "replaceState" : "pushState"](
        field ? "typed" : null,
        "",
        url.href,
      );
    shown = addressOf(url);
    document.title = next.title;
    takeStyle(next);
    for (const [region, fresh] of pairs) if (fresh) morph(region, fresh, field);
    rememberVisit(window.location);
    settle(regions, fromHistory, Boolean(field));
  } catch {
    if (controller.signal.aborted) return;
    for (const region of regions) region.removeAttribute("aria-busy");
    if (field) return;
    if (fromHistory) window.location.reload();
    else window.location.assign(url.href);
  }
}

/**
 * A page carries only the rules its own markup uses (app/lib/page-css.ts), so
 * the new copy of a region may use one this page lacks (an empty result, a
 * page link): the page takes the new page's rules, which cover the same frame
 * (it is this same path) and the new regions. Replaced, not added to: two
 * sheets of the same rules would change their order in the cascade.
 */
function takeStyle(next: Document) {
  const mine = document.head.querySelector("style");
  const fresh = next.head.querySelector("style");
  if (mine && fresh && mine.textContent !== fresh.textContent) mine.textContent = fresh.textContent;
}

function settle(regions: HTMLElement[], fromHistory: boolean, typing: boolean) {
  // Back and Forward restore where the page was scrolled: focus without moving it. Typing keeps it.
  const focus = regions.map((region) => find(region, hooks.swapFocus)).find(Boolean);
  if (!typing) focus?.focus({ preventScroll: fromHistory });
  for (const region of regions) {
    for (const live of findAll(region, hooks.swapAnnounce)) live.textContent = read(live, hooks.swapAnnounce);
  }
}

/** Where a link leads, when it is to be swapped: this path, another query. */
function linkTarget(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest<HTMLAnchorElement>("a[href]");
  if (!link || !inRegion(link) || link.hasAttribute("download")) return null;
  if (link.target && link.target !== "_self") return null;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin || url.pathname !== window.location.pathname) return null;
  // A link to a part of this same page is an ordinary jump.
  if (url.hash && addressOf(url) === shown) return null;
  return url;
}

/**
 * Where a GET form inside a region sends its fields, as the browser would;
 * `typing` leaves out the empty ones, so a cleared search is the plain address.
 */
export function formTarget(
  form: HTMLFormElement,
  submitter: HTMLElement | null,
  typing?: boolean,
): URL | null {
  if (!inRegion(form) || form.method !== "get") return null;
  if (form.target && form.target !== "_self") return null;
  if (submitter && ["formaction", "formmethod", "formtarget"].some((name) => submitter.hasAttribute(name)))
    return null;
  const url = new URL(form.action);
  if (url.origin !== window.location.origin || url.pathname !== window.location.pathname) return null;
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form, submitter)) {
    if (typeof value === "string" && (value || !typing)) query.append(name, value);
  }
  url.search = query.toString();
  return url;
}

export function enhanceSwap() {
  document.addEventListener("click", (event) => {
    const url = linkTarget(event);
    if (!url) return;
    event.preventDefault();
    void swap(allRegions(), url, false);
  });
  document.addEventListener("submit", (event) => {
    const url = event.defaultPrevented ? null : formTarget(event.target as HTMLFormElement, event.submitter);
    if (!url) return;
    event.preventDefault();
    void swap(allRegions(), url, false);
  });
  window.addEventListener("popstate", () => {
    const url = new URL(window.location.href);
    if (addressOf(url) === shown) return;
    const all = allRegions();
    if (all.length > 0) void swap(all, url, true);
    else window.location.reload();
  });
}
