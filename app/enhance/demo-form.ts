/**
 * The demo request form (spec §2.10, §4, §5, §7 #1 and §8) over DemoForm's
 * markup: checked with the shared schema, our messages under the fields,
 * then sent as JSON with only the JSON content type (post-form.ts).
 * "Submitted" shows only once the server has stored it; on any failure the
 * values stay, and a retry sends the same idempotency key, so a request
 * whose answer was lost is stored once.
 */
import { demoToastDurationMs } from "#common/constants.ts";
import { demoRequestErrors, demoRequestFields, demoRequestSchema } from "#common/schemas/demo-request.ts";
import * as hooks from "../lib/dom-hooks.ts";
import { find } from "../lib/dom-hooks.ts";
import { pageMessages, recheckFields, showErrors, writeValues } from "./form.ts";
import { postForm } from "./post-form.ts";
import { toast } from "./toast.ts";

export function enhanceDemoForm() {
  const form = find<HTMLFormElement>(document, hooks.demoForm);
  if (!form) return;
  const submit = form.querySelector<HTMLElement>('button[type="submit"]');
  const say = (kind: "success" | "error", message: string) =>
    toast(kind, message, { durationMs: demoToastDurationMs, returnFocus: submit });
  // A Hindi page's form gives the Hindi of what this says.
  const message = pageMessages(form);
  const inWords = (errors: Record<string, string>) =>
    Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, message(text)]));

  form.noValidate = true;
  recheckFields(form, demoRequestSchema.shape, message);
  postForm(form, {
    url: "/api/request-demo",
    draft: "demo-request",
    fields: demoRequestFields,
    check(values) {
      const parsed = demoRequestSchema.safeParse(values);
      showErrors(form, demoRequestFields, parsed.success ? {} : inWords(demoRequestErrors(parsed.error)));
      return parsed.success ? parsed.data : null;
    },
    stored() {
      writeValues(
        form,
        Object.fromEntries(demoRequestFields.map((name) => [name, name === "agreeToContact" ? false : ""])),
      );
      say("success", message("Demo request submitted successfully! We'll get back to you soon."));
    },
    failed({ answer, error }) {
      if (answer && error === undefined)
        say(
          "error",
          message("Submission failed: {error}", { error: answer.error || message("Unknown error") }),
        );
      // No answer, or not ours (a proxy's error page): said as the browser put it.
      else
        say(
          "error",
          message("Error submitting form: {error}", {
            error: error instanceof Error ? error.message : String(error),
          }),
        );
    },
    busy(on) {
      if (on) form.setAttribute("aria-busy", "true");
      else form.removeAttribute("aria-busy");
    },
  });
}
