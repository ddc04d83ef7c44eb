import { postedAttribution } from "#app/lib/attribution.server.ts";
import { attemptOnPage } from "#app/lib/services.server.ts";
import { CONSENT_FIELD } from "#common/consent.ts";
import type { Locale } from "#common/i18n/locale.ts";

/*
 * The one no-JavaScript post of the public forms (contact, demo request,
 * waitlist): with JavaScript each form posts JSON to its /api address; without
 * it, to its own page, whose action is this. The same service and rules; a
 * refusal answers in one shape, the form shown again with what was sent.
 */

/** What a public form's refused post answers: what the form shows again, each field's error, the reason. */
export type PublicFormAnswer = {
  values: Record<string, string | boolean>;
  errors: Record<string, string>;
  formError: string;
  /** The refusal's code, when it has one (a person under 18 on the therapy path: "under-18"). */
  code?: string;
};

/**
 * The longest value shown again of a choice (a select's or a radio's value),
 * which has no length limit of its own: longer than any option, and no more
 * than that of whatever else was typed into the post.
 */
export const choiceEchoLimit = 60;

/** The fields a form shows again, each with the most characters its control allows ("choice" for a select or radios). */
export type EchoLimits = Readonly<Record<string, number | "choice">>;

/**
 * Reads a public form's post (its text values, the consent box, the
 * attribution its hidden fields or its Referer carry), hands it to the
 * service in the page's language (the Hindi page posts from /hi/…), and
 * answers the value stored or the refusal with the form's own fields only,
 * none longer than its control allows.
 */
export async function publicFormAction<T>(
  request: Request,
  {
    echo,
    submit,
  }: { echo: EchoLimits; submit: (sent: Record<string, unknown>, locale: Locale) => Promise<T> },
): Promise<{ ok: true; value: T; locale: Locale } | { ok: false; status: number; answer: PublicFormAnswer }> {
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value === "string") values[key] = value;
  }
  const consent = form.get(CONSENT_FIELD) === "on";
  const sent = { ...values, [CONSENT_FIELD]: consent, ...postedAttribution(form, request) };
  const result = await attemptOnPage(request, (locale) => submit(sent, locale));
  if (result.ok) return { ok: true, value: result.value, locale: result.locale };
  const shown: Record<string, string | boolean> = { [CONSENT_FIELD]: consent };
  for (const [field, limit] of Object.entries(echo)) {
    const value = values[field];
    if (value !== undefined) shown[field] = value.slice(0, limit === "choice" ? choiceEchoLimit : limit);
  }
  return {
    ok: false,
    status: result.status,
    answer: {
      values: shown,
      errors: result.fieldErrors ?? {},
      formError: result.error,
      ...(result.code ? { code: result.code } : {}),
    },
  };
}
