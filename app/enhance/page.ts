/**
 * What every page runs (app/root.tsx writes it into the page, bundled and
 * minified by app/enhance/inline-script.ts): the header, the tabs, the
 * not-found screen's buttons, a blog image that fails, sections fading in,
 * the language chosen with the switcher, and the visit's attribution; then the page's own behaviour, if it has any
 * (the FAQ's filters, a form, the assessment filters: app/enhance/pages/).
 * Each page gets one script, this common part and its own, so its own always
 * runs after the visit is recorded and before the document is marked
 * enhanced (hooks.enhanced).
 *
 * Pages that hydrate run it too, so each behaviour is written once. What a
 * hydrating page may render later (the header, tabs, buttons, images) is
 * handled by delegation on the document.
 */
import * as hooks from "../lib/dom-hooks.ts";
import { read, write } from "../lib/dom-hooks.ts";
import { rememberVisit } from "../lib/visit.ts";
import { enhanceHeader } from "./header.ts";
import { enhanceImages } from "./images.ts";
import { enhanceLanguageChoice } from "./language.ts";
import { enhanceRetry } from "./retry.ts";
import { enhanceReveal } from "./reveal.ts";
import { enhanceTabs } from "./tabs.ts";

export function enhancePage(own?: () => void) {
  const root = document.documentElement;
  if (read(root, hooks.enhanced)) return;
  const run = () => {
    enhanceHeader();
    enhanceTabs();
    enhanceRetry();
    enhanceImages();
    enhanceReveal();
    enhanceLanguageChoice();
    // Where a lead came from, kept in this tab's session storage (no cookie); swap.ts records in-place swaps.
    rememberVisit(window.location);
    own?.();
    write(root, hooks.enhanced, "true");
  };
  // On a page that hydrates (the back office), React first:
  // the script then never changes markup React has yet to hydrate, nor binds to nodes it replaces.
  const hydrated = () => read(root, hooks.hydrated);
  if (read(root, hooks.hydrate) !== "true" || hydrated()) return run();
  const observer = new MutationObserver(() => {
    if (!hydrated()) return;
    observer.disconnect();
    run();
  });
  observer.observe(root, { attributes: true, attributeFilter: [hooks.hydrated] });
}
