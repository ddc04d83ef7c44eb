/** /request-a-demo: the common behaviour and the demo request form. */
import "../jitless.ts";
import { enhanceDemoForm } from "../demo-form.ts";
import { enhancePage } from "../page.ts";

enhancePage(enhanceDemoForm);
