import { Hono } from "hono";
import type { Services } from "#server/services/index.ts";
import { bodyLimits } from "../body-limits.ts";
import { clientAddress, type TrustProxy } from "../client-address.ts";
import { jsonBody, readJson } from "../middleware/json-body.ts";

/** POST /api/request-demo (spec §7 #1). */
export function demoRequestRoutes(services: Services, options: { trustProxy: TrustProxy }) {
  const routes = new Hono();
  routes.use(...jsonBody(bodyLimits.demoRequest));
  routes.post("/", async (c) => {
    const body = await readJson(c.req.raw);
    const { id } = await services.demoRequests.submit(body, clientAddress(c, options.trustProxy));
    return c.json({ success: true as const, data: { id } }, 201);
  });
  return routes;
}
