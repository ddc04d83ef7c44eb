/**
 * The demo request form (spec §2.10, §4, §5, §7 #1 and §8) over DemoForm's
 * markup: checked with the shared schema, our messages under the fields,
 * then sent as JSON with only the JSON content type. "Submitted" shows only
 * once the server has stored it; on any failure the values stay, and a
 * retry sends the same idempotency key, so a request whose answer was lost
 * is stored once.
 */
import { FORM_PAGE_FIELD } from "#common/consent.ts";
import { demoToastDurationMs, HONEYPOT_FIELD, IDEMPOTENCY_FIELD } from "#common/constants.ts";
import { demoRequestErrors, demoRequestFields, demoRequestSchema } from "#common/schemas/demo-request.ts";
import * as hooks from "../lib/dom-hooks.ts";
import { find } from "../lib/dom-hooks.ts";
import {
  attributionOf,
  control,
  fillAttribution,
  keepDraft,
  readValues,
  recheckFields,
  showErrors,
  submitButton,
  writeValues,
} from "./form.ts";
import { sendKey, settleDraft } from "./form-draft.ts";
import { toast } from "./toast.ts";

const draft = "demo-request";
const formPage = "/request-a-demo";

export function enhanceDemoForm() {
  const form = find<HTMLFormElement>(document, hooks.demoForm);
  if (!form) return;
  const setBusy = submitButton(form);
  const submit = form.querySelector<HTMLElement>('button[type="submit"]');
  const say = (kind: "success" | "error", message: string) =>
    toast(kind, message, { durationMs: demoToastDurationMs, returnFocus: submit });
  let sending = false;

  fillAttribution(form);
  keepDraft(form, draft, demoRequestFields);
  form.noValidate = true;

  recheckFields(form, demoRequestSchema.shape);

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (sending) return;
    const parsed = demoRequestSchema.safeParse(readValues(form, demoRequestFields));
    if (!parsed.success) {
      showErrors(form, demoRequestFields, demoRequestErrors(parsed.error));
      return;
    }
    showErrors(form, demoRequestFields, {});
    const trap = control(form, HONEYPOT_FIELD)?.value ?? "";
    const key = sendKey(draft);
    sending = true;
    setBusy(true);
    form.setAttribute("aria-busy", "true");
    try {
      const response = await fetch("/api/request-demo", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          ...parsed.data,
          ...attributionOf(form),
          [FORM_PAGE_FIELD]: formPage,
          [IDEMPOTENCY_FIELD]: key,
          ...(trap ? { [HONEYPOT_FIELD]: trap } : {}),
        }),
      });
      const body = (await response.json()) as { success?: boolean; error?: string };
      if (body.success) {
        settleDraft(draft, true);
        writeValues(
          form,
          Object.fromEntries(demoRequestFields.map((name) => [name, name === "agreeToContact" ? false : ""])),
        );
        say("success", "Demo request submitted successfully! We'll get back to you soon.");
      } else {
        // A 5xx may come before the request was stored: keep the key for the retry.
        if (response.status < 500) settleDraft(draft, false);
        say("error", `Submission failed: ${body.error || "Unknown error"}`);
      }
    } catch (error) {
      // No answer, or not ours (a proxy's error page): perhaps stored, so the retry sends the same key.
      say("error", `Error submitting form: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      sending = false;
      setBusy(false);
      form.removeAttribute("aria-busy");
    }
  });
}
