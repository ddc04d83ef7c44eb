/**
 * An article's picture that fails to load gives way to its placeholder,
 * rendered beside it (hidden) by BlogArticle: `img[data-fallback]` names
 * the placeholder's id. A picture that failed before this ran is caught too.
 */
function fallBack(image: HTMLImageElement) {
  const placeholder = document.getElementById(image.dataset.fallback ?? "");
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
      if (target instanceof HTMLImageElement && target.dataset.fallback) fallBack(target);
    },
    true,
  );
  for (const image of document.querySelectorAll<HTMLImageElement>("img[data-fallback]")) {
    if (image.complete && image.naturalWidth === 0) fallBack(image);
  }
}
