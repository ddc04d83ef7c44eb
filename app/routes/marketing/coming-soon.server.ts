import { data } from "react-router";
import { publicFormAction } from "#app/lib/public-form-action.server.ts";
import { clientOf, servicesOf } from "#app/lib/services.server.ts";
import { pathIn } from "#common/i18n/locale.ts";
import type { Route } from "./+types/coming-soon";

/** The waitlist's plain POST, for browsers without JavaScript (with it, the form calls /api/waitlist). */
export async function action({ request, context }: Route.ActionArgs) {
  // The Hindi page (/hi/coming-soon) posts here too, with its language field.
  const result = await publicFormAction(request, {
    echo: { email: 254 },
    submit: (sent, locale) =>
      servicesOf(context).waitlist.join(sent, clientOf(context), {
        formPost: pathIn(locale, "/coming-soon"),
      }),
  });
  if (!result.ok) return data(result.answer, { status: result.status });
  return { joined: true as const };
}
