/**
 * The few KB of plain TypeScript every page runs (app/root.tsx writes it
 * into the page, bundled and minified by app/enhance/inline-script.ts): the
 * header, the tabs, the FAQ's filters, the not-found screen's buttons, a
 * blog image that fails, sections fading in, and the visit's attribution. Pages that hydrate run
 * it too, so each behaviour is written once. What a hydrating page may
 * render later (the header, tabs, buttons, images) is handled by delegation
 * on the document; the FAQ binds to its page's markup, which never hydrates.
 */
import { rememberVisit } from "../lib/visit.ts";
import { enhanceFaq } from "./faq.ts";
import { enhanceHeader } from "./header.ts";
import { enhanceImages } from "./images.ts";
import { enhanceRetry } from "./retry.ts";
import { enhanceReveal } from "./reveal.ts";
import { enhanceTabs } from "./tabs.ts";

const root = document.documentElement;
if (root.dataset.enhanced !== "true") {
  enhanceHeader();
  enhanceTabs();
  enhanceFaq();
  enhanceRetry();
  enhanceImages();
  enhanceReveal();
  // Pages that hydrate record each client-side navigation themselves (useRememberVisit).
  rememberVisit(window.location);
  root.dataset.enhanced = "true";
}
