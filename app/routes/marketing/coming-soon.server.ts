import { data } from "react-router";
import { postedAttribution } from "#app/lib/attribution.server.ts";
import { attemptOnPage, clientOf, servicesOf } from "#app/lib/services.server.ts";
import { CONSENT_FIELD } from "#common/consent.ts";
import type { Route } from "./+types/coming-soon";

/** The waitlist's plain POST, for browsers without JavaScript (with it, the form calls /api/waitlist). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = form.get("email");
  const sent = {
    email: typeof email === "string" ? email : "",
    language: form.get("language"),
    [CONSENT_FIELD]: form.get(CONSENT_FIELD) === "on",
    ...postedAttribution(form, request),
  };
  // The Hindi page (/hi/coming-soon) posts here too, with its language field.
  const page = new URL(request.url).pathname;
  const result = await attemptOnPage(request, () =>
    servicesOf(context).waitlist.join(sent, clientOf(context), { formPost: page }),
  );
  if (!result.ok) return data({ joined: false as const, error: result.error }, { status: result.status });
  return { joined: true as const, error: null };
}
