import { Hono } from "hono";
import type { Services } from "#server/services/index.ts";
import { bodyLimits } from "../body-limits.ts";
import { clientAddress, type TrustProxy } from "../client-address.ts";
import { jsonBody, readJson } from "../middleware/json-body.ts";

/** POST /api/waitlist {email}: the coming-soon sign-up. */
export function waitlistRoutes(services: Services, options: { trustProxy: TrustProxy }) {
  const routes = new Hono();
  routes.use(...jsonBody(bodyLimits.waitlist));
  routes.post("/", async (c) => {
    await services.waitlist.join(await readJson(c.req.raw), clientAddress(c, options.trustProxy));
    return c.json({ success: true as const });
  });
  return routes;
}
