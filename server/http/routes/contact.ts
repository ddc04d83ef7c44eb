import { Hono } from "hono";
import type { Services } from "#server/services/index.ts";
import { bodyLimits } from "../body-limits.ts";
import { clientAddress, type TrustProxy } from "../client-address.ts";
import { jsonBody, readJson } from "../middleware/json-body.ts";

/** POST /api/contact: the contact form's message, stored; answers whether it was marked urgent. */
export function contactRoutes(services: Services, options: { trustProxy: TrustProxy }) {
  const routes = new Hono();
  routes.use(...jsonBody(bodyLimits.contact));
  routes.post("/", async (c) => {
    const body = await readJson(c.req.raw);
    const receipt = await services.contactMessages.submit(body, clientAddress(c, options.trustProxy));
    return c.json({ success: true as const, data: receipt }, 201);
  });
  return routes;
}
