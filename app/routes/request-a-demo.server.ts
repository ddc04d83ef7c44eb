import { data, redirect } from "react-router";
import { postedAttribution } from "#app/lib/attribution.server.ts";
import { attemptOnPage, clientOf, servicesOf } from "#app/lib/services.server.ts";
import { demoRequestLimits as limits } from "#common/constants.ts";
import { pathIn } from "#common/i18n/locale.ts";
import type { DemoRequestErrors } from "#common/schemas/demo-request.ts";
import type { Route } from "./+types/request-a-demo";

export type DemoActionData = {
  values: Record<string, string | boolean>;
  errors: DemoRequestErrors;
  formError: string;
};

/**
 * The form's plain POST, for browsers without JavaScript (with JavaScript the
 * form sends JSON to /api/request-demo). Same service, same rules; success
 * lands on a result page, failure re-renders the form with the values kept
 * and the errors listed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const posted: Record<string, string | boolean> = {};
  for (const [key, value] of form) {
    if (typeof value === "string") posted[key] = value;
  }
  posted.agreeToContact = form.get("agreeToContact") === "on";
  const sent = { ...posted, ...postedAttribution(form, request) };
  // The Hindi page's form (/hi/request-a-demo) posts here too, with its language field.
  const result = await attemptOnPage(request, (locale) =>
    servicesOf(context).demoRequests.submit(sent, clientOf(context), {
      formPost: pathIn(locale, "/request-a-demo"),
    }),
  );
  if (!result.ok) {
    return data<DemoActionData>(
      {
        values: echoed(posted),
        errors: (result.fieldErrors ?? {}) as DemoRequestErrors,
        formError: result.error,
      },
      { status: result.status },
    );
  }
  return redirect(pathIn(result.locale, "/request-a-demo/sent"), 303);
}

/** The longest value of each field that is shown again (the form itself allows no more). */
const echoLimits: Record<string, number> = {
  fullName: limits.fullName,
  workEmail: limits.workEmail,
  organization: limits.organization,
  roleTitle: limits.roleTitle,
  phone: limits.phoneMax,
  inquiryFor: 60,
  message: limits.message,
};

/** What the re-rendered form shows: the form's own fields only, none longer than the field allows. */
function echoed(posted: Record<string, string | boolean>): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = { agreeToContact: posted.agreeToContact === true };
  for (const [field, max] of Object.entries(echoLimits)) {
    const value = posted[field];
    if (typeof value === "string") values[field] = value.slice(0, max);
  }
  return values;
}
