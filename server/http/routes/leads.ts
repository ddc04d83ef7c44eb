import { Hono } from "hono";
import { InvalidInputError, NotFoundError } from "#server/services/errors.ts";
import type { Services } from "#server/services/index.ts";
import { bodyLimits } from "../body-limits.ts";
import { jsonBody, readJson } from "../middleware/json-body.ts";
import { requireArea, type StaffEnv } from "../middleware/require-area.ts";
import { actorOf } from "./lead-admin.ts";

/** The kinds of lead the lead desk works on, by the name their addresses use. */
const kindsOf = (services: Services) => ({
  "demo-requests": services.demoRequests,
  "contact-messages": services.contactMessages,
});

/**
 * The lead desk's API over both kinds of lead that staff answer (issue 32):
 * POST /:kind/:id/notes adds an internal note (`{ text }`; 201 with the
 * note), where `kind` is `demo-requests` or `contact-messages`. For the
 * leads area (leads and admin accounts); a browser's post is checked for
 * its origin like every other (app.ts, sameOriginOnly).
 */
export function leadRoutes(services: Services) {
  const routes = new Hono<StaffEnv>();
  routes.use("/*", requireArea(services, "leads"));
  routes.use(...jsonBody(bodyLimits.leadNote));
  const kinds = kindsOf(services);

  routes.post("/:kind/:id/notes", async (c) => {
    const kind = c.req.param("kind");
    if (!Object.hasOwn(kinds, kind)) {
      throw new NotFoundError("No such kind of lead: use demo-requests or contact-messages.");
    }
    const body = await readJson(c.req.raw);
    if (body === null || typeof body !== "object" || Array.isArray(body)) {
      throw new InvalidInputError('Send the note as a JSON object: { "text": "…" }.');
    }
    const note = await kinds[kind as keyof typeof kinds].addNote(actorOf(c), c.req.param("id"), body);
    return c.json({ success: true as const, data: note }, 201);
  });

  return routes;
}
