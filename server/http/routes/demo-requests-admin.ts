import { Hono } from "hono";
import { stream } from "hono/streaming";
import type { Services } from "#server/services/index.ts";
import { bodyLimits } from "../body-limits.ts";
import { jsonBody, readJson } from "../middleware/json-body.ts";
import { requireArea, type StaffEnv } from "../middleware/require-area.ts";

const actorOf = (staff: { id: string; username: string }) => ({ id: staff.id, username: staff.username });

/**
 * The demo-request manager's API (spec §7 #7-9), for the leads area:
 * GET / (filters, search, sorts, paging), GET /export.csv, PUT /:id/status, DELETE /:id.
 */
export function demoRequestAdminRoutes(services: Services) {
  const routes = new Hono<StaffEnv>();
  routes.use(requireArea(services, "leads"));
  routes.use(...jsonBody(bodyLimits.staffJson));

  routes.get("/", async (c) => {
    const { requests, total, page, limit } = await services.demoRequests.list(c.req.query());
    // `data` is the list itself, as the spec's client reads it.
    return c.json({ success: true as const, data: requests, total, page, limit });
  });

  routes.get("/export.csv", async (c) => {
    const lines = services.demoRequests.exportCsv(actorOf(c.get("staff")), c.req.query());
    // Read the first line before answering, so a bad filter still gets a JSON 400.
    const first = await lines.next();
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header(
      "Content-Disposition",
      `attachment; filename="demo-requests-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    c.header("Cache-Control", "no-store");
    return stream(c, async (out) => {
      if (!first.done) await out.write(first.value);
      for await (const line of lines) await out.write(line);
    });
  });

  routes.put("/:id/status", async (c) => {
    const body = await readJson(c.req.raw);
    const request = await services.demoRequests.setStatus(actorOf(c.get("staff")), c.req.param("id"), body);
    return c.json({ success: true as const, data: request });
  });

  routes.delete("/:id", async (c) => {
    await services.demoRequests.remove(actorOf(c.get("staff")), c.req.param("id"));
    return c.json({ success: true as const });
  });

  return routes;
}
