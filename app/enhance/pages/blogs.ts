/** /resources/blogs: the common behaviour, and the listing's search, filters and pages swapped in place. */
import { enhancePage } from "../page.ts";
import { enhanceSwap } from "../swap.ts";

enhancePage(enhanceSwap);
