/** /blog/:slug: the common behaviour, "Copy link" and, on an article in a health category, "Exit this page". */
import { enhanceCopyLink } from "../copy-link.ts";
import { enhanceExitThisPage } from "../exit-this-page.ts";
import { enhancePage } from "../page.ts";

enhancePage(() => {
  enhanceExitThisPage();
  enhanceCopyLink();
});
