/** /resources/blogs: the common behaviour, and the listing's search, filters and pages swapped in place, the search as it is typed. */
import { enhanceLiveSearch } from "../live-search.ts";
import { enhancePage } from "../page.ts";
import { enhanceSwap } from "../swap.ts";

enhancePage(() => {
  enhanceSwap();
  enhanceLiveSearch();
});
