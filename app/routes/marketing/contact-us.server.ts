import { data, redirect } from "react-router";
import { contactSentPath } from "#app/components/sections/contact-form.tsx";
import { postedAttribution } from "#app/lib/attribution.server.ts";
import { attempt, clientOf, servicesOf } from "#app/lib/services.server.ts";
import { contactFields, contactLimits } from "#common/schemas/contact.ts";
import type { Route } from "./+types/contact-us";

/**
 * The contact form's plain POST, for browsers without JavaScript (with it,
 * the form calls /api/contact). Same service, same rules; success lands on
 * the thank-you page, failure re-renders the form with the values kept.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value === "string") values[key] = value;
  }
  const sent = { ...values, ...postedAttribution(form, request) };
  const result = await attempt(() => servicesOf(context).contactMessages.submit(sent, clientOf(context)));
  if (result.ok) return redirect(contactSentPath(result.value.inquiryType, result.value.urgent), 303);
  // Shown again, the form's own fields only, none longer than the field allows.
  const longest: Record<(typeof contactFields)[number], number> = { inquiryType: 40, ...contactLimits };
  const kept = Object.fromEntries(
    contactFields.map((field) => [field, (values[field] ?? "").slice(0, longest[field])]),
  );
  return data(
    { values: kept, errors: result.fieldErrors ?? {}, formError: result.error },
    { status: result.status },
  );
}
