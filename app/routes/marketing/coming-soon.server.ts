import { data } from "react-router";
import { clientAddressContext, servicesContext } from "#app/lib/services.server.ts";
import { isServiceError } from "#server/services/errors.ts";
import type { Route } from "./+types/coming-soon";

/** The waitlist's plain POST, for browsers without JavaScript (with it, the form calls /api/waitlist). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = form.get("email");
  try {
    await context
      .get(servicesContext)
      .waitlist.join({ email: typeof email === "string" ? email : "" }, context.get(clientAddressContext));
    return { joined: true as const, error: null };
  } catch (error) {
    const known = isServiceError(error);
    return data(
      { joined: false as const, error: known ? error.message : "Please try again in a minute." },
      { status: known ? error.status : 503 },
    );
  }
}
