/** /try-therasim: the common behaviour, and each reply of the sample session swapped in place. */
import { enhancePage } from "../page.ts";
import { enhanceSwap } from "../swap.ts";

enhancePage(enhanceSwap);
