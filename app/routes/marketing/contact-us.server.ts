import { data, redirect } from "react-router";
import { publicFormAction } from "#app/lib/public-form-action.server.ts";
import { clientOf, servicesOf } from "#app/lib/services.server.ts";
import { pathIn } from "#common/i18n/locale.ts";
import { contactLimits, contactSentPath } from "#common/schemas/contact.ts";
import type { Route } from "./+types/contact-us";

/**
 * The contact form's plain POST, for browsers without JavaScript (with it,
 * the form calls /api/contact). Same service, same rules; success lands on
 * the thank-you page, failure re-renders the form with the values kept; a
 * person under 18 on the therapy path is shown Tele-MANAS, nothing stored
 * (the answer's code "under-18").
 */
export async function action({ request, context }: Route.ActionArgs) {
  // The Hindi page's form (/hi/contact-us) posts here too, with its language field.
  const result = await publicFormAction(request, {
    echo: { ...contactLimits, inquiryType: "choice", adult: "choice" },
    submit: (sent, locale) =>
      servicesOf(context).contactMessages.submit(sent, clientOf(context), {
        formPost: pathIn(locale, "/contact-us"),
      }),
  });
  if (result.ok)
    return redirect(
      pathIn(result.locale, contactSentPath(result.value.inquiryType, result.value.urgent)),
      303,
    );
  return data(result.answer, { status: result.status });
}
