/**
 * An article's "Copy link" (BlogShare, issue 50). Without this script it is
 * a plain link to the article's own canonical address. With it, a click
 * copies that address to the clipboard and the polite live region beside it
 * says "Link copied"; where the browser refuses, it says where to copy it
 * from. A click with a modifier key (a new tab, a new window) stays a link,
 * and so does the whole thing where the browser has no clipboard to write
 * to (a page not served over https).
 */
import * as hooks from "../lib/dom-hooks.ts";
import { find } from "../lib/dom-hooks.ts";
import { readWords } from "./words.ts";

/** The English, as app/content/blog-share.ts has it: an English page carries no words of its own. */
export const copyLinkWords = {
  copied: "Link copied",
  failed: "The link could not be copied. Copy it from your browser's address bar.",
};

export function enhanceCopyLink() {
  const link = find<HTMLAnchorElement>(document, hooks.copyLink);
  const status = find(document, hooks.copyStatus);
  if (!link || !status || !navigator.clipboard?.writeText) return;
  const words = readWords(status, hooks.copyWords) ?? copyLinkWords;
  link.addEventListener("click", (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // Emptied first, so that a second copy is said again.
    status.textContent = "";
    navigator.clipboard.writeText(link.href).then(
      () => {
        status.textContent = words.copied;
      },
      () => {
        status.textContent = words.failed;
      },
    );
  });
}
