/**
 * Fades sections in as they scroll into view, once. Only sections still
 * below the fold when the page is shown are hidden first, so nothing the
 * reader already sees blinks; without JavaScript, or with reduced motion,
 * everything is simply visible. On a page that hydrates, a client-side
 * navigation shows its new sections as they are.
 */
import * as hooks from "../lib/dom-hooks.ts";
import { findAll } from "../lib/dom-hooks.ts";

export function enhanceReveal() {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  if (!("IntersectionObserver" in window)) return;
  const pending = findAll(document, hooks.reveal).filter(
    (element) => element.getBoundingClientRect().top > window.innerHeight,
  );
  if (pending.length === 0) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.classList.remove("reveal-pending");
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: "0px 0px -10% 0px" },
  );
  for (const element of pending) {
    element.classList.add("reveal-pending");
    observer.observe(element);
  }
}
