/** /get-help: the common behaviour and "Exit this page". */
import { enhanceExitThisPage } from "../exit-this-page.ts";
import { enhancePage } from "../page.ts";

enhancePage(enhanceExitThisPage);
