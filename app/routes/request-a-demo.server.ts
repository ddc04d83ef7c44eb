import { data, redirect } from "react-router";
import { postedAttribution } from "#app/lib/attribution.server.ts";
import { attempt, clientOf, servicesOf } from "#app/lib/services.server.ts";
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
  const values: Record<string, string | boolean> = {};
  for (const [key, value] of form) {
    if (typeof value === "string") values[key] = value;
  }
  values.agreeToContact = form.get("agreeToContact") === "on";
  const sent = { ...values, ...postedAttribution(form, request) };
  const result = await attempt(() => servicesOf(context).demoRequests.submit(sent, clientOf(context)));
  if (!result.ok) {
    return data<DemoActionData>(
      { values, errors: (result.fieldErrors ?? {}) as DemoRequestErrors, formError: result.error },
      { status: result.status },
    );
  }
  return redirect("/request-a-demo/sent", 303);
}
