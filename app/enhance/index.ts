/** The script of a page with no behaviour of its own (app/enhance/page.ts). */
import { enhancePage } from "./page.ts";

enhancePage();
