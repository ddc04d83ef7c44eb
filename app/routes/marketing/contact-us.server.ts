import { data, redirect } from "react-router";
import { postedAttribution } from "#app/lib/attribution.server.ts";
import { attemptOnPage, clientOf, servicesOf } from "#app/lib/services.server.ts";
import { CONSENT_FIELD } from "#common/consent.ts";
import { pathIn } from "#common/i18n/locale.ts";
import { contactFields, contactLimits, contactSentPath } from "#common/schemas/contact.ts";
import type { Route } from "./+types/contact-us";

/**
 * The contact form's plain POST, for browsers without JavaScript (with it,
 * the form calls /api/contact). Same service, same rules; success lands on
 * the thank-you page, failure re-renders the form with the values kept; a
 * person under 18 on the therapy path is shown Tele-MANAS, nothing stored.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value === "string") values[key] = value;
  }
  const sent = {
    ...values,
    [CONSENT_FIELD]: form.get(CONSENT_FIELD) === "on",
    ...postedAttribution(form, request),
  };
  // The Hindi page's form (/hi/contact-us) posts here too, with its language field.
  const result = await attemptOnPage(request, (locale) =>
    servicesOf(context).contactMessages.submit(sent, clientOf(context), {
      formPost: pathIn(locale, "/contact-us"),
    }),
  );
  if (result.ok)
    return redirect(
      pathIn(result.locale, contactSentPath(result.value.inquiryType, result.value.urgent)),
      303,
    );
  // Shown again, the form's own fields only, none longer than the field allows.
  const textFields = contactFields.filter((field) => field !== CONSENT_FIELD);
  const longest: Record<(typeof textFields)[number], number> = {
    inquiryType: 40,
    adult: 3,
    ...contactLimits,
  };
  const kept: Record<string, string | boolean> = Object.fromEntries(
    textFields.map((field) => [field, (values[field] ?? "").slice(0, longest[field])]),
  );
  kept[CONSENT_FIELD] = sent[CONSENT_FIELD];
  // Under 18 on the therapy path: nothing was stored; the form shows Tele-MANAS instead.
  const under18 = result.code === "under-18";
  return data(
    {
      values: kept,
      errors: result.fieldErrors ?? {},
      formError: under18 || !result.error ? undefined : result.error,
      under18,
    },
    { status: result.status },
  );
}
