import { data, redirect } from "react-router";
import { publicFormAction } from "#app/lib/public-form-action.server.ts";
import { clientOf, servicesOf } from "#app/lib/services.server.ts";
import { demoRequestLimits as limits } from "#common/constants.ts";
import { pathIn } from "#common/i18n/locale.ts";
import type { Route } from "./+types/request-a-demo";

/**
 * The form's plain POST, for browsers without JavaScript (with JavaScript the
 * form sends JSON to /api/request-demo). Same service, same rules; success
 * lands on a result page, failure re-renders the form with the values kept
 * and the errors listed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // The Hindi page's form (/hi/request-a-demo) posts here too, with its language field.
  const result = await publicFormAction(request, {
    echo: {
      fullName: limits.fullName,
      workEmail: limits.workEmail,
      organization: limits.organization,
      roleTitle: limits.roleTitle,
      phone: limits.phoneMax,
      inquiryFor: "choice",
      message: limits.message,
    },
    submit: (sent, locale) =>
      servicesOf(context).demoRequests.submit(sent, clientOf(context), {
        formPost: pathIn(locale, "/request-a-demo"),
      }),
  });
  if (!result.ok) return data(result.answer, { status: result.status });
  return redirect(pathIn(result.locale, "/request-a-demo/sent"), 303);
}
