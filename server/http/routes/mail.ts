import { Hono } from "hono";
import type { Services } from "#server/services/index.ts";
import { bodyLimits } from "../body-limits.ts";
import { apiError } from "../errors.ts";
import { jsonBody } from "../middleware/json-body.ts";
import { requireArea, type StaffEnv } from "../middleware/require-area.ts";
import { actorOf } from "./lead-admin.ts";

/**
 * The admin's Mail view over the API (issue 32): GET /failed (mail that
 * failed for good, newest first, `?page=`), POST /:id/send-again (due again,
 * audited). Behind the leads area's sign-in, for the admin role only.
 */
export function mailRoutes(services: Services) {
  const routes = new Hono<StaffEnv>();
  routes.use("/*", requireArea(services, "leads"));
  routes.use("/*", async (c, next) => {
    if (c.get("staff").role !== "admin")
      return apiError(c, 403, "The Mail view is open to administrators only.");
    return next();
  });
  routes.use(...jsonBody(bodyLimits.staffJson));

  routes.get("/failed", async (c) => {
    const listed = await services.mailDesk.failed(c.req.query());
    return c.json({ success: true as const, data: listed.mails, total: listed.total, page: listed.page });
  });

  routes.post("/:id/send-again", async (c) => {
    await services.mailDesk.sendAgain(actorOf(c), c.req.param("id"));
    return c.json({ success: true as const });
  });

  return routes;
}
