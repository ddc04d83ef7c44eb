/**
 * The contact form (spec §2.13) over ContactForm's markup: checked with the
 * shared schema, sent to our own server (`POST /api/contact`, post-form.ts)
 * and, once stored, the thank-you page that repeats the reply time. On any
 * failure the values stay, the reason shows above the form and takes the
 * focus; a 5xx or no answer keeps the idempotency key for the retry.
 * Someone under 18 on the therapy path (issue 33) sends nothing: the
 * Tele-MANAS path the stylesheet already shows takes the focus instead.
 */
import {
  type ContactInquiryType,
  contactFields,
  contactSchema,
  contactSentPath,
  declaresUnder18,
} from "#common/schemas/contact.ts";
import { fieldErrorsOf } from "#common/schemas/field-errors.ts";
import * as hooks from "../lib/dom-hooks.ts";
import { find, read } from "../lib/dom-hooks.ts";
import { pageMessages, recheckFields, showErrors } from "./form.ts";
import { postForm } from "./post-form.ts";

export function enhanceContactForm() {
  const form = find<HTMLFormElement>(document, hooks.contactForm);
  if (!form) return;
  const failure = find(form, hooks.failure);
  const failureText = find(form, hooks.failureText);

  /** The reason above the form, or none. */
  function fail(message: string | null | undefined) {
    if (!failure || !failureText) return;
    failureText.textContent = message ?? "";
    failure.hidden = !message;
  }

  const under18 = find(form, hooks.under18);
  /** The Tele-MANAS path, shown and announced; nothing is sent. */
  function referToTeleManas() {
    if (!under18) return;
    under18.hidden = false;
    under18.classList.remove("hidden");
    under18.setAttribute("role", "alert");
    requestAnimationFrame(() => under18.focus());
  }

  // A Hindi page gives its errors' Hindi; English ones are the schema's own.
  const message = pageMessages(form);
  const say = (errors: Record<string, string>) =>
    Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, message(text)]));

  form.noValidate = true;
  recheckFields(form, contactSchema.shape, message);
  postForm<{ inquiryType: ContactInquiryType; urgent: boolean }>(form, {
    url: "/api/contact",
    draft: "contact",
    fields: contactFields,
    check(values) {
      if (declaresUnder18(values)) {
        fail(undefined);
        showErrors(form, contactFields, {});
        referToTeleManas();
        return null;
      }
      const parsed = contactSchema.safeParse(values);
      fail(undefined);
      showErrors(form, contactFields, parsed.success ? {} : say(fieldErrorsOf(parsed.error)));
      return parsed.success ? parsed.data : null;
    },
    stored: (data) => contactSentPath(data.inquiryType, data.urgent),
    failed({ answer }) {
      if (answer?.code === "under-18") return referToTeleManas();
      if (answer) {
        showErrors(form, contactFields, answer.fieldErrors ?? {});
        fail(answer.error ?? read(form, hooks.failed));
      } else fail(read(form, hooks.offline));
      requestAnimationFrame(() => failure?.focus());
    },
  });
}
