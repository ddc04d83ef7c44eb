/** /contact-us: the common behaviour and the message form. */
import "../jitless.ts";
import { enhanceContactForm } from "../contact-form.ts";
import { enhancePage } from "../page.ts";

enhancePage(enhanceContactForm);
