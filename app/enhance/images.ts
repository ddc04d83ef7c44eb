/**
 * An article's picture that fails to load gives way to its placeholder,
 * rendered beside it (hidden) by BlogArticle: the picture's fallback hook
 * (hooks.fallback) names the placeholder's id. A picture that failed before
 * this ran is caught too.
 */
import * as hooks from "../lib/dom-hooks.ts";
import { findAll, read } from "../lib/dom-hooks.ts";

function fallBack(image: HTMLImageElement) {
  const placeholder = document.getElementById(read(image, hooks.fallback) ?? "");
  if (!placeholder) return;
  placeholder.hidden = false;
  // Hidden, not removed: on a page React renders, the node stays where React left it.
  (image.closest("picture") ?? image).hidden = true;
}

export function enhanceImages() {
  // "error" does not bubble: listen while it travels down (capture).
  document.addEventListener(
    "error",
    (event) => {
      const target = event.target;
      if (target instanceof HTMLImageElement && read(target, hooks.fallback)) fallBack(target);
    },
    true,
  );
  for (const image of findAll<HTMLImageElement>(document, hooks.fallback)) {
    if (image.complete && image.naturalWidth === 0) fallBack(image);
  }
}
