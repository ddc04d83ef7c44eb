import { data, redirect } from "react-router";
import { clientAddressContext, servicesContext } from "#app/lib/services.server.ts";
import type { DemoRequestErrors } from "#common/schemas/demo-request.ts";
import { isServiceError } from "#server/services/errors.ts";
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
  const services = context.get(servicesContext);
  const form = await request.formData();
  const values: Record<string, string | boolean> = {};
  for (const [key, value] of form) {
    if (typeof value === "string") values[key] = value;
  }
  values.agreeToContact = form.get("agreeToContact") === "on";
  try {
    await services.demoRequests.submit(values, context.get(clientAddressContext));
  } catch (error) {
    const known = isServiceError(error);
    return data<DemoActionData>(
      {
        values,
        errors: known ? ((error.fieldErrors ?? {}) as DemoRequestErrors) : {},
        formError: known
          ? error.message
          : "The service is unavailable right now. Please try again in a minute.",
      },
      { status: known ? error.status : 503 },
    );
  }
  return redirect("/request-a-demo/sent", 303);
}
