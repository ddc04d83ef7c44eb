/**
 * The coming-soon waitlist (spec §2.11, §4, §5) over ComingSoonWaitlist's
 * markup. The browser still checks the address (required, type=email); the
 * address is stored through `POST /api/waitlist` (post-form.ts), then the
 * thanks shows in the live region and the box clears. On a failure the
 * reason shows under the box and the address stays.
 */
import { CONSENT_FIELD } from "#common/constants.ts";
import * as hooks from "../lib/dom-hooks.ts";
import { find } from "../lib/dom-hooks.ts";
import { pageMessages, setFieldError, writeValues } from "./form.ts";
import { postForm } from "./post-form.ts";
import { copyOfTemplate } from "./template.ts";

export function enhanceWaitlist() {
  const form = find<HTMLFormElement>(document, hooks.waitlist);
  if (!form) return;
  const status = find(document, hooks.waitlistStatus);
  const thanks = find<HTMLTemplateElement>(document, hooks.waitlistThanks);
  // A Hindi page's form gives the Hindi of what this says.
  const message = pageMessages(form);

  postForm(form, {
    url: "/api/waitlist",
    draft: "waitlist",
    fields: ["email", CONSENT_FIELD],
    check({ email, agreeToContact }) {
      if (typeof email !== "string" || email.trim() === "") return null;
      if (agreeToContact !== true) {
        setFieldError(form, CONSENT_FIELD, message("Tick the box so that we can email you at launch."));
        return null;
      }
      setFieldError(form, CONSENT_FIELD);
      setFieldError(form, "email");
      return { email, [CONSENT_FIELD]: true };
    },
    stored() {
      if (status && thanks && status.childElementCount === 0) status.append(copyOfTemplate(thanks));
      writeValues(form, { email: "", [CONSENT_FIELD]: false });
    },
    failed({ answer }) {
      setFieldError(
        form,
        "email",
        answer
          ? answer.error || message("Something went wrong. Please try again.")
          : message("We could not reach the server. Please check your connection and try again."),
      );
    },
  });
}
