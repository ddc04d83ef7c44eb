/** /coming-soon and its aliases: the common behaviour, the countdown and the waitlist. */
import { enhanceCountdown } from "../countdown.ts";
import { enhancePage } from "../page.ts";
import { enhanceWaitlist } from "../waitlist.ts";

enhancePage(() => {
  enhanceCountdown();
  enhanceWaitlist();
});
