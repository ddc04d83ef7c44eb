/**
 * The coming-soon waitlist (spec §2.11, §4, §5) over ComingSoonWaitlist's
 * markup. The browser still checks the address (required, type=email); the
 * address is stored through `POST /api/waitlist`, then the thanks shows in
 * the live region and the box clears. On a failure the reason shows under
 * the box and the address stays.
 */
import { CONSENT_FIELD, FORM_PAGE_FIELD } from "#common/consent.ts";
import { IDEMPOTENCY_FIELD } from "#common/constants.ts";
import * as hooks from "../lib/dom-hooks.ts";
import { find } from "../lib/dom-hooks.ts";
import {
  attributionOf,
  fillAttribution,
  keepDraft,
  readValues,
  setFieldError,
  submitButton,
  writeValues,
} from "./form.ts";
import { sendKey, settleDraft } from "./form-draft.ts";
import { copyOfTemplate } from "./template.ts";

const draft = "waitlist";
const fields = ["email", CONSENT_FIELD] as const;

export function enhanceWaitlist() {
  const form = find<HTMLFormElement>(document, hooks.waitlist);
  if (!form) return;
  const status = find(document, hooks.waitlistStatus);
  const thanks = find<HTMLTemplateElement>(document, hooks.waitlistThanks);
  const setBusy = submitButton(form);
  let sending = false;

  fillAttribution(form);
  keepDraft(form, draft, fields);

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const { email, agreeToContact } = readValues(form, fields);
    if (typeof email !== "string" || email.trim() === "" || sending) return;
    if (agreeToContact !== true) {
      setFieldError(form, CONSENT_FIELD, "Tick the box so that we can email you at launch.");
      return;
    }
    setFieldError(form, CONSENT_FIELD);
    setFieldError(form, "email");
    const attribution = attributionOf(form);
    sending = true;
    setBusy(true);
    try {
      const response = await fetch("/api/waitlist", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          email,
          [CONSENT_FIELD]: true,
          ...attribution,
          [FORM_PAGE_FIELD]: window.location.pathname,
          [IDEMPOTENCY_FIELD]: sendKey(draft),
        }),
      });
      const body = (await response.json().catch(() => ({}))) as { success?: boolean; error?: string };
      if (!body.success) {
        if (response.status < 500 && body.error) settleDraft(draft, false);
        setFieldError(form, "email", body.error || "Something went wrong. Please try again.");
        return;
      }
      settleDraft(draft, true);
      if (status && thanks && status.childElementCount === 0) status.append(copyOfTemplate(thanks));
      writeValues(form, { email: "", [CONSENT_FIELD]: false });
    } catch {
      setFieldError(
        form,
        "email",
        "We could not reach the server. Please check your connection and try again.",
      );
    } finally {
      sending = false;
      setBusy(false);
    }
  });
}
