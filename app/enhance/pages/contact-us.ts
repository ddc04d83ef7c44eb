/** /contact-us: the common behaviour, the message form and "Exit this page". */
import "../jitless.ts";
import { enhanceContactForm } from "../contact-form.ts";
import { enhanceExitThisPage } from "../exit-this-page.ts";
import { enhancePage } from "../page.ts";

enhancePage(() => {
  enhanceExitThisPage();
  enhanceContactForm();
});
