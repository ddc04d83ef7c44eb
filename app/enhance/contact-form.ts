/**
 * The contact form (spec §2.13) over ContactForm's markup: checked with the
 * shared schema, sent to our own server (`POST /api/contact`) and, once
 * stored, the thank-you page that repeats the reply time. On any failure
 * the values stay, the reason shows above the form and takes the focus; a
 * 5xx or no answer keeps the idempotency key for the retry.
 */
import { FORM_PAGE_FIELD } from "#common/consent.ts";
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD } from "#common/constants.ts";
import {
  type ContactInquiryType,
  contactFields,
  contactSchema,
  contactSentPath,
} from "#common/schemas/contact.ts";
import { fieldErrorsOf } from "#common/schemas/field-errors.ts";
import * as hooks from "../lib/dom-hooks.ts";
import { find, read } from "../lib/dom-hooks.ts";
import {
  attributionOf,
  control,
  fillAttribution,
  keepDraft,
  readValues,
  recheckFields,
  showErrors,
  submitButton,
} from "./form.ts";
import { sendKey, settleDraft } from "./form-draft.ts";

const draft = "contact";

type ApiAnswer = {
  success?: boolean;
  error?: string;
  fieldErrors?: Record<string, string>;
  data?: { inquiryType: ContactInquiryType; urgent: boolean };
};

export function enhanceContactForm() {
  const form = find<HTMLFormElement>(document, hooks.contactForm);
  if (!form) return;
  const failure = find(form, hooks.failure);
  const failureText = find(form, hooks.failureText);
  const setBusy = submitButton(form);
  let sending = false;
  let sent = false;

  fillAttribution(form);
  keepDraft(form, draft, contactFields);
  form.noValidate = true;

  function fail(message: string | null | undefined) {
    if (!failure || !failureText) return;
    failureText.textContent = message ?? "";
    failure.hidden = !message;
  }

  recheckFields(form, contactSchema.shape);

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (sending) return;
    const parsed = contactSchema.safeParse(readValues(form, contactFields));
    fail(undefined);
    if (!parsed.success) {
      showErrors(form, contactFields, fieldErrorsOf(parsed.error));
      return;
    }
    showErrors(form, contactFields, {});
    const trap = control(form, HONEYPOT_FIELD)?.value ?? "";
    sending = true;
    setBusy(true);
    try {
      const response = await fetch("/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          ...parsed.data,
          ...attributionOf(form),
          [FORM_PAGE_FIELD]: "/contact-us",
          [IDEMPOTENCY_FIELD]: sendKey(draft),
          [HONEYPOT_FIELD]: trap,
        }),
      });
      const answer = (await response.json().catch(() => ({}))) as ApiAnswer;
      // Thanked only once the server has stored it; a 5xx keeps the key for the retry.
      if (response.ok && answer.data) {
        settleDraft(draft, true);
        // Busy until the thank-you page opens: a second press would send the message again.
        sent = true;
        window.location.assign(contactSentPath(answer.data.inquiryType, answer.data.urgent));
        return;
      }
      if (response.status < 500 && answer.error) settleDraft(draft, false);
      showErrors(form, contactFields, answer.fieldErrors ?? {});
      fail(answer.error ?? read(form, hooks.failed));
    } catch {
      fail(read(form, hooks.offline));
    } finally {
      if (!sent) {
        sending = false;
        setBusy(false);
      }
    }
    requestAnimationFrame(() => failure?.focus());
  });

  // Back from the thank-you page, the browser may show this page as it was left: a fresh form.
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted || !sent) return;
    sent = false;
    sending = false;
    setBusy(false);
    form.reset();
    fillAttribution(form);
  });
}
