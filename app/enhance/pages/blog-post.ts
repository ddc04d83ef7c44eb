/** /blog/:slug: the common behaviour and, on an article in a health category, "Exit this page". */
import { enhanceExitThisPage } from "../exit-this-page.ts";
import { enhancePage } from "../page.ts";

enhancePage(enhanceExitThisPage);
