import { Hono } from "hono";
import type { Services } from "#server/services/index.ts";
import { requireSignedIn, type StaffEnv } from "../middleware/require-area.ts";

/**
 * GET /api/staff: the staff accounts, for a client that names one by its id
 * (a lead's owner). A session of either area; the service says who sees
 * which accounts (403 for a role that sees none).
 */
export function staffRoutes(services: Services) {
  const routes = new Hono<StaffEnv>();
  routes.use("/", requireSignedIn(services));
  routes.get("/", async (c) =>
    c.json({ success: true as const, data: await services.staff.list(c.get("staff")) }),
  );
  return routes;
}
