/**
 * How a public form is sent (the demo request, the contact form, the
 * waitlist): its fields kept as the tab's draft and the visit's attribution
 * filled in; on submit, the form's own check, then one POST of JSON with the
 * attribution, the page's language (only a Hindi page's: English is the
 * API's default), the page it was sent from, the draft's idempotency key
 * and the hidden field a bot fills in (only when filled). The submit button
 * is busy until the answer. Stored (a 2xx with `success`): the draft and the
 * key go, and the form shows its thanks or opens its thank-you page, in the
 * page's language (busy until it opens; Back brings the form back fresh).
 * Refused for good (under 500 with a reason): the key goes, the values stay.
 * A 5xx, an answer that is not ours or no answer at all keeps the key, so
 * the retry is stored once. What is said, and where, is each form's own.
 */
import { FORM_PAGE_FIELD, HONEYPOT_FIELD, IDEMPOTENCY_FIELD } from "#common/constants.ts";
import { attributionOf, control, fillAttribution, keepDraft, readValues, submitButton } from "./form.ts";
import { type DraftValues, sendKey, settleDraft } from "./form-draft.ts";

/** What the API answers (server/http/errors.ts). */
export type Answer<D = unknown> = {
  success?: boolean;
  error?: string;
  /** Deliberately not stored (422): why, e.g. "under-18" on the contact form's therapy path. */
  code?: string;
  fieldErrors?: Record<string, string>;
  data?: D;
};

/**
 * Why it was not stored. `answer`: what the server said, `{}` when the
 * answer was not ours (a proxy's error page); none when no answer came.
 * `error`: why there was no answer, or why it could not be read.
 */
export type Failure = { answer?: Answer; error?: unknown };

export type FormPost<D> = {
  /** The API's address, e.g. `/api/contact`. */
  url: string;
  /** The name of the tab's draft and key (form-draft.ts). */
  draft: string;
  /** The fields kept as the draft and given to `check`. */
  fields: readonly string[];
  /** The form's own check of `values`, showing what is wrong: what to send, or null to send nothing. */
  check(values: DraftValues): Record<string, unknown> | null;
  /** Stored: the form's thanks, or the English path of its thank-you page to open (a Hindi page opens the Hindi one). */
  stored(data: D): string | undefined;
  /** Not stored: what the form says. */
  failed(failure: Failure): void;
  /** Shows the form busy beyond its submit button (which always is). */
  busy?(on: boolean): void;
};

export function postForm<D>(form: HTMLFormElement, post: FormPost<D>) {
  const setButtonBusy = submitButton(form);
  const setBusy = (on: boolean) => {
    setButtonBusy(on);
    post.busy?.(on);
  };
  let sending = false;
  // A thank-you page is opening: the form stays busy, or a second press would send it again.
  let leaving = false;
  // The page's language (issue 36): a Hindi page's form is answered, stored and mailed in Hindi.
  const locale = document.documentElement.lang === "hi" ? "hi" : "en";

  fillAttribution(form);
  keepDraft(form, post.draft, post.fields);

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (sending) return;
    const values = post.check(readValues(form, post.fields));
    if (!values) return;
    const trap = control(form, HONEYPOT_FIELD)?.value;
    sending = true;
    setBusy(true);
    try {
      const response = await fetch(post.url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          ...values,
          ...attributionOf(form),
          ...(locale === "hi" ? { language: locale } : {}),
          // The page that showed the form, as the consent ledger records it.
          [FORM_PAGE_FIELD]: window.location.pathname,
          [IDEMPOTENCY_FIELD]: sendKey(post.draft),
          ...(trap ? { [HONEYPOT_FIELD]: trap } : {}),
        }),
      });
      let unread: unknown;
      const answer = (await response.json().catch((error: unknown) => {
        unread = error;
        return {};
      })) as Answer<D>;
      if (response.ok && answer.success) {
        settleDraft(post.draft, true);
        const next = post.stored(answer.data as D);
        if (next) {
          leaving = true;
          // Every thank-you page has its Hindi version at /hi (app/routes.ts).
          window.location.assign(locale === "hi" ? `/hi${next}` : next);
        }
        return;
      }
      // A 5xx may come before the submission was stored: keep the key for the retry.
      if (response.status < 500 && answer.error) settleDraft(post.draft, false);
      post.failed({ answer, error: unread });
    } catch (error) {
      // No answer: perhaps stored, so the retry sends the same key.
      post.failed({ error });
    } finally {
      if (!leaving) {
        sending = false;
        setBusy(false);
      }
    }
  });

  // Back from the thank-you page, the browser may show this page as it was left: a fresh form.
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted || !leaving) return;
    leaving = false;
    sending = false;
    setBusy(false);
    form.reset();
    fillAttribution(form);
  });
}
