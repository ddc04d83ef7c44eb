/**
 * /request-a-callback: the common behaviour and the callback form, checked
 * with its shared schema and sent to `POST /api/callback` (post-form.ts);
 * once stored, the thank-you page, with the crisis lines first when the
 * note suggested a risk. On a failure the values stay and the reason shows
 * above the form and takes the focus.
 */
import "../jitless.ts";
import { callbackFields, callbackSchema } from "#common/schemas/callback.ts";
import { fieldErrorsOf } from "#common/schemas/field-errors.ts";
import * as hooks from "../../lib/dom-hooks.ts";
import { find, read } from "../../lib/dom-hooks.ts";
import { pageMessages, recheckFields, showErrors } from "../form.ts";
import { enhancePage } from "../page.ts";
import { postForm } from "../post-form.ts";

enhancePage(() => {
  const form = find<HTMLFormElement>(document, hooks.leadForm);
  if (!form) return;
  const failure = find(form, hooks.failure);
  const failureText = find(form, hooks.failureText);
  const fail = (message: string | null | undefined) => {
    if (!failure || !failureText) return;
    failureText.textContent = message ?? "";
    failure.hidden = !message;
  };
  // A Hindi page gives its errors' Hindi; English ones are the schema's own.
  const message = pageMessages(form);
  const say = (errors: Record<string, string>) =>
    Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, message(text)]));

  form.noValidate = true;
  recheckFields(form, callbackSchema.shape, message);
  postForm<{ urgent: boolean }>(form, {
    url: "/api/callback",
    draft: "callback",
    fields: callbackFields,
    check(values) {
      const parsed = callbackSchema.safeParse(values);
      fail(undefined);
      showErrors(form, callbackFields, parsed.success ? {} : say(fieldErrorsOf(parsed.error)));
      return parsed.success ? parsed.data : null;
    },
    stored: (data) => (data.urgent ? "/request-a-callback/sent?urgent=1" : "/request-a-callback/sent"),
    failed({ answer }) {
      if (answer) {
        showErrors(form, callbackFields, answer.fieldErrors ?? {});
        fail(answer.error ?? read(form, hooks.failed));
      } else fail(read(form, hooks.offline));
      requestAnimationFrame(() => failure?.focus());
    },
  });
});
